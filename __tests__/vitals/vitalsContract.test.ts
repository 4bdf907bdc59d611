/** @jest-environment node */
// The Web Vitals' contract (contract/vitals.ts): each metric's buckets, the 75th percentile read
// from a histogram against the one of the views themselves, the beacon's strict reading, the
// device classes and the routes a path is counted under.
import fc from "fast-check";
import {
  BUCKETS,
  DEVICE_CLASSES,
  METRICS,
  MAX_ROUTE_LENGTH,
  VITALS_BODY_LIMIT,
  bucketOf,
  deviceClass,
  histogramQuantile,
  readBeacon,
  roundMetric,
  routeOfPath,
  type BucketCount,
  type MetricName,
} from "../../contract/vitals";
import { BUDGETS } from "../../bench/budgets";
import { propertyRuns } from "../helpers/propertyRuns";

/** The value of rank ⌈q·n⌉ among the values in ascending order: the p75 the views themselves have. */
function trueQuantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil(q * sorted.length)) - 1];
}

/** The histogram the server would hold of these values. */
function histogramOf(metric: MetricName, values: number[]): BucketCount[] {
  const counts = new Map<number, number>();
  for (const value of values) {
    const bound = bucketOf(metric, value)!;
    counts.set(bound, (counts.get(bound) ?? 0) + 1);
  }
  return [...counts].map(([bound, count]) => ({ bound, count }));
}

const metric = fc.constantFrom(...METRICS);
/** Values a metric accepts: spread over its whole range, and bunched on its bounds. */
const valuesOf = (name: MetricName) => {
  const bounds = BUCKETS[name];
  const max = bounds.at(-1)!;
  const value = fc.oneof(
    fc.double({ min: 0, max, noNaN: true }),
    fc.double({ min: 0, max: Math.min(max, bounds[Math.floor(bounds.length / 2)]), noNaN: true }),
    fc.constantFrom(...bounds),
  );
  return fc.array(value, { minLength: 1, maxLength: 400 });
};
const sample = metric.chain((name) => fc.tuple(fc.constant(name), valuesOf(name)));

describe("the buckets", () => {
  it("rise strictly, start at 0 or above, and put every accepted value in exactly one bucket", () => {
    for (const name of METRICS) {
      const bounds = BUCKETS[name];
      expect(bounds[0]).toBeGreaterThanOrEqual(0);
      bounds.slice(1).forEach((bound, i) => expect(bound).toBeGreaterThan(bounds[i]));
    }
    fc.assert(
      fc.property(sample, ([name, values]) => {
        for (const value of values) {
          const bound = bucketOf(name, value)!;
          const bounds = BUCKETS[name];
          const lower = bounds[bounds.indexOf(bound) - 1] ?? -Infinity;
          expect(value > lower && value <= bound).toBe(true);
        }
      }),
      propertyRuns(500),
    );
  });

  it("hold the lab budgets as bounds, so a p75 within one is told exactly", () => {
    expect(BUCKETS.LCP).toContain(BUDGETS.lcpMs);
    expect(BUCKETS.INP).toContain(BUDGETS.inpMs);
    expect(BUCKETS.INP).toContain(64);
    expect(BUCKETS.CLS).toContain(BUDGETS.cls);
    expect(BUCKETS.CLS[0]).toBe(0);
  });

  it("take no negative, infinite, NaN or too large value, nor an unknown metric", () => {
    for (const name of METRICS) {
      for (const value of [-1, -0.0001, Infinity, NaN, BUCKETS[name].at(-1)! * 1.01])
        expect([name, value, bucketOf(name, value)]).toEqual([name, value, null]);
    }
    expect(bucketOf("FID" as MetricName, 10)).toBeNull();
  });
});

describe("the 75th percentile of a histogram", () => {
  it("lies in the bucket that holds the views' own p75, with its estimate between the bucket's bounds", () => {
    fc.assert(
      fc.property(sample, ([name, values]) => {
        const truth = trueQuantile(values, 0.75);
        const p75 = histogramQuantile(histogramOf(name, values), BUCKETS[name], 0.75)!;
        expect(p75.count).toBe(values.length);
        expect(p75.upper).toBe(bucketOf(name, truth));
        expect(truth > p75.lower || (p75.lower === 0 && truth === 0)).toBe(true);
        expect(truth).toBeLessThanOrEqual(p75.upper);
        expect(p75.estimate).toBeGreaterThanOrEqual(p75.lower);
        expect(p75.estimate).toBeLessThanOrEqual(p75.upper);
      }),
      propertyRuns(1000),
    );
  });

  it("is told against a budget exactly: within it when the views' p75 is", () => {
    fc.assert(
      fc.property(valuesOf("LCP"), (values) => {
        const p75 = histogramQuantile(histogramOf("LCP", values), BUCKETS.LCP, 0.75)!;
        expect(p75.upper <= BUDGETS.lcpMs).toBe(trueQuantile(values, 0.75) <= BUDGETS.lcpMs);
      }),
      propertyRuns(500),
    );
  });

  it.each([
    // 3 views at most 100 ms, 1 in (100, 200]: the third of four is in the first bucket.
    [
      [
        { bound: 200, count: 1 },
        { bound: 100, count: 3 },
      ],
      { count: 4, lower: 0, upper: 100, estimate: 100 },
    ],
    [
      [
        { bound: 1200, count: 1 },
        { bound: 1500, count: 3 },
      ],
      { count: 4, lower: 1200, upper: 1500, estimate: 1400 },
    ],
    [[], null],
    [[{ bound: 100, count: 0 }], null],
  ])("reads the known histogram %j as %j", (rows, expected) => {
    expect(histogramQuantile(rows, BUCKETS.LCP, 0.75)).toEqual(expected);
  });
});

describe("a beacon as the server reads it", () => {
  const routes = new Set(["/", "/servicii/leasing", "/404"]);
  const isRoute = (route: string) => routes.has(route);
  const valid = { route: "/servicii/leasing", device: "mobile", metrics: { LCP: 1200, CLS: 0 } };

  it("takes a valid beacon as it is", () => {
    expect(readBeacon(valid, isRoute)).toEqual(valid);
    const full = {
      route: "/",
      device: "desktop",
      metrics: { LCP: 60_000, INP: 0, CLS: 10, FCP: 1, TTFB: 0 },
    };
    expect(readBeacon(full, isRoute)).toEqual(full);
    // The largest beacon a page can send is far within the body limit.
    const longest = { ...full, route: "/".padEnd(MAX_ROUTE_LENGTH, "x"), device: "desktop" };
    expect(Buffer.byteLength(JSON.stringify(longest))).toBeLessThan(VITALS_BODY_LIMIT / 2);
  });

  it.each([
    ["not an object", [valid]],
    ["null", null],
    ["a string", "LCP=1200"],
    ["an extra field", { ...valid, id: "abc" }],
    ["a missing field", { route: "/", metrics: { LCP: 1 } }],
    ["an unknown route", { ...valid, route: "/nu-exista" }],
    ["a route with a query", { ...valid, route: "/servicii/leasing?utm=x" }],
    ["a route too long", { ...valid, route: `/${"a".repeat(MAX_ROUTE_LENGTH)}` }],
    ["a route that is no string", { ...valid, route: 1 }],
    ["an unknown device", { ...valid, device: "watch" }],
    ["no metric", { ...valid, metrics: {} }],
    ["metrics that are a list", { ...valid, metrics: [1200] }],
    ["an unknown metric", { ...valid, metrics: { FID: 10 } }],
    ["a metric as a string", { ...valid, metrics: { LCP: "1200" } }],
    ["NaN as a string", { ...valid, metrics: { LCP: "NaN" } }],
    ["a negative metric", { ...valid, metrics: { LCP: -1 } }],
    ["a huge metric", { ...valid, metrics: { LCP: 1e12 } }],
    ["a null metric", { ...valid, metrics: { CLS: null } }],
  ])("refuses %s", (_case, body) => {
    expect(typeof readBeacon(body, isRoute)).toBe("string");
  });
});

describe("what a page sends", () => {
  it("names its device class from the viewport and the primary pointer", () => {
    expect(deviceClass(375, true)).toBe("mobile");
    expect(deviceClass(767, false)).toBe("mobile");
    expect(deviceClass(768, true)).toBe("tablet");
    expect(deviceClass(1366, true)).toBe("tablet");
    expect(deviceClass(768, false)).toBe("desktop");
    expect(deviceClass(1920, false)).toBe("desktop");
    expect(DEVICE_CLASSES).toEqual(["mobile", "tablet", "desktop"]);
  });

  it("counts a path under its route: no query, hash or trailing slash, the 404 page as /404", () => {
    expect(routeOfPath("/")).toBe("/");
    expect(routeOfPath("/servicii/leasing/")).toBe("/servicii/leasing");
    expect(routeOfPath("/servicii/leasing?utm_source=x#formular")).toBe("/servicii/leasing");
    expect(routeOfPath("/index.html")).toBe("/");
    expect(routeOfPath("/404.html")).toBe("/404");
    expect(routeOfPath("//")).toBe("/");
  });

  it("rounds timings to whole milliseconds and CLS to four decimals, each in its bucket still", () => {
    expect(roundMetric("LCP", 1499.6)).toBe(1500);
    expect(roundMetric("CLS", 0.020049)).toBe(0.02);
    expect(bucketOf("CLS", roundMetric("CLS", 0.020049))).toBe(0.02);
  });
});

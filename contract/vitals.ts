// Real visitors' Web Vitals: what a page sends the server once per page view (src/vitals/) and what
// the server keeps of it (server/vitals.ts): the path, the beacon's fields, the metrics with their
// units, the device classes, and each metric's histogram buckets. The server keeps counts per day,
// route, device class, metric and bucket, never a single view, so the 75th percentile is read from
// the buckets (histogramQuantile) and is as fine as they are.

/** POST, JSON: one beacon per page view. */
export const VITALS_PATH = "/vitals";

/** The metrics a beacon may carry, each at most once; a view carries those measured by the time
 * the page was hidden (INP only after an interaction). */
export const METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type MetricName = (typeof METRICS)[number];

/** Milliseconds for the timings; CLS is a score without unit. */
export const METRIC_UNITS: Record<MetricName, "ms" | "score"> = {
  LCP: "ms",
  INP: "ms",
  CLS: "score",
  FCP: "ms",
  TTFB: "ms",
};

/**
 * Each metric's bucket bounds, ascending: a value v falls in the first bucket whose bound is at
 * least v (the bound is the bucket's upper end, included; its lower end is the bound before, or 0
 * excluded), and the last bound is the largest value accepted. The bounds include the lab budgets
 * (bench/budgets.ts: LCP 1500 ms, INP 64 ms and the earlier 100 ms, CLS 0.02) and the thresholds of good and poor
 * (LCP 2500 and 4000 ms, INP 200 and 500 ms, CLS 0.1 and 0.25, FCP 1800 and 3000 ms, TTFB 800 and
 * 1800 ms), so whether a p75 is within one of them is exact. CLS has a bucket of its own for 0.
 * Changing a list changes what stored counts mean: old rows keep their bounds until purged.
 */
export const BUCKETS: Record<MetricName, readonly number[]> = {
  LCP: [
    100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 4000,
    5000, 6000, 8000, 10_000, 15_000, 20_000, 30_000, 60_000,
  ],
  INP: [
    16, 24, 32, 40, 48, 56, 64, 72, 80, 100, 125, 150, 200, 250, 300, 400, 500, 750, 1000, 2000,
    5000, 60_000,
  ],
  CLS: [
    0, 0.005, 0.01, 0.02, 0.03, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2, 5, 10,
  ],
  FCP: [
    100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 4000,
    5000, 6000, 8000, 10_000, 15_000, 20_000, 30_000, 60_000,
  ],
  TTFB: [
    50, 100, 150, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2500, 3000, 4000, 6000,
    10_000, 20_000, 60_000,
  ],
};

/** A view's device class, from its viewport and its primary pointer (deviceClass). */
export const DEVICE_CLASSES = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The site's CSS lays a page out for phones below this width (its first `min-width` step). */
export const PHONE_LAYOUT_BELOW_PX = 768;

/**
 * "mobile": a viewport narrower than 768 CSS px, whatever the pointer (the phone layout);
 * "tablet": 768 px or wider with a coarse primary pointer (a touch screen: a tablet, or a phone
 * held sideways); "desktop": 768 px or wider with a fine primary pointer (a mouse, a trackpad) or
 * none.
 */
export function deviceClass(viewportWidthPx: number, coarsePointer: boolean): DeviceClass {
  if (viewportWidthPx < PHONE_LAYOUT_BELOW_PX) return "mobile";
  return coarsePointer ? "tablet" : "desktop";
}

/** Routes are short; anything longer is refused without a look at the list. */
export const MAX_ROUTE_LENGTH = 200;

/** The route of a page's path: no query or hash, no trailing slash, Gatsby's 404 page as /404. */
export function routeOfPath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0].replace(/\/index\.html$/, "");
  if (path === "/404.html") return "/404";
  return path.replace(/\/+$/, "") || "/";
}

/** What a page sends: the route of its first (hard) load, its device class, and its metrics. */
export interface VitalsBeacon {
  route: string;
  device: DeviceClass;
  metrics: Partial<Record<MetricName, number>>;
}

/** A full beacon is under 200 bytes; a route of the longest kind and every metric fit well within. */
export const VITALS_BODY_LIMIT = 1024;

/** Whole milliseconds; a CLS score to four decimals. */
export function roundMetric(name: MetricName, value: number): number {
  return METRIC_UNITS[name] === "ms" ? Math.round(value) : Math.round(value * 10_000) / 10_000;
}

/** The bucket a value falls in (its upper bound), or null for a value no bucket takes. */
export function bucketOf(name: MetricName, value: number): number | null {
  const bounds: readonly number[] | undefined = BUCKETS[name];
  if (!bounds || !Number.isFinite(value) || value < 0) return null;
  return bounds.find((bound) => value <= bound) ?? null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

const BEACON_KEYS = ["route", "device", "metrics"];

/** The beacon, or why it is refused: exactly its three fields, a known route and device class,
 * at least one metric, each a known one with a number no bucket refuses. */
export function readBeacon(
  body: unknown,
  isRoute: (route: string) => boolean,
): VitalsBeacon | string {
  if (!isObject(body)) return "the body must be a JSON object";
  const keys = Object.keys(body);
  if (keys.length !== BEACON_KEYS.length || !BEACON_KEYS.every((key) => keys.includes(key)))
    return `the beacon has exactly the fields ${BEACON_KEYS.join(", ")}`;
  const { route, device, metrics } = body;
  if (typeof route !== "string" || route.length > MAX_ROUTE_LENGTH || !isRoute(route))
    return "route must be a route of the site";
  if (!DEVICE_CLASSES.includes(device as DeviceClass))
    return `device must be one of ${DEVICE_CLASSES.join(", ")}`;
  if (!isObject(metrics) || Object.keys(metrics).length === 0)
    return "metrics must be an object with at least one metric";
  for (const [name, value] of Object.entries(metrics)) {
    if (!METRICS.includes(name as MetricName))
      return `metrics may be only ${METRICS.join(", ")}; ${name.slice(0, 20)} is none`;
    if (typeof value !== "number" || bucketOf(name as MetricName, value) === null) {
      const max = BUCKETS[name as MetricName].at(-1);
      return `${name} must be a number from 0 to ${max} (${METRIC_UNITS[name as MetricName]})`;
    }
  }
  return { route, device: device as DeviceClass, metrics: metrics as VitalsBeacon["metrics"] };
}

/** One stored bucket: its upper bound and how many views fell in it. */
export interface BucketCount {
  bound: number;
  count: number;
}

export interface Quantile {
  /** Views the histogram holds. */
  count: number;
  /** The bucket holding the quantile: the value is above `lower` (0 included for the first
   * bucket) and at most `upper`. */
  lower: number;
  upper: number;
  /** Linear within that bucket, by the rank's place among the bucket's views. */
  estimate: number;
}

/**
 * The q-quantile (0.75 for p75) of the views a histogram counts: the value of rank ⌈q·n⌉ among
 * the n values in ascending order lies in the bucket where the running count first reaches that
 * rank. Null for an empty histogram. `bounds` is the metric's list (BUCKETS), for the lower end.
 */
export function histogramQuantile(
  buckets: readonly BucketCount[],
  bounds: readonly number[],
  q: number,
): Quantile | null {
  const sorted = buckets.filter((b) => b.count > 0).sort((a, b) => a.bound - b.bound);
  const count = sorted.reduce((sum, b) => sum + b.count, 0);
  if (count === 0) return null;
  const rank = Math.max(1, Math.ceil(q * count));
  let below = 0;
  for (const bucket of sorted) {
    if (below + bucket.count >= rank) {
      const lower = bounds.filter((bound) => bound < bucket.bound).at(-1) ?? 0;
      const share = (rank - below) / bucket.count;
      return {
        count,
        lower,
        upper: bucket.bound,
        estimate: lower + share * (bucket.bound - lower),
      };
    }
    below += bucket.count;
  }
  return null;
}

/** data/vitals.json: the share of page views that send a beacon, from 0 (none) to 1 (all). */
export interface VitalsData {
  sampleRate: number;
}

/** Every problem of the file, one line each, naming the file and the field. */
export class VitalsDataError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(problems.join("\n"));
    this.name = "VitalsDataError";
    this.problems = problems;
  }
}

/** The file checked: a sample rate from 0 to 1 and no other field; throws VitalsDataError. */
export function readVitalsData(raw: unknown, file = "data/vitals.json"): VitalsData {
  if (!isObject(raw)) throw new VitalsDataError([`${file}: must hold one JSON object`]);
  const problems = Object.keys(raw)
    .filter((key) => key !== "sampleRate")
    .map((key) => `${file}: field "${key}" is not one of this file's (sampleRate)`);
  const rate = raw.sampleRate;
  if (typeof rate !== "number" || !Number.isFinite(rate) || rate < 0 || rate > 1)
    problems.push(
      `${file}: field "sampleRate" must be a number from 0 to 1 (the share of page views that ` +
        `send their Web Vitals: 0 none, 0.5 one in two, 1 all), not ${JSON.stringify(rate) ?? "missing"}`,
    );
  if (problems.length > 0) throw new VitalsDataError(problems);
  return { sampleRate: rate as number };
}

/** @jest-environment node */
// The Lighthouse half's rows from what LHCI leaves: its verdicts and values for the asserted
// figures, the representative run for the others, and the bench's own two size checks.
import { BUDGETS } from "../../bench/budgets";
import {
  formatLighthouseLegend,
  formatLighthouseTable,
  lighthouseMisses,
  lighthouseRow,
  routeOf,
  scriptUrls,
  transferKb,
  type AssertionResult,
} from "../../bench/lighthouseReport";
import type { Route } from "../../bench/options";
import type { PageFiles } from "../../bench/pageFiles";
import { assertion, page, passingAssertions, representativeRun } from "./benchRows";

const home: Route = { path: "/", indexable: true, notFound: false };
const noindex: Route = { path: "/home-two", indexable: false, notFound: false };

const replace = (list: AssertionResult[], ...changed: AssertionResult[]) =>
  list.map(
    (a) => changed.find((c) => c.auditId === a.auditId && c.auditProperty === a.auditProperty) ?? a,
  );

describe("a route's row", () => {
  it("shows LHCI's median for the asserted figures and the representative run's for the rest", () => {
    const row = lighthouseRow(home, {
      assertions: passingAssertions(),
      run: representativeRun(),
      page: () => page(),
    });
    expect(row).toMatchObject({
      performance: 99, // LHCI's median, where the representative run has 98
      accessibility: 100,
      seo: 100,
      lcpMs: 1234.5,
      tbtMs: 80,
      cls: 0.001,
      documentKb: 11.6,
      fontKb: 24.5,
      fcpMs: 812.4,
      misses: {},
    });
    expect(row.transferKb).toEqual({
      html: 11.6,
      css: 0,
      js: 78.3,
      font: 24.5,
      image: 1.4,
      other: 8.4,
      total: 124.1,
    });
    expect(row.error).toBeUndefined();
  });

  it("marks each assertion LHCI failed, with its value and budget", () => {
    const row = lighthouseRow(home, {
      assertions: replace(
        passingAssertions(),
        assertion("categories:performance", 0.95, false),
        assertion("largest-contentful-paint", 1600, false),
        assertion("cumulative-layout-shift", 0.0312, false),
        assertion("resource-summary:document:size", 44014, false),
        assertion("resource-summary:font:size", 70000, false),
      ),
      run: representativeRun(),
      page: () => page(),
    });
    expect(row.misses).toEqual({
      performance: "performance 95 (≥ 97)",
      lcpMs: "LCP ms 1600 (≤ 1500)",
      cls: "CLS 0.031 (≤ 0.02)",
      documentKb: "HTML KB 43.0 (≤ 20)",
      fontKb: "fonts KB 68.4 (≤ 60)",
    });
    // The table shows LHCI's values; the history keeps the representative run's transfer.
    expect(row).toMatchObject({ documentKb: 43, fontKb: 68.4 });
    expect(row.transferKb?.font).toBe(24.5);
  });

  it("counts an audit missing from a run as a miss, not a pass", () => {
    const row = lighthouseRow(home, {
      assertions: replace(
        passingAssertions(),
        assertion("total-blocking-time", 0, false, "auditRan"),
      ),
      run: representativeRun(),
      page: () => page(),
    });
    expect(row.misses.tbtMs).toBe(`TBT ms not measured (≤ ${BUDGETS.tbtMs})`);
    // Shown as not measured (–), not as the representative run's value.
    expect(row.tbtMs).toBeNull();
  });

  it("shows SEO of a noindex page without holding it", () => {
    const row = lighthouseRow(noindex, {
      assertions: passingAssertions().filter((a) => a.auditProperty !== "seo"),
      run: representativeRun(),
      page: () => page(),
    });
    expect(row.seo).toBe(69);
    expect(row.misses).toEqual({});
    expect(formatLighthouseTable([row])).toContain("100/100/(69)");
  });

  it("checks the first-load JS gzip of the scripts the run loaded itself", () => {
    let scripts: string[] = [];
    const measure = (loaded: string[]): PageFiles => {
      scripts = loaded;
      return page({ firstLoadJsKb: BUDGETS.firstLoadJsKb + 0.1 });
    };
    const row = lighthouseRow(home, {
      assertions: passingAssertions(),
      run: representativeRun(),
      page: measure,
    });
    expect(scripts).toEqual([
      "http://127.0.0.1:4000/app-1234abcd.js",
      "http://127.0.0.1:4000/framework-5678ef90.js",
    ]);
    expect(row.misses).toEqual({
      firstLoadJsKb: `first-load JS KB gzip ${BUDGETS.firstLoadJsKb + 0.1} (≤ ${BUDGETS.firstLoadJsKb})`,
    });
    // Exactly at its budget passes.
    const at = lighthouseRow(home, {
      assertions: passingAssertions(),
      run: representativeRun(),
      page: () => page({ firstLoadJsKb: BUDGETS.firstLoadJsKb }),
    });
    expect(at.misses).toEqual({});
  });

  it("is not measured when LHCI has no run of it, its build figures still checked", () => {
    const row = lighthouseRow(home, {
      assertions: [],
      run: null,
      page: () => page({ firstLoadJsKb: 130 }),
      error: "lhci collect exited with 1",
    });
    expect(row).toMatchObject({ performance: null, lcpMs: null, transferKb: null });
    expect(lighthouseMisses([row])).toEqual([
      "/: Lighthouse lhci collect exited with 1",
      `/: first-load JS KB gzip 130.0 (≤ ${BUDGETS.firstLoadJsKb})`,
    ]);
  });

  it("names Lighthouse's own error of a run", () => {
    const row = lighthouseRow(home, {
      assertions: [],
      run: representativeRun({ runtimeError: { code: "NO_FCP", message: "no paint" } }),
      page: () => page(),
    });
    expect(row.error).toBe("NO_FCP: no paint");
  });
});

describe("the run's parts", () => {
  it("gives each LHCI result its route, none to a run without a final URL", () => {
    expect(
      routeOf(assertion("total-blocking-time", 1, true, undefined, "http://h:1/contact")),
    ).toBe("/contact");
    expect(routeOf(assertion("total-blocking-time", 1, true, undefined, ""))).toBeNull();
  });

  it("reads transfer sizes and scripts, and nothing where the audits are missing", () => {
    expect(transferKb(representativeRun({ audits: {} }))).toBeNull();
    expect(scriptUrls(null)).toEqual([]);
    expect(scriptUrls(representativeRun())).toHaveLength(2);
  });
});

describe("the table", () => {
  const rows = [
    lighthouseRow(home, {
      assertions: replace(passingAssertions(), assertion("total-blocking-time", 180, false)),
      run: representativeRun(),
      page: () => page(),
    }),
    lighthouseRow(
      { path: "/contact", indexable: true, notFound: false },
      { assertions: [], run: null, page: () => page(), error: "skipped: bench time limit reached" },
    ),
  ];

  it("marks the values that miss and names the unmeasured route", () => {
    const lines = formatLighthouseTable(rows).split("\n");
    expect(lines[0].split(/\s+/)).toEqual([
      "route",
      "perf",
      "a11y/bp/seo",
      "FCP",
      "s",
      "LCP",
      "s",
      "TBT",
      "ms",
      "CLS",
      "HTML",
      "CSS",
      "JS",
      "gz",
      "fonts",
      "images",
    ]);
    expect(lines[2].split(/\s+/)).toEqual([
      "/",
      "99",
      "100/100/100",
      "0.81",
      "1.23",
      "180!",
      "0.001",
      "11.6",
      "24.1",
      "88.4",
      "24.5",
      "1.4",
    ]);
    expect(lines[3]).toMatch(/^\/contact .* – .*! skipped: bench time limit reached$/);
  });

  it("has a legend naming each budget and who holds it, under 120 columns", () => {
    const legend = formatLighthouseLegend(3);
    for (const text of [
      `perf ≥ ${BUDGETS.performance}`,
      "median of 3 run(s)",
      `LCP ≤ ${BUDGETS.lcpMs / 1000} s`,
      `TBT ≤ ${BUDGETS.tbtMs} ms`,
      `CLS ≤ ${BUDGETS.cls}`,
      `fonts ≤ ${BUDGETS.fontKb} KB`,
      `HTML ≤ ${BUDGETS.documentKb} KB`,
      `JS gz ≤ ${BUDGETS.firstLoadJsKb} KB`,
    ])
      expect(legend).toContain(text);
    for (const line of legend.split("\n")) expect(line.length).toBeLessThanOrEqual(120);
  });
});

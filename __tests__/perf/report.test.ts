/** @jest-environment node */
import { BUDGETS } from "../../bench/budgets";
import { failedRoute } from "../../bench/lighthouseResult";
import type { PageFiles } from "../../bench/pageFiles";
import {
  budgetMisses,
  formatLegend,
  formatTable,
  formatWorst,
  routeMisses,
  worstValues,
  type RouteRow,
} from "../../bench/report";

function page(values: Partial<PageFiles> = {}): PageFiles {
  return {
    htmlKb: 60,
    htmlBrKb: 12.5,
    htmlBrFrom: "file",
    inlineCssKb: 24.1,
    inlineCssBrKb: 5.2,
    firstLoadJsKb: 88.4,
    firstLoadJsFiles: 7,
    firstLoadJsFrom: "measured",
    ...values,
  };
}

const transfer = { html: 13, css: 0, js: 90, font: 41.5, image: 120.3, other: 4, total: 268.8 };

function row(path: string, values: Partial<RouteRow> = {}): RouteRow {
  return {
    path,
    indexable: true,
    performance: 99,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1000,
    cls: 0.001,
    tbtMs: 20,
    fcpMs: 800,
    transferKb: transfer,
    failedAudits: [],
    benchmarkIndex: 1500,
    page: page(),
    ...values,
  };
}

const failed = (path: string, error: string): RouteRow => ({
  ...failedRoute(path, true, error),
  page: page(),
});

const keys = (r: RouteRow) => routeMisses(r).map((m) => m.key);

describe("routeMisses: each per-route budget, a value at the budget passes and one above fails", () => {
  const cases: [string, (v: number) => Partial<RouteRow>, number, number][] = [
    ["lcpMs", (v) => ({ lcpMs: v }), BUDGETS.lcpMs, BUDGETS.lcpMs + 1],
    ["tbtMs", (v) => ({ tbtMs: v }), BUDGETS.tbtMs, BUDGETS.tbtMs + 1],
    ["cls", (v) => ({ cls: v }), BUDGETS.cls, BUDGETS.cls + 0.001],
    [
      "fontKb",
      (v) => ({ transferKb: { ...transfer, font: v } }),
      BUDGETS.fontKb,
      BUDGETS.fontKb + 0.1,
    ],
    [
      "htmlBrKb",
      (v) => ({ page: page({ htmlBrKb: v }) }),
      BUDGETS.htmlBrKb,
      BUDGETS.htmlBrKb + 0.1,
    ],
    [
      "firstLoadJsKb",
      (v) => ({ page: page({ firstLoadJsKb: v }) }),
      BUDGETS.firstLoadJsKb,
      BUDGETS.firstLoadJsKb + 0.1,
    ],
  ];
  it.each(cases)("%s: at most", (key, set, at, above) => {
    expect(keys(row("/", set(at)))).toEqual([]);
    expect(keys(row("/", set(above)))).toEqual([key]);
  });

  const scores: [string, keyof RouteRow, number][] = [
    ["performance", "performance", BUDGETS.performance],
    ["accessibility", "accessibility", BUDGETS.accessibility],
    ["bestPractices", "bestPractices", BUDGETS.bestPractices],
    ["seo", "seo", BUDGETS.seo],
  ];
  it.each(scores)("%s: at least", (key, field, min) => {
    expect(keys(row("/", { [field]: min }))).toEqual([]);
    expect(keys(row("/", { [field]: min - 1 }))).toEqual([key]);
  });

  it("uses the performance budgets", () => {
    expect(BUDGETS).toMatchObject({
      performance: 97,
      lcpMs: 1500,
      tbtMs: 150,
      cls: 0.02,
      firstLoadJsKb: 100,
      fontKb: 60,
      htmlBrKb: 20,
      cleanBuildS: 120,
      cachedBuildS: 20,
    });
  });

  it("does not hold a noindex page to the SEO budget", () => {
    expect(keys(row("/x", { indexable: false, seo: 66 }))).toEqual([]);
  });

  it("treats a missing Lighthouse value as a miss", () => {
    expect(keys(row("/", { tbtMs: null, transferKb: null }))).toEqual(["tbtMs", "fontKb"]);
  });

  it("still checks the build-output figures of a route Lighthouse could not measure", () => {
    expect(keys(failed("/x", "timed out"))).toEqual([]);
    expect(keys({ ...failed("/x", "timed out"), page: page({ htmlBrKb: 25 }) })).toEqual([
      "htmlBrKb",
    ]);
  });
});

describe("budgetMisses", () => {
  it("is empty when every route is within budget", () => {
    expect(budgetMisses([row("/"), row("/x", { seo: 50, indexable: false })])).toEqual([]);
  });

  it("names each miss with its route, value and budget", () => {
    const misses = budgetMisses([
      row("/", { performance: 94, cls: 0.05, lcpMs: 1600 }),
      row("/b", { transferKb: { ...transfer, font: 75.2 }, page: page({ firstLoadJsKb: 131.6 }) }),
      failed("/x", "timed out"),
    ]);
    expect(misses).toEqual([
      `/: performance 94 (≥ ${BUDGETS.performance})`,
      `/: LCP ms 1600 (≤ ${BUDGETS.lcpMs})`,
      `/: CLS 0.050 (≤ ${BUDGETS.cls})`,
      `/b: fonts KB 75.2 (≤ ${BUDGETS.fontKb})`,
      `/b: first-load JS KB gzip 131.6 (≤ ${BUDGETS.firstLoadJsKb})`,
      "/x: not measured (timed out)",
    ]);
  });
});

describe("worstValues", () => {
  it("takes the lowest scores and the highest costs, build figures of every route", () => {
    const worst = worstValues([
      row("/a", { performance: 91, lcpMs: 900, cls: 0.03, transferKb: { ...transfer, font: 70 } }),
      row("/b", { accessibility: 96, tbtMs: 300, page: page({ htmlBrKb: 19 }) }),
      { ...failed("/c", "timeout"), page: page({ firstLoadJsKb: 150 }) },
    ]);
    expect(worst).toMatchObject({
      performance: 91,
      accessibility: 96,
      lcpMs: 1000,
      cls: 0.03,
      tbtMs: 300,
      fontKb: 70,
      htmlBrKb: 19,
      firstLoadJsKb: 150,
    });
  });

  it("counts SEO only on indexable pages and skips unmeasured routes", () => {
    const worst = worstValues([
      row("/a", { seo: 92 }),
      row("/b", { seo: 66, indexable: false }),
      failed("/c", "timeout"),
    ]);
    expect(worst.seo).toBe(92);
    expect(worstValues([failed("/c", "timeout")]).performance).toBeNull();
  });
});

describe("formatting", () => {
  it("prints one line per route under a header, marking each value over its budget", () => {
    const table = formatTable([
      row("/"),
      row("/servicii/finantari-pe-termen-scurt", {
        indexable: false,
        seo: 69,
        performance: 96,
        lcpMs: 1510,
        tbtMs: 151,
        cls: 0.021,
        transferKb: { ...transfer, font: 60.1 },
        page: page({ htmlBrKb: 20.1, firstLoadJsKb: 100.1 }),
      }),
      failed("/x", "boom"),
    ]);
    const lines = table.split("\n");
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(
      /^route\s+perf\s+a11y\/bp\/seo\s+FCP s\s+LCP s\s+TBT ms\s+CLS\s+HTML br\s+CSS\s+JS gz\s+fonts\s+images$/,
    );
    expect(lines[2]).toMatch(
      /^\/\s+99\s+100\/100\/100\s+0\.80\s+1\.00\s+20\s+0\.001\s+12\.5\s+24\.1\s+88\.4\s+41\.5\s+120\.3$/,
    );
    expect(lines[3].split(/\s+/)).toEqual([
      "/servicii/finantari-pe-termen-scurt",
      "96!",
      "100/100/(69)",
      "0.80",
      "1.51!",
      "151!",
      "0.021!",
      "20.1!",
      "24.1",
      "100.1!",
      "60.1!",
      "120.3",
    ]);
    expect(lines[4]).toContain("! boom");
    expect(Math.max(...lines.slice(0, 4).map((l) => l.length))).toBeLessThanOrEqual(120);
  });

  it("marks the a11y/bp/seo cell when one of the three misses", () => {
    const [, , line] = formatTable([row("/", { bestPractices: 96 })]).split("\n");
    expect(line).toContain("100/96/100!");
  });

  it("states every budget in the legend", () => {
    const legend = formatLegend();
    for (const text of [
      `perf ≥ ${BUDGETS.performance}`,
      `LCP ≤ ${BUDGETS.lcpMs / 1000} s`,
      `TBT ≤ ${BUDGETS.tbtMs} ms`,
      `CLS ≤ ${BUDGETS.cls}`,
      `HTML br ≤ ${BUDGETS.htmlBrKb} KB`,
      `JS gz ≤ ${BUDGETS.firstLoadJsKb} KB`,
      `fonts ≤ ${BUDGETS.fontKb} KB`,
    ])
      expect(legend).toContain(text);
    for (const line of legend.split("\n")) expect(line.length).toBeLessThanOrEqual(120);
  });

  it("summarises the worst values", () => {
    expect(formatWorst(worstValues([row("/", { lcpMs: 1234 })]))).toBe(
      "worst: perf 99, a11y 100, bp 100, seo 100 (indexable), FCP 0.80 s, LCP 1.23 s, " +
        "TBT 20 ms, CLS 0.001,\n  HTML br 12.5 KB, CSS 24.1 KB, JS gz 88.4 KB, fonts 41.5 KB, " +
        "images 120.3 KB, total transferred 268.8 KB",
    );
  });
});

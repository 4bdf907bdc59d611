/** @jest-environment node */
import { BUDGETS } from "../../bench/budgets";
import { failedRoute, type RouteResult } from "../../bench/lighthouseResult";
import { budgetMisses, formatTable, formatWorst, worstValues } from "../../bench/report";

function row(path: string, values: Partial<RouteResult> = {}): RouteResult {
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
    jsKb: 90,
    totalKb: 300,
    failedAudits: [],
    benchmarkIndex: 1500,
    ...values,
  };
}

describe("worstValues", () => {
  it("takes the lowest scores and the highest costs", () => {
    const worst = worstValues([
      row("/a", { performance: 91, lcpMs: 900, cls: 0.03 }),
      row("/b", { accessibility: 96, tbtMs: 300, totalKb: 500 }),
    ]);
    expect(worst).toMatchObject({
      performance: 91,
      accessibility: 96,
      lcpMs: 1000,
      cls: 0.03,
      tbtMs: 300,
      totalKb: 500,
    });
  });

  it("counts SEO only on indexable pages and skips unmeasured routes", () => {
    const worst = worstValues([
      row("/a", { seo: 92 }),
      row("/b", { seo: 66, indexable: false }),
      failedRoute("/c", true, "timeout"),
    ]);
    expect(worst.seo).toBe(92);
    expect(worstValues([failedRoute("/c", true, "timeout")]).performance).toBeNull();
  });
});

describe("budgetMisses", () => {
  it("is empty when every route is within budget", () => {
    expect(budgetMisses([row("/"), row("/x", { seo: 50, indexable: false })])).toEqual([]);
  });

  it("names each miss with its route, value and budget", () => {
    const misses = budgetMisses([
      row("/", { performance: 94, cls: 0.05, lcpMs: 1600 }),
      failedRoute("/x", true, "timed out"),
    ]);
    expect(misses).toEqual([
      `/: performance 94 (≥ ${BUDGETS.performance})`,
      `/: LCP ms 1600 (≤ ${BUDGETS.lcpMs})`,
      `/: CLS 0.050 (≤ ${BUDGETS.cls})`,
      "/x: not measured (timed out)",
    ]);
  });

  it("treats a missing metric as a miss", () => {
    expect(budgetMisses([row("/", { tbtMs: null })])).toEqual([`/: TBT ms – (≤ ${BUDGETS.tbtMs})`]);
  });
});

describe("formatting", () => {
  it("prints one line per route under a header, with errors flagged", () => {
    const table = formatTable([
      row("/"),
      row("/about", { indexable: false, seo: 69 }),
      failedRoute("/x", true, "boom"),
    ]);
    const lines = table.split("\n");
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(
      /^route\s+perf\s+a11y\s+bp\s+seo\s+LCP s\s+CLS\s+TBT ms\s+JS KB\s+total KB$/,
    );
    expect(lines[2]).toMatch(/^\/\s+99\s+100\s+100\s+100\s+1\.00\s+0\.001\s+20\s+90\.0\s+300\.0$/);
    expect(lines[3]).toContain("(69)");
    expect(lines[4]).toContain("! boom");
  });

  it("summarises the worst values in one line", () => {
    expect(formatWorst(worstValues([row("/", { lcpMs: 1234 })]))).toBe(
      "worst: perf 99, a11y 100, bp 100, seo 100 (indexable), LCP 1.23 s, CLS 0.001, " +
        "TBT 20 ms, JS 90.0 KB, total 300.0 KB",
    );
  });
});

/** @jest-environment node */
// The bench report: which per-route figures miss their budget, and the list of misses.
import { BUDGETS } from "../../bench/budgets";
import { budgetMisses, routeMisses, type RouteRow } from "../../bench/report";
import { transfer } from "../helpers/benchRuns";
import { failed, page, row } from "../helpers/benchRows";

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

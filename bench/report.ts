// The bench's printed output: one table row per route with each value over its budget marked, the
// budgets legend and the list of budget misses. The worst values live in worst.ts and are exported
// from here too.
import { BUDGETS, type Budgets } from "./budgets";
import { budgetTable, MISS_MARK, type Column } from "./table";
import { fmt, seconds, type RouteRow } from "./routeRow";

export type { RouteRow } from "./routeRow";
export { formatWorst, worstValues, type Worst } from "./worst";

/** Figures held to a per-route budget. */
export type BudgetKey =
  | "performance"
  | "accessibility"
  | "bestPractices"
  | "seo"
  | "lcpMs"
  | "tbtMs"
  | "cls"
  | "htmlBrKb"
  | "firstLoadJsKb"
  | "fontKb";

export interface Miss {
  key: BudgetKey;
  /** e.g. `LCP ms 1600 (≤ 1500)`. */
  text: string;
}

export { MISS_MARK };

/**
 * The budgets one route misses. Lighthouse figures count only for a route Lighthouse measured
 * (a failed one is reported as such by `budgetMisses`); a value exactly at its budget passes, and
 * a missing value fails. KB figures are compared as shown, to 0.1 KB.
 */
export function routeMisses(row: RouteRow, budgets: Budgets = BUDGETS): Miss[] {
  const misses: Miss[] = [];
  const atLeast = (key: BudgetKey, name: string, value: number | null, min: number) => {
    if (value === null || value < min)
      misses.push({ key, text: `${name} ${fmt(value)} (≥ ${min})` });
  };
  const atMost = (key: BudgetKey, name: string, value: number | null, max: number, digits = 0) => {
    if (value === null || value > max)
      misses.push({ key, text: `${name} ${fmt(value, digits)} (≤ ${max})` });
  };
  if (!row.error) {
    atLeast("performance", "performance", row.performance, budgets.performance);
    atLeast("accessibility", "accessibility", row.accessibility, budgets.accessibility);
    atLeast("bestPractices", "best practices", row.bestPractices, budgets.bestPractices);
    if (row.indexable) atLeast("seo", "SEO", row.seo, budgets.seo);
    atMost("lcpMs", "LCP ms", row.lcpMs, budgets.lcpMs);
    atMost("tbtMs", "TBT ms", row.tbtMs, budgets.tbtMs);
    atMost("cls", "CLS", row.cls, budgets.cls, 3);
    atMost("fontKb", "fonts KB", row.transferKb?.font ?? null, budgets.fontKb, 1);
  }
  atMost("htmlBrKb", "HTML KB brotli", row.page.htmlBrKb, budgets.htmlBrKb, 1);
  atMost(
    "firstLoadJsKb",
    "first-load JS KB gzip",
    row.page.firstLoadJsKb,
    budgets.firstLoadJsKb,
    1,
  );
  return misses;
}

const COLUMNS: Column<RouteRow, BudgetKey>[] = [
  { title: "perf", width: 4, cell: (r) => fmt(r.performance), budget: "performance" },
  {
    title: "a11y/bp/seo",
    width: 12,
    cell: (r) =>
      `${fmt(r.accessibility)}/${fmt(r.bestPractices)}/` +
      (r.indexable ? fmt(r.seo) : `(${fmt(r.seo)})`),
    budget: ["accessibility", "bestPractices", "seo"],
  },
  { title: "FCP s", width: 5, cell: (r) => fmt(seconds(r.fcpMs), 2) },
  { title: "LCP s", width: 6, cell: (r) => fmt(seconds(r.lcpMs), 2), budget: "lcpMs" },
  { title: "TBT ms", width: 6, cell: (r) => fmt(r.tbtMs), budget: "tbtMs" },
  { title: "CLS", width: 6, cell: (r) => fmt(r.cls, 3), budget: "cls" },
  { title: "HTML br", width: 7, cell: (r) => fmt(r.page.htmlBrKb, 1), budget: "htmlBrKb" },
  { title: "CSS", width: 5, cell: (r) => fmt(r.page.inlineCssKb, 1) },
  { title: "JS gz", width: 6, cell: (r) => fmt(r.page.firstLoadJsKb, 1), budget: "firstLoadJsKb" },
  { title: "fonts", width: 6, cell: (r) => fmt(r.transferKb?.font, 1), budget: "fontKb" },
  { title: "images", width: 6, cell: (r) => fmt(r.transferKb?.image, 1) },
];

/** What the columns mean and the budgets they are held to, in lines under 120 columns. */
export function formatLegend(budgets: Budgets = BUDGETS): string {
  return [
    `budgets per route (${MISS_MARK} = missed): perf ≥ ${budgets.performance}, ` +
      `a11y ${budgets.accessibility}, bp ${budgets.bestPractices}, SEO ${budgets.seo} on ` +
      `indexable pages ((n) = noindex, not held),`,
    `  LCP ≤ ${budgets.lcpMs / 1000} s, TBT ≤ ${budgets.tbtMs} ms, CLS ≤ ${budgets.cls}, ` +
      `HTML br ≤ ${budgets.htmlBrKb} KB (.br file), JS gz ≤ ${budgets.firstLoadJsKb} KB ` +
      `(first-load scripts),`,
    `  fonts ≤ ${budgets.fontKb} KB (transferred); no budget: FCP, CSS (inline <style>, raw KB), ` +
      `images (transferred KB)`,
  ].join("\n");
}

export function formatTable(rows: RouteRow[], budgets: Budgets = BUDGETS): string {
  return budgetTable(
    rows,
    COLUMNS,
    (row) => new Set(routeMisses(row, budgets).map((m) => m.key)),
    (row) => (row.error ? `  ! ${row.error}` : ""),
  );
}

/** Every budget each route misses, as `route: metric value (budget)`; unmeasured routes count too. */
export function budgetMisses(rows: RouteRow[], budgets: Budgets = BUDGETS): string[] {
  const misses: string[] = [];
  for (const row of rows) {
    if (row.error) misses.push(`${row.path}: not measured (${row.error})`);
    for (const miss of routeMisses(row, budgets)) misses.push(`${row.path}: ${miss.text}`);
  }
  return misses;
}

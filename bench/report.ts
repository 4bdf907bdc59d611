// The bench's printed output: one table row per route, the worst values, and budget misses.
import { BUDGETS, type Budgets } from "./budgets";
import type { RouteResult } from "./lighthouseResult";

const COLUMNS: { title: string; width: number; cell: (r: RouteResult) => string }[] = [
  { title: "route", width: 36, cell: (r) => r.path },
  { title: "perf", width: 5, cell: (r) => fmt(r.performance) },
  { title: "a11y", width: 5, cell: (r) => fmt(r.accessibility) },
  { title: "bp", width: 4, cell: (r) => fmt(r.bestPractices) },
  { title: "seo", width: 4, cell: (r) => (r.indexable ? fmt(r.seo) : `(${fmt(r.seo)})`) },
  { title: "LCP s", width: 6, cell: (r) => fmt(r.lcpMs === null ? null : r.lcpMs / 1000, 2) },
  { title: "CLS", width: 6, cell: (r) => fmt(r.cls, 3) },
  { title: "TBT ms", width: 7, cell: (r) => fmt(r.tbtMs, 0) },
  { title: "JS KB", width: 7, cell: (r) => fmt(r.jsKb, 1) },
  { title: "total KB", width: 9, cell: (r) => fmt(r.totalKb, 1) },
];

function fmt(value: number | null, digits = 0): string {
  return value === null ? "–" : value.toFixed(digits);
}

function pad(text: string, width: number, left: boolean): string {
  return left ? text.padEnd(width) : text.padStart(width);
}

export function formatTable(rows: RouteResult[]): string {
  const line = (cells: string[]) =>
    cells.map((c, i) => pad(c, COLUMNS[i].width, i === 0)).join(" ");
  const out = [line(COLUMNS.map((c) => c.title))];
  out.push("-".repeat(out[0].length));
  for (const row of rows) {
    out.push(line(COLUMNS.map((c) => c.cell(row))) + (row.error ? `  ! ${row.error}` : ""));
  }
  return out.join("\n");
}

export interface Worst {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  /** Over indexable pages only. */
  seo: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  jsKb: number | null;
  totalKb: number | null;
}

function extreme(values: (number | null)[], pick: "min" | "max"): number | null {
  const present = values.filter((v): v is number => v !== null);
  if (present.length === 0) return null;
  return pick === "min" ? Math.min(...present) : Math.max(...present);
}

export function worstValues(rows: RouteResult[]): Worst {
  const measured = rows.filter((r) => !r.error);
  const col = (pick: (r: RouteResult) => number | null, list = measured) => list.map(pick);
  return {
    performance: extreme(
      col((r) => r.performance),
      "min",
    ),
    accessibility: extreme(
      col((r) => r.accessibility),
      "min",
    ),
    bestPractices: extreme(
      col((r) => r.bestPractices),
      "min",
    ),
    seo: extreme(
      col(
        (r) => r.seo,
        measured.filter((r) => r.indexable),
      ),
      "min",
    ),
    lcpMs: extreme(
      col((r) => r.lcpMs),
      "max",
    ),
    cls: extreme(
      col((r) => r.cls),
      "max",
    ),
    tbtMs: extreme(
      col((r) => r.tbtMs),
      "max",
    ),
    jsKb: extreme(
      col((r) => r.jsKb),
      "max",
    ),
    totalKb: extreme(
      col((r) => r.totalKb),
      "max",
    ),
  };
}

export function formatWorst(worst: Worst): string {
  return (
    `worst: perf ${fmt(worst.performance)}, a11y ${fmt(worst.accessibility)}, ` +
    `bp ${fmt(worst.bestPractices)}, seo ${fmt(worst.seo)} (indexable), ` +
    `LCP ${fmt(worst.lcpMs === null ? null : worst.lcpMs / 1000, 2)} s, CLS ${fmt(worst.cls, 3)}, ` +
    `TBT ${fmt(worst.tbtMs)} ms, JS ${fmt(worst.jsKb, 1)} KB, total ${fmt(worst.totalKb, 1)} KB`
  );
}

/** Every budget a route misses, as `route: metric value (budget)`; unmeasured routes count as misses. */
export function budgetMisses(rows: RouteResult[], budgets: Budgets = BUDGETS): string[] {
  const misses: string[] = [];
  for (const r of rows) {
    if (r.error) {
      misses.push(`${r.path}: not measured (${r.error})`);
      continue;
    }
    const low = (name: string, value: number | null, min: number) => {
      if (value === null || value < min) misses.push(`${r.path}: ${name} ${fmt(value)} (≥ ${min})`);
    };
    const high = (name: string, value: number | null, max: number, shown: string) => {
      if (value === null || value > max) misses.push(`${r.path}: ${name} ${shown} (≤ ${max})`);
    };
    low("performance", r.performance, budgets.performance);
    low("accessibility", r.accessibility, budgets.accessibility);
    low("best practices", r.bestPractices, budgets.bestPractices);
    if (r.indexable) low("SEO", r.seo, budgets.seo);
    high("LCP ms", r.lcpMs, budgets.lcpMs, fmt(r.lcpMs));
    high("CLS", r.cls, budgets.cls, fmt(r.cls, 3));
    high("TBT ms", r.tbtMs, budgets.tbtMs, fmt(r.tbtMs));
  }
  return misses;
}

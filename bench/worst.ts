// The worst value of each figure over all routes, and the line the bench prints for them.
import { fmt, seconds, type RouteRow } from "./routeRow";

export interface Worst {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  /** Over indexable pages only. */
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  htmlBrKb: number | null;
  inlineCssKb: number | null;
  firstLoadJsKb: number | null;
  fontKb: number | null;
  imageKb: number | null;
  totalKb: number | null;
}

function extreme(values: (number | null | undefined)[], pick: "min" | "max"): number | null {
  const present = values.filter((v): v is number => typeof v === "number");
  if (present.length === 0) return null;
  return pick === "min" ? Math.min(...present) : Math.max(...present);
}

export function worstValues(rows: RouteRow[]): Worst {
  const measured = rows.filter((r) => !r.error);
  const min = (pick: (r: RouteRow) => number | null, list = measured) =>
    extreme(list.map(pick), "min");
  const max = (pick: (r: RouteRow) => number | null | undefined, list = measured) =>
    extreme(list.map(pick), "max");
  return {
    performance: min((r) => r.performance),
    accessibility: min((r) => r.accessibility),
    bestPractices: min((r) => r.bestPractices),
    seo: min(
      (r) => r.seo,
      measured.filter((r) => r.indexable),
    ),
    fcpMs: max((r) => r.fcpMs),
    lcpMs: max((r) => r.lcpMs),
    cls: max((r) => r.cls),
    tbtMs: max((r) => r.tbtMs),
    // The build-output figures exist for every route, measured by Lighthouse or not.
    htmlBrKb: max((r) => r.page.htmlBrKb, rows),
    inlineCssKb: max((r) => r.page.inlineCssKb, rows),
    firstLoadJsKb: max((r) => r.page.firstLoadJsKb, rows),
    fontKb: max((r) => r.transferKb?.font),
    imageKb: max((r) => r.transferKb?.image),
    totalKb: max((r) => r.transferKb?.total),
  };
}

export function formatWorst(worst: Worst): string {
  return (
    `worst: perf ${fmt(worst.performance)}, a11y ${fmt(worst.accessibility)}, ` +
    `bp ${fmt(worst.bestPractices)}, seo ${fmt(worst.seo)} (indexable), ` +
    `FCP ${fmt(seconds(worst.fcpMs), 2)} s, LCP ${fmt(seconds(worst.lcpMs), 2)} s, ` +
    `TBT ${fmt(worst.tbtMs)} ms, CLS ${fmt(worst.cls, 3)},\n` +
    `  HTML br ${fmt(worst.htmlBrKb, 1)} KB, CSS ${fmt(worst.inlineCssKb, 1)} KB, ` +
    `JS gz ${fmt(worst.firstLoadJsKb, 1)} KB, fonts ${fmt(worst.fontKb, 1)} KB, ` +
    `images ${fmt(worst.imageKb, 1)} KB, total transferred ${fmt(worst.totalKb, 1)} KB`
  );
}

// The row the bench reports for a route and the number formats its table and its worst-values line
// share, apart from both so neither has to import the other.
import type { RouteResult } from "./lighthouseResult";
import type { PageFiles } from "./pageFiles";

/** One route: its Lighthouse figures (median of the runs) and its figures from the build output. */
export interface RouteRow extends RouteResult {
  page: PageFiles;
}

export function fmt(value: number | null | undefined, digits = 0): string {
  return value === null || value === undefined ? "–" : value.toFixed(digits);
}

export const seconds = (ms: number | null) => (ms === null ? null : ms / 1000);

// Turns one Lighthouse result (LHR) into the row the bench prints and stores. The transfer sizes,
// the not-found page's console correction and the median of several runs live in their own files;
// they are exported from here too, where the bench and its tests look for them.
import type { LhrSubset, RouteResult } from "./lhrTypes";
import { transferSizes } from "./transfer";

export type { LhrSubset, RouteResult, TransferKb } from "./lhrTypes";
export { toKb, transferSizes, scriptUrls } from "./transfer";
export { withoutOwnNotFoundError } from "./notFoundConsole";
export { medianResult } from "./medianResult";

const CATEGORY_KEYS = {
  performance: "performance",
  accessibility: "accessibility",
  bestPractices: "best-practices",
  seo: "seo",
} as const;

/** Audits that scored below 1 in these categories are listed so a score below 100 explains itself. */
const EXPLAINED = ["accessibility", "best-practices", "seo"];

function score(lhr: LhrSubset, key: string): number | null {
  const value = lhr.categories[key]?.score;
  return typeof value === "number" ? Math.round(value * 100) : null;
}

function numeric(lhr: LhrSubset, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

export function failedAudits(lhr: LhrSubset): string[] {
  const failed = new Set<string>();
  for (const key of EXPLAINED) {
    for (const ref of lhr.categories[key]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0) continue;
      if (audit.scoreDisplayMode === "binary" || audit.scoreDisplayMode === "numeric") {
        if (audit.score !== null && audit.score < 1) failed.add(`${key}:${ref.id}`);
      }
    }
  }
  return [...failed];
}

export function summarize(lhr: LhrSubset, path: string, indexable: boolean): RouteResult {
  return {
    path,
    indexable,
    performance: score(lhr, CATEGORY_KEYS.performance),
    accessibility: score(lhr, CATEGORY_KEYS.accessibility),
    bestPractices: score(lhr, CATEGORY_KEYS.bestPractices),
    seo: score(lhr, CATEGORY_KEYS.seo),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    transferKb: transferSizes(lhr),
    failedAudits: failedAudits(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/** A row for a route Lighthouse could not measure (timeout, crash). */
export function failedRoute(path: string, indexable: boolean, error: string): RouteResult {
  return {
    path,
    indexable,
    performance: null,
    accessibility: null,
    bestPractices: null,
    seo: null,
    lcpMs: null,
    cls: null,
    tbtMs: null,
    fcpMs: null,
    transferKb: null,
    failedAudits: [],
    benchmarkIndex: null,
    error,
  };
}

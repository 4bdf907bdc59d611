// Turns one Lighthouse result (LHR) into the row the bench prints and stores.

/** The few parts of a Lighthouse result the bench reads (a subset of lighthouse's `Result`). */
export interface LhrSubset {
  requestedUrl?: string;
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined
  >;
  audits: Record<
    string,
    | {
        id: string;
        score: number | null;
        scoreDisplayMode?: string;
        numericValue?: number;
        displayValue?: string;
        details?: { type?: string; items?: unknown[] };
      }
    | undefined
  >;
  environment?: { benchmarkIndex?: number };
}

export interface RouteResult {
  path: string;
  indexable: boolean;
  /** Category scores 0–100; null when Lighthouse could not compute one. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  /** Transferred bytes over the network while loading the page, in KB (1 KB = 1024 B). */
  jsKb: number | null;
  totalKb: number | null;
  /** Audits that lost points in the accessibility, best-practices or SEO category. */
  failedAudits: string[];
  /** Lighthouse's CPU benchmark index: low values mean the machine was busy or slow. */
  benchmarkIndex: number | null;
  error?: string;
}

const CATEGORY_KEYS = {
  performance: "performance",
  accessibility: "accessibility",
  bestPractices: "best-practices",
  seo: "seo",
} as const;

/** Audits that scored below 1 in these categories are listed so a score below 100 explains itself. */
const EXPLAINED = ["accessibility", "best-practices", "seo"];

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

function score(lhr: LhrSubset, key: string): number | null {
  const value = lhr.categories[key]?.score;
  return typeof value === "number" ? Math.round(value * 100) : null;
}

function numeric(lhr: LhrSubset, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

export const toKb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Sums transfer sizes from the network-requests audit: all requests, and scripts only. */
export function transferSizes(lhr: LhrSubset): { jsKb: number; totalKb: number } | null {
  const items = lhr.audits["network-requests"]?.details?.items as NetworkItem[] | undefined;
  if (!items) return null;
  let js = 0;
  let total = 0;
  for (const item of items) {
    const size = item.transferSize ?? 0;
    total += size;
    if (item.resourceType === "Script") js += size;
  }
  return { jsKb: toKb(js), totalKb: toKb(total) };
}

/** URLs of every script request of the run. */
export function scriptUrls(lhr: LhrSubset): string[] {
  const items = lhr.audits["network-requests"]?.details?.items as
    (NetworkItem & { url?: string })[] | undefined;
  return (items ?? [])
    .filter((item) => item.resourceType === "Script" && item.url)
    .map((item) => item.url as string);
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
  const sizes = transferSizes(lhr);
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
    jsKb: sizes?.jsKb ?? null,
    totalKb: sizes?.totalKb ?? null,
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
    jsKb: null,
    totalKb: null,
    failedAudits: [],
    benchmarkIndex: null,
    error,
  };
}

/** The median of several runs of one route, metric by metric (scores included). */
export function medianResult(runs: RouteResult[]): RouteResult {
  const ok = runs.filter((r) => !r.error);
  if (ok.length === 0) return runs[runs.length - 1];
  const med = (pick: (r: RouteResult) => number | null): number | null => {
    const values = ok.map(pick).filter((v): v is number => v !== null);
    if (values.length === 0) return null;
    values.sort((a, b) => a - b);
    const mid = Math.floor(values.length / 2);
    return values.length % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
  };
  return {
    ...ok[0],
    performance: med((r) => r.performance),
    accessibility: med((r) => r.accessibility),
    bestPractices: med((r) => r.bestPractices),
    seo: med((r) => r.seo),
    lcpMs: med((r) => r.lcpMs),
    cls: med((r) => r.cls),
    tbtMs: med((r) => r.tbtMs),
    jsKb: med((r) => r.jsKb),
    totalKb: med((r) => r.totalKb),
    benchmarkIndex: med((r) => r.benchmarkIndex),
    failedAudits: [...new Set(ok.flatMap((r) => r.failedAudits))],
  };
}

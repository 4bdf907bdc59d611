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
  fcpMs: number | null;
  /** Bytes transferred over the network while loading the page, by resource type. */
  transferKb: TransferKb | null;
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
  url?: string;
  resourceType?: string;
  transferSize?: number;
}

/** Transferred KB (1 KB = 1024 B, compressed as sent) per kind of resource, and in all. */
export interface TransferKb {
  html: number;
  css: number;
  js: number;
  font: number;
  image: number;
  /** Everything else: page-data JSON (Fetch), the manifest, media, pings. */
  other: number;
  total: number;
}

/** Chrome's resource types (as Lighthouse reports them) → the kinds the bench reports. */
const KIND_OF_RESOURCE: Record<string, Exclude<keyof TransferKb, "other" | "total">> = {
  Document: "html",
  Stylesheet: "css",
  Script: "js",
  Font: "font",
  Image: "image",
};

function score(lhr: LhrSubset, key: string): number | null {
  const value = lhr.categories[key]?.score;
  return typeof value === "number" ? Math.round(value * 100) : null;
}

function numeric(lhr: LhrSubset, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

export const toKb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Sums the transfer sizes of the network-requests audit by resource type. */
export function transferSizes(lhr: LhrSubset): TransferKb | null {
  const items = lhr.audits["network-requests"]?.details?.items as NetworkItem[] | undefined;
  if (!items) return null;
  const bytes = { html: 0, css: 0, js: 0, font: 0, image: 0, other: 0, total: 0 };
  for (const item of items) {
    const size = item.transferSize ?? 0;
    bytes[KIND_OF_RESOURCE[item.resourceType ?? ""] ?? "other"] += size;
    bytes.total += size;
  }
  return {
    html: toKb(bytes.html),
    css: toKb(bytes.css),
    js: toKb(bytes.js),
    font: toKb(bytes.font),
    image: toKb(bytes.image),
    other: toKb(bytes.other),
    total: toKb(bytes.total),
  };
}

/** URLs of every script request of the run. */
export function scriptUrls(lhr: LhrSubset): string[] {
  const items = lhr.audits["network-requests"]?.details?.items as NetworkItem[] | undefined;
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

interface ConsoleItem {
  source?: string;
  description?: string;
  sourceLocation?: { url?: string };
}

/**
 * The not-found page is served with status 404, as it must be, and Chromium logs that status of the
 * document as a console error ("Failed to load resource: … 404"): best practices' errors-in-console
 * audit then fails on the page's correct answer. This drops that one message, scores the audit
 * again (passed when nothing else is left) and the best-practices category with it, by Lighthouse's
 * rule (the weighted mean of its audits). Any other console error still counts.
 */
export function withoutOwnNotFoundError(lhr: LhrSubset): LhrSubset {
  const audit = lhr.audits["errors-in-console"];
  const category = lhr.categories["best-practices"];
  const items = (audit?.details?.items ?? []) as ConsoleItem[];
  const documentUrls = new Set([lhr.requestedUrl, lhr.finalDisplayedUrl].filter(Boolean));
  const own = (item: ConsoleItem) =>
    item.source === "network" &&
    documentUrls.has(item.sourceLocation?.url) &&
    / 404\b/.test(item.description ?? "");
  if (!audit || !category || !items.some(own)) return lhr;
  const rest = items.filter((item) => !own(item));
  const audits: LhrSubset["audits"] = {
    ...lhr.audits,
    "errors-in-console": {
      ...audit,
      score: rest.length === 0 ? 1 : audit.score,
      details: { ...audit.details, items: rest },
    },
  };
  let weighted = 0;
  let weights = 0;
  for (const ref of category.auditRefs) {
    if (ref.weight === 0) continue;
    weighted += ref.weight * (audits[ref.id]?.score ?? 0);
    weights += ref.weight;
  }
  const score = weights > 0 ? weighted / weights : category.score;
  return {
    ...lhr,
    audits,
    categories: { ...lhr.categories, "best-practices": { ...category, score } },
  };
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

/** Kind by kind, the median transfer of the runs that have one. */
function medianTransfer(
  med: (pick: (r: RouteResult) => number | null) => number | null,
): TransferKb {
  const of = (kind: keyof TransferKb) => med((r) => r.transferKb?.[kind] ?? null) ?? 0;
  return {
    html: of("html"),
    css: of("css"),
    js: of("js"),
    font: of("font"),
    image: of("image"),
    other: of("other"),
    total: of("total"),
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
    fcpMs: med((r) => r.fcpMs),
    transferKb: ok.some((r) => r.transferKb) ? medianTransfer(med) : null,
    benchmarkIndex: med((r) => r.benchmarkIndex),
    failedAudits: [...new Set(ok.flatMap((r) => r.failedAudits))],
  };
}

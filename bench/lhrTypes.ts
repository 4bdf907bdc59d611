// The shapes the bench reads from a Lighthouse result and the row it prints and stores for a route,
// apart from the code that fills them so every step of the bench can share them.

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

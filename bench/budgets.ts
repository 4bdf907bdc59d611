// The performance budgets, held on every route: Lighthouse CI asserts most of them (lighthouserc.ts),
// the bench checks the rest (bench/README.md says which and why). A run of the bench that misses
// one exits 1; no test asserts the site meets them.
export const BUDGETS = {
  /** Lighthouse category scores, 0–100, mobile preset with simulated throttling. */
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  /** Only on indexable pages: a `noindex` page fails Lighthouse's is-crawlable audit on purpose. */
  seo: 100,
  lcpMs: 1500,
  tbtMs: 60,
  cls: 0.02,
  /** Gzip size of the JavaScript the browser loads for the first view of the route. */
  firstLoadJsKb: 90,
  /** Transferred bytes of the route's font requests. */
  fontKb: 60,
  /** The route's HTML document as transferred: brotli when accepted, response headers included. */
  documentKb: 20,
  cleanBuildS: 120,
  cachedBuildS: 20,
  /** Phone measure: the tap that opens the menu comes at most this long after the first paint… */
  menuFromPaintMs: 250,
  /** …and no tap before it was ignored. */
  deadTaps: 0,
  /** Phone measure: each scripted interaction's longest event (the early scroll must be kept). */
  inpMs: 64,
} as const;

export type Budgets = { readonly [K in keyof typeof BUDGETS]: number };

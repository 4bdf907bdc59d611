// The performance budgets, as the bench checks them on every route (bench/README.md says why each
// is measured as it is). The bench reports misses; no test asserts the site meets them.
export const BUDGETS = {
  /** Lighthouse category scores, 0–100, mobile preset with simulated throttling. */
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  /** Only on indexable pages: a `noindex` page fails Lighthouse's is-crawlable audit on purpose. */
  seo: 100,
  lcpMs: 1500,
  tbtMs: 150,
  cls: 0.02,
  /** Gzip size of the JavaScript the browser loads for the first view of the route. */
  firstLoadJsKb: 100,
  /** Transferred bytes of the route's font requests. */
  fontKb: 60,
  /** The route's HTML document, brotli (the `.br` file the server sends). */
  htmlBrKb: 20,
  cleanBuildS: 120,
  cachedBuildS: 20,
} as const;

export type Budgets = { readonly [K in keyof typeof BUDGETS]: number };

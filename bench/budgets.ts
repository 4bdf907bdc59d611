// The performance budgets of design.md ("Budgets"), as the bench checks them. Not asserted in tests.
export const BUDGETS = {
  /** Lighthouse category scores, 0–100, mobile preset with simulated throttling. */
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  /** Only on indexable pages: a `noindex` page fails Lighthouse's is-crawlable audit on purpose. */
  seo: 100,
  lcpMs: 1500,
  cls: 0.02,
  tbtMs: 150,
  /** JavaScript the browser loads for the first view of `/`, gzip. */
  firstLoadJsKb: 120,
  cleanBuildS: 120,
  cachedBuildS: 30,
} as const;

export type Budgets = typeof BUDGETS;

// The Lighthouse half's rows, read from what Lighthouse CI leaves: LHCI's value of each asserted
// figure (the median of the runs) and whether it passed, the figures no budget holds from LHCI's
// representative run, and the bench's own check of first-load JS, which LHCI measures otherwise.
import { BUDGETS, type Budgets } from "./budgets";
import { toKb } from "./chunks";
import { assertedBudgets, type AssertedKey } from "./lighthouserc";
import type { Route } from "./options";
import type { PageFiles } from "./pageFiles";
import { budgetTable, MISS_MARK, type Column } from "./table";

/** One entry of LHCI's assertion-results.json. */
export interface AssertionResult {
  url: string;
  auditId: string;
  /** `performance` of `categories:performance`, `font.size` of `resource-summary:font:size`. */
  auditProperty?: string;
  /** `minScore`, `maxNumericValue`, or `auditRan` when a run lacks the audit. */
  name: string;
  /** The median of the runs; null (NaN in LHCI) when no run gave a value. */
  actual: number | null;
  passed: boolean;
}

/** The few parts of LHCI's representative run the bench reads (a subset of Lighthouse's result). */
export interface RepresentativeRun {
  lighthouseVersion?: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: Record<string, unknown>[] } } | undefined
  >;
}

/** Transferred KB (compressed as sent, headers included) by kind of resource, and in all. */
export interface TransferKb {
  html: number;
  css: number;
  js: number;
  font: number;
  image: number;
  /** Everything else: page-data JSON, the manifest, media. */
  other: number;
  total: number;
}

/** Figures held to a budget: those LHCI asserts and the bench's own. */
export type BudgetKey = AssertedKey | "firstLoadJsKb";

type Figures = Record<Exclude<AssertedKey, "seo">, number | null>;

export interface LighthouseRow extends Figures {
  path: string;
  indexable: boolean;
  /** Held only on indexable routes; else the representative run's. */
  seo: number | null;
  fcpMs: number | null;
  /** Of the representative run, for the history. */
  transferKb: TransferKb | null;
  page: PageFiles;
  /** Each budget missed, e.g. `{ lcpMs: "LCP ms 1600 (≤ 1500)" }`. */
  misses: Partial<Record<BudgetKey, string>>;
  /** Why the route has no Lighthouse figures. */
  error?: string;
}

/** The route of an LHCI result; null for a run Lighthouse could not load (no final URL). */
export function routeOf(result: AssertionResult): string | null {
  return URL.canParse(result.url) ? new URL(result.url).pathname : null;
}

/** The assertion's name as written in the config: `categories:seo`, `resource-summary:font:size`. */
const assertionName = (r: AssertionResult) =>
  r.auditProperty ? `${r.auditId}:${r.auditProperty.replace(/\./g, ":")}` : r.auditId;

export function fmt(value: number | null | undefined, digits = 0): string {
  return value === null || value === undefined ? "–" : value.toFixed(digits);
}

const items = (run: RepresentativeRun | null, id: string) => run?.audits[id]?.details?.items ?? [];

/** The resource-summary audit's transfer sizes, in the kinds the history has always kept. */
export function transferKb(run: RepresentativeRun | null): TransferKb | null {
  const summary = items(run, "resource-summary");
  if (!summary.length) return null;
  const size = (type: string) => {
    const value = summary.find((item) => item.resourceType === type)?.transferSize;
    return typeof value === "number" ? value : 0;
  };
  const [html, css, js, font, image] = ["document", "stylesheet", "script", "font", "image"].map(
    size,
  );
  const total = size("total");
  const other = total - html - css - js - font - image;
  return {
    html: toKb(html),
    css: toKb(css),
    js: toKb(js),
    font: toKb(font),
    image: toKb(image),
    other: toKb(other),
    total: toKb(total),
  };
}

/** URLs of the scripts the run requested: the route's measured first-load JavaScript. */
export function scriptUrls(run: RepresentativeRun | null): string[] {
  return items(run, "network-requests")
    .filter((item) => item.resourceType === "Script" && typeof item.url === "string")
    .map((item) => item.url as string);
}

/** The representative run's value of an asserted figure, for a route LHCI did not assert it on. */
function fromRun(run: RepresentativeRun | null, key: AssertedKey): number | null {
  if (key === "documentKb") return transferKb(run)?.html ?? null;
  if (key === "fontKb") return transferKb(run)?.font ?? null;
  const { assertion, shown } = assertedBudgets()[key];
  const [id, category] = assertion.split(":");
  const value =
    id === "categories" ? run?.categories[category]?.score : run?.audits[id]?.numericValue;
  return typeof value === "number" && Number.isFinite(value) ? shown(value) : null;
}

/**
 * One route's row. `assertions` are LHCI's results for it, `run` its representative run (null when
 * LHCI has none), `page` gives the build-output figures for the scripts the run loaded.
 */
export function lighthouseRow(
  route: Route,
  input: {
    assertions: AssertionResult[];
    run: RepresentativeRun | null;
    page: (scripts: string[]) => PageFiles;
    error?: string;
  },
  budgets: Budgets = BUDGETS,
): LighthouseRow {
  const { run } = input;
  const misses: LighthouseRow["misses"] = {};
  const figures = {} as Record<AssertedKey, number | null>;
  const asserted = assertedBudgets(budgets);
  for (const key of Object.keys(asserted) as AssertedKey[]) {
    const budget = asserted[key];
    const results = input.assertions.filter((r) => assertionName(r) === budget.assertion);
    const measured = results.find((r) => r.name === budget.kind);
    figures[key] = !results.length
      ? fromRun(run, key)
      : measured?.actual == null
        ? null
        : budget.shown(measured.actual);
    if (results.every((r) => r.passed)) continue;
    const value = measured ? fmt(figures[key], budget.digits) : "not measured";
    const op = budget.kind === "minScore" ? "≥" : "≤";
    misses[key] = `${budget.label} ${value} (${op} ${budget.shown(budget.value)})`;
  }
  const page = input.page(scriptUrls(run));
  if (page.firstLoadJsKb > budgets.firstLoadJsKb)
    misses.firstLoadJsKb = `first-load JS KB gzip ${fmt(page.firstLoadJsKb, 1)} (≤ ${budgets.firstLoadJsKb})`;
  const runError = run?.runtimeError && `${run.runtimeError.code}: ${run.runtimeError.message}`;
  const error = input.error ?? runError ?? (run ? undefined : "not measured");
  const fcp = run?.audits["first-contentful-paint"]?.numericValue;
  return {
    path: route.path,
    indexable: route.indexable,
    ...figures,
    fcpMs: typeof fcp === "number" ? fcp : null,
    transferKb: transferKb(run),
    page,
    misses,
    ...(error ? { error } : {}),
  };
}

const seconds = (ms: number | null) => (ms === null ? null : ms / 1000);

const COLUMNS: Column<LighthouseRow, BudgetKey>[] = [
  { title: "perf", width: 4, cell: (r) => fmt(r.performance), budget: "performance" },
  {
    title: "a11y/bp/seo",
    width: 12,
    cell: (r) =>
      `${fmt(r.accessibility)}/${fmt(r.bestPractices)}/` +
      (r.indexable ? fmt(r.seo) : `(${fmt(r.seo)})`),
    budget: ["accessibility", "bestPractices", "seo"],
  },
  { title: "FCP s", width: 5, cell: (r) => fmt(seconds(r.fcpMs), 2) },
  { title: "LCP s", width: 6, cell: (r) => fmt(seconds(r.lcpMs), 2), budget: "lcpMs" },
  { title: "TBT ms", width: 6, cell: (r) => fmt(r.tbtMs), budget: "tbtMs" },
  { title: "CLS", width: 6, cell: (r) => fmt(r.cls, 3), budget: "cls" },
  { title: "HTML", width: 5, cell: (r) => fmt(r.documentKb, 1), budget: "documentKb" },
  { title: "CSS", width: 5, cell: (r) => fmt(r.page.inlineCssKb, 1) },
  { title: "JS gz", width: 6, cell: (r) => fmt(r.page.firstLoadJsKb, 1), budget: "firstLoadJsKb" },
  { title: "fonts", width: 6, cell: (r) => fmt(r.fontKb, 1), budget: "fontKb" },
  { title: "images", width: 6, cell: (r) => fmt(r.transferKb?.image, 1) },
];

/** One line per route, `!` after a value that misses its budget. */
export function formatLighthouseTable(rows: LighthouseRow[]): string {
  return budgetTable(
    rows,
    COLUMNS,
    (row) => new Set(Object.keys(row.misses) as BudgetKey[]),
    (row) => (row.error ? `  ! ${row.error}` : ""),
  );
}

/** What the columns mean and who holds each to its budget, in lines under 120 columns. */
export function formatLighthouseLegend(runs: number, budgets: Budgets = BUDGETS): string {
  return [
    `budgets per route (${MISS_MARK} = missed), asserted by Lighthouse CI on the median of ${runs} ` +
      `run(s): perf ≥ ${budgets.performance}, a11y ${budgets.accessibility},`,
    `  bp ${budgets.bestPractices}, SEO ${budgets.seo} on indexable pages ((n) = noindex, ` +
      `not held), LCP ≤ ${budgets.lcpMs / 1000} s, TBT ≤ ${budgets.tbtMs} ms, ` +
      `CLS ≤ ${budgets.cls},`,
    `  HTML ≤ ${budgets.documentKb} KB and fonts ≤ ${budgets.fontKb} KB (transferred); checked ` +
      `by the bench: JS gz ≤ ${budgets.firstLoadJsKb} KB (gzip of the scripts loaded);`,
    "  no budget: FCP and images (transferred KB) of LHCI's representative run, " +
      "CSS (inline <style>, raw KB)",
  ].join("\n");
}

/** Every budget each route misses, as `route: figure value (budget)`; unmeasured routes too. */
export function lighthouseMisses(rows: LighthouseRow[]): string[] {
  return rows.flatMap((row) => [
    ...(row.error ? [`${row.path}: Lighthouse ${row.error}`] : []),
    ...Object.values(row.misses).map((miss) => `${row.path}: ${miss}`),
  ]);
}

// The Lighthouse CI configuration of the bench, made from bench/budgets.ts and the routes so
// each number lives in one place: what `lhci collect` runs on a route, what `lhci assert` holds the
// runs to and where `lhci upload` keeps the reports. lhci.ts writes it to var/bench/lhci/ on every
// run; the URLs are given per route on the command line, since they carry the server's port.
import { BUDGETS, type Budgets } from "./budgets";
import { toKb } from "./chunks";
import { CHROMIUM_FLAGS, type Route } from "./options";

/** A budget LHCI asserts: its assertion, the budget in LHCI's unit, and how the bench shows it. */
export interface AssertedBudget {
  assertion: string;
  kind: "minScore" | "maxNumericValue";
  /** A score 0–1, ms, or bytes. */
  value: number;
  /** LHCI's value in the bench's unit (score 0–100, KB) … */
  shown: (value: number) => number;
  /** … named so, with this many decimals. */
  label: string;
  digits: number;
}

const score = (assertion: string, min: number, label: string): AssertedBudget => ({
  assertion,
  kind: "minScore",
  value: min / 100,
  shown: (value) => Math.round(value * 100),
  label,
  digits: 0,
});

const atMost = (assertion: string, max: number, label: string, digits = 0): AssertedBudget => ({
  assertion,
  kind: "maxNumericValue",
  value: max,
  shown: (value) => value,
  label,
  digits,
});

/** Transferred bytes (what the visitor downloads, headers included), shown in KB of 1024 B. */
const bytes = (assertion: string, maxKb: number, label: string): AssertedBudget => ({
  ...atMost(assertion, maxKb * 1024, label, 1),
  shown: toKb,
});

export function assertedBudgets(budgets: Budgets = BUDGETS) {
  return {
    performance: score("categories:performance", budgets.performance, "performance"),
    accessibility: score("categories:accessibility", budgets.accessibility, "accessibility"),
    bestPractices: score("categories:best-practices", budgets.bestPractices, "best practices"),
    seo: score("categories:seo", budgets.seo, "SEO"),
    lcpMs: atMost("largest-contentful-paint", budgets.lcpMs, "LCP ms"),
    tbtMs: atMost("total-blocking-time", budgets.tbtMs, "TBT ms"),
    cls: atMost("cumulative-layout-shift", budgets.cls, "CLS", 3),
    documentKb: bytes("resource-summary:document:size", budgets.documentKb, "HTML KB"),
    fontKb: bytes("resource-summary:font:size", budgets.fontKb, "fonts KB"),
  } satisfies Record<string, AssertedBudget>;
}

/** The budgets Lighthouse CI asserts (the others are the bench's own checks, see README.md). */
export type AssertedKey = keyof ReturnType<typeof assertedBudgets>;

/** A `matchingUrlPattern` for exactly these routes on any host and port. */
export function routesPattern(paths: string[]): string {
  const escaped = paths.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return `^https?://[^/]+(?:${escaped.join("|")})$`;
}

/**
 * Every route is held to the same budgets, SEO only indexable ones, each on the median of the
 * runs (LHCI's default, "optimistic", would keep the best run).
 */
export function assertMatrix(routes: Route[], budgets: Budgets = BUDGETS) {
  const asserted = assertedBudgets(budgets);
  const entry = (matchingUrlPattern: string, keys: AssertedKey[]) => ({
    matchingUrlPattern,
    aggregationMethod: "median",
    assertions: Object.fromEntries(
      keys.map((key) => {
        const { assertion, kind, value } = asserted[key];
        return [assertion, ["error", { [kind]: value }]];
      }),
    ),
  });
  const all = Object.keys(asserted).filter((key) => key !== "seo") as AssertedKey[];
  const indexable = routes.filter((r) => r.indexable).map((r) => r.path);
  return [
    entry(".*", all),
    ...(indexable.length ? [entry(routesPattern(indexable), ["seo"])] : []),
  ];
}

/**
 * Lighthouse's own configuration for the not-found page: its document answers 404 on purpose, and
 * Chromium logs that answer as a console error ("Failed to load resource: the server responded
 * with a status of 404 (Not Found)"), which would fail best practices' errors-in-console audit.
 * The audit's `ignoredPatterns` option leaves that message out (it matches the message text only,
 * so a subresource answering 404 on this one page is left out too; the same resource on any other
 * route still counts). The first pattern is the audit's default, which the option replaces.
 */
export const NOT_FOUND_LIGHTHOUSE_CONFIG = {
  extends: "lighthouse:default",
  audits: [
    {
      path: "errors-in-console",
      options: {
        ignoredPatterns: [
          "ERR_BLOCKED_BY_CLIENT.Inspector",
          "the server responded with a status of 404",
        ],
      },
    },
  ],
};

/** Lighthouse's settings (`collect.settings`, which LHCI hands to the Lighthouse CLI). */
export function collectSettings(notFound: boolean, notFoundConfigPath: string) {
  return {
    // With Lighthouse's default mobile preset: Moto G Power, simulated slow 4G, 4× CPU slowdown.
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    // LHCI adds --headless=new.
    chromeFlags: CHROMIUM_FLAGS.join(" "),
    maxWaitForLoad: 45_000,
    // Lighthouse stops at a status other than 2xx unless told to go on: only this page is so.
    ...(notFound ? { ignoreStatusCode: true, configPath: notFoundConfigPath } : {}),
  };
}

export interface RcOptions {
  routes: Route[];
  runs: number;
  chromePath: string;
  /** NOT_FOUND_LIGHTHOUSE_CONFIG as a file. */
  notFoundConfigPath: string;
  /** Where `lhci upload` writes the reports and their manifest.json. */
  reportsDir: string;
  /** The collect settings of the not-found page rather than those of the others. */
  notFound: boolean;
  budgets?: Budgets;
}

/** A whole lighthouserc: `lhci collect` reads `collect`, `lhci assert` reads `assert`, … */
export function lighthouseRc(options: RcOptions) {
  return {
    ci: {
      collect: {
        numberOfRuns: options.runs,
        chromePath: options.chromePath,
        settings: collectSettings(options.notFound, options.notFoundConfigPath),
      },
      assert: {
        // Passed ones too: the bench shows LHCI's value of every asserted figure.
        includePassedAssertions: true,
        assertMatrix: assertMatrix(options.routes, options.budgets),
      },
      upload: {
        target: "filesystem",
        outputDir: options.reportsDir,
        // One report per route, the representative run's (LHCI writes it last), not one per run.
        reportFilenamePattern: "%%PATHNAME%%.report.%%EXTENSION%%",
      },
    },
  };
}

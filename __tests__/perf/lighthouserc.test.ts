/** @jest-environment node */
// The Lighthouse CI configuration: the budgets of bench/budgets.ts as LHCI assertions, SEO only
// where a page is indexable, and the not-found page alone told to go on past its 404.
import path from "node:path";
import { BUDGETS } from "../../bench/budgets";
import {
  assertedBudgets,
  assertMatrix,
  collectSettings,
  lighthouseRc,
  NOT_FOUND_LIGHTHOUSE_CONFIG,
  routesPattern,
} from "../../bench/lighthouserc";
import {
  AS_VISITOR_FLAG,
  AUTOMATION_FLAG,
  CHROMIUM_FLAGS,
  chromiumFlags,
  routesFromData,
  type Route,
} from "../../bench/options";
import { routes as siteRoutes } from "../helpers/dataFiles";

const routes: Route[] = [
  { path: "/", indexable: true, notFound: false },
  { path: "/contact", indexable: true, notFound: false },
  { path: "/home-two", indexable: false, notFound: false },
  { path: "/404", indexable: false, notFound: true },
];

const matches = (pattern: string, url: string) => new RegExp(pattern).test(url);

describe("assertions", () => {
  it("are the budgets, in LHCI's units, on the median of the runs", () => {
    const [all, seo] = assertMatrix(routes);
    expect(all.aggregationMethod).toBe("median");
    expect(all.assertions).toEqual({
      "categories:performance": ["error", { minScore: 0.97 }],
      "categories:accessibility": ["error", { minScore: 1 }],
      "categories:best-practices": ["error", { minScore: 1 }],
      "largest-contentful-paint": ["error", { maxNumericValue: 1500 }],
      "total-blocking-time": ["error", { maxNumericValue: 60 }],
      "cumulative-layout-shift": ["error", { maxNumericValue: 0.02 }],
      "resource-summary:document:size": ["error", { maxNumericValue: 20 * 1024 }],
      "resource-summary:font:size": ["error", { maxNumericValue: 60 * 1024 }],
    });
    expect(seo.assertions).toEqual({ "categories:seo": ["error", { minScore: 1 }] });
  });

  it("follow bench/budgets.ts", () => {
    const tighter = { ...BUDGETS, performance: 90, lcpMs: 2000, fontKb: 10 };
    const { assertions } = assertMatrix(routes, tighter)[0];
    expect(assertions["categories:performance"]).toEqual(["error", { minScore: 0.9 }]);
    expect(assertions["largest-contentful-paint"]).toEqual(["error", { maxNumericValue: 2000 }]);
    expect(assertions["resource-summary:font:size"]).toEqual(["error", { maxNumericValue: 10240 }]);
  });

  it("hold every route to all budgets and only indexable ones to SEO", () => {
    const [all, seo] = assertMatrix(routes);
    for (const route of routes)
      expect(matches(all.matchingUrlPattern, `http://127.0.0.1:4000${route.path}`)).toBe(true);
    const held = routes.filter((r) =>
      matches(seo.matchingUrlPattern, `http://127.0.0.1:4000${r.path}`),
    );
    expect(held.map((r) => r.path)).toEqual(["/", "/contact"]);
    // Whole paths only: a longer one sharing the start is not indexable by that.
    expect(matches(seo.matchingUrlPattern, "http://127.0.0.1:4000/contact-old")).toBe(false);
    expect(matches(seo.matchingUrlPattern, "http://127.0.0.1:4000/x/contact")).toBe(false);
  });

  it("leave SEO out when no route measured is indexable", () => {
    expect(assertMatrix(routes.filter((r) => !r.indexable))).toHaveLength(1);
  });

  it("escape what a route holds for a regular expression", () => {
    expect(routesPattern(["/a.b"])).toBe("^https?://[^/]+(?:/a\\.b)$");
  });

  it("show LHCI's values in the bench's units", () => {
    const asserted = assertedBudgets();
    expect(asserted.performance.shown(0.97)).toBe(97);
    expect(asserted.fontKb.shown(25089)).toBe(24.5);
    expect(asserted.lcpMs.shown(1234.5)).toBe(1234.5);
  });

  it("cover every route of the site, each indexable one for SEO", () => {
    const all = routesFromData(path.resolve(__dirname, "../.."), undefined);
    expect(all.map((r) => r.path)).toEqual(siteRoutes().map((r) => r.path));
    expect(all.map((r) => r.path)).toEqual(expect.arrayContaining(["/servicii/leasing", "/about"]));
    const [, seo] = assertMatrix(all);
    for (const route of all)
      expect(matches(seo.matchingUrlPattern, `http://localhost:9000${route.path}`)).toBe(
        route.indexable,
      );
  });
});

describe("chromiumFlags", () => {
  it("starts an automated browser, or one that says it is not with BENCH_AS_VISITOR=1", () => {
    const base = chromiumFlags({}).slice(0, -1);
    expect(chromiumFlags({})).toEqual([...base, AUTOMATION_FLAG]);
    expect(chromiumFlags({ BENCH_AS_VISITOR: "0" })).toEqual([...base, AUTOMATION_FLAG]);
    expect(chromiumFlags({ BENCH_AS_VISITOR: "1" })).toEqual([...base, AS_VISITOR_FLAG]);
    expect(AUTOMATION_FLAG).toBe("--enable-automation");
    expect(AS_VISITOR_FLAG).toBe("--disable-blink-features=AutomationControlled");
  });
});

describe("collect", () => {
  it("runs Lighthouse's mobile preset with the bench's Chromium switches", () => {
    const settings = collectSettings(false, "/x/lighthouse-not-found.json");
    expect(settings).toEqual({
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      chromeFlags: CHROMIUM_FLAGS.join(" "),
      maxWaitForLoad: 45_000,
    });
    expect(settings.chromeFlags).toContain("--no-sandbox");
    expect(settings).not.toHaveProperty("formFactor");
  });

  it("tells only the not-found page to go on past its status and its own 404 message", () => {
    expect(collectSettings(true, "/x/nf.json")).toMatchObject({
      ignoreStatusCode: true,
      configPath: "/x/nf.json",
    });
    const [audit] = NOT_FOUND_LIGHTHOUSE_CONFIG.audits;
    expect(NOT_FOUND_LIGHTHOUSE_CONFIG.extends).toBe("lighthouse:default");
    expect(audit.path).toBe("errors-in-console");
    // Lighthouse's errors-in-console drops a message containing a pattern (`includes`).
    const dropped = (text: string) => audit.options.ignoredPatterns.some((p) => text.includes(p));
    expect(
      dropped("Failed to load resource: the server responded with a status of 404 (Not Found)"),
    ).toBe(true);
    expect(dropped("Failed to load resource: the server responded with a status of 500 ()")).toBe(
      false,
    );
    expect(dropped("Uncaught TypeError: x is not a function")).toBe(false);
  });
});

describe("lighthouserc", () => {
  it("runs --runs times, asserts with passed results kept and uploads to the filesystem", () => {
    const rc = lighthouseRc({
      routes,
      runs: 3,
      chromePath: "/usr/bin/chromium",
      notFoundConfigPath: "/x/nf.json",
      reportsDir: "/x/reports",
      notFound: false,
    });
    expect(rc.ci.collect).toMatchObject({ numberOfRuns: 3, chromePath: "/usr/bin/chromium" });
    expect(rc.ci.collect.settings).not.toHaveProperty("ignoreStatusCode");
    expect(rc.ci.assert.includePassedAssertions).toBe(true);
    expect(rc.ci.assert.assertMatrix).toEqual(assertMatrix(routes));
    expect(rc.ci.upload).toMatchObject({ target: "filesystem", outputDir: "/x/reports" });
    // JSON as run.ts writes it; LHCI reads the same.
    expect(JSON.parse(JSON.stringify(rc))).toEqual(rc);
  });
});

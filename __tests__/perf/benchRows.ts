// Bench report fixtures: a route's build-output figures, LHCI's assertion results and its
// representative run, each overridable per test.
import type { AssertionResult, RepresentativeRun } from "../../bench/lighthouseReport";
import type { PageFiles } from "../../bench/pageFiles";

export function page(values: Partial<PageFiles> = {}): PageFiles {
  return {
    htmlKb: 60,
    htmlBrKb: 12.5,
    htmlBrFrom: "file",
    inlineCssKb: 24.1,
    inlineCssBrKb: 5.2,
    firstLoadJsKb: 88.4,
    firstLoadJsFiles: 7,
    firstLoadJsFrom: "measured",
    ...values,
  };
}

/** One LHCI result as assertion-results.json holds it (`name` and values in LHCI's units). */
export function assertion(
  assertionName: string,
  actual: number | null,
  passed = true,
  name = assertionName.startsWith("categories") ? "minScore" : "maxNumericValue",
  url = "http://127.0.0.1:4000/",
): AssertionResult {
  const [auditId, ...property] = assertionName.split(":");
  return {
    url,
    auditId,
    ...(property.length ? { auditProperty: property.join(".") } : {}),
    name,
    actual,
    passed,
  };
}

/** The passing results of every budget LHCI asserts on an indexable route, as LHCI reports them. */
export function passingAssertions(url?: string): AssertionResult[] {
  return [
    assertion("categories:performance", 0.99, true, "minScore", url),
    assertion("categories:accessibility", 1, true, "minScore", url),
    assertion("categories:best-practices", 1, true, "minScore", url),
    assertion("categories:seo", 1, true, "minScore", url),
    assertion("largest-contentful-paint", 1234.5, true, "maxNumericValue", url),
    assertion("total-blocking-time", 80, true, "maxNumericValue", url),
    assertion("cumulative-layout-shift", 0.001, true, "maxNumericValue", url),
    assertion("resource-summary:document:size", 11916, true, "maxNumericValue", url),
    assertion("resource-summary:font:size", 25089, true, "maxNumericValue", url),
  ];
}

/** A representative run in the shape Lighthouse 12 writes for a page of this site. */
export function representativeRun(values: Partial<RepresentativeRun> = {}): RepresentativeRun {
  return {
    lighthouseVersion: "12.1.0",
    categories: {
      performance: { score: 0.98 },
      accessibility: { score: 1 },
      "best-practices": { score: 1 },
      seo: { score: 0.69 },
    },
    audits: {
      "first-contentful-paint": { numericValue: 812.4 },
      "largest-contentful-paint": { numericValue: 1300 },
      "total-blocking-time": { numericValue: 90 },
      "cumulative-layout-shift": { numericValue: 0 },
      "resource-summary": {
        details: {
          items: [
            { resourceType: "total", transferSize: 127121 },
            { resourceType: "script", transferSize: 80161 },
            { resourceType: "font", transferSize: 25089 },
            { resourceType: "document", transferSize: 11916 },
            { resourceType: "other", transferSize: 8554 },
            { resourceType: "image", transferSize: 1401 },
            { resourceType: "stylesheet", transferSize: 0 },
            { resourceType: "third-party", transferSize: 0 },
          ],
        },
      },
      "network-requests": {
        details: {
          items: [
            { url: "http://127.0.0.1:4000/", resourceType: "Document" },
            { url: "http://127.0.0.1:4000/app-1234abcd.js", resourceType: "Script" },
            { url: "http://127.0.0.1:4000/framework-5678ef90.js", resourceType: "Script" },
            { url: "http://127.0.0.1:4000/page-data/index/page-data.json", resourceType: "Fetch" },
          ],
        },
      },
    },
    ...values,
  };
}

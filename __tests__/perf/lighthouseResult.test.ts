/** @jest-environment node */
import {
  failedAudits,
  failedRoute,
  medianResult,
  scriptUrls,
  summarize,
  transferSizes,
  type LhrSubset,
} from "../../bench/lighthouseResult";

/** A small Lighthouse result in the shape the bench reads. */
function lhr(overrides: Partial<LhrSubset> = {}): LhrSubset {
  return {
    categories: {
      performance: { score: 0.96, auditRefs: [] },
      accessibility: {
        score: 0.97,
        auditRefs: [
          { id: "color-contrast", weight: 7 },
          { id: "image-alt", weight: 10 },
          { id: "manual-check", weight: 0 },
        ],
      },
      "best-practices": { score: 1, auditRefs: [{ id: "errors-in-console", weight: 1 }] },
      seo: { score: 0.69, auditRefs: [{ id: "is-crawlable", weight: 4.5 }] },
    },
    audits: {
      "largest-contentful-paint": { id: "lcp", score: 0.9, numericValue: 1234.5 },
      "cumulative-layout-shift": { id: "cls", score: 1, numericValue: 0.012 },
      "total-blocking-time": { id: "tbt", score: 1, numericValue: 80 },
      "color-contrast": { id: "color-contrast", score: 0, scoreDisplayMode: "binary" },
      "image-alt": { id: "image-alt", score: 1, scoreDisplayMode: "binary" },
      "manual-check": { id: "manual-check", score: 0, scoreDisplayMode: "binary" },
      "errors-in-console": { id: "errors-in-console", score: 1, scoreDisplayMode: "binary" },
      "is-crawlable": { id: "is-crawlable", score: 0, scoreDisplayMode: "binary" },
      "network-requests": {
        id: "network-requests",
        score: null,
        details: {
          type: "table",
          items: [
            { url: "http://h/", resourceType: "Document", transferSize: 10240 },
            { url: "http://h/app-1.js", resourceType: "Script", transferSize: 2048 },
            { url: "http://h/framework-2.js", resourceType: "Script", transferSize: 1024 },
            { url: "http://h/x.avif", resourceType: "Image", transferSize: 512 },
          ],
        },
      },
    },
    environment: { benchmarkIndex: 1500 },
    ...overrides,
  };
}

describe("summarize", () => {
  it("reads scores as 0–100, metrics and transfer sizes", () => {
    const row = summarize(lhr(), "/about", false);
    expect(row).toMatchObject({
      path: "/about",
      indexable: false,
      performance: 96,
      accessibility: 97,
      bestPractices: 100,
      seo: 69,
      lcpMs: 1234.5,
      cls: 0.012,
      tbtMs: 80,
      jsKb: 3,
      totalKb: 13.5,
      benchmarkIndex: 1500,
    });
    expect(row.error).toBeUndefined();
  });

  it("names the audits that lost points, ignoring zero-weight ones", () => {
    expect(failedAudits(lhr())).toEqual(["accessibility:color-contrast", "seo:is-crawlable"]);
  });

  it("keeps Lighthouse's runtime error and leaves missing values null", () => {
    const broken = lhr({
      runtimeError: { code: "NO_NAVSTART", message: "try again" },
      categories: { performance: { score: null, auditRefs: [] } },
      audits: {},
    });
    const row = summarize(broken, "/", true);
    expect(row.error).toBe("NO_NAVSTART: try again");
    expect(row.performance).toBeNull();
    expect(row.lcpMs).toBeNull();
    expect(row.jsKb).toBeNull();
    expect(transferSizes(broken)).toBeNull();
  });

  it("lists the script URLs of the run", () => {
    expect(scriptUrls(lhr())).toEqual(["http://h/app-1.js", "http://h/framework-2.js"]);
  });
});

describe("medianResult", () => {
  const at = (performance: number, lcpMs: number) => ({
    ...summarize(lhr(), "/", true),
    performance,
    lcpMs,
  });

  it("takes the median of each metric over the runs that worked", () => {
    const row = medianResult([
      at(90, 2000),
      failedRoute("/", true, "timeout"),
      at(98, 1000),
      at(95, 1500),
    ]);
    expect(row.performance).toBe(95);
    expect(row.lcpMs).toBe(1500);
    expect(row.error).toBeUndefined();
  });

  it("averages the middle pair for an even count", () => {
    expect(medianResult([at(90, 1000), at(100, 2000)]).performance).toBe(95);
  });

  it("reports the failure when no run worked", () => {
    expect(medianResult([failedRoute("/", true, "timeout")]).error).toBe("timeout");
  });
});

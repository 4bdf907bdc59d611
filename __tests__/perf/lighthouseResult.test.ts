/** @jest-environment node */
import {
  failedAudits,
  failedRoute,
  medianResult,
  scriptUrls,
  summarize,
  transferSizes,
  withoutOwnNotFoundError,
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
      "first-contentful-paint": { id: "fcp", score: 1, numericValue: 812.4 },
      // As Lighthouse 12 reports a page of this site: the HTML, the scripts of the first view,
      // preloaded fonts, images, page-data fetches, the manifest, a favicon and a data: URL.
      "network-requests": {
        id: "network-requests",
        score: null,
        details: {
          type: "table",
          items: [
            {
              url: "http://h/",
              resourceType: "Document",
              transferSize: 10240,
              mimeType: "text/html",
            },
            { url: "http://h/webpack-runtime-1.js", resourceType: "Script", transferSize: 3072 },
            { url: "http://h/framework-2.js", resourceType: "Script", transferSize: 45056 },
            { url: "http://h/app-3.js", resourceType: "Script", transferSize: 20480 },
            { url: "http://h/fonts/a.woff2", resourceType: "Font", transferSize: 18432 },
            { url: "http://h/fonts/b.woff2", resourceType: "Font", transferSize: 16384 },
            { url: "http://h/static/x.avif", resourceType: "Image", transferSize: 30720 },
            { url: "http://h/static/y.webp", resourceType: "Image", transferSize: 2048 },
            { url: "http://h/print.css", resourceType: "Stylesheet", transferSize: 1536 },
            {
              url: "http://h/page-data/index/page-data.json",
              resourceType: "Fetch",
              transferSize: 1024,
            },
            { url: "http://h/page-data/app-data.json", resourceType: "Fetch", transferSize: 512 },
            { url: "http://h/manifest.webmanifest", resourceType: "Manifest", transferSize: 512 },
            { url: "http://h/favicon.ico", resourceType: "Other", transferSize: 1024 },
            { url: "data:image/svg+xml,%3Csvg%3E", resourceType: "Image" },
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
      fcpMs: 812.4,
      benchmarkIndex: 1500,
    });
    expect(row.error).toBeUndefined();
  });

  it("groups transferred bytes by resource type, everything else as other", () => {
    expect(summarize(lhr(), "/", true).transferKb).toEqual({
      html: 10,
      css: 1.5,
      js: 67,
      font: 34,
      image: 32,
      other: 3,
      total: 147.5,
    });
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
    expect(row.fcpMs).toBeNull();
    expect(row.transferKb).toBeNull();
    expect(transferSizes(broken)).toBeNull();
  });

  it("lists the script URLs of the run", () => {
    expect(scriptUrls(lhr())).toEqual([
      "http://h/webpack-runtime-1.js",
      "http://h/framework-2.js",
      "http://h/app-3.js",
    ]);
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

  it("takes the median transfer kind by kind", () => {
    const base = summarize(lhr(), "/", true);
    const withJs = (js: number, font: number) => ({
      ...base,
      transferKb: { ...(base.transferKb as NonNullable<typeof base.transferKb>), js, font },
    });
    const row = medianResult([withJs(70, 30), withJs(60, 40), withJs(80, 35)]);
    expect(row.transferKb).toMatchObject({ js: 70, font: 35, html: 10 });
    expect(
      medianResult([failedRoute("/", true, "x"), { ...base, transferKb: null }]).transferKb,
    ).toBeNull();
  });

  it("averages the middle pair for an even count", () => {
    expect(medianResult([at(90, 1000), at(100, 2000)]).performance).toBe(95);
  });

  it("reports the failure when no run worked", () => {
    expect(medianResult([failedRoute("/", true, "timeout")]).error).toBe("timeout");
  });
});

describe("withoutOwnNotFoundError (the not-found page, served with status 404)", () => {
  const own = {
    source: "network",
    description: "Failed to load resource: the server responded with a status of 404 (Not Found)",
    sourceLocation: { url: "http://h/404" },
  };
  const image = { ...own, sourceLocation: { url: "http://h/missing.png" } };
  const script = { source: "exception", description: "TypeError: x is undefined" };
  /** Best practices: errors-in-console and two other audits, one of them without weight. */
  function notFoundLhr(items: unknown[]): LhrSubset {
    return {
      requestedUrl: "http://h/404",
      finalDisplayedUrl: "http://h/404",
      categories: {
        "best-practices": {
          score: 0.5,
          auditRefs: [
            { id: "errors-in-console", weight: 1 },
            { id: "is-on-https", weight: 1 },
            { id: "valid-source-maps", weight: 0 },
          ],
        },
      },
      audits: {
        "errors-in-console": {
          id: "errors-in-console",
          score: 0,
          scoreDisplayMode: "binary",
          details: { type: "table", items },
        },
        "is-on-https": { id: "is-on-https", score: 1, scoreDisplayMode: "binary" },
        "valid-source-maps": { id: "valid-source-maps", score: 0, scoreDisplayMode: "binary" },
      },
    };
  }

  it("drops the console error of the document's own 404 and scores the category again", () => {
    const row = summarize(withoutOwnNotFoundError(notFoundLhr([own])), "/404", false);
    expect(row.bestPractices).toBe(100);
    expect(row.failedAudits).toEqual([]);
  });

  it("keeps every other console error, a 404 of another file included", () => {
    for (const other of [image, script]) {
      const lhr = withoutOwnNotFoundError(notFoundLhr([own, other]));
      expect(lhr.audits["errors-in-console"]?.details?.items).toEqual([other]);
      const row = summarize(lhr, "/404", false);
      expect(row.bestPractices).toBe(50);
      expect(row.failedAudits).toEqual(["best-practices:errors-in-console"]);
    }
  });

  it("leaves a result without that error as it is", () => {
    const lhr = notFoundLhr([image]);
    expect(withoutOwnNotFoundError(lhr)).toBe(lhr);
  });
});

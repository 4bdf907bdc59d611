// A small Lighthouse result for the bench tests, each part overridable per test.
import type { LhrSubset } from "../../bench/lighthouseResult";

/** A small Lighthouse result in the shape the bench reads. */
export function lhr(overrides: Partial<LhrSubset> = {}): LhrSubset {
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

/** @jest-environment node */
// A Lighthouse result of the not-found page, whose own 404 is not a console error to count.
import { summarize, withoutOwnNotFoundError, type LhrSubset } from "../../bench/lighthouseResult";

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

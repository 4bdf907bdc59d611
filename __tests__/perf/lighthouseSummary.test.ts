/** @jest-environment node */
// A Lighthouse result read into a route's row, and the median row over several runs.
import {
  failedAudits,
  failedRoute,
  medianResult,
  scriptUrls,
  summarize,
  transferSizes,
} from "../../bench/lighthouseResult";
import { lhr } from "../helpers/lighthouseFixture";

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

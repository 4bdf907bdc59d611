/** @jest-environment node */
// The simulator's data against the product facts the service pages state, and honesty: example
// values are marked as examples.
import copy from "../../data/simulator-copy.json";
import { pageFileOfRoute, partItems, routes } from "../helpers/dataFiles";

// Each service page file's "simulator", with its key (the route's page key) added back.
const entries = partItems("simulator");
const pages = routes();

const byKey = (key: string) => entries.find((e) => e.key === key)!;
const monthsRange = (key: string) => {
  const { term } = byKey(key).inputs;
  return [term.min * term.monthsPerUnit, term.max * term.monthsPerUnit];
};

describe("simulator data", () => {
  it("puts a simulator on exactly the personal-loans, long-term and leasing pages", () => {
    const paths = entries.map((e) => pages.find((p) => p.pageKey === e.key)?.path).sort();
    expect(paths).toEqual([
      "/servicii/credite-persoane-fizice",
      "/servicii/finantari-pe-termen-lung",
      "/servicii/leasing",
    ]);
    expect(entries.map((e) => [e.key, e.kind])).toEqual([
      ["credite_persoane_fizice", "credit"],
      ["finantari_termen_lung", "credit"],
      ["leasing", "leasing"],
    ]);
    expect(paths.map((p) => p && pageFileOfRoute(p))).toEqual([
      "page-credite-persoane-fizice.json",
      "page-finantari-pe-termen-lung.json",
      "page-leasing.json",
    ]);
  });

  it("follows the product facts: long-term financing 5 to 30 years, financial leasing up to 5 years", () => {
    const longTerm = byKey("finantari_termen_lung").inputs.term;
    expect([longTerm.min, longTerm.max, longTerm.unit, longTerm.monthsPerUnit]).toEqual([
      5,
      30,
      "ani",
      12,
    ]);
    expect(monthsRange("leasing")[1]).toBeLessThanOrEqual(5 * 12);
  });

  it("starts from the figures of the issue's contract, nothing else", () => {
    for (const key of ["credite_persoane_fizice", "finantari_termen_lung"]) {
      const { amount, term, rate } = byKey(key).inputs;
      expect([amount.default, term.default * term.monthsPerUnit, rate.default]).toEqual([
        100_000, 60, 10,
      ]);
    }
    const { amount, advance, residual, term, rate } = byKey("leasing").inputs as Record<
      string,
      { default: number }
    >;
    expect([amount, advance, residual, term, rate].map((f) => f.default)).toEqual([
      100_000, 20, 10, 48, 8,
    ]);
  });

  it("says the ranges are ours, the rate an example and the result an estimate, never an offer", () => {
    for (const entry of entries)
      expect(entry.rangeNote).toMatch(/alese de noi.*nu sunt condițiile/);
    expect(copy.rateExample).toMatch(/doar un exemplu, nu o ofertă și nici o dobândă de piață/);
    expect(copy.result.estimate).toMatch(/^Estimare orientativă, nu o ofertă/);
    expect(copy.summary.credit).toContain("estimare, nu ofertă");
    expect(copy.summary.leasing).toContain("estimare, nu ofertă");
  });

  it("offers the contact form without JavaScript, in one line", () => {
    expect(copy.noScriptLink.link).toBe("#contact-form");
    expect(`${copy.noScript} ${copy.noScriptLink.label}`).not.toContain("\n");
  });
});

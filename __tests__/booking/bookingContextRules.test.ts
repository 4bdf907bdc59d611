/** @jest-environment node */
// The rules of a booking's context against the site's own data: a service the site has, a source
// that is a route of it, figures of a known kind with exactly its inputs, each a finite number
// within the range and the decimals of the service page's simulator field (data/page-*.json). Each
// refusal names its field by its wire name with the data's sentence; what passes is normalised.
import fc from "fast-check";
import copy from "../../data/booking-server.json";
import leasingPage from "../../data/page-leasing.json";
import creditPage from "../../data/page-credite-persoane-fizice.json";
import { bookingForm } from "../../contract/forms/booking";
import { CARRIED_INPUTS } from "../../contract/forms/bookingContext";
import {
  FIGURES_MAX_LENGTH,
  checkBookingContext,
  figuresJson,
  type SentContext,
} from "../../contract/forms/bookingContextRules";
import { readServiceCatalog } from "../../server/booking/catalog";
import { propertyRuns } from "../helpers/propertyRuns";

const catalog = readServiceCatalog();
const LEASING = leasingPage.simulator.inputs;
const CREDIT = creditPage.simulator.inputs;
const names = bookingForm.fields;

const leasingInputs = {
  amount: LEASING.amount.default,
  advance: LEASING.advance.default,
  residual: LEASING.residual.default,
  term: LEASING.term.default,
  rate: LEASING.rate.default,
};
const creditInputs = Object.fromEntries(
  CARRIED_INPUTS.credit.map((name) => [name, CREDIT[name].default]),
);

const sent = (over: Partial<SentContext>): SentContext => ({
  service: "",
  source: "",
  figures: "",
  ...over,
});
const leasing = (inputs: Record<string, unknown> = leasingInputs, kind = "leasing") =>
  sent({
    service: "leasing",
    source: "/servicii/leasing",
    figures: JSON.stringify({ kind, inputs }),
  });

/** The errors of a refused context (fails the test when it passes). */
function refused(context: SentContext): Record<string, string> {
  const check = checkBookingContext(context, catalog);
  if (check.ok) throw new Error(`accepted: ${JSON.stringify(context)}`);
  return check.errors;
}

describe("the service", () => {
  it("is one of the site's seven service pages by its slug, or none", () => {
    expect(catalog.services).toHaveLength(7);
    for (const service of catalog.services) {
      const check = checkBookingContext(sent({ service: service.slug }), catalog);
      expect(check).toMatchObject({ ok: true, value: { service: { title: service.title } } });
    }
    expect(checkBookingContext(sent({}), catalog)).toEqual({
      ok: true,
      value: { service: null, source: null, figures: null },
    });
  });

  it.each(["nu-exista", "servicii", "/servicii/leasing", "LEASING", "leasing "])(
    "refuses %j",
    (service) => {
      expect(refused(sent({ service }))).toEqual({ [names.service]: copy.unknownService });
    },
  );
});

describe("the source", () => {
  it("is a route of the site, a trailing slash dropped", () => {
    for (const source of ["/", "/servicii/leasing", "/servicii/leasing/", "/contact"]) {
      const check = checkBookingContext(sent({ source }), catalog);
      expect(check.ok).toBe(true);
    }
    expect(checkBookingContext(sent({ source: "/servicii/leasing/" }), catalog)).toMatchObject({
      value: { source: "/servicii/leasing" },
    });
  });

  it.each([
    "/nu-exista",
    "servicii/leasing",
    "https://example.com/servicii/leasing",
    "//example.com/servicii/leasing",
    "/servicii/leasing?x=1",
    "/servicii/leasing#formular",
    "/servicii/ leasing",
    `/${"a".repeat(250)}`,
  ])("refuses %j", (source) => {
    expect(refused(sent({ source }))).toEqual({ [names.source]: copy.badSource });
  });
});

describe("the figures", () => {
  it("are a leasing's or a credit's inputs within their page's ranges, stored in their order", () => {
    const check = checkBookingContext(leasing(), catalog);
    expect(check).toMatchObject({ ok: true, value: { figures: { kind: "leasing" } } });
    const reordered = Object.fromEntries(Object.entries(creditInputs).reverse());
    const credit = checkBookingContext(
      sent({
        service: "credite-persoane-fizice",
        figures: JSON.stringify({ inputs: reordered, kind: "credit" }),
      }),
      catalog,
    );
    if (!credit.ok || !credit.value.figures) throw new Error("refused");
    expect(figuresJson(credit.value.figures)).toBe(
      JSON.stringify({ kind: "credit", inputs: creditInputs }),
    );
  });

  it("of a capacity check need no simulator and hold their flags to 0 or 1", () => {
    const inputs = {
      income: 8000,
      debts: 500,
      foreignCurrency: 0,
      firstHome: 1,
      term: 360,
      rate: 6,
    };
    const figures = JSON.stringify({ kind: "capacity", inputs });
    expect(checkBookingContext(sent({ figures }), catalog).ok).toBe(true);
    const flag = JSON.stringify({ kind: "capacity", inputs: { ...inputs, firstHome: 2 } });
    expect(Object.keys(refused(sent({ figures: flag })))).toEqual([names.figures]);
  });

  const bad: [string, SentContext][] = [
    ["not JSON", { ...leasing(), figures: "{kind:leasing}" }],
    ["an array", { ...leasing(), figures: "[]" }],
    ["a number", { ...leasing(), figures: "1" }],
    [
      "an extra key",
      {
        ...leasing(),
        figures: JSON.stringify({ kind: "leasing", inputs: leasingInputs, result: 1 }),
      },
    ],
    ["an unknown kind", leasing(leasingInputs, "ipoteca")],
    ["a kind of another simulator", leasing(leasingInputs, "credit")],
    ["a missing input", leasing({ ...leasingInputs, rate: undefined })],
    ["an unknown input", leasing({ ...leasingInputs, instalment: 2000 })],
    ["a number as text", leasing({ ...leasingInputs, amount: "100000" })],
    ["null", leasing({ ...leasingInputs, amount: null })],
    [
      "a residual beyond what the advance leaves",
      leasing({ ...leasingInputs, advance: 60, residual: 45 }),
    ],
    ["more decimals than the field takes", leasing({ ...leasingInputs, term: 24.5 })],
    [
      "a credit for a service without a simulator",
      {
        service: "factoring",
        source: "",
        figures: JSON.stringify({ kind: "credit", inputs: creditInputs }),
      },
    ],
    [
      "a credit without a service",
      {
        service: "",
        source: "",
        figures: JSON.stringify({ kind: "credit", inputs: creditInputs }),
      },
    ],
    [
      "longer than its bound",
      { ...leasing(), figures: `${leasing().figures}${" ".repeat(FIGURES_MAX_LENGTH)}` },
    ],
  ];
  it.each(bad)("refuses %s", (_, context) => {
    expect(refused(context)).toEqual({ [names.figures]: copy.badFigures });
  });

  it("refuses a value that is not finite: JSON's 1e400 reads as Infinity", () => {
    const figures = leasing().figures.replace(/"amount":\d+/, '"amount":1e400');
    expect(Object.keys(refused({ ...leasing(), figures }))).toEqual([names.figures]);
  });

  it("refuses every value outside its field's range, naming the field and the range", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(LEASING) as (keyof typeof LEASING)[])),
        fc.boolean(),
        fc.integer({ min: 1, max: 1_000_000 }),
        (name, below, by) => {
          const spec = LEASING[name];
          const value = below ? spec.min - by : spec.max + by;
          const errors = refused(leasing({ ...leasingInputs, [name]: value }));
          expect(Object.keys(errors)).toEqual([names.figures]);
          expect(errors[names.figures]).toContain(spec.label);
        },
      ),
      propertyRuns(200),
    );
  });

  it("accepts every in-range leasing its simulator would compute", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: LEASING.amount.min, max: LEASING.amount.max }),
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: LEASING.term.min, max: LEASING.term.max }),
        fc.integer({ min: 0, max: 5000 }).map((hundredths) => hundredths / 100),
        (amount, advance, residual, term, rate) => {
          fc.pre(advance + residual <= 100);
          const check = checkBookingContext(
            leasing({ amount, advance, residual, term, rate }),
            catalog,
          );
          expect(check.ok).toBe(true);
        },
      ),
      propertyRuns(200),
    );
  });

  it("are not read at all under an unknown service: the service's own error says why", () => {
    expect(refused({ ...leasing(), service: "nu-exista" })).toEqual({
      [names.service]: copy.unknownService,
    });
  });
});

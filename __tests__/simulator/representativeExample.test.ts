/** @jest-environment node */
// The representative example beside each credit simulator, and its one-sentence form on the other
// pages: every figure it states is creditDae's for the data's defaults, worked out here from the
// page files' simulators directly, and it names every item the law asks of advertising that shows
// a rate or a cost, the product, and what is paid each month with the fees and the insurance.
import copy from "../../data/simulator-copy.json";
import { formatBani, formatNumber } from "../../domain/format";
import { DAE_DECIMALS, creditDae, roundDae } from "../../domain/simulator/dae";
import { EXAMPLE_KEYS, representativeExample } from "../../domain/simulator/example";
import { simulateCredit, type CreditSimulatorFields } from "../../domain/simulator/summary";
import { fieldSpec, simulatorEntries, simulatorKeys } from "./simulatorSpecs";

const fieldsOf = (key: string): CreditSimulatorFields => ({
  amount: fieldSpec(key, "amount"),
  term: fieldSpec(key, "term"),
  rate: fieldSpec(key, "rate"),
  analysisFee: fieldSpec(key, "analysisFee"),
  monthlyFee: fieldSpec(key, "monthlyFee"),
  monthlyInsurance: fieldSpec(key, "monthlyInsurance"),
});
/** Money as the page writes it, from the site's formatter alone: `131.282,00 lei`. */
const lei = (bani: number) => `${formatBani(bani, "ro")} ${copy.currency}`;
const textOf = ({ before, dae, after }: { before: string; dae: string; after: string }) =>
  `${before}${dae}${after}`;

/** A credit simulator's own parts the tests need beyond its inputs. */
const entryOf = (key: string) =>
  simulatorEntries().find((e) => e.key === key) as unknown as {
    product: string;
    standardInfo?: { warning: string; exampleLine: string; exampleLink: { link: string } };
  };

describe.each(simulatorKeys("credit"))("the representative example of %s", (key) => {
  const fields = fieldsOf(key);
  const { product } = entryOf(key);
  const example = representativeExample(fields, product, copy.example.text, copy.currency);
  const text = textOf(example);
  // The defaults' cash flows, in bani and months, straight from the data.
  const expected = creditDae({
    principal: Math.round(fields.amount.default * 100),
    months: fields.term.default * (fields.term.monthsPerUnit ?? 1),
    annualPercent: fields.rate.default,
    analysisFee: Math.round(fields.analysisFee.default * 100),
    monthlyFee: Math.round(fields.monthlyFee.default * 100),
    monthlyInsurance: Math.round(fields.monthlyInsurance.default * 100),
  });

  it("states the DAE creditDae gives for the defaults, to two decimals", () => {
    expect(example.cost.dae).toBe(expected.dae);
    const percent = roundDae(expected.dae, 2);
    expect(example.dae).toBe(`${formatNumber(percent, "ro", { minDecimals: 2, maxDecimals: 2 })}%`);
    expect(example.dae).toMatch(/^\d+,\d{2}%$/);
    expect(text).toContain(`dobânda anuală efectivă (DAE) este de ${example.dae}`);
  });

  it("states the amount, the duration, the rate, the instalment, the charges and the totals", () => {
    const { amount, term, rate, analysisFee, monthlyFee, monthlyInsurance } = fields;
    const count = (value: number, unit: string) =>
      unit === "%" ? `${formatNumber(value, "ro")}%` : `${formatNumber(value, "ro")} ${unit}`;
    expect(text).toContain(
      `valoare totală a creditului de ${lei(Math.round(amount.default * 100))}`,
    );
    expect(text).toContain(`durată de ${count(term.default, term.unit)}`);
    expect(text).toContain(`rată fixă a dobânzii de ${count(rate.default, rate.unit)} pe an`);
    expect(text.startsWith(`${product}, pentru o valoare totală`)).toBe(true);
    expect(text).toContain(`Rata lunară este de ${lei(expected.credit.instalment)}`);
    // What is paid each month: the instalment, the administration fee and the insurance.
    const monthly =
      expected.credit.instalment +
      Math.round(monthlyFee.default * 100) +
      Math.round(monthlyInsurance.default * 100);
    expect(expected.monthlyPayment).toBe(monthly);
    expect(text).toContain(`plata lunară totală este de ${lei(monthly)}`);
    expect(text).toContain(
      `comisionul de administrare de ${lei(Math.round(monthlyFee.default * 100))}`,
    );
    expect(text).toContain(
      `asigurarea cerută de creditor de ${lei(Math.round(monthlyInsurance.default * 100))}`,
    );
    expect(text).toContain(
      `Comisionul de analiză de ${lei(Math.round(analysisFee.default * 100))}`,
    );
    expect(text).toContain(`Costul total al creditului`);
    expect(text).toContain(`este de ${lei(expected.totalCost)}`);
    expect(text).toContain(`suma totală plătibilă este de ${lei(expected.totalPayable)}`);
    expect(text).not.toMatch(/[{}]/);
  });

  it("agrees with the result the simulator shows before anything is typed", () => {
    const start = simulateCredit(
      fields,
      {
        amount: fields.amount.default,
        term: fields.term.default,
        rate: fields.rate.default,
        analysisFee: fields.analysisFee.default,
        monthlyFee: fields.monthlyFee.default,
        monthlyInsurance: fields.monthlyInsurance.default,
      },
      copy.result,
      copy.currency,
    );
    const shown = Object.fromEntries(start.figures);
    expect(shown[copy.result.dae]).toBe(example.dae);
    expect(shown[copy.result.instalment]).toBe(lei(expected.credit.instalment));
    expect(shown[copy.result.creditCost]).toBe(lei(expected.totalCost));
    expect(shown[copy.result.totalPayable]).toBe(lei(expected.totalPayable));
  });
});

describe("the example's template (data/simulator-copy.json example)", () => {
  it("names every figure the law lists, the DAE once, in comma-below Romanian", () => {
    for (const name of EXAMPLE_KEYS) expect(copy.example.text).toContain(`{${name}}`);
    expect(copy.example.text.split("{dae}")).toHaveLength(2);
    expect(copy.example.label).toBe("Exemplu reprezentativ:");
    for (const text of [copy.example.label, copy.example.text, copy.example.placeholderNote]) {
      expect(text).not.toMatch(/[şţŞŢ]/);
    }
  });

  it("refuses a template without the DAE, or with a figure it cannot give", () => {
    const fields = fieldsOf("credite_persoane_fizice");
    const product = entryOf("credite_persoane_fizice").product;
    expect(() =>
      representativeExample(fields, product, "Rata: {instalment}.", copy.currency),
    ).toThrow(/\{dae\} exactly once/);
    expect(() =>
      representativeExample(fields, product, "DAE {dae}, avans {advance}.", "lei"),
    ).toThrow(/\{advance\}/);
  });
});

describe("the personal loan's example: the standard information of consumer credit", () => {
  const key = "credite_persoane_fizice";
  const fields = fieldsOf(key);
  const entry = entryOf(key);

  it("is the one simulator carrying it, and names an unsecured personal loan", () => {
    expect(
      simulatorEntries()
        .filter((e) => "standardInfo" in e)
        .map((e) => e.key),
    ).toEqual([key]);
    expect(entry.product).toBe("credit de nevoi personale, fără garanții");
    expect(entry.standardInfo!.warning).toBe("Atenție! Banii împrumutați costă bani!");
    expect(entry.standardInfo!.exampleLink.link).toBe(
      "/servicii/credite-persoane-fizice#simulator-example",
    );
  });

  it("states, from the data and the simulator's arithmetic, 2.179,70 lei paid each month", () => {
    // 100.000 lei over 60 months at 10 %: 2.124,70 lei, plus 25 lei of fees and 30 of insurance.
    const { cost } = representativeExample(fields, entry.product, copy.example.text, "lei");
    expect(cost.credit.instalment).toBe(212_470);
    expect(cost.monthlyPayment).toBe(217_970);
    expect(cost.daePercent).toBe(roundDae(cost.dae, DAE_DECIMALS));
  });

  it("gives the same figures in one sentence, the DAE with two decimals, nothing left unfilled", () => {
    const full = representativeExample(fields, entry.product, copy.example.text, copy.currency);
    const line = representativeExample(
      fields,
      entry.product,
      entry.standardInfo!.exampleLine,
      copy.currency,
    );
    const text = textOf(line);
    expect(line.dae).toBe(full.dae);
    expect(line.dae).toMatch(/^\d+,\d{2}%$/);
    for (const bani of [
      full.cost.credit.instalment,
      full.cost.monthlyPayment,
      full.cost.totalCost,
      full.cost.totalPayable,
      Math.round(fields.amount.default * 100),
    ]) {
      expect(text).toContain(lei(bani));
    }
    expect(text).toContain(entry.product);
    expect(text).toContain(`DAE ${full.dae}`);
    expect(text).not.toMatch(/[{}]/);
    expect(text).not.toMatch(/[şţŞŢ]/);
  });
});

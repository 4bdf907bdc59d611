/** @jest-environment node */
// The figures a booking carries, as lines: the results are the site's own arithmetic on the
// inputs with the service page's simulator fields, never anything sent. Property tests hold the
// lines to the simulator's computation over its whole ranges (data/page-*.json), and to the
// finance functions themselves for the instalment and the DAE.
import fc from "fast-check";
import simulatorCopy from "../../data/simulator-copy.json";
import mailCopy from "../../data/booking-mail.json";
import capacity from "../../data/capacity.json";
import leasingPage from "../../data/page-leasing.json";
import creditPage from "../../data/page-credite-persoane-fizice.json";
import { capacityResults, figureLines, figureText } from "../../contract/forms/bookingFigures";
import { simulateCredit, simulateLeasing } from "../../domain/simulator/summary";
import { creditDae } from "../../domain/simulator/dae";
import { leasing, toBani } from "../../domain/simulator/finance";
import { formatDae, formatLei } from "../../domain/simulator/format";
import { propertyRuns } from "../helpers/propertyRuns";

const words = { result: simulatorCopy.result, currency: simulatorCopy.currency };
const LEASING = leasingPage.simulator;
const CREDIT = creditPage.simulator;
/** What figures are told with, for a service with `simulator` (or none). */
const sources = (simulator: typeof LEASING | typeof CREDIT | null) => ({
  simulator: simulator && { ...simulator, copy: words },
  capacity,
});

/** A value of a field's range with at most its decimals. */
const inRange = (spec: { min: number; max: number; decimals: number }) =>
  fc
    .integer({ min: Math.ceil(spec.min * 100), max: Math.floor(spec.max * 100) })
    .map((hundredths) => (spec.decimals === 0 ? Math.round(hundredths / 100) : hundredths / 100))
    .filter((value) => value >= spec.min && value <= spec.max);

const leasingInputs = fc
  .record({
    amount: inRange(LEASING.inputs.amount),
    advance: inRange(LEASING.inputs.advance),
    residual: inRange(LEASING.inputs.residual),
    term: inRange(LEASING.inputs.term),
    rate: inRange(LEASING.inputs.rate),
  })
  .filter((v) => v.advance + v.residual <= 100);

const creditInputs = fc.record({
  amount: inRange(CREDIT.inputs.amount),
  term: inRange(CREDIT.inputs.term),
  rate: inRange(CREDIT.inputs.rate),
  analysisFee: inRange(CREDIT.inputs.analysisFee),
  monthlyFee: inRange(CREDIT.inputs.monthlyFee),
  monthlyInsurance: inRange(CREDIT.inputs.monthlyInsurance),
});

describe("a leasing's lines", () => {
  it("are the simulator's for the page's fields, the instalment the finance function's", () => {
    fc.assert(
      fc.property(leasingInputs, (inputs) => {
        const lines = figureLines({ kind: "leasing", inputs }, sources(LEASING))!;
        const simulation = simulateLeasing(LEASING.inputs, inputs, words.result, words.currency);
        expect(lines.inputs).toEqual(simulation.inputs);
        expect(lines.results).toEqual(simulation.figures);
        const { instalment } = leasing({
          assetValue: toBani(inputs.amount),
          advancePercent: inputs.advance,
          residualPercent: inputs.residual,
          months: inputs.term,
          annualPercent: inputs.rate,
        });
        expect(lines.results![0]).toEqual([
          words.result.instalment,
          formatLei(instalment, words.currency),
        ]);
      }),
      propertyRuns(300),
    );
  });
});

describe("a credit's lines", () => {
  it("carry the DAE creditDae computes for the inputs and the page's fields", () => {
    fc.assert(
      fc.property(creditInputs, (inputs) => {
        const lines = figureLines({ kind: "credit", inputs }, sources(CREDIT))!;
        const simulation = simulateCredit(
          CREDIT.inputs as Parameters<typeof simulateCredit>[0],
          inputs,
          words.result,
          words.currency,
        );
        expect(lines.results).toEqual(simulation.figures);
        const { daePercent } = creditDae({
          principal: toBani(inputs.amount),
          months: inputs.term,
          annualPercent: inputs.rate,
          analysisFee: toBani(inputs.analysisFee),
          monthlyFee: toBani(inputs.monthlyFee),
          monthlyInsurance: toBani(inputs.monthlyInsurance),
        });
        expect(lines.results).toContainEqual([words.result.dae, formatDae(daePercent)]);
      }),
      propertyRuns(200),
    );
  });
});

describe("figures that do not fit", () => {
  it("are no lines: a credit on a leasing simulator, a leasing without one, a check without its data", () => {
    const credit = {
      amount: 1000,
      term: 12,
      rate: 5,
      analysisFee: 0,
      monthlyFee: 0,
      monthlyInsurance: 0,
    };
    expect(figureLines({ kind: "credit", inputs: credit }, sources(LEASING))).toBeNull();
    const lease = { amount: 10000, advance: 10, residual: 10, term: 12, rate: 5 };
    expect(figureLines({ kind: "leasing", inputs: lease }, sources(null))).toBeNull();
    const check = { income: 8000, debts: 0, foreignCurrency: 0, firstHome: 0, term: 30, rate: 6 };
    expect(
      figureLines({ kind: "capacity", inputs: check }, { simulator: null, capacity: null }),
    ).toBeNull();
  });
});

describe("a capacity check", () => {
  // 45 % (40 % in lei, 5 points more for a first home) of 8.000 lei is 3.600 lei; 1.200,50 lei of
  // instalments leave 2.399,50 lei a month, repaying over 360 months at 6,5 % the present value of
  // that annuity; with no charges the DAE is the nominal rate compounded monthly, 6,70 %.
  const inputs = {
    income: 8000,
    debts: 1200.5,
    foreignCurrency: 0,
    firstHome: 1,
    term: 30,
    rate: 6.5,
  };
  const monthly = 0.065 / 12;
  const payment = 2399.5;
  const amount = (payment * (1 - (1 + monthly) ** -360)) / monthly;
  const lei = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."));

  it("computes its results again under the data's BNR limits", () => {
    const [maxPayment, maxAmount, dae] = capacityResults(inputs, capacity);
    expect(maxPayment).toEqual([
      capacity.copy.result.maxPayment,
      formatLei(toBani(payment), "lei/lună"),
    ]);
    expect(maxAmount[0]).toBe(capacity.copy.result.maxAmount);
    // The amount is rounded down to the ban so that its instalment stays within the payment.
    expect(amount - lei(maxAmount[1])).toBeGreaterThanOrEqual(0);
    expect(amount - lei(maxAmount[1])).toBeLessThan(0.5);
    expect(dae).toEqual([
      capacity.copy.result.dae,
      formatDae(Math.round(((1 + monthly) ** 12 - 1) * 10_000) / 100),
    ]);
  });

  it("has no DAE when the instalments already use the cap", () => {
    const lines = capacityResults({ ...inputs, debts: 3600 }, capacity);
    expect(lines.map(([label]) => label)).toEqual([
      capacity.copy.result.maxPayment,
      capacity.copy.result.maxAmount,
    ]);
    expect(lines.map(([, value]) => lei(value))).toEqual([0, 0]);
  });

  it("shows its inputs labelled as its own section labels them", () => {
    const lines = figureLines({ kind: "capacity", inputs }, sources(null))!;
    expect(lines.title).toBe(mailCopy.figures.kinds.capacity);
    expect(lines.results).toEqual(capacityResults(inputs, capacity));
    const fields = capacity.inputs;
    expect(lines.inputs).toEqual([
      [fields.income.label, "8.000,00 lei"],
      [fields.debts.label, "1.200,50 lei/lună"],
      [capacity.copy.currency.legend, capacity.copy.currency.lei],
      [capacity.copy.firstHome, mailCopy.figures.yes],
      [fields.term.label, "30 ani"],
      [fields.rate.label, "6,5%"],
    ]);
    expect(figureText(lines)).toEqual([
      `${lines.title}:`,
      ...[...lines.inputs, ...lines.results!].map(([label, value]) => `${label}: ${value}`),
    ]);
  });
});

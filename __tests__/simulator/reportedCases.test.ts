/** @jest-environment node */
// The inputs a visitor reported: each one crashed the page, refused a valid value or showed
// figures that did not add up.
import copy from "../../data/simulator-copy.json";
import { formatLei } from "../../domain/simulator/format";
import { simulateCredit, simulateLeasing } from "../../domain/simulator/summary";
import { residualError } from "../../domain/simulator/validate";
import type { CreditSimulatorFields } from "../../domain/simulator/summary";
import { creditFields, fieldSpec, leasingFields } from "./simulatorSpecs";

const charged = (key: string): CreditSimulatorFields => ({
  ...creditFields(key),
  analysisFee: fieldSpec(key, "analysisFee"),
  monthlyFee: fieldSpec(key, "monthlyFee"),
  monthlyInsurance: fieldSpec(key, "monthlyInsurance"),
});
const personal = charged("credite_persoane_fizice");
const NO_CHARGES = { analysisFee: 0, monthlyFee: 0, monthlyInsurance: 0 };
const leasingSpec = leasingFields("leasing");
const lei = (bani: number) => formatLei(bani, copy.currency);
const figure = (figures: (readonly [string, string])[], label: string) =>
  figures.find(([name]) => name === label)?.[1];

describe("5.000,01 lei in leasing at 50% advance and 50% residual value", () => {
  const values = { amount: 5000.01, advance: 50, residual: 50, term: 12, rate: 8 };

  it("is accepted and computed: the instalments pay only the interest on the residual value", () => {
    expect(residualError(50, 50, leasingSpec.residual, copy.errors)).toBeNull();
    const { result } = simulateLeasing(leasingSpec, values, copy.result, copy.currency);
    expect(result.advance + result.residual).toBe(500_001);
    expect(result.financed).toBe(result.residual);
    // 2.500,00 lei at 8% a year: 16,67 lei a month.
    expect(result.instalment).toBe(1667);
    expect(result.schedule.every((row) => row.principal === 0)).toBe(true);
    expect(result.totalCost).toBe(500_001 + result.totalInterest);
  });
});

describe("64,01% advance with a 35,99% residual value", () => {
  it("is accepted: together they make exactly 100%", () => {
    expect(residualError(35.99, 64.01, leasingSpec.residual, copy.errors)).toBeNull();
    const values = { amount: 100_000, advance: 64.01, residual: 35.99, term: 48, rate: 8 };
    const { result } = simulateLeasing(leasingSpec, values, copy.result, copy.currency);
    expect([result.advance, result.residual]).toEqual([6_401_000, 3_599_000]);
  });
});

describe("a credit of 1.000.000 lei over 360 months at 50%", () => {
  const simulation = simulateCredit(
    personal,
    { amount: 1_000_000, term: 360, rate: 50, ...NO_CHARGES },
    copy.result,
    copy.currency,
  );
  const { result } = simulation;

  it("settles in a last instalment within 1 leu of the others", () => {
    expect(result.instalment).toBe(4_166_668);
    const last = result.schedule[359];
    expect(Math.abs(last.instalment - result.instalment)).toBeLessThan(100);
    expect(last.balance).toBe(0);
  });

  it("shows the totals of its schedule, to the ban", () => {
    const { instalment, interest } = result.scheduleTotals;
    expect(figure(simulation.figures, copy.result.totalRepaid)).toBe(lei(instalment));
    expect(figure(simulation.figures, copy.result.totalInterest)).toBe(lei(interest));
    expect(lei(instalment)).toBe("15.000.004,81 lei");
  });
});

describe("100.000 lei over 60 months at 0%", () => {
  it("charges no interest: Total dobândă 0,00 lei", () => {
    const { figures, result } = simulateCredit(
      personal,
      { amount: 100_000, term: 60, rate: 0, ...NO_CHARGES },
      copy.result,
      copy.currency,
    );
    expect(figure(figures, copy.result.totalInterest)).toBe("0,00 lei");
    expect(figure(figures, copy.result.totalRepaid)).toBe("100.000,00 lei");
    expect(result.schedule.every((row) => row.interest === 0)).toBe(true);
  });

  it("in leasing costs exactly the asset's value, never less", () => {
    const values = { amount: 100_000, advance: 20, residual: 10, term: 60, rate: 0 };
    const { figures, result } = simulateLeasing(leasingSpec, values, copy.result, copy.currency);
    expect(result.totalCost).toBe(10_000_000);
    expect(figure(figures, copy.result.totalCost)).toBe("100.000,00 lei");
    expect(figure(figures, copy.result.totalInterest)).toBe("0,00 lei");
  });
});

describe("/servicii/credite-persoane-fizice: 100.000 lei, 60 months, 10%, and no DAE shown", () => {
  it("now states the DAE of the interest and the charges: 11,94% with 500 lei, 25 and 30 lei a month", () => {
    const values = { amount: 100_000, term: 60, rate: 10 };
    const charges = { analysisFee: 500, monthlyFee: 25, monthlyInsurance: 30 };
    const withCharges = simulateCredit(
      personal,
      { ...values, ...charges },
      copy.result,
      copy.currency,
    );
    expect(figure(withCharges.figures, copy.result.dae)).toBe("11,94%");
    expect(figure(withCharges.figures, copy.result.creditCost)).toBe("31.282,00 lei");
    expect(figure(withCharges.figures, copy.result.totalPayable)).toBe("131.282,00 lei");
    const bare = simulateCredit(personal, { ...values, ...NO_CHARGES }, copy.result, copy.currency);
    expect(figure(bare.figures, copy.result.dae)).toBe("10,47%");
  });
});

describe("the largest analysis fee on the smallest credit, with every charge at its maximum", () => {
  it.each(["credite_persoane_fizice", "finantari_termen_lung"])(
    "%s: is computed, never refused: the fee stays below the amount",
    (key) => {
      const fields = charged(key);
      const values = {
        amount: fields.amount.min,
        term: fields.term.max,
        rate: fields.rate.max,
        analysisFee: fields.analysisFee.max,
        monthlyFee: fields.monthlyFee.max,
        monthlyInsurance: fields.monthlyInsurance.max,
      };
      const { cost } = simulateCredit(fields, values, copy.result, copy.currency);
      expect(Number.isFinite(cost.dae)).toBe(true);
      expect(cost.dae).toBeGreaterThan(0.5);
    },
  );
});

/** @jest-environment node */
// Properties of the credit simulators over every input the form accepts: each amount to the ban,
// each term, each rate to the hundredth of a percent, each charge to the ban, within the ranges of
// the page files' simulators.
import fc from "fast-check";
import copy from "../../data/simulator-copy.json";
import { creditDae } from "../../domain/simulator/dae";
import { toBani } from "../../domain/simulator/finance";
import { formatDae, formatLei } from "../../domain/simulator/format";
import { totalsOf } from "../../domain/simulator/schedule";
import {
  monthsOf,
  simulateCredit,
  type CreditSimulatorFields,
  type Values,
} from "../../domain/simulator/summary";
import { creditValues, fieldValue } from "./simulatorArbitraries";
import { creditFields, fieldSpec, simulatorKeys } from "./simulatorSpecs";
import { propertyRuns } from "../helpers/propertyRuns";

const RUNS = propertyRuns(1000);
const LEU = 100;

const simulate = (fields: CreditSimulatorFields, values: Values<CreditSimulatorFields>) =>
  simulateCredit(fields, values, copy.result, copy.currency);
const lei = (bani: number) => formatLei(bani, copy.currency);

describe.each(simulatorKeys("credit"))("credit simulator %s", (key) => {
  const fields: CreditSimulatorFields = {
    ...creditFields(key),
    analysisFee: fieldSpec(key, "analysisFee"),
    monthlyFee: fieldSpec(key, "monthlyFee"),
    monthlyInsurance: fieldSpec(key, "monthlyInsurance"),
  };
  /** Any loan the form accepts, with any charges it accepts, none a fair share of the time. */
  const charge = (name: "analysisFee" | "monthlyFee" | "monthlyInsurance") =>
    fc.oneof(fc.constant(0), fieldValue(fields[name]));
  const inputs: fc.Arbitrary<Values<CreditSimulatorFields>> = fc
    .tuple(
      creditValues(fields),
      charge("analysisFee"),
      charge("monthlyFee"),
      charge("monthlyInsurance"),
    )
    .map(([loan, analysisFee, monthlyFee, monthlyInsurance]) => ({
      ...loan,
      analysisFee,
      monthlyFee,
      monthlyInsurance,
    }));
  const noCharges = creditValues(fields).map((loan) => ({
    ...loan,
    analysisFee: 0,
    monthlyFee: 0,
    monthlyInsurance: 0,
  }));

  it("never throws, and shows the totals its schedule adds up to, to the ban", () => {
    fc.assert(
      fc.property(inputs, (values) => {
        const { figures, result, cost } = simulate(fields, values);
        const rows = result.schedule;
        const totals = totalsOf(rows);
        const months = monthsOf(values.term, fields.term);
        const monthly = toBani(values.monthlyFee) + toBani(values.monthlyInsurance);
        const charges = toBani(values.analysisFee) + months * monthly;
        expect(rows).toHaveLength(months);
        expect(result.scheduleTotals).toEqual(totals);
        expect(figures).toEqual([
          [copy.result.instalment, lei(result.instalment)],
          [copy.result.dae, formatDae(cost.daePercent)],
          [copy.result.totalRepaid, lei(totals.instalment)],
          [copy.result.totalInterest, lei(totals.interest)],
          [copy.result.creditCost, lei(totals.interest + charges)],
          [copy.result.totalPayable, lei(totals.instalment + charges)],
        ]);
        expect(totals.principal).toBe(toBani(values.amount));
        expect(totals.instalment - totals.principal).toBe(totals.interest);
        expect(rows[rows.length - 1].balance).toBe(0);
      }),
      RUNS,
    );
  });

  it("states the DAE of its own cash flows, which charges never lower", () => {
    fc.assert(
      fc.property(inputs, (values) => {
        const { cost } = simulate(fields, values);
        const loan = {
          principal: toBani(values.amount),
          months: monthsOf(values.term, fields.term),
          annualPercent: values.rate,
        };
        const own = creditDae({
          ...loan,
          analysisFee: toBani(values.analysisFee),
          monthlyFee: toBani(values.monthlyFee),
          monthlyInsurance: toBani(values.monthlyInsurance),
        });
        expect(cost.dae).toBe(own.dae);
        expect(cost.daePercent).toBe(own.daePercent);
        const bare = creditDae({ ...loan, analysisFee: 0, monthlyFee: 0, monthlyInsurance: 0 });
        expect(cost.dae).toBeGreaterThanOrEqual(bare.dae);
        expect(cost.daePercent).toBeGreaterThanOrEqual(bare.daePercent);
      }),
      // Three DAE solutions a run; dae.test.ts covers the solver itself over many more.
      propertyRuns(300),
    );
  });

  it("pays the same instalment every month but the last, never negative interest", () => {
    fc.assert(
      fc.property(inputs, (values) => {
        const { result } = simulate(fields, values);
        const rows = result.schedule;
        const unequal = rows.slice(0, -1).filter((row) => row.instalment !== result.instalment);
        const wrong = rows.filter(
          (row) =>
            row.interest < 0 ||
            row.principal < 0 ||
            row.principal + row.interest !== row.instalment,
        );
        expect([unequal, wrong]).toEqual([[], []]);
      }),
      RUNS,
    );
  });

  it("keeps the last instalment within 1 leu of the others at any rate above 0%", () => {
    const positive = inputs.filter((values) => values.rate > 0);
    fc.assert(
      fc.property(positive, (values) => {
        const { result } = simulate(fields, values);
        const last = result.schedule[result.schedule.length - 1];
        const gap = Math.abs(last.instalment - result.instalment);
        expect(gap).toBeLessThan(LEU);
        // Rounding does not compound: the gap is a ban or two, even over 30 years at 50%.
        expect(gap).toBeLessThanOrEqual(2);
      }),
      RUNS,
    );
  });

  it("at 0% charges no interest at all, and the last instalment settles only the rounding", () => {
    // Equal whole-ban instalments with no interest must add up to the amount exactly, so the last
    // one differs by the amount minus the months times the instalment: the least it can be is half
    // a ban a month, under 1 leu up to 200 months, at most 1,80 lei over 360 months.
    const free = noCharges.map((values) => ({ ...values, rate: 0 }));
    fc.assert(
      fc.property(free, (values) => {
        const { figures, result } = simulate(fields, values);
        expect(result.schedule.every((row) => row.interest === 0)).toBe(true);
        expect(result.totalInterest).toBe(0);
        expect(figures[1]).toEqual([copy.result.dae, "0,00%"]);
        expect(figures[3]).toEqual([copy.result.totalInterest, lei(0)]);
        const principal = toBani(values.amount);
        const months = result.schedule.length;
        expect(result.totalRepaid).toBe(principal);
        const last = result.schedule[months - 1];
        const least = Math.abs(principal - months * Math.round(principal / months));
        expect(Math.abs(last.instalment - result.instalment)).toBe(least);
        if (months <= 200) expect(least).toBeLessThan(LEU);
      }),
      RUNS,
    );
  });
});

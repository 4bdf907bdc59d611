/** @jest-environment node */
// Properties of the credit simulators over every input the form accepts: each amount to the ban,
// each term, each rate to the hundredth of a percent, within the ranges of data/simulator.json.
import fc from "fast-check";
import copy from "../../data/simulator-copy.json";
import { toBani } from "../../src/simulator/finance";
import { formatLei } from "../../src/simulator/format";
import { totalsOf } from "../../src/simulator/schedule";
import { monthsOf, simulateCredit, type CreditFields } from "../../src/simulator/summary";
import type { Values } from "../../src/simulator/summary";
import { creditValues } from "../helpers/simulatorArbitraries";
import { creditFields, simulatorKeys } from "../helpers/simulatorSpecs";

const RUNS = { numRuns: 1000 };
const LEU = 100;

const simulate = (fields: CreditFields, values: Values<CreditFields>) =>
  simulateCredit(fields, values, copy.result, copy.currency);
const lei = (bani: number) => formatLei(bani, copy.currency);

describe.each(simulatorKeys("credit"))("credit simulator %s", (key) => {
  const fields = creditFields(key);

  it("never throws, and shows the totals its schedule adds up to, to the ban", () => {
    fc.assert(
      fc.property(creditValues(fields), (values) => {
        const { figures, result } = simulate(fields, values);
        const rows = result.schedule;
        const totals = totalsOf(rows);
        expect(rows).toHaveLength(monthsOf(values.term, fields.term));
        expect(result.scheduleTotals).toEqual(totals);
        expect(figures).toEqual([
          [copy.result.instalment, lei(result.instalment)],
          [copy.result.totalRepaid, lei(totals.instalment)],
          [copy.result.totalInterest, lei(totals.interest)],
        ]);
        expect(totals.principal).toBe(toBani(values.amount));
        expect(totals.instalment - totals.principal).toBe(totals.interest);
        expect(rows[rows.length - 1].balance).toBe(0);
      }),
      RUNS,
    );
  });

  it("pays the same instalment every month but the last, never negative interest", () => {
    fc.assert(
      fc.property(creditValues(fields), (values) => {
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
    const positive = creditValues(fields).filter((values) => values.rate > 0);
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
    const free = creditValues(fields).map((values) => ({ ...values, rate: 0 }));
    fc.assert(
      fc.property(free, (values) => {
        const { figures, result } = simulate(fields, values);
        expect(result.schedule.every((row) => row.interest === 0)).toBe(true);
        expect(result.totalInterest).toBe(0);
        expect(figures[2]).toEqual([copy.result.totalInterest, lei(0)]);
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

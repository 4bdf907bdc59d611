/** @jest-environment node */
// The borrowing-capacity check (domain/capacity.ts): worked examples recomputed here in closed form,
// and properties over every input its form accepts and any rules the build lets through.
import fc from "fast-check";
import data from "../../data/capacity.json";
import {
  borrowingCapacity,
  capacityOf,
  type CapacityQuestion,
  type CapacityRules,
} from "../../domain/capacity";
import { credit } from "../../domain/simulator/finance";
import type { FieldSpec } from "../../domain/simulator/validate";
import { propertyRuns } from "../helpers/propertyRuns";

const RUNS = propertyRuns(500);
const rules: CapacityRules = data.rules;
const { income, debts, term, rate } = data.inputs;
const MONTHS_PER_UNIT = term.monthsPerUnit;

/** The inverse annuity in closed form: what `payment` bani repays over `months` at `annual` %. */
function closedFormAmount(payment: number, months: number, annual: number): number {
  const r = annual / 100 / 12;
  if (r === 0) return payment * months;
  return (payment * (1 - Math.pow(1 + r, -months))) / r;
}

/** The DAE of a credit with no charges and monthly interest r: (1 + r)^12 − 1, in percent. */
const noChargeDae = (annual: number) => (Math.pow(1 + annual / 100 / 12, 12) - 1) * 100;

const ask = (question: Partial<CapacityQuestion>, withRules: CapacityRules = rules) =>
  borrowingCapacity(
    {
      income: 5000,
      debts: 0,
      foreignCurrency: false,
      firstHome: false,
      months: 60,
      rate: 10,
      ...question,
    },
    withRules,
  );

describe("worked examples", () => {
  it("5.000 lei net, no other instalments, lei, 5 years at 10 %: 2.000 lei a month, about 94.130 lei", () => {
    const answer = ask({});
    // 40 % of 5.000 lei is 2.000 lei, in bani.
    expect(answer.capPayment).toBe(200_000);
    const exact = closedFormAmount(200_000, 60, 10); // 9 413 073,8 bani
    expect(Math.floor(exact)).toBe(9_413_073);
    expect(answer.maxAmount).toBeLessThanOrEqual(Math.floor(exact));
    expect(answer.maxAmount).toBeGreaterThanOrEqual(Math.floor(exact) - 3);
    expect(answer.maxPayment).toBeLessThanOrEqual(200_000);
    expect(answer.maxPayment).toBeGreaterThanOrEqual(199_999);
    // (1 + 10 %/12)^12 − 1 = 10,4713 %: 10,47 % at two decimals.
    expect(answer.daePercent).toBe(10.47);
    expect(noChargeDae(10)).toBeCloseTo(10.4713, 4);
    expect(answer.totalCost).toBe(answer.totalPayable - answer.maxAmount);
  });

  it("takes the existing instalments off the cap: 5.000 lei with 1.200 lei paid already, 10 years at 8,5 %", () => {
    const answer = ask({ debts: 1200, months: 120, rate: 8.5 });
    expect(answer.capPayment).toBe(80_000);
    const exact = Math.floor(closedFormAmount(80_000, 120, 8.5)); // 6 452 357 bani
    expect(exact).toBe(6_452_357);
    expect(exact - answer.maxAmount).toBeGreaterThanOrEqual(0);
    expect(exact - answer.maxAmount).toBeLessThanOrEqual(3);
  });

  it("holds foreign currency to 20 %: 8.000 lei net, 20 years at 6 %", () => {
    const answer = ask({ income: 8000, foreignCurrency: true, months: 240, rate: 6 });
    expect(answer.shareBasisPoints).toBe(2000);
    expect(answer.capPayment).toBe(160_000);
    const exact = Math.floor(closedFormAmount(160_000, 240, 6)); // 22 332 923 bani
    expect(exact).toBe(22_332_923);
    expect(exact - answer.maxAmount).toBeLessThanOrEqual(3);
  });

  it("raises the cap by 5 points for a first home: 45 % of 3.000 lei over 30 years at 7 %", () => {
    const answer = ask({ income: 3000, firstHome: true, months: 360, rate: 7 });
    expect(answer.shareBasisPoints).toBe(4500);
    expect(answer.capPayment).toBe(135_000);
    const exact = Math.floor(closedFormAmount(135_000, 360, 7)); // 20 291 521 bani
    expect(exact).toBe(20_291_521);
    expect(exact - answer.maxAmount).toBeLessThanOrEqual(3);
  });

  it("at 0 % repays the payment times the months exactly, with a DAE of 0", () => {
    const answer = ask({ income: 4000, months: 36, rate: 0 });
    expect(answer.maxAmount).toBe(160_000 * 36);
    expect(answer.maxPayment).toBe(160_000);
    expect(answer.daePercent).toBe(0);
  });

  it("gives nothing when the instalments already use the cap, and no DAE", () => {
    const answer = ask({ income: 5000, debts: 2500 });
    expect(answer.capPayment).toBe(0);
    expect(answer.maxAmount).toBe(0);
    expect(answer.maxPayment).toBe(0);
    expect(answer.daePercent).toBeNull();
  });

  it("applies the data's stresses: a 2-point rate add-on and a 10 % weaker leu", () => {
    const stressed = { ...rules, rateStress: 2, fxStress: 10 };
    const lei = ask({ months: 60, rate: 10 }, stressed);
    // Held at 12 %: what 2.000 lei repays at 12 %, repaid at 10 % with a smaller instalment.
    const atStress = Math.floor(closedFormAmount(200_000, 60, 12));
    expect(atStress - lei.maxAmount).toBeGreaterThanOrEqual(0);
    expect(atStress - lei.maxAmount).toBeLessThanOrEqual(3);
    expect(lei.maxPayment).toBeLessThan(200_000);
    const foreign = ask({ months: 60, rate: 10, foreignCurrency: true }, stressed);
    // 20 % of 5.000 lei is 1.000 lei; 1.000 / 1,10 = 909,09 lei.
    expect(foreign.stressedLimit).toBe(90_909);
    expect(foreign.maxPayment).toBeLessThanOrEqual(90_909);
  });

  it("capacityOf reads carried inputs: flags as 0 or 1, the term in years", () => {
    const carried = { income: 5000, debts: 0, foreignCurrency: 0, firstHome: 0, term: 5, rate: 10 };
    const result = capacityOf(carried, data);
    const answer = ask({});
    expect(result).toEqual({
      maxPayment: answer.maxPayment,
      maxAmount: answer.maxAmount,
      dae: 10.47,
    });
    expect(capacityOf({ ...carried, foreignCurrency: 1 }, data).maxAmount).toBeLessThan(
      result.maxAmount,
    );
  });
});

/** Any value the field accepts, at the steps of its decimals; fast-check favours the bounds. */
function fieldValue(spec: Pick<FieldSpec, "min" | "max" | "decimals">): fc.Arbitrary<number> {
  const scale = Math.pow(10, spec.decimals);
  const [lo, hi] = [Math.round(spec.min * scale), Math.round(spec.max * scale)];
  return fc.integer({ min: lo, max: hi }).map((n) => n / scale);
}

/** A rate: 0 % and the step above it a fair share of the time (each its own path). */
const rateValue = (spec: FieldSpec) =>
  fc.oneof(
    fc.constant(spec.min),
    fieldValue(spec),
    fc.constant(spec.min + Math.pow(10, -spec.decimals)),
  );

/** Any question the form accepts. */
const question: fc.Arbitrary<CapacityQuestion> = fc.record({
  income: fieldValue(income),
  debts: fc.oneof(fc.constant(0), fieldValue(debts), fieldValue({ ...debts, max: 20_000 })),
  foreignCurrency: fc.boolean(),
  firstHome: fc.boolean(),
  months: fieldValue(term).map((years) => years * MONTHS_PER_UNIT),
  rate: rateValue(rate),
});

/** Any rules the build accepts (gatsby/capacityChecks.ts): caps of 0–100 %, foreign ≤ lei. */
const anyRules: fc.Arbitrary<CapacityRules> = fc
  .record({
    leiCap: fc.integer({ min: 0, max: 100 }),
    foreignCap: fc.integer({ min: 0, max: 100 }),
    firstHomeBonus: fc.integer({ min: 0, max: 20 }),
    rateStress: fc.oneof(
      fc.constant(0),
      fc.integer({ min: 0, max: 500 }).map((n) => n / 100),
    ),
    fxStress: fc.oneof(
      fc.constant(0),
      fc.integer({ min: 0, max: 5000 }).map((n) => n / 100),
    ),
  })
  .map((r) => ({ ...r, foreignCap: Math.min(r.foreignCap, r.leiCap) }));
const rulesOf = fc.oneof(fc.constant(rules), anyRules);

describe("properties over every input", () => {
  it("never asks more than the cap, and the amount's schedule never more than the payment", () => {
    fc.assert(
      fc.property(question, rulesOf, (q, r) => {
        const answer = borrowingCapacity(q, r);
        expect(answer.maxPayment).toBeLessThanOrEqual(answer.capPayment);
        expect(answer.stressedLimit).toBeLessThanOrEqual(answer.capPayment);
        if (answer.maxAmount === 0) return;
        // Round trip: the credit of that amount at that rate and term, instalment by instalment.
        const { schedule } = credit({
          principal: answer.maxAmount,
          months: q.months,
          annualPercent: q.rate,
        });
        for (const row of schedule) expect(row.instalment).toBeLessThanOrEqual(answer.maxPayment);
        expect(Math.max(...schedule.map((row) => row.instalment))).toBe(answer.maxPayment);
      }),
      RUNS,
    );
  });

  it("is the largest amount within the limit: a few bani more would ask too much", () => {
    fc.assert(
      fc.property(question, (q) => {
        const answer = borrowingCapacity(q, rules);
        const exact = closedFormAmount(answer.stressedLimit, q.months, q.rate);
        expect(answer.maxAmount).toBeLessThanOrEqual(Math.floor(exact));
        // Rounding the schedule to the ban costs a few bani of amount at most.
        expect(Math.floor(exact) - answer.maxAmount).toBeLessThanOrEqual(
          Math.max(4, q.months / 12),
        );
      }),
      RUNS,
    );
  });

  it("is zero exactly when the existing instalments use the cap", () => {
    fc.assert(
      fc.property(question, rulesOf, (q, r) => {
        const share =
          (q.foreignCurrency ? r.foreignCap : r.leiCap) + (q.firstHome ? r.firstHomeBonus : 0);
        const used =
          Math.round(q.debts * 100) >=
          Math.floor((Math.round(q.income * 100) * Math.min(share, 100)) / 100);
        const answer = borrowingCapacity(q, r);
        if (used) {
          expect(answer.capPayment).toBe(0);
          expect(answer.maxAmount).toBe(0);
          expect(answer.daePercent).toBeNull();
        } else expect(answer.capPayment).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it("never falls as income grows", () => {
    fc.assert(
      fc.property(question, fc.integer({ min: 1, max: 1_000_000 }), rulesOf, (q, raise, r) => {
        const more = { ...q, income: Math.min(q.income + raise / 100, income.max) };
        const before = borrowingCapacity(q, r);
        const after = borrowingCapacity(more, r);
        expect(after.capPayment).toBeGreaterThanOrEqual(before.capPayment);
        expect(after.maxAmount).toBeGreaterThanOrEqual(before.maxAmount);
      }),
      RUNS,
    );
  });

  it("never gives more in foreign currency than in lei, nor less for a first home", () => {
    fc.assert(
      fc.property(question, rulesOf, (q, r) => {
        const lei = borrowingCapacity({ ...q, foreignCurrency: false }, r);
        const foreign = borrowingCapacity({ ...q, foreignCurrency: true }, r);
        expect(foreign.maxAmount).toBeLessThanOrEqual(lei.maxAmount);
        expect(foreign.maxPayment).toBeLessThanOrEqual(lei.capPayment);
        const other = borrowingCapacity({ ...q, firstHome: false }, r);
        const first = borrowingCapacity({ ...q, firstHome: true }, r);
        expect(first.maxAmount).toBeGreaterThanOrEqual(other.maxAmount);
      }),
      RUNS,
    );
  });
});

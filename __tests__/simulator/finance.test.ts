/** @jest-environment node */
import { annuity, credit, leasing, monthlyRate, toBani } from "../../domain/simulator/finance";
import { totalsOf } from "../../domain/simulator/schedule";

describe("annuity", () => {
  it("gives the textbook instalment: 100.000 lei, 60 months, 10% a year", () => {
    expect(annuity(100_000, monthlyRate(10), 60)).toBeCloseTo(2124.704471, 6);
  });

  it("divides evenly with a zero rate, and keeps the residual value out of the instalments", () => {
    expect(annuity(1200, 0, 12)).toBe(100);
    expect(annuity(1200, 0, 12, 600)).toBe(50);
  });

  it("with a residual value repays the rest and the residual's present value", () => {
    // Paying the instalments and then the residual leaves exactly nothing owed.
    const rate = monthlyRate(8);
    const payment = annuity(80_000, rate, 48, 10_000);
    let balance = 80_000;
    for (let month = 0; month < 48; month++) balance = balance * (1 + rate) - payment;
    expect(balance).toBeCloseTo(10_000, 6);
  });

  it("refuses a term that is not a whole number of months", () => {
    expect(() => annuity(1000, 0.01, 0)).toThrow(RangeError);
    expect(() => annuity(1000, 0.01, 1.5)).toThrow(RangeError);
  });
});

describe("credit", () => {
  const contract = credit({ principal: toBani(100_000), months: 60, annualPercent: 10 });

  it("gives the contract figures: 2.124,70 lei a month, 127.482,00 repaid, 27.482,00 interest", () => {
    expect(contract.instalment).toBe(212_470);
    expect(contract.totalRepaid).toBe(12_748_200);
    expect(contract.totalInterest).toBe(2_748_200);
  });

  it("has one schedule row a month, the rounded instalment in every row but the last", () => {
    const { schedule } = contract;
    expect(schedule).toHaveLength(60);
    expect(schedule.map((r) => r.month)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(new Set(schedule.slice(0, -1).map((r) => r.instalment))).toEqual(new Set([212_470]));
    expect(schedule[0]).toEqual({
      month: 1,
      instalment: 212_470,
      interest: 83_333, // 100.000 × 10% / 12 = 833,333… lei
      principal: 129_137,
      balance: 10_000_000 - 129_137,
    });
  });

  it("settles the balance exactly in the last row, which absorbs only the rounding", () => {
    const last = contract.schedule[59];
    expect(last.balance).toBe(0);
    expect(last.principal).toBe(contract.schedule[58].balance);
    expect(last.instalment).toBe(last.principal + last.interest);
    expect(last.instalment).toBe(212_470);
  });

  it("keeps every row consistent, each month's interest within two bani of balance × rate", () => {
    let balance = 10_000_000;
    for (const row of contract.schedule) {
      expect(Math.abs(row.interest - balance * monthlyRate(10))).toBeLessThan(2);
      expect(row.principal + row.interest).toBe(row.instalment);
      balance -= row.principal;
      expect(row.balance).toBe(balance);
    }
  });

  it("states the totals of its own schedule, to the ban", () => {
    expect(contract.scheduleTotals).toEqual(totalsOf(contract.schedule));
    expect(contract.scheduleTotals).toEqual({
      instalment: contract.totalRepaid,
      principal: 10_000_000,
      interest: contract.totalInterest,
    });
  });

  it("with a zero rate splits the amount, settles the odd ban at the end and charges nothing", () => {
    const free = credit({ principal: toBani(1000), months: 3, annualPercent: 0 });
    expect(free.instalment).toBe(33_333);
    expect(free.schedule.map((r) => r.instalment)).toEqual([33_333, 33_333, 33_334]);
    expect(free.schedule.every((r) => r.interest === 0)).toBe(true);
    expect(free.schedule[2].balance).toBe(0);
    expect(free.totalInterest).toBe(0);
    expect(free.scheduleTotals.instalment).toBe(100_000);
  });

  it("rounds the instalment half up to the ban", () => {
    // 1001 bani over 2 months at 0%: 500,5 bani → 501.
    expect(credit({ principal: 1001, months: 2, annualPercent: 0 }).instalment).toBe(501);
    expect(toBani(0.005)).toBe(1);
    expect(toBani(2124.704471)).toBe(212_470);
  });

  it("settles exactly over long terms too (30 years), the last row within a ban or two", () => {
    const long = credit({ principal: toBani(750_000), months: 360, annualPercent: 7.5 });
    expect(long.schedule).toHaveLength(360);
    expect(long.schedule[359].balance).toBe(0);
    expect(long.scheduleTotals.principal).toBe(75_000_000);
    expect(Math.abs(long.schedule[359].instalment - long.instalment)).toBeLessThanOrEqual(2);
  });
});

describe("leasing", () => {
  const contract = leasing({
    assetValue: toBani(100_000),
    advancePercent: 20,
    residualPercent: 10,
    months: 48,
    annualPercent: 8,
  });

  it("gives the contract figure: 1.775,57 lei a month", () => {
    expect(contract.instalment).toBe(177_557);
  });

  it("splits the asset's value into advance, financed amount and residual value", () => {
    expect(contract.advance).toBe(2_000_000);
    expect(contract.financed).toBe(8_000_000);
    expect(contract.residual).toBe(1_000_000);
  });

  it("costs the advance, every instalment and the residual value", () => {
    expect(contract.totalCost).toBe(2_000_000 + 48 * 177_557 + 1_000_000);
    expect(contract.totalInterest).toBe(contract.totalCost - 10_000_000);
  });

  it("with a zero rate costs exactly the asset's value (to the ban)", () => {
    const free = leasing({
      assetValue: toBani(12_000),
      advancePercent: 10,
      residualPercent: 10,
      months: 12,
      annualPercent: 0,
    });
    expect(free.instalment).toBe(80_000);
    expect(free.totalCost).toBe(toBani(12_000));
    expect(free.totalInterest).toBe(0);
  });

  it("refuses an advance and a residual value that make more than 100%", () => {
    expect(() =>
      leasing({
        assetValue: 100_000,
        advancePercent: 60,
        residualPercent: 50,
        months: 12,
        annualPercent: 5,
      }),
    ).toThrow(/residual/);
  });
});

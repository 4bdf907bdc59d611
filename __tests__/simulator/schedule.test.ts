/** @jest-environment node */
import { annuity, monthlyRate } from "../../domain/simulator/finance";
import { exactBalance, repaymentSchedule, totalsOf } from "../../domain/simulator/schedule";

describe("exactBalance", () => {
  it("owes the principal before the first month and the residual value after the last", () => {
    const rate = monthlyRate(8);
    const payment = annuity(8_000_000, rate, 48, 1_000_000);
    expect(exactBalance(payment, rate, 48, 1_000_000, 0)).toBeCloseTo(8_000_000, 6);
    expect(exactBalance(payment, rate, 48, 1_000_000, 48)).toBe(1_000_000);
    expect(exactBalance(100, 0, 12, 0, 2)).toBe(1000);
  });
});

describe("repaymentSchedule", () => {
  it("with no interest repays whole bani: the ban below when the one above would overpay", () => {
    // 30 bani over 60 months: 0,5 ban a month rounds to 1, which would repay 59 bani by month 59.
    const rows = repaymentSchedule({
      principal: 30,
      rate: 0,
      months: 60,
      residual: 0,
      payment: 0.5,
    });
    expect(rows.slice(0, -1).every((row) => row.instalment === 0)).toBe(true);
    expect(rows[59]).toEqual({ month: 60, instalment: 30, principal: 30, interest: 0, balance: 0 });
  });

  it("ends a leasing's schedule owing its residual value", () => {
    const rate = monthlyRate(8);
    const payment = annuity(8_000_000, rate, 48, 1_000_000);
    const rows = repaymentSchedule({
      principal: 8_000_000,
      rate,
      months: 48,
      residual: 1_000_000,
      payment,
    });
    expect(rows[47].balance).toBe(1_000_000);
    expect(totalsOf(rows).principal).toBe(7_000_000);
  });

  it("takes the ban above at rates whose monthly interest is under the rounding", () => {
    // 1.000 lei over 229 months at 0,01% a year: the nearest ban below would leave months with
    // negative interest; the ban above keeps every month at zero or more.
    const rate = monthlyRate(0.01);
    const payment = annuity(100_000, rate, 229);
    expect(Math.round(payment)).toBe(437);
    const rows = repaymentSchedule({ principal: 100_000, rate, months: 229, residual: 0, payment });
    expect(rows[0].instalment).toBe(438);
    expect(rows.every((row) => row.interest >= 0)).toBe(true);
    expect(Math.abs(rows[228].instalment - 438)).toBeLessThanOrEqual(2);
  });

  it("refuses a term that is not a whole number of months", () => {
    const input = { principal: 1000, rate: 0.01, residual: 0, payment: 100 };
    expect(() => repaymentSchedule({ ...input, months: 0 })).toThrow(RangeError);
    expect(() => repaymentSchedule({ ...input, months: 1.5 })).toThrow(RangeError);
  });
});

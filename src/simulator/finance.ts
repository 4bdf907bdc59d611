// The arithmetic of the simulator: equal monthly instalments (annuity), optionally with a residual
// value paid at the end (leasing). Money is handled in bani (integer hundredths of a leu), so sums
// are exact; only the annuity formula itself works in floating point before rounding.

export const MONTHS_PER_YEAR = 12;

/** Lei → bani, rounded half up to the nearest ban. */
export function toBani(lei: number): number {
  return Math.round(lei * 100);
}

/** The monthly rate of an annual nominal rate in percent: 10 → 0.008333… */
export function monthlyRate(annualPercent: number): number {
  return annualPercent / 100 / MONTHS_PER_YEAR;
}

/**
 * The exact instalment that repays `principal` over `months` at monthly rate `rate`, leaving
 * `residual` to be paid on top of the last instalment: (P − R·v^n)·r / (1 − v^n), v = 1/(1+r).
 * With a zero rate it is (P − R) / n. Units are whatever `principal` is in.
 */
export function annuity(principal: number, rate: number, months: number, residual = 0): number {
  if (!Number.isInteger(months) || months < 1)
    throw new RangeError(`months must be ≥ 1: ${months}`);
  if (rate === 0) return (principal - residual) / months;
  const v = Math.pow(1 + rate, -months);
  return ((principal - residual * v) * rate) / (1 - v);
}

export interface ScheduleRow {
  month: number;
  /** What is paid this month: principal + interest, all in bani. */
  instalment: number;
  principal: number;
  interest: number;
  /** What is still owed after this month. */
  balance: number;
}

export interface ScheduleTotals {
  instalment: number;
  principal: number;
  interest: number;
}

export interface CreditInput {
  /** The amount borrowed, in bani. */
  principal: number;
  months: number;
  annualPercent: number;
}

export interface CreditResult {
  /** The monthly instalment, rounded to the ban. */
  instalment: number;
  /** The rounded instalment times the number of months. */
  totalRepaid: number;
  /** Total repaid minus the amount borrowed (never below zero). */
  totalInterest: number;
  schedule: ScheduleRow[];
  /** Sums of the schedule's columns; the last row's settling makes them differ by a few bani. */
  scheduleTotals: ScheduleTotals;
}

/**
 * Month by month at the rounded instalment: each month's interest is the balance times the monthly
 * rate, rounded to the ban, and the rest repays principal. The last row settles the balance
 * exactly, so its instalment may differ from the others by the rounding carried over the term.
 */
export function repaymentSchedule(
  principal: number,
  rate: number,
  months: number,
  instalment: number,
): ScheduleRow[] {
  const rows: ScheduleRow[] = [];
  let balance = principal;
  for (let month = 1; month <= months; month++) {
    const interest = Math.round(balance * rate);
    const repaid =
      month === months ? balance : Math.min(Math.max(instalment - interest, 0), balance);
    balance -= repaid;
    rows.push({ month, instalment: repaid + interest, principal: repaid, interest, balance });
  }
  return rows;
}

export function totalsOf(rows: readonly ScheduleRow[]): ScheduleTotals {
  return rows.reduce(
    (sum, row) => ({
      instalment: sum.instalment + row.instalment,
      principal: sum.principal + row.principal,
      interest: sum.interest + row.interest,
    }),
    { instalment: 0, principal: 0, interest: 0 },
  );
}

/** A credit with equal monthly instalments. */
export function credit({ principal, months, annualPercent }: CreditInput): CreditResult {
  const rate = monthlyRate(annualPercent);
  const instalment = Math.round(annuity(principal, rate, months));
  const totalRepaid = instalment * months;
  const schedule = repaymentSchedule(principal, rate, months, instalment);
  return {
    instalment,
    totalRepaid,
    totalInterest: Math.max(totalRepaid - principal, 0),
    schedule,
    scheduleTotals: totalsOf(schedule),
  };
}

export interface LeasingInput {
  /** The asset's value, in bani. */
  assetValue: number;
  advancePercent: number;
  residualPercent: number;
  months: number;
  annualPercent: number;
}

export interface LeasingResult {
  advance: number;
  /** Asset value minus the advance: what the instalments and the residual value repay. */
  financed: number;
  /** Paid at the end to take ownership. */
  residual: number;
  /** The monthly instalment, rounded to the ban. */
  instalment: number;
  /** Advance + every instalment + residual value. */
  totalCost: number;
  /** Total cost minus the asset's value (never below zero). */
  totalInterest: number;
}

/** A financial leasing: advance now, equal instalments, the residual value at the end. */
export function leasing(input: LeasingInput): LeasingResult {
  const { assetValue, advancePercent, residualPercent, months, annualPercent } = input;
  const advance = Math.round((assetValue * advancePercent) / 100);
  const residual = Math.round((assetValue * residualPercent) / 100);
  const financed = assetValue - advance;
  if (residual > financed) {
    throw new RangeError("the residual value is larger than the amount financed");
  }
  const instalment = Math.round(annuity(financed, monthlyRate(annualPercent), months, residual));
  const totalCost = advance + instalment * months + residual;
  return {
    advance,
    financed,
    residual,
    instalment,
    totalCost,
    totalInterest: Math.max(totalCost - assetValue, 0),
  };
}

// The arithmetic of the simulator: equal monthly instalments (annuity), optionally with a residual
// value paid at the end (leasing). Money is handled in bani (integer hundredths of a leu), so sums
// are exact; only the annuity formula itself works in floating point before rounding. Every total
// is the sum of the schedule (./schedule), so what the result states and what the table adds up
// to agree to the ban.
import { repaymentSchedule, totalsOf, type ScheduleRow, type ScheduleTotals } from "./schedule";

export type { ScheduleRow, ScheduleTotals } from "./schedule";

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

export interface CreditInput {
  /** The amount borrowed, in bani. */
  principal: number;
  months: number;
  annualPercent: number;
}

export interface CreditResult {
  /** The monthly instalment, rounded to the ban: every month's but the last. */
  instalment: number;
  /** The sum of the schedule's instalments. */
  totalRepaid: number;
  /** The sum of the schedule's interest: total repaid minus the amount borrowed. */
  totalInterest: number;
  schedule: ScheduleRow[];
  scheduleTotals: ScheduleTotals;
}

/** A credit with equal monthly instalments. */
export function credit({ principal, months, annualPercent }: CreditInput): CreditResult {
  const rate = monthlyRate(annualPercent);
  const payment = annuity(principal, rate, months);
  const schedule = repaymentSchedule({ principal, rate, months, residual: 0, payment });
  const scheduleTotals = totalsOf(schedule);
  return {
    instalment: schedule[0].instalment,
    totalRepaid: scheduleTotals.instalment,
    totalInterest: scheduleTotals.interest,
    schedule,
    scheduleTotals,
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
  /** The monthly instalment, rounded to the ban: every month's but the last. */
  instalment: number;
  /** Advance + every instalment of the schedule + residual value. */
  totalCost: number;
  /** The sum of the schedule's interest: total cost minus the asset's value. */
  totalInterest: number;
  schedule: ScheduleRow[];
  scheduleTotals: ScheduleTotals;
}

/** Hundredths of a percent, as whole numbers: 64,01% → 6401, so 64,01 + 35,99 is exactly 100. */
export function basisPoints(percent: number): number {
  return Math.round(percent * 100);
}

export const ALL_BASIS_POINTS = 10_000;

/** A share of an amount of bani, rounded half up to the ban. */
function share(bani: number, points: number): number {
  return Math.round((bani * points) / ALL_BASIS_POINTS);
}

/**
 * A financial leasing: advance now, equal instalments, the residual value at the end. Advance and
 * residual value may make exactly 100% together (only interest is paid monthly then); each is
 * rounded to the ban, so the residual value is held to what the advance leaves.
 */
export function leasing(input: LeasingInput): LeasingResult {
  const { assetValue, advancePercent, residualPercent, months, annualPercent } = input;
  const advancePoints = basisPoints(advancePercent);
  const residualPoints = basisPoints(residualPercent);
  if (advancePoints + residualPoints > ALL_BASIS_POINTS) {
    throw new RangeError("the advance and the residual value make more than 100%");
  }
  const advance = share(assetValue, advancePoints);
  const financed = assetValue - advance;
  const residual = Math.min(share(assetValue, residualPoints), financed);
  const rate = monthlyRate(annualPercent);
  const payment = annuity(financed, rate, months, residual);
  const schedule = repaymentSchedule({ principal: financed, rate, months, residual, payment });
  const scheduleTotals = totalsOf(schedule);
  return {
    advance,
    financed,
    residual,
    instalment: schedule[0].instalment,
    totalCost: advance + scheduleTotals.instalment + residual,
    totalInterest: scheduleTotals.interest,
    schedule,
    scheduleTotals,
  };
}

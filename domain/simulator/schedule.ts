// The month-by-month repayment schedule, in whole bani. Rounding to the ban must not compound: a
// rounded instalment run forward over 30 years at a high rate drifts by hundreds of thousands of
// lei, so each month's balance follows the exact annuity's balance, rounded to the ban, and only
// the last instalment settles what rounding leaves (a ban or two whenever the rate is above zero).

export interface ScheduleRow {
  month: number;
  /** What is paid this month: principal + interest, all in bani. */
  instalment: number;
  principal: number;
  interest: number;
  /** What is still owed after this month (the residual value, after a leasing's last month). */
  balance: number;
}

export interface ScheduleTotals {
  instalment: number;
  principal: number;
  interest: number;
}

/**
 * What is still owed after `paid` of `months` payments of the exact (unrounded) `payment`: the
 * present value of the payments left plus that of the residual value. Counting back from the end
 * keeps the float error tiny over any term, which running the months forward would not.
 */
export function exactBalance(
  payment: number,
  rate: number,
  months: number,
  residual: number,
  paid: number,
): number {
  const left = months - paid;
  if (rate === 0) return payment * left + residual;
  const v = Math.pow(1 + rate, -left);
  return (payment * (1 - v)) / rate + residual * v;
}

export interface ScheduleInput {
  /** What the instalments and the residual value repay, in bani. */
  principal: number;
  /** The monthly rate: 0.01 is 1% a month. */
  rate: number;
  months: number;
  /** Still owed after the last instalment, paid apart (a leasing's residual value), in bani. */
  residual: number;
  /** The exact instalment, unrounded, in bani. */
  payment: number;
}

interface Run {
  rows: ScheduleRow[];
  /** Some month's interest would have gone below zero and was held at zero. */
  held: boolean;
}

/** Every month but the last pays `instalment`; the last pays off what is owed down to the residual. */
function run(input: ScheduleInput, instalment: number): Run {
  const { principal, rate, months, residual, payment } = input;
  const rows: ScheduleRow[] = [];
  let balance = principal;
  let held = false;
  for (let month = 1; month < months; month++) {
    let interest = 0;
    if (rate > 0) {
      const target = Math.round(exactBalance(payment, rate, months, residual, month));
      interest = instalment - (balance - target);
      if (interest < 0) {
        held = true;
        interest = 0;
      }
    }
    const repaid = Math.min(instalment - interest, balance - residual);
    balance -= repaid;
    rows.push({ month, instalment: repaid + interest, principal: repaid, interest, balance });
  }
  const interest = Math.round(balance * rate);
  const repaid = balance - residual;
  rows.push({
    month: months,
    instalment: repaid + interest,
    principal: repaid,
    interest,
    balance: residual,
  });
  return { rows, held };
}

/**
 * The schedule at an instalment rounded to the ban: half up, as a contract states it. With no
 * interest, each month repays exactly the instalment, so the ban below is taken when the ban above
 * would repay more than is owed before the last month. At rates so low that a month's interest is
 * under the half ban rounded away, the ban above is taken, so no month shows negative interest.
 */
export function repaymentSchedule(input: ScheduleInput): ScheduleRow[] {
  const { principal, rate, months, residual, payment } = input;
  if (!Number.isInteger(months) || months < 1)
    throw new RangeError(`months must be ≥ 1: ${months}`);
  const nearest = Math.round(payment);
  if (rate === 0) {
    const fits = nearest * (months - 1) <= principal - residual;
    return run(input, fits ? nearest : Math.floor(payment)).rows;
  }
  const first = run(input, nearest);
  const above = Math.ceil(payment);
  return first.held && above !== nearest ? run(input, above).rows : first.rows;
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

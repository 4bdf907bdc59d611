// The DAE (dobânda anuală efectivă, the APR of Directive 2008/48/EC) of a credit, from its actual
// cash flows. Directive 2008/48/EC, Annex I, Part I (transposed in Romania by OUG 50/2010, Annex
// 1; Annex V of Directive (EU) 2023/2225 keeps it): "The basic equation, which establishes the
// annual percentage rate of charge (APR), equates, on an annual basis, the total present value of
// drawdowns on the one hand and the total present value of repayments and payments of charges on
// the other hand":  Σ C_k (1 + X)^(−t_k) = Σ D_l (1 + X)^(−s_l), with t and s in years from the
// first drawdown. Remark (c): "A year is presumed to have 365 days (or 366 days for leap years),
// 52 weeks or 12 equal months." The simulator's flows fall on whole months, so each is placed at
// t = month / 12 years (the equal-month convention), with month 0 the first drawdown (remark (b)).
import { credit, type CreditResult } from "./finance";

/** One sum of money changing hands: `amount` in bani (≥ 0), `month` whole months from the start. */
export interface CashFlow {
  readonly amount: number;
  readonly month: number;
}

const MONTHS_PER_YEAR = 12;

/** The decimals a DAE is stated with, everywhere on the site: as many as the nominal rate takes. */
export const DAE_DECIMALS = 2;

/**
 * The solver works on u = ln(1 + X) / 12, the log of the equivalent monthly growth: any real u is
 * an X above −100%, so no step can leave the domain. |u| ≤ 58 keeps X = e^(12u) − 1 a finite
 * number (e^696 ≈ 10^302); a credit whose DAE lies beyond is refused rather than approximated.
 */
const MAX_LOG_GROWTH = 58;
/** Newton steps, each guarded by bisection: a fixed cap, so the search always ends. */
const MAX_STEPS = 500;
/** A few units in the last place of u: the root is as close as the arithmetic can tell. */
const TOLERANCE = 4 * Number.EPSILON;

function checkFlows(flows: readonly CashFlow[], what: string): void {
  for (const { amount, month } of flows) {
    if (!Number.isFinite(amount) || amount < 0) {
      throw new RangeError(`${what}: an amount must be a finite number of bani ≥ 0, not ${amount}`);
    }
    if (!Number.isInteger(month) || month < 0) {
      throw new RangeError(`${what}: a month must be a whole number ≥ 0, not ${month}`);
    }
  }
}

/** What the consumer pays minus what they receive, month by month, the months in order. */
function netFlows(
  drawdowns: readonly CashFlow[],
  payments: readonly CashFlow[],
): Array<[month: number, net: number]> {
  const net = new Map<number, number>();
  for (const { amount, month } of payments) net.set(month, (net.get(month) ?? 0) + amount);
  for (const { amount, month } of drawdowns) net.set(month, (net.get(month) ?? 0) - amount);
  return [...net].filter(([, value]) => value !== 0).sort(([a], [b]) => a - b);
}

/**
 * X, the DAE as a fraction (0.1047 is 10,47 %), solving the Annex I equation for the given
 * drawdowns and payments (repayments and charges), each flow at t = month / 12 years.
 *
 * The equation has exactly one solution above −100 % when the net flows, month by month, change
 * sign once (money received, then money paid back: every credit the simulator shows); it is
 * refused otherwise, since with no change of sign no rate balances the flows, and with several a
 * rate may not be the only one (Descartes' rule of signs).
 */
export function solveDae(drawdowns: readonly CashFlow[], payments: readonly CashFlow[]): number {
  checkFlows(drawdowns, "drawdowns");
  checkFlows(payments, "payments");
  const flows = netFlows(drawdowns, payments);
  if (flows.length === 0) {
    throw new RangeError(
      "no DAE: the payments cancel the drawdowns month by month, so every rate balances them",
    );
  }
  // Where the sign changes: the first month whose net flow has the other sign than the first's.
  const first = Math.sign(flows[0][1]);
  const change = flows.findIndex(([, value]) => Math.sign(value) !== first);
  if (change < 0) {
    throw new RangeError(
      first < 0
        ? "no DAE: nothing is paid back after the drawdowns, so no rate balances the equation"
        : "no DAE: the payments are never set against any drawdown, so no rate balances them",
    );
  }
  if (flows.slice(change).some(([, value]) => Math.sign(value) === first)) {
    throw new RangeError(
      "no single DAE: the net flows change sign more than once (a drawdown after repayments, or " +
        "charges at the start above the credit), so the equation may have several solutions",
    );
  }
  // Payments and drawdowns weigh the same undiscounted (a credit at 0 % with no charges): X = 0,
  // exactly, since amounts in bani add up exactly.
  const total = flows.reduce((sum, [, value]) => sum + value, 0);
  if (total === 0) return 0;

  // h(u) = first · Σ net_m · e^((k − m)·u), k the month of the change of sign, is the equation
  // times a positive factor, and strictly increasing in u: the flows before k grow with u, the
  // ones from k on shrink, and `first` makes both count upwards. One root, and any bracket of it
  // holds it.
  const pivot = flows[change][0];
  const sign = first;
  /**
   * h and h′ at u, both times one positive factor, summed the way that loses the fewest digits:
   * as Σ net · e^x with the largest exponent taken out (no term overflows), or, when its terms
   * are smaller, as Σ net + Σ net · (e^x − 1) with expm1, so that a DAE a hair above 0 (a ban
   * over millions) is not lost in the cancellation of nearly equal present values.
   */
  function evaluate(u: number): { value: number; slope: number } {
    let top = -Infinity;
    for (const [month] of flows) top = Math.max(top, (pivot - month) * u);
    const scale = Math.exp(-top);
    let plain = 0;
    let plainSize = 0;
    let shifted = total;
    let shiftedSize = Math.abs(total) * scale;
    let slope = 0;
    for (const [month, net] of flows) {
      const exponent = (pivot - month) * u;
      const term = net * Math.exp(exponent - top);
      plain += term;
      plainSize += Math.abs(term);
      slope += (pivot - month) * term;
      if (top < 500) {
        const moved = net * Math.expm1(exponent);
        shifted += moved;
        shiftedSize += Math.abs(moved) * scale;
      }
    }
    const value = top < 500 && shiftedSize < plainSize ? shifted * scale : plain;
    return { value: sign * value, slope: sign * slope };
  }

  // Bracket the root from u = 0, where h has the sign of the undiscounted balance.
  const upwards = evaluate(0).value < 0;
  let lo = 0;
  let hi = 0;
  for (let step = 1 / 64; ; step *= 2) {
    const u = upwards ? Math.min(step, MAX_LOG_GROWTH) : Math.max(-step, -MAX_LOG_GROWTH);
    const below = evaluate(u).value < 0;
    if (below === upwards) {
      if (upwards) lo = u;
      else hi = u;
    } else {
      if (upwards) hi = u;
      else lo = u;
      break;
    }
    if (Math.abs(u) === MAX_LOG_GROWTH) {
      throw new RangeError("no DAE within reach: the rate would be beyond what a number can hold");
    }
  }

  // Newton's method, kept inside the bracket; a bisection whenever a step would leave it or does
  // not at least halve the one before (Numerical Recipes' rtsafe).
  let u = (lo + hi) / 2;
  let lastStep = hi - lo;
  for (let i = 0; i < MAX_STEPS; i++) {
    const { value, slope } = evaluate(u);
    if (value === 0) break;
    if (value < 0) lo = u;
    else hi = u;
    const newton = u - value / slope;
    const next =
      Number.isFinite(newton) && newton > lo && newton < hi && Math.abs(newton - u) < lastStep / 2
        ? newton
        : (lo + hi) / 2;
    lastStep = Math.abs(next - u);
    u = next;
    if (lastStep <= TOLERANCE * Math.abs(u) || hi - lo <= TOLERANCE * Math.abs(u)) break;
  }
  // expm1 keeps the digits of a DAE near 0, which e^(12u) − 1 would cancel away.
  const x = Math.expm1(MONTHS_PER_YEAR * u);
  if (x <= -1) {
    throw new RangeError(
      "no DAE within reach: the rate is closer to −100 % than a number can tell",
    );
  }
  return x;
}

/**
 * The DAE in percent, rounded as Directive 2008/48/EC, Annex I, Part I, remark (d) says: "The
 * result of the calculation shall be expressed with an accuracy of at least one decimal place. If
 * the figure at the following decimal place is greater than or equal to 5, the figure at that
 * particular decimal place shall be increased by one." 0.104713 → 10.5.
 *
 * One decimal by default, the least the remark allows. The site states DAE_DECIMALS (two), the
 * precision the nominal rate is written with: with one, a rate of 1,04 % would sit beside a "DAE 1,0 %"
 * below it, which reads as if the charges lowered the cost. The Directive's worked examples
 * (Annex III of Directive 87/102/EEC as amended by 98/7/EC) allow two "if an accuracy of two
 * decimal places is preferred".
 *
 * The rounding is done on the decimal digits of `x` (the shortest decimal that reads back as the
 * same double, which is what the number denotes), never on a float product such as x × 1000,
 * which can land a hair below a half (…x.x4999…) and round a DAE such as 10,45 % down. Half
 * rounds away from zero.
 */
export function roundDae(x: number, decimals = 1): number {
  if (!Number.isFinite(x)) throw new RangeError(`the DAE must be a finite number, not ${x}`);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`decimals must be a whole number from 0 to 20, not ${decimals}`);
  }
  const parts = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(x));
  if (!parts) throw new RangeError(`unexpected number format: ${x}`);
  const [, minus, whole, fraction = "", exponent = "0"] = parts;
  const digits = whole + fraction;
  // Where the decimal point falls in `digits`, once the fraction is read as a percentage.
  const point = whole.length + Number(exponent) + 2;
  const cut = point + decimals;
  const kept = cut > 0 ? BigInt(digits.slice(0, cut).padEnd(cut, "0")) : 0n;
  const next = cut >= 0 && cut < digits.length ? Number(digits[cut]) : 0;
  const rounded = next >= 5 ? kept + 1n : kept;
  // Read back from the exact decimal: the double nearest to it, e.g. 105e-1 → 10.5.
  const result = Number(`${rounded}e-${decimals}`);
  return minus && result !== 0 ? -result : result;
}

export interface CreditDaeInput {
  /** The amount borrowed, in bani. */
  principal: number;
  months: number;
  /** The nominal annual interest rate, in percent: 10 for 10 %. */
  annualPercent: number;
  /** Paid to the creditor at the start (month 0), in bani. */
  analysisFee: number;
  /** Paid with each instalment, in bani. */
  monthlyFee: number;
  /** Paid with each instalment, in bani. */
  monthlyInsurance: number;
}

export interface CreditDaeResult {
  /** The DAE as a fraction: 0.1047 is 10,47 %. */
  dae: number;
  /** The DAE in percent, rounded to DAE_DECIMALS as the Directive says (see `roundDae`). */
  daePercent: number;
  /**
   * What the consumer pays each month: the instalment with the administration fee and the
   * insurance premium, in bani (the last instalment may differ by the rounding of the schedule).
   */
  monthlyPayment: number;
  /** Every instalment, fee and premium, plus the analysis fee, in bani. */
  totalPayable: number;
  /** The total cost of the credit: total payable minus the amount borrowed, in bani. */
  totalCost: number;
  /** The credit itself, as the simulator shows it (its schedule has no fees). */
  credit: CreditResult;
}

function checkBani(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number of bani ≥ 0, not ${value}`);
  }
}

/**
 * The DAE of the simulator's credit with equal monthly instalments and its charges. The
 * instalments are the schedule's own, to the ban (so the DAE is that of the figures the page
 * shows). The analysis fee is paid at month 0, against the drawdown: the consumer in effect
 * receives the amount less the fee. The administration fee and the insurance premium go with each
 * instalment; the premium counts as a cost of the credit here because the site models insurance
 * the creditor requires (Directive 2008/48/EC, Article 3(g)).
 */
export function creditDae(input: CreditDaeInput): CreditDaeResult {
  const { principal, months, annualPercent, analysisFee, monthlyFee, monthlyInsurance } = input;
  checkBani(principal, "the principal");
  checkBani(analysisFee, "the analysis fee");
  checkBani(monthlyFee, "the monthly fee");
  checkBani(monthlyInsurance, "the monthly insurance");
  if (principal === 0) throw new RangeError("the principal must be above 0");
  if (!Number.isFinite(annualPercent) || annualPercent < 0) {
    throw new RangeError(`the annual rate must be a percentage ≥ 0, not ${annualPercent}`);
  }
  if (analysisFee >= principal) {
    throw new RangeError("the analysis fee takes the whole credit: the consumer receives nothing");
  }
  const result = credit({ principal, months, annualPercent });
  const monthly = monthlyFee + monthlyInsurance;
  const payments: CashFlow[] = result.schedule.map((row) => ({
    amount: row.instalment + monthly,
    month: row.month,
  }));
  if (analysisFee > 0) payments.push({ amount: analysisFee, month: 0 });
  const dae = solveDae([{ amount: principal, month: 0 }], payments);
  const totalPayable = result.totalRepaid + analysisFee + monthly * result.schedule.length;
  return {
    dae,
    daePercent: roundDae(dae, DAE_DECIMALS),
    monthlyPayment: result.instalment + monthly,
    totalPayable,
    totalCost: totalPayable - principal,
    credit: result,
  };
}

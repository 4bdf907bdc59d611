// "Cât pot împrumuta?": the largest monthly payment the BNR's debt limit leaves a borrower, and the
// largest amount that payment repays, with the simulator's own arithmetic (./simulator/finance,
// ./simulator/dae) in bani.
//
// The law, BNR Regulation no. 17/2012 on certain lending conditions, as amended by Regulation no.
// 6/2018 (in force from 1 January 2019). The rules are cited by what they say, from the BNR's
// press release of 17 October 2018 on the amendment and a law firm's summary of it (Reff &
// Asociații, 22 November 2018), not by article number: the amended regulation's consolidated text
// was not at hand to check its numbering against.
// - The debt-service-to-income ratio ("gradul total de îndatorare") is the borrower's total monthly
//   payments from credits and other repayable financing over the net monthly income taken into
//   account (income after taxes). A revolving facility counts at no less than 3 % of its limit;
//   the check asks for the instalments as the visitor knows them.
// - When a credit is granted the ratio may not exceed 40 %.
// - For a person who owns and has never owned a dwelling, a real-estate credit for the home they
//   will live in may reach 5 percentage points more.
// - For credits in foreign currency (or indexed to one) to a borrower not hedged against the
//   exchange rate the limit is 20 %; a borrower with credits in lei and in foreign currency is
//   held to 40 % in all.
// - Lenders may exceed the limits for at most 15 % of their new credits to individuals (by value,
//   over the previous quarter), and refinancing that does not raise the debt is left out: so the
//   check is what the limit allows, not what a lender may grant.
// - The same press release says the ratio is no longer adjusted for shocks to the exchange rate,
//   the interest rate or income. The stress figures (a rate add-on, a depreciation of the leu)
//   therefore sit in data/capacity.json at 0, applied by this module if the firm chooses a more
//   prudent check.
// Every figure lives in data/capacity.json ("rules"); the build refuses one out of range
// (gatsby/capacityChecks.ts). The module is pure: the page, the build's table of examples and the
// booking server (capacityOf) compute with it alike.
import { creditDae } from "./simulator/dae";
import {
  ALL_BASIS_POINTS,
  annuity,
  basisPoints,
  credit,
  monthlyRate,
  toBani,
} from "./simulator/finance";

/** The limits and stresses, as data/capacity.json's "rules" holds them (percent and points). */
export interface CapacityRules {
  /** The cap for credits in lei, percent of net monthly income. */
  readonly leiCap: number;
  /** The cap for credits in foreign currency to a borrower not hedged, percent. */
  readonly foreignCap: number;
  /** Percentage points added for a first home the borrower will live in. */
  readonly firstHomeBonus: number;
  /** Percentage points added to the annual rate before the payment is held to the cap. */
  readonly rateStress: number;
  /** Percent by which a foreign-currency payment grows in lei (a depreciation of the leu). */
  readonly fxStress: number;
}

/** One check, in the units of its fields: lei, months, percent. */
export interface CapacityQuestion {
  /** Net monthly income, lei. */
  readonly income: number;
  /** Existing monthly instalments, lei. */
  readonly debts: number;
  readonly foreignCurrency: boolean;
  readonly firstHome: boolean;
  readonly months: number;
  /** The nominal annual rate, percent. */
  readonly rate: number;
}

export interface CapacityAnswer {
  /** The cap's share of income for this credit, in basis points (4000 is 40 %). */
  readonly shareBasisPoints: number;
  /** Cap share × income − existing instalments, floored at 0, in bani. */
  readonly capPayment: number;
  /** The largest payment once the stresses are applied, in bani: what the amount is held to. */
  readonly stressedLimit: number;
  /** The largest amount (bani) whose every instalment, stressed or not, stays within the limit. */
  readonly maxAmount: number;
  /** The largest instalment of that amount's schedule at the nominal rate, in bani. */
  readonly maxPayment: number;
  /** The DAE of that amount with no charges, in percent rounded as the site states it; null for
   * no credit at all. */
  readonly daePercent: number | null;
  /** Total of the instalments (no charges: also the total amount payable), bani. */
  readonly totalPayable: number;
  /** Total payable minus the amount: the total cost of the credit, bani. */
  readonly totalCost: number;
}

/** The cap that applies, in basis points of net income: lei or foreign, plus the first home's. */
export function capShare(rules: CapacityRules, foreignCurrency: boolean, firstHome: boolean) {
  const base = foreignCurrency ? rules.foreignCap : rules.leiCap;
  const points = basisPoints(base + (firstHome ? rules.firstHomeBonus : 0));
  return Math.min(Math.max(points, 0), ALL_BASIS_POINTS);
}

/** Cap share × income − existing instalments, rounded down to the ban and floored at 0. */
export function capPaymentOf(incomeBani: number, debtsBani: number, shareBp: number): number {
  return Math.max(0, Math.floor((incomeBani * shareBp) / ALL_BASIS_POINTS) - debtsBani);
}

/** The payment a foreign-currency credit may have so that, grown by `fxStress` %, it is within
 * `cap`: cap / (1 + fxStress), rounded down to the ban. */
export function fxLimit(cap: number, fxStress: number): number {
  const points = basisPoints(fxStress);
  return Math.floor((cap * ALL_BASIS_POINTS) / (ALL_BASIS_POINTS + points));
}

/** The largest instalment of the schedule of `principal` bani (the last one may differ). */
export function largestInstalment(principal: number, months: number, annualPercent: number) {
  if (principal <= 0) return 0;
  const { schedule } = credit({ principal, months, annualPercent });
  let largest = 0;
  for (const row of schedule) largest = Math.max(largest, row.instalment);
  return largest;
}

/**
 * The largest amount of bani whose schedule at `annualPercent` and at `testPercent` (the stressed
 * rate) never asks more than `limit` in a month: the inverse annuity, limit × (1 − v^n) / r at the
 * stressed rate, rounded down, then stepped down while the rounding of a schedule asks a ban more.
 */
export function amountWithin(
  limit: number,
  months: number,
  annualPercent: number,
  testPercent: number,
): number {
  if (limit <= 0) return 0;
  const perBan = annuity(1, monthlyRate(testPercent), months);
  let amount = Math.floor(limit / perBan);
  for (let step = 0; amount > 0 && step < 64; step++) {
    const asked = Math.max(
      largestInstalment(amount, months, annualPercent),
      testPercent === annualPercent ? 0 : largestInstalment(amount, months, testPercent),
    );
    if (asked <= limit) return amount;
    amount -= Math.max(1, Math.ceil((asked - limit) / perBan));
  }
  return Math.max(amount, 0);
}

/** The check itself: every figure of the result, from inputs already within their ranges. */
export function borrowingCapacity(
  question: CapacityQuestion,
  rules: CapacityRules,
): CapacityAnswer {
  const { income, debts, foreignCurrency, firstHome, months, rate } = question;
  const shareBasisPoints = capShare(rules, foreignCurrency, firstHome);
  const capPayment = capPaymentOf(toBani(income), toBani(debts), shareBasisPoints);
  const stressedLimit = foreignCurrency ? fxLimit(capPayment, rules.fxStress) : capPayment;
  const testRate = rate + Math.max(rules.rateStress, 0);
  const maxAmount = amountWithin(stressedLimit, months, rate, testRate);
  if (maxAmount === 0) {
    return {
      shareBasisPoints,
      capPayment,
      stressedLimit,
      maxAmount: 0,
      maxPayment: 0,
      daePercent: null,
      totalPayable: 0,
      totalCost: 0,
    };
  }
  const cost = creditDae({
    principal: maxAmount,
    months,
    annualPercent: rate,
    analysisFee: 0,
    monthlyFee: 0,
    monthlyInsurance: 0,
  });
  let maxPayment = 0;
  for (const row of cost.credit.schedule) maxPayment = Math.max(maxPayment, row.instalment);
  return {
    shareBasisPoints,
    capPayment,
    stressedLimit,
    maxAmount,
    maxPayment,
    daePercent: cost.daePercent,
    totalPayable: cost.totalPayable,
    totalCost: cost.totalCost,
  };
}

/** The inputs of a check as they travel to the booking (contract/forms/bookingContext.ts
 * CAPACITY_INPUTS): the flags as 0 or 1, the term in the term field's unit. */
export interface CarriedCapacityInputs {
  readonly income: number;
  readonly debts: number;
  readonly foreignCurrency: number;
  readonly firstHome: number;
  readonly term: number;
  readonly rate: number;
}

/** What the server needs of data/capacity.json to recompute a check. */
export interface CapacityData {
  readonly rules: CapacityRules;
  readonly inputs: { readonly term: { readonly monthsPerUnit?: number | null } };
}

/**
 * The result of carried inputs, for the booking server: the largest payment and amount in bani and
 * the DAE in percent (null when nothing can be borrowed). The server checks the inputs against the
 * fields' ranges first; this only reads them.
 */
export function capacityOf(inputs: CarriedCapacityInputs, data: CapacityData) {
  const answer = borrowingCapacity(
    {
      income: inputs.income,
      debts: inputs.debts,
      foreignCurrency: inputs.foreignCurrency === 1,
      firstHome: inputs.firstHome === 1,
      months: inputs.term * (data.inputs.term.monthsPerUnit ?? 1),
      rate: inputs.rate,
    },
    data.rules,
  );
  return { maxPayment: answer.maxPayment, maxAmount: answer.maxAmount, dae: answer.daePercent };
}

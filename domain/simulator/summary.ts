// What a simulation says, as label/value lines: the same lines fill the result on the page and
// the short summary that "Trimite simularea" puts into the contact form's message.
import { creditDae, type CreditDaeResult } from "./dae";
import { leasing, toBani, type CreditResult, type LeasingResult } from "./finance";
import { formatBani, formatNumber } from "../format";
import { SIMULATOR_LANG, formatDae, formatLei, withUnit } from "./format";
import type { FieldSpec } from "./validate";
import { CHARGE_INPUTS, CREDIT_INPUTS, LEASING_INPUTS } from "./inputs";

export type Line = readonly [label: string, value: string];

export interface ResultCopy {
  readonly instalment: string;
  readonly dae: string;
  readonly totalRepaid: string;
  readonly totalInterest: string;
  readonly creditCost: string;
  readonly totalPayable: string;
  readonly advance: string;
  readonly financed: string;
  readonly residual: string;
  readonly totalCost: string;
}

/** The loan itself: the inputs the credit and the leasing simulator share. */
export interface CreditFields {
  readonly amount: FieldSpec;
  readonly term: FieldSpec;
  readonly rate: FieldSpec;
}

/** A credit's charges beside its interest, all in lei: what its DAE sums up with the interest. */
export interface ChargeFields {
  /** Paid once, when the credit is granted. */
  readonly analysisFee: FieldSpec;
  /** Paid with each instalment. */
  readonly monthlyFee: FieldSpec;
  /** The insurance the creditor requires, paid with each instalment. */
  readonly monthlyInsurance: FieldSpec;
}

/** The credit simulator's inputs: the loan and its charges. */
export type CreditSimulatorFields = CreditFields & ChargeFields;

export interface LeasingFields extends CreditFields {
  readonly advance: FieldSpec;
  readonly residual: FieldSpec;
}

export { CHARGE_INPUTS, CREDIT_INPUTS, LEASING_INPUTS } from "./inputs";

/** Inputs that are sums of money: stated in lei with their bani, like the figures. */
const MONEY_INPUTS: ReadonlySet<string> = new Set(["amount", ...CHARGE_INPUTS]);

/**
 * The credit simulator's fields out of an entry's inputs, or null when a charge is missing (a
 * leasing entry has none; the build refuses a credit entry without them).
 */
export function creditSimulatorFields(
  inputs: CreditFields & { readonly [K in keyof ChargeFields]?: FieldSpec | null },
): CreditSimulatorFields | null {
  const { amount, term, rate, analysisFee, monthlyFee, monthlyInsurance } = inputs;
  if (!analysisFee || !monthlyFee || !monthlyInsurance) return null;
  return { amount, term, rate, analysisFee, monthlyFee, monthlyInsurance };
}

/** Checked inputs, in the units of their fields (lei, months or years, percent). */
export type Values<F> = { readonly [K in keyof F]: number };

export function monthsOf(term: number, spec: FieldSpec): number {
  return term * (spec.monthsPerUnit ?? 1);
}

/** One input as the summary states it: money with its bani (`25,00 lei/lună`), the rest as typed. */
export function inputText(name: string, spec: FieldSpec, value: number): string {
  const number = MONEY_INPUTS.has(name)
    ? formatBani(toBani(value), SIMULATOR_LANG)
    : formatNumber(value, SIMULATOR_LANG, { maxDecimals: spec.decimals });
  return withUnit(number, spec.unit);
}

/** The inputs as the summary states them, each as `label: value`. */
function inputLines<K extends string>(
  fields: Readonly<Record<K, FieldSpec>>,
  values: Readonly<Record<K, number>>,
  names: readonly K[],
): Line[] {
  return names.map((name) => [fields[name].label, inputText(name, fields[name], values[name])]);
}

/** What a simulator shows and sends: its inputs and its figures, the monthly instalment first. */
export interface Simulation {
  inputs: Line[];
  figures: Line[];
}

export interface CreditSimulation extends Simulation {
  result: CreditResult;
  /** The DAE and the totals with the charges. */
  cost: CreditDaeResult;
}

/**
 * The credit's schedule, DAE and totals for checked inputs. creditDae cannot refuse them: every
 * value is within its range, money has whole bani, and the build makes the analysis fee's
 * maximum smaller than the amount's minimum (gatsby/simulatorChecks.ts), so the fee never takes
 * the whole credit.
 */
export function creditCost(
  fields: CreditSimulatorFields,
  values: Values<CreditSimulatorFields>,
): CreditDaeResult {
  return creditDae({
    principal: toBani(values.amount),
    months: monthsOf(values.term, fields.term),
    annualPercent: values.rate,
    analysisFee: toBani(values.analysisFee),
    monthlyFee: toBani(values.monthlyFee),
    monthlyInsurance: toBani(values.monthlyInsurance),
  });
}

export function simulateCredit(
  fields: CreditSimulatorFields,
  values: Values<CreditSimulatorFields>,
  copy: ResultCopy,
  currency: string,
): CreditSimulation {
  const cost = creditCost(fields, values);
  const result = cost.credit;
  const lei = (bani: number) => formatLei(bani, currency);
  return {
    inputs: inputLines(fields, values, CREDIT_INPUTS),
    figures: [
      [copy.instalment, lei(result.instalment)],
      [copy.dae, formatDae(cost.daePercent)],
      [copy.totalRepaid, lei(result.totalRepaid)],
      [copy.totalInterest, lei(result.totalInterest)],
      [copy.creditCost, lei(cost.totalCost)],
      [copy.totalPayable, lei(cost.totalPayable)],
    ],
    result,
    cost,
  };
}

export interface LeasingSimulation extends Simulation {
  result: LeasingResult;
}

export function simulateLeasing(
  fields: LeasingFields,
  values: Values<LeasingFields>,
  copy: ResultCopy,
  currency: string,
): LeasingSimulation {
  const result = leasing({
    assetValue: toBani(values.amount),
    advancePercent: values.advance,
    residualPercent: values.residual,
    months: monthsOf(values.term, fields.term),
    annualPercent: values.rate,
  });
  const lei = (bani: number) => formatLei(bani, currency);
  return {
    inputs: inputLines(fields, values, LEASING_INPUTS),
    figures: [
      [copy.instalment, lei(result.instalment)],
      [copy.advance, lei(result.advance)],
      [copy.financed, lei(result.financed)],
      [copy.residual, lei(result.residual)],
      [copy.totalCost, lei(result.totalCost)],
      [copy.totalInterest, lei(result.totalInterest)],
    ],
    result,
  };
}

/** The contact-form message: a heading line, then one `label: value` line per input and figure. */
export function summaryText(heading: string, { inputs, figures }: Simulation): string {
  const lines = [...inputs, ...figures].map(([label, value]) => `${label}: ${value}`);
  return [heading, ...lines].join("\n");
}

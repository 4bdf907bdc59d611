// What a simulation says, as label/value lines: the same lines fill the result on the page and
// the short summary that "Trimite simularea" puts into the contact form's message.
import { credit, leasing, toBani, type CreditResult, type LeasingResult } from "./finance";
import { formatNumber } from "../../contract/format";
import { SIMULATOR_LANG, formatLei, withUnit } from "./format";
import type { FieldSpec } from "./validate";

export type Line = readonly [label: string, value: string];

export interface ResultCopy {
  readonly instalment: string;
  readonly totalRepaid: string;
  readonly totalInterest: string;
  readonly advance: string;
  readonly financed: string;
  readonly residual: string;
  readonly totalCost: string;
}

export interface CreditFields {
  readonly amount: FieldSpec;
  readonly term: FieldSpec;
  readonly rate: FieldSpec;
}

export interface LeasingFields extends CreditFields {
  readonly advance: FieldSpec;
  readonly residual: FieldSpec;
}

/** The inputs of each simulator, in the order of its form and of its summary. */
export const CREDIT_INPUTS = ["amount", "term", "rate"] as const;
export const LEASING_INPUTS = ["amount", "advance", "residual", "term", "rate"] as const;

/** Checked inputs, in the units of their fields (lei, months or years, percent). */
export type Values<F> = { readonly [K in keyof F]: number };

export function monthsOf(term: number, spec: FieldSpec): number {
  return term * (spec.monthsPerUnit ?? 1);
}

/** The inputs as the summary states them: the amount is money, with bani; the rest have units. */
function inputLines<K extends string>(
  fields: Readonly<Record<K, FieldSpec>>,
  values: Readonly<Record<K, number>>,
  names: readonly K[],
  currency: string,
): Line[] {
  return names.map((name) => {
    const spec = fields[name];
    const text =
      name === "amount"
        ? formatLei(toBani(values[name]), currency)
        : withUnit(
            formatNumber(values[name], SIMULATOR_LANG, { maxDecimals: spec.decimals }),
            spec.unit,
          );
    return [spec.label, text];
  });
}

/** What a simulator shows and sends: its inputs and its figures, the monthly instalment first. */
export interface Simulation {
  inputs: Line[];
  figures: Line[];
}

export interface CreditSimulation extends Simulation {
  result: CreditResult;
}

export function simulateCredit(
  fields: CreditFields,
  values: Values<CreditFields>,
  copy: ResultCopy,
  currency: string,
): CreditSimulation {
  const result = credit({
    principal: toBani(values.amount),
    months: monthsOf(values.term, fields.term),
    annualPercent: values.rate,
  });
  const lei = (bani: number) => formatLei(bani, currency);
  return {
    inputs: inputLines(fields, values, CREDIT_INPUTS, currency),
    figures: [
      [copy.instalment, lei(result.instalment)],
      [copy.totalRepaid, lei(result.totalRepaid)],
      [copy.totalInterest, lei(result.totalInterest)],
    ],
    result,
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
    inputs: inputLines(fields, values, LEASING_INPUTS, currency),
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

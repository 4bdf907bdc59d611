// What a simulation says, as label/value lines: the same lines fill the result on the page and
// the short summary that "Trimite simularea" puts into the contact form's message.
import { credit, leasing, toBani, type CreditResult, type LeasingResult } from "./finance";
import { formatLei, formatNumber, withUnit } from "./format";
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

/** Checked inputs, in the units of their fields (lei, months or years, percent). */
export type Values<F> = { readonly [K in keyof F]: number };

export function monthsOf(term: number, spec: FieldSpec): number {
  return term * (spec.monthsPerUnit ?? 1);
}

/** An input as the summary states it: money with bani, the rest with its unit. */
function inputLine(spec: FieldSpec, value: number, currency: string, money = false): Line {
  const text = money
    ? formatLei(toBani(value), currency)
    : withUnit(formatNumber(value, spec.decimals), spec.unit);
  return [spec.label, text];
}

export interface CreditSimulation {
  inputs: Line[];
  figures: Line[];
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
    inputs: [
      inputLine(fields.amount, values.amount, currency, true),
      inputLine(fields.term, values.term, currency),
      inputLine(fields.rate, values.rate, currency),
    ],
    figures: [
      [copy.instalment, lei(result.instalment)],
      [copy.totalRepaid, lei(result.totalRepaid)],
      [copy.totalInterest, lei(result.totalInterest)],
    ],
    result,
  };
}

export interface LeasingSimulation {
  inputs: Line[];
  figures: Line[];
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
    inputs: [
      inputLine(fields.amount, values.amount, currency, true),
      inputLine(fields.advance, values.advance, currency),
      inputLine(fields.residual, values.residual, currency),
      inputLine(fields.term, values.term, currency),
      inputLine(fields.rate, values.rate, currency),
    ],
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
export function summaryText(heading: string, lines: readonly Line[]): string {
  return [heading, ...lines.map(([label, value]) => `${label}: ${value}`)].join("\n");
}

// What the borrowing-capacity check says, in the page's words: the table of worked examples and the
// representative example the build writes into the page, the result lines of the interactive check,
// and the summary "Trimite-ne calculul" puts into the contact form. Copy from data/capacity.json.
import { borrowingCapacity, type CapacityAnswer, type CapacityRules } from "./capacity";
import { fillTemplate } from "./format";
import { formatDae, formatLei, withUnit } from "./simulator/format";
import { DAE_SLOT } from "./simulator/example";
import { inputText, monthsOf, type Line } from "./simulator/summary";
import type { FieldSpec } from "./simulator/validate";
import { formatNumber } from "./format";
import { SIMULATOR_LANG } from "./simulator/format";

export interface CapacityFields {
  readonly income: FieldSpec;
  readonly debts: FieldSpec;
  readonly term: FieldSpec;
  readonly rate: FieldSpec;
}

/** The number inputs, in the order of the form and of the summary. */
export const CAPACITY_NUMBER_INPUTS = ["income", "debts", "term", "rate"] as const;

export interface CapacityValues {
  readonly income: number;
  readonly debts: number;
  /** In the term field's unit. */
  readonly term: number;
  readonly rate: number;
  readonly foreignCurrency: boolean;
  readonly firstHome: boolean;
}

/** What the build and the page read of data/capacity.json. */
export interface CapacitySource {
  readonly rules: CapacityRules;
  readonly inputs: CapacityFields;
  readonly table: { readonly incomes: readonly number[]; readonly terms: readonly number[] };
  readonly copy: {
    readonly table: { readonly caption: string };
    readonly example: { readonly text: string };
  };
}

/** The `{names}` the representative example's template may use. */
export const CAPACITY_EXAMPLE_KEYS = [
  "income",
  "term",
  "rate",
  "amount",
  "dae",
  "instalment",
  "totalCost",
  "totalPayable",
] as const;

export function checkCapacity(
  values: CapacityValues,
  fields: CapacityFields,
  rules: CapacityRules,
) {
  return borrowingCapacity(
    {
      income: values.income,
      debts: values.debts,
      foreignCurrency: values.foreignCurrency,
      firstHome: values.firstHome,
      months: monthsOf(values.term, fields.term),
      rate: values.rate,
    },
    rules,
  );
}

/** Money as the page writes it: `94.130,73 lei`. */
const money = (bani: number, fields: CapacityFields) => formatLei(bani, fields.income.unit);

/** A money input as the page writes it: `5.000,00 lei`. */
const moneyInput = (lei: number, spec: FieldSpec) => inputText("amount", spec, lei);

/** The share of income the cap allows, `40%` or `22,5%`. */
export function shareText(shareBasisPoints: number): string {
  return withUnit(formatNumber(shareBasisPoints / 100, SIMULATOR_LANG), "%");
}

export interface ExampleRow {
  readonly income: string;
  readonly term: string;
  readonly maxPayment: string;
  readonly maxAmount: string;
  readonly dae: string;
}

/** The table of worked examples: each income of the data with each term, in lei, no other
 * instalments, not a first home, at the rate field's starting value. */
export function exampleTable(source: CapacitySource): { caption: string; rows: ExampleRow[] } {
  const { inputs, rules, table } = source;
  const rate = inputs.rate.default;
  const rows = table.incomes.flatMap((income) =>
    table.terms.map((term): ExampleRow => {
      const answer = checkCapacity(
        { income, debts: 0, term, rate, foreignCurrency: false, firstHome: false },
        inputs,
        rules,
      );
      return {
        income: moneyInput(income, inputs.income),
        term: inputText("term", inputs.term, term),
        maxPayment: money(answer.maxPayment, inputs),
        maxAmount: money(answer.maxAmount, inputs),
        dae: answer.daePercent === null ? "–" : formatDae(answer.daePercent),
      };
    }),
  );
  const caption = fillTemplate(source.copy.table.caption, {
    rate: inputText("rate", inputs.rate, rate),
  });
  return { caption, rows };
}

export interface CapacityExample {
  readonly before: string;
  readonly dae: string;
  readonly after: string;
  readonly answer: CapacityAnswer;
}

/** The representative example: the fields' starting values, in lei, no other instalments. */
export function capacityExample(
  source: CapacitySource,
  what = "data/capacity.json: copy.example.text",
) {
  const { inputs, rules } = source;
  const values: CapacityValues = {
    income: inputs.income.default,
    debts: 0,
    term: inputs.term.default,
    rate: inputs.rate.default,
    foreignCurrency: false,
    firstHome: false,
  };
  const answer = checkCapacity(values, inputs, rules);
  const texts: Record<(typeof CAPACITY_EXAMPLE_KEYS)[number], string> = {
    income: moneyInput(values.income, inputs.income),
    term: inputText("term", inputs.term, values.term),
    rate: inputText("rate", inputs.rate, values.rate),
    amount: money(answer.maxAmount, inputs),
    dae: answer.daePercent === null ? "–" : formatDae(answer.daePercent),
    instalment: money(answer.maxPayment, inputs),
    totalCost: money(answer.totalCost, inputs),
    totalPayable: money(answer.totalPayable, inputs),
  };
  const parts = source.copy.example.text.split(DAE_SLOT);
  if (parts.length !== 2) throw new Error(`${what} must name ${DAE_SLOT} exactly once`);
  return {
    before: fillTemplate(parts[0], texts),
    dae: texts.dae,
    after: fillTemplate(parts[1], texts),
    answer,
  };
}

export interface ResultCopy {
  readonly share: string;
  readonly maxPayment: string;
  readonly maxAmount: string;
  readonly dae: string;
  readonly totalPayable: string;
}

/** The result's figures, the payment and the amount first, the DAE right after them. */
export function resultLines(
  answer: CapacityAnswer,
  copy: ResultCopy,
  fields: CapacityFields,
): Line[] {
  return [
    [copy.maxPayment, money(answer.maxPayment, fields)],
    [copy.maxAmount, money(answer.maxAmount, fields)],
    [copy.dae, answer.daePercent === null ? "–" : formatDae(answer.daePercent)],
    [copy.share, shareText(answer.shareBasisPoints)],
    [copy.totalPayable, money(answer.totalPayable, fields)],
  ];
}

export interface SummaryCopy {
  readonly summary: string;
  readonly currency: { readonly legend: string; readonly lei: string; readonly foreign: string };
  readonly firstHome: string;
  readonly yes: string;
  readonly no: string;
}

/** The contact-form message: a heading, the inputs, then the figures, one `label: value` a line. */
export function capacitySummary(
  values: CapacityValues,
  fields: CapacityFields,
  figures: Line[],
  copy: SummaryCopy,
): string {
  const inputs: Line[] = [
    [fields.income.label, moneyInput(values.income, fields.income)],
    [fields.debts.label, moneyInput(values.debts, fields.debts)],
    [copy.currency.legend, values.foreignCurrency ? copy.currency.foreign : copy.currency.lei],
    [copy.firstHome, values.firstHome ? copy.yes : copy.no],
    [fields.term.label, inputText("term", fields.term, values.term)],
    [fields.rate.label, inputText("rate", fields.rate, values.rate)],
  ];
  return [
    copy.summary,
    ...[...inputs, ...figures].map(([label, value]) => `${label}: ${value}`),
  ].join("\n");
}

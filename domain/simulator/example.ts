// The representative example a credit simulator's page gives beside it, and the one-sentence
// summary of it that the other pages promoting consumer credit carry. Advertising of consumer
// credit that states a rate or any figure of the cost must give, in one representative example,
// the fixed or variable borrowing rate with the charges included in the total cost, the total
// amount of the credit, the DAE, the duration, the total amount payable and the amount of the
// instalments (OUG 50/2010, art. 9, transposing Directive 2008/48/EC, art. 4; Directive (EU)
// 2023/2225, art. 8, from 20 November 2026). The page's figures are the simulator's, so the example
// is the simulation of its default values: the one a visitor sees before typing anything.
import { fillTemplate } from "../format";
import type { CreditDaeResult } from "./dae";
import { toBani } from "./finance";
import { formatDae, formatLei } from "./format";
import { creditCost, inputText, type CreditSimulatorFields, type Values } from "./summary";

/** The `{names}` the example's template (data/simulator-copy.json `example.text`) may use. */
export const EXAMPLE_KEYS = [
  "product",
  "amount",
  "term",
  "rate",
  "dae",
  "instalment",
  "monthlyPayment",
  "monthlyFee",
  "monthlyInsurance",
  "analysisFee",
  "totalCost",
  "totalPayable",
] as const;

/** Where the DAE goes: the template names it once, and the page sets it apart from the text. */
export const DAE_SLOT = "{dae}";

export interface RepresentativeExample {
  /** The filled template before the DAE, the DAE itself (`11,9%`) and the text after it. */
  before: string;
  dae: string;
  after: string;
  /** The figures it states, for the tests and for anyone checking the text. */
  cost: CreditDaeResult;
}

/** The values every field starts with: the example's inputs. */
export function defaultValues(fields: CreditSimulatorFields): Values<CreditSimulatorFields> {
  return {
    amount: fields.amount.default,
    term: fields.term.default,
    rate: fields.rate.default,
    analysisFee: fields.analysisFee.default,
    monthlyFee: fields.monthlyFee.default,
    monthlyInsurance: fields.monthlyInsurance.default,
  };
}

type ExampleTexts = Record<(typeof EXAMPLE_KEYS)[number], string>;

/** Every figure the example may state, as the page writes it, and the simulation they come from. */
export function exampleFigures(
  fields: CreditSimulatorFields,
  product: string,
  currency: string,
): { texts: ExampleTexts; cost: CreditDaeResult } {
  const values = defaultValues(fields);
  const cost = creditCost(fields, values);
  const lei = (bani: number) => formatLei(bani, currency);
  const texts: ExampleTexts = {
    product,
    amount: lei(toBani(values.amount)),
    term: inputText("term", fields.term, values.term),
    rate: inputText("rate", fields.rate, values.rate),
    dae: formatDae(cost.daePercent),
    instalment: lei(cost.credit.instalment),
    monthlyPayment: lei(cost.monthlyPayment),
    // Each is said to be paid with every instalment, so the amount alone reads right: `25,00 lei`.
    monthlyFee: lei(toBani(values.monthlyFee)),
    monthlyInsurance: lei(toBani(values.monthlyInsurance)),
    analysisFee: lei(toBani(values.analysisFee)),
    totalCost: lei(cost.totalCost),
    totalPayable: lei(cost.totalPayable),
  };
  return { texts, cost };
}

/**
 * The example's text from the data's defaults. The build checks the template (one `{dae}`, only
 * EXAMPLE_KEYS) and the defaults (within their ranges, a DAE to be had); a template that slipped
 * past would throw here, in the section's error boundary, never in front of a visitor's input.
 * `what` names the template in that message.
 */
export function representativeExample(
  fields: CreditSimulatorFields,
  product: string,
  template: string,
  currency: string,
  what = "data/simulator-copy.json: example.text",
): RepresentativeExample {
  const { texts, cost } = exampleFigures(fields, product, currency);
  const parts = template.split(DAE_SLOT);
  if (parts.length !== 2) throw new Error(`${what} must name ${DAE_SLOT} exactly once`);
  return {
    before: fillTemplate(parts[0], texts),
    dae: texts.dae,
    after: fillTemplate(parts[1], texts),
    cost,
  };
}

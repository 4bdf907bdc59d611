// The figures a booking carries, as label/value lines: the inputs the visitor brought and the
// results the site's own arithmetic computes from them (domain/simulator), never results sent by
// the page. The booking page shows them before sending (loaded on demand, only when there are
// figures) and the server writes them into the office's mail and calendar feed, both from here.
import copy from "../../data/booking-mail.json";
import { capacityOf, type CapacityData } from "../../domain/capacity";
import { formatNumber } from "../../domain/format";
import { toBani } from "../../domain/simulator/finance";
import { SIMULATOR_LANG, formatDae, formatLei, withUnit } from "../../domain/simulator/format";
import {
  creditSimulatorFields,
  simulateCredit,
  simulateLeasing,
  type Line,
  type ResultCopy,
} from "../../domain/simulator/summary";
import type { FieldSpec } from "../../domain/simulator/validate";
import type { CarriedFigures } from "./bookingContext";

/** A service page's simulator as its page file describes it: its kind and its inputs' fields. */
export interface SimulatorSpec {
  readonly kind: string;
  readonly inputs: { readonly [name: string]: FieldSpec | null | undefined };
}

/** The words of the results and the currency (data/simulator-copy.json). */
export interface FigureCopy {
  readonly result: ResultCopy;
  readonly currency: string;
}

/** What a capacity check is told with (data/capacity.json, which Gatsby sources, so the booking
 * page has it from its query and the server from the file): the limits it is computed under, its
 * fields and its words. */
export interface CapacityFigureData extends CapacityData {
  readonly inputs: {
    readonly income: FieldSpec;
    readonly debts: FieldSpec;
    readonly term: FieldSpec;
    readonly rate: FieldSpec;
  };
  readonly copy: {
    readonly currency: { readonly legend: string; readonly lei: string; readonly foreign: string };
    readonly firstHome: string;
    readonly result: {
      readonly maxPayment: string;
      readonly maxAmount: string;
      readonly dae: string;
    };
  };
}

/** What figures are told with: the chosen service page's simulator with its result words (none
 * for a service without one), and the capacity check's data. */
export interface FigureSources {
  readonly simulator: (SimulatorSpec & { readonly copy: FigureCopy }) | null;
  readonly capacity: CapacityFigureData | null;
}

export interface FigureLines {
  /** What the figures are: data/booking-mail.json figures.kinds. */
  readonly title: string;
  readonly inputs: Line[];
  /** The results computed again from the inputs; null when they cannot be (a stored booking's
   * simulator changed since). */
  readonly results: Line[] | null;
}

type CapacityInputs = CarriedFigures<"capacity">["inputs"];

/** A capacity check's inputs as its own section names them: the sums in lei, the currency and the
 * first home as the choices the visitor made, the term in its unit. */
function capacityInputs(inputs: CapacityInputs, capacity: CapacityFigureData): Line[] {
  const fields = capacity.inputs;
  const words = capacity.copy;
  const number = (value: number, decimals: number) =>
    formatNumber(value, SIMULATOR_LANG, { maxDecimals: decimals });
  return [
    [fields.income.label, formatLei(toBani(inputs.income), fields.income.unit)],
    [fields.debts.label, formatLei(toBani(inputs.debts), fields.debts.unit)],
    [
      words.currency.legend,
      inputs.foreignCurrency === 1 ? words.currency.foreign : words.currency.lei,
    ],
    [words.firstHome, inputs.firstHome === 1 ? copy.figures.yes : copy.figures.no],
    [fields.term.label, withUnit(number(inputs.term, fields.term.decimals), fields.term.unit)],
    [fields.rate.label, withUnit(number(inputs.rate, fields.rate.decimals), fields.rate.unit)],
  ];
}

/** A capacity check's results, computed again from its inputs under the BNR limits of its data:
 * the largest monthly payment, the amount it repays and its DAE (none when nothing can be
 * borrowed). */
export function capacityResults(inputs: CapacityInputs, capacity: CapacityFigureData): Line[] {
  const { maxPayment, maxAmount, dae } = capacityOf(inputs, capacity);
  const words = capacity.copy.result;
  return [
    [words.maxPayment, formatLei(maxPayment, capacity.inputs.debts.unit)],
    [words.maxAmount, formatLei(maxAmount, capacity.inputs.income.unit)],
    ...(dae === null ? [] : [[words.dae, formatDae(dae)] as Line]),
  ];
}

/** The fields a credit or leasing simulation needs, or null when the simulator lacks one. */
function fieldsOf(simulator: SimulatorSpec, names: readonly string[]) {
  const fields: Record<string, FieldSpec> = {};
  for (const name of names) {
    const spec = simulator.inputs[name];
    if (!spec) return null;
    fields[name] = spec;
  }
  return fields;
}

/**
 * The lines of checked figures (bookingContextRules.ts): a credit or a leasing simulation with
 * the service page's own simulator fields, recomputed; a capacity check with its own data's
 * limits, recomputed. Null when there is nothing to tell them with: no simulator of their kind for
 * the service, no capacity data for a check.
 */
export function figureLines(
  figures: CarriedFigures,
  { simulator, capacity }: FigureSources,
): FigureLines | null {
  const title = copy.figures.kinds[figures.kind];
  if (figures.kind === "capacity") {
    if (!capacity) return null;
    const inputs = figures.inputs as CapacityInputs;
    return {
      title,
      inputs: capacityInputs(inputs, capacity),
      results: capacityResults(inputs, capacity),
    };
  }
  if (!simulator || simulator.kind !== figures.kind) return null;
  const words = simulator.copy;
  if (figures.kind === "credit") {
    const fields = creditSimulatorFields(
      simulator.inputs as unknown as Parameters<typeof creditSimulatorFields>[0],
    );
    if (!fields) return null;
    const values = figures.inputs as CarriedFigures<"credit">["inputs"];
    const simulation = simulateCredit(fields, values, words.result, words.currency);
    return { title, inputs: simulation.inputs, results: simulation.figures };
  }
  const fields = fieldsOf(simulator, ["amount", "advance", "residual", "term", "rate"]);
  if (!fields) return null;
  const values = figures.inputs as CarriedFigures<"leasing">["inputs"];
  const simulation = simulateLeasing(
    fields as unknown as Parameters<typeof simulateLeasing>[0],
    values,
    words.result,
    words.currency,
  );
  return { title, inputs: simulation.inputs, results: simulation.figures };
}

/** The lines as text: the title, then each input and result as `label: value`. */
export function figureText(lines: FigureLines): string[] {
  return [
    `${lines.title}:`,
    ...lines.inputs.map(([label, value]) => `${label}: ${value}`),
    ...(lines.results ?? []).map(([label, value]) => `${label}: ${value}`),
    ...(lines.results ? [] : [copy.figures.noResults]),
  ];
}

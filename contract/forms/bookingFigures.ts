// The figures a booking carries, as label/value lines: the inputs the visitor brought and the
// results the site's own arithmetic computes from them (domain/simulator), never results sent by
// the page. The booking page shows them before sending (loaded on demand, only when there are
// figures) and the server writes them into the office's mail and calendar feed, both from here.
import copy from "../../data/booking-mail.json";
import { formatBani, formatNumber } from "../../domain/format";
import { toBani } from "../../domain/simulator/finance";
import { SIMULATOR_LANG, withUnit } from "../../domain/simulator/format";
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

export interface FigureLines {
  /** What the figures are: data/booking-mail.json figures.kinds. */
  readonly title: string;
  readonly inputs: Line[];
  /** The results recomputed from the inputs; null when the site does not recompute this kind. */
  readonly results: Line[] | null;
}

/**
 * The capacity kind's results from its inputs: the one place the borrowing-capacity arithmetic
 * plugs in (its `capacityOf`, with its data). Until it does, a capacity check travels and shows
 * its inputs only.
 */
export function capacityResults(inputs: CarriedFigures<"capacity">["inputs"]): Line[] | null {
  void inputs;
  return null;
}

const MONEY = new Set(["income", "debts"]);
const FLAGS = new Set(["foreignCurrency", "firstHome"]);

function capacityInputs(inputs: CarriedFigures<"capacity">["inputs"]): Line[] {
  const words = copy.figures.capacity;
  return (Object.keys(words) as (keyof typeof words)[]).map((name) => {
    const value = inputs[name];
    const { label, unit } = words[name];
    if (FLAGS.has(name)) return [label, value === 1 ? copy.figures.yes : copy.figures.no];
    const number = MONEY.has(name)
      ? formatBani(toBani(value), SIMULATOR_LANG)
      : formatNumber(value, SIMULATOR_LANG, { maxDecimals: 2 });
    return [label, withUnit(number, unit)];
  });
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
 * the service page's own simulator fields, recomputed; a capacity check's inputs, with results
 * once capacityResults computes them. Null when the simulator named does not fit the kind.
 */
export function figureLines(
  figures: CarriedFigures,
  simulator: SimulatorSpec | null,
  words: FigureCopy,
): FigureLines | null {
  const title = copy.figures.kinds[figures.kind];
  if (figures.kind === "capacity") {
    const inputs = figures.inputs as CarriedFigures<"capacity">["inputs"];
    return { title, inputs: capacityInputs(inputs), results: capacityResults(inputs) };
  }
  if (!simulator || simulator.kind !== figures.kind) return null;
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

// Build-time checks of the credit and leasing simulators (a service page file's "simulator")
// beyond their declared shape: every range has to be usable by a visitor, so min > max, a default
// outside its range or a term that is not whole months fails `gatsby build` with the file, the
// page key and the field named. The credit's charges are held to
// what its DAE needs, and the representative example's template to the figures it can be given.
import { creditDae } from "../domain/simulator/dae";
import { rangeOrderProblem } from "../domain/simulator/rangeOrder";
import { DAE_SLOT, EXAMPLE_KEYS } from "../domain/simulator/example";
import { toBani } from "../domain/simulator/finance";
import type { DataNode } from "./dataNode";

export const SIMULATOR_TYPE = "SimulatorJson";
export const SIMULATOR_COPY_TYPE = "SimulatorCopyJson";
const KINDS = ["credit", "leasing"] as const;
const PERCENT_FIELDS = new Set(["rate", "advance", "residual"]);
const LEASING_FIELDS = ["advance", "residual"];
const CHARGE_FIELDS = ["analysisFee", "monthlyFee", "monthlyInsurance"];
/** Sums of lei: the arithmetic counts whole bani, so a value may have at most two decimals. */
const MONEY_FIELDS = new Set(["amount", ...CHARGE_FIELDS]);
const BANI_DECIMALS = 2;
/** More would be noise in a money or percent input. */
const MAX_DECIMALS = 4;
const MONTHS_PER_UNIT = [1, 12];

interface Range {
  min?: unknown;
  max?: unknown;
  default?: unknown;
  decimals?: unknown;
  monthsPerUnit?: unknown;
}

const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

function decimalsOf(value: number): number {
  const [, fraction = ""] = String(value).split(".");
  return fraction.length;
}

/** Problems of one field's range, each starting with `inputs.<name>`. */
export function rangeProblems(name: string, range: Range): string[] {
  const at = `inputs.${name}`;
  const { min, max, default: initial, decimals } = range;
  if (![min, max, initial, decimals].every(isNumber)) return []; // missing ones are reported already
  const [lo, hi, start, places] = [min, max, initial, decimals] as number[];
  const problems: string[] = [];
  const order = rangeOrderProblem(range);
  if (order?.kind === "min-above-max") {
    problems.push(`${at}: min ${lo} is greater than max ${hi}`);
  } else if (order?.kind === "start-outside") {
    problems.push(`${at}: default ${start} is outside its range ${lo} to ${hi}`);
  }
  if (lo < 0) problems.push(`${at}: min ${lo} is negative`);
  if (!Number.isInteger(places) || places < 0 || places > MAX_DECIMALS) {
    problems.push(`${at}: decimals ${places} is not a whole number from 0 to ${MAX_DECIMALS}`);
  } else if (decimalsOf(start) > places) {
    problems.push(`${at}: default ${start} has more than ${places} decimals`);
  }
  if (MONEY_FIELDS.has(name) && Number.isInteger(places) && places > BANI_DECIMALS) {
    problems.push(`${at}: decimals ${places} is finer than a ban (lei take at most 2)`);
  }
  if (PERCENT_FIELDS.has(name) && hi > 100) problems.push(`${at}: max ${hi}% is over 100%`);
  if (name === "advance" && hi >= 100) problems.push(`${at}: max ${hi}% leaves nothing to finance`);
  if (name === "amount" && lo <= 0) problems.push(`${at}: min ${lo} must be above 0`);
  if (name === "term") {
    if (places !== 0) problems.push(`${at}: a term takes no decimals (decimals ${places})`);
    if (lo < 1) problems.push(`${at}: min ${lo} is shorter than one unit`);
    if (!MONTHS_PER_UNIT.includes(range.monthsPerUnit as number)) {
      problems.push(`${at}: monthsPerUnit must be 1 (months) or 12 (years)`);
    }
  }
  return problems;
}

interface UsableRange extends Range {
  min: number;
  max: number;
  default: number;
  decimals: number;
}

/** A range whose numbers are all there (a missing one is reported by the schema check). */
const usable = (range: Range | null | undefined): range is UsableRange =>
  !!range && [range.min, range.max, range.default, range.decimals].every(isNumber);

/**
 * A credit's charges against its amount: the analysis fee is paid out of the credit, so even at
 * its maximum it must leave something of the smallest amount (else there is no credit and no
 * DAE); and the defaults, which the representative example states, must give a DAE.
 */
function chargeProblems(inputs: Record<string, Range | null | undefined>): string[] {
  const { amount, term, rate, analysisFee, monthlyFee, monthlyInsurance } = inputs;
  if (!usable(amount) || !usable(analysisFee)) return [];
  if (analysisFee.max >= amount.min) {
    return [
      `inputs.analysisFee: max ${analysisFee.max} is not below the smallest amount ${amount.min}: the fee would take the whole credit`,
    ];
  }
  if (!usable(term) || !usable(rate) || !usable(monthlyFee) || !usable(monthlyInsurance)) return [];
  try {
    creditDae({
      principal: toBani(amount.default),
      months: term.default * (isNumber(term.monthsPerUnit) ? term.monthsPerUnit : 1),
      annualPercent: rate.default,
      analysisFee: toBani(analysisFee.default),
      monthlyFee: toBani(monthlyFee.default),
      monthlyInsurance: toBani(monthlyInsurance.default),
    });
    return [];
  } catch (error) {
    return [`the default values give no DAE for the example: ${(error as Error).message}`];
  }
}

/** Problems of a representative example's template (`field` names it): the DAE once, and only
 * known figures. */
function templateProblems(text: unknown, field: string): string[] {
  if (typeof text !== "string") return []; // reported as a missing field already
  const problems: string[] = [];
  const slots = text.split(DAE_SLOT).length - 1;
  if (slots !== 1) problems.push(`${field} names ${DAE_SLOT} ${slots} times, not once`);
  for (const [, name] of text.matchAll(/\{(\w+)\}/g)) {
    if (!(EXAMPLE_KEYS as readonly string[]).includes(name)) {
      problems.push(`${field}: {${name}} is not one of {${EXAMPLE_KEYS.join("}, {")}}`);
    }
  }
  return problems;
}

function exampleProblems(copy: DataNode): string[] {
  const example = copy.example as { text?: unknown } | null | undefined;
  return templateProblems(example?.text, "example.text");
}

/**
 * A credit names its product (its example says what it is for); consumer credit's standard
 * information stands on one credit simulator, whose example the other pages summarise.
 */
function productProblems(node: DataNode, withInfo: DataNode[]): string[] {
  const problems: string[] = [];
  const product = node.product;
  if (node.kind === "credit" && (typeof product !== "string" || product.trim() === "")) {
    problems.push("product is required for credit: the representative example names it");
  }
  if (node.kind !== "credit" && product != null) problems.push("product is for credit only");
  const info = node.standardInfo as { exampleLine?: unknown } | null | undefined;
  if (info) {
    if (node.kind !== "credit") problems.push("standardInfo is for a consumer credit only");
    if (withInfo.length > 1 && withInfo[0] !== node) {
      problems.push(`standardInfo is on the simulator of "${String(withInfo[0].key)}" already`);
    }
    problems.push(...templateProblems(info.exampleLine, "standardInfo.exampleLine"));
  }
  return problems;
}

/**
 * Problems of the simulator entries: kind, page key (a service page, once), copy, ranges, the
 * leasing defaults leaving something to finance, a credit's charges, and the example's template.
 */
export function checkSimulators(
  nodes: readonly DataNode[],
  where: (node: DataNode) => string,
  servicePageKeys: readonly string[],
): string[] {
  const problems: string[] = [];
  const copyNodes = nodes.filter((n) => n.internal.type === SIMULATOR_COPY_TYPE);
  const copies = new Set(copyNodes.map((n) => String(n.lang)));
  for (const copy of copyNodes) {
    exampleProblems(copy).forEach((problem) => problems.push(`${where(copy)}: ${problem}`));
  }
  const seen = new Set<string>();
  const simulators = nodes.filter((n) => n.internal.type === SIMULATOR_TYPE);
  const withInfo = simulators.filter((n) => n.standardInfo != null);
  for (const node of simulators) {
    const at = where(node);
    const key = String(node.key);
    const report = (problem: string) => problems.push(`${at}: ${problem}`);
    if (seen.has(key)) report(`page key "${key}" has a simulator already`);
    seen.add(key);
    if (!servicePageKeys.includes(key)) {
      report(`key "${key}" is not the page key of a ServicePage route`);
    }
    if (!(KINDS as readonly unknown[]).includes(node.kind)) {
      report(`kind "${String(node.kind)}" is not one of ${KINDS.join(", ")}`);
    }
    if (typeof node.copy === "string" && !copies.has(node.copy)) {
      report(`copy "${node.copy}" has no entry in data/simulator-copy.json`);
    }
    const inputs = (node.inputs ?? {}) as Record<string, Range | null | undefined>;
    for (const [name, range] of Object.entries(inputs)) {
      if (range) rangeProblems(name, range).forEach(report);
    }
    for (const name of LEASING_FIELDS) {
      if (node.kind === "leasing" && !inputs[name])
        report(`inputs.${name} is required for leasing`);
      if (node.kind !== "leasing" && inputs[name]) report(`inputs.${name} is for leasing only`);
    }
    for (const name of CHARGE_FIELDS) {
      if (node.kind === "credit" && !inputs[name]) report(`inputs.${name} is required for credit`);
      if (node.kind !== "credit" && inputs[name]) report(`inputs.${name} is for credit only`);
    }
    if (node.kind === "credit") chargeProblems(inputs).forEach(report);
    productProblems(node, withInfo).forEach(report);
    const advance = inputs.advance?.default;
    const residual = inputs.residual?.default;
    if (isNumber(advance) && isNumber(residual) && advance + residual > 100) {
      report(
        `default advance ${advance}% and residual value ${residual}% exceed 100% of the asset's value`,
      );
    }
  }
  return problems;
}

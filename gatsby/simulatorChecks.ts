// Build-time checks of data/simulator.json beyond its declared shape: every range has to be usable
// by a visitor, so min > max, a default outside its range or a term that is not whole months fails
// `gatsby build` with the file, the page key and the field named.
import type { DataNode } from "./dataNode";

export const SIMULATOR_TYPE = "SimulatorJson";
export const SIMULATOR_COPY_TYPE = "SimulatorCopyJson";
const KINDS = ["credit", "leasing"] as const;
const PERCENT_FIELDS = new Set(["rate", "advance", "residual"]);
const LEASING_FIELDS = ["advance", "residual"];
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
function rangeProblems(name: string, range: Range): string[] {
  const at = `inputs.${name}`;
  const { min, max, default: initial, decimals } = range;
  if (![min, max, initial, decimals].every(isNumber)) return []; // missing ones are reported already
  const [lo, hi, start, places] = [min, max, initial, decimals] as number[];
  const problems: string[] = [];
  if (lo > hi) problems.push(`${at}: min ${lo} is greater than max ${hi}`);
  else if (start < lo || start > hi) {
    problems.push(`${at}: default ${start} is outside its range ${lo} to ${hi}`);
  }
  if (lo < 0) problems.push(`${at}: min ${lo} is negative`);
  if (!Number.isInteger(places) || places < 0 || places > MAX_DECIMALS) {
    problems.push(`${at}: decimals ${places} is not a whole number from 0 to ${MAX_DECIMALS}`);
  } else if (decimalsOf(start) > places) {
    problems.push(`${at}: default ${start} has more than ${places} decimals`);
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

/**
 * Problems of the simulator entries: kind, page key (a service page, once), copy, ranges, and the
 * leasing defaults leaving something to finance.
 */
export function checkSimulators(
  nodes: readonly DataNode[],
  where: (node: DataNode) => string,
  servicePageKeys: readonly string[],
): string[] {
  const problems: string[] = [];
  const copies = new Set(
    nodes.filter((n) => n.internal.type === SIMULATOR_COPY_TYPE).map((n) => String(n.lang)),
  );
  const seen = new Set<string>();
  for (const node of nodes.filter((n) => n.internal.type === SIMULATOR_TYPE)) {
    const at = where(node);
    const key = String(node.key);
    const report = (problem: string) => problems.push(`${at}: ${problem}`);
    if (seen.has(key)) report(`page key "${key}" has a simulator already`);
    seen.add(key);
    if (!servicePageKeys.includes(key)) {
      report(`key "${key}" is not the page key of a ServicePage route in data/pages.json`);
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

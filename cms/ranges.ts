// The simulator's range checks (gatsby/simulatorChecks.ts) that a number input can enforce by
// itself; the ones that compare two fields (min below max, default inside) stay build checks.
const PERCENT = new Set(["rate", "advance", "residual"]);
const MAX_DECIMALS = 4;

export interface Limits {
  min?: number;
  max?: number;
}

/** Limits of a number field, given the names of the objects above it. */
export function rangeLimits(path: readonly string[], name: string): Limits {
  const input = path[path.length - 1];
  if (path[path.length - 2] !== "inputs" || !input) return {};
  if (name === "decimals") return { min: 0, max: input === "term" ? 0 : MAX_DECIMALS };
  if (name === "monthsPerUnit") return { min: 1, max: 12 };
  if (!["min", "max", "default"].includes(name)) return {};
  const lowest = input === "term" ? 1 : 0;
  if (PERCENT.has(input)) return { min: lowest, max: input === "advance" ? 99 : 100 };
  return { min: lowest };
}

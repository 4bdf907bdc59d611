// The order of a simulator range's numbers: its minimum may not be above its maximum, and its
// starting value must lie between them. The build (gatsby/simulatorChecks.ts) and the editor's
// save check (cms/admin/checks.ts) both refuse a range that breaks it, each in its own words.

export interface RangeNumbers {
  min?: unknown;
  max?: unknown;
  default?: unknown;
}

export type RangeOrderProblem =
  | { kind: "min-above-max"; min: number; max: number }
  | { kind: "start-outside"; min: number; max: number; start: number };

const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** What is wrong with a range's order, or null (also when a number is missing: the schema says so). */
export function rangeOrderProblem(range: RangeNumbers): RangeOrderProblem | null {
  const { min, max, default: start } = range;
  if (!isNumber(min) || !isNumber(max)) return null;
  if (min > max) return { kind: "min-above-max", min, max };
  if (isNumber(start) && (start < min || start > max)) {
    return { kind: "start-outside", min, max, start };
  }
  return null;
}

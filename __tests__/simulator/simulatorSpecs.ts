// The simulator's fields as the service page files declare them, so unit tests check the ranges the
// page offers instead of a hand-made copy that could drift from the data.
import { partItems } from "../helpers/dataFiles";
import type { CreditFields, LeasingFields } from "../../domain/simulator/summary";
import type { FieldSpec } from "../../domain/simulator/validate";

interface SimulatorEntry {
  key: string;
  kind: "credit" | "leasing";
  inputs: Record<string, FieldSpec>;
}

export function simulatorEntries(): SimulatorEntry[] {
  return partItems("simulator") as SimulatorEntry[];
}

function entry(key: string): SimulatorEntry {
  const found = simulatorEntries().find((e) => e.key === key);
  if (!found) throw new Error(`no page file has a simulator with the key "${key}"`);
  return found;
}

/** One field of one simulator, e.g. `fieldSpec("leasing", "residual")`. */
export function fieldSpec(key: string, name: string): FieldSpec {
  const spec = entry(key).inputs[name];
  if (!spec) throw new Error(`the simulator "${key}" has no input "${name}"`);
  return spec;
}

/** The keys of the simulators of one kind, in file order. */
export function simulatorKeys(kind: SimulatorEntry["kind"]): string[] {
  return simulatorEntries()
    .filter((e) => e.kind === kind)
    .map((e) => e.key);
}

export function creditFields(key: string): CreditFields {
  const { amount, term, rate } = entry(key).inputs;
  return { amount, term, rate };
}

export function leasingFields(key: string): LeasingFields {
  const { amount, advance, residual, term, rate } = entry(key).inputs;
  return { amount, advance, residual, term, rate };
}

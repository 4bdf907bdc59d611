// What the page query's SimulatorSection fragment answers for a page key, from the real data files:
// the shared copy joined in (@link), and null for the fields an entry does not have.
import copy from "../../data/simulator-copy.json";
import entries from "../../data/simulator.json";

export function simulatorData(key: string): Queries.SimulatorSectionFragment {
  const entry = entries.find((e) => e.key === key);
  if (!entry) throw new Error(`data/simulator.json has no entry "${key}"`);
  const inputs = Object.fromEntries(
    Object.entries({ advance: null, residual: null, ...entry.inputs }).map(([name, field]) => [
      name,
      field && { monthsPerUnit: null, ...field },
    ]),
  );
  return { ...entry, inputs, copy } as unknown as Queries.SimulatorSectionFragment;
}

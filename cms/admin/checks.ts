// The checks the editor makes before a save that compare two fields, which no single field's rule
// can: a simulator range whose minimum is above its maximum, or whose starting value lies outside
// it. The build refuses both too (gatsby/simulatorChecks.ts); here the maintainer learns it at the
// save, in Romanian, with the page and the field named as the form shows them.

interface Range {
  label?: unknown;
  min?: unknown;
  max?: unknown;
  default?: unknown;
}

const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** The problems of the simulators of data/simulator.json (its items), each a Romanian sentence. */
export function simulatorProblems(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  const problems: string[] = [];
  for (const item of items as { key?: unknown; inputs?: Record<string, Range | null> }[]) {
    for (const [name, range] of Object.entries(item?.inputs ?? {})) {
      if (!range) continue;
      const { min, max, default: start } = range;
      const field = `simulatorul paginii „${String(item.key)}”, „${String(range.label ?? name)}”`;
      if (isNumber(min) && isNumber(max) && min > max) {
        problems.push(`La ${field}: minimul ${min} este mai mare decât maximul ${max}.`);
      } else if (
        isNumber(min) &&
        isNumber(max) &&
        isNumber(start) &&
        (start < min || start > max)
      ) {
        problems.push(
          `La ${field}: valoarea de pornire ${start} nu este între minimul ${min} și maximul ${max}.`,
        );
      }
    }
  }
  return problems;
}

/** The file (as data/ names it) an entry is saved to, and the problems of its data, if any. */
export function problemsOf(file: string, data: Record<string, unknown>): string[] {
  return file === "data/simulator.json" ? simulatorProblems(data.items) : [];
}

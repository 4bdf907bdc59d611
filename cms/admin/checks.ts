// The checks the editor makes before a save that compare two fields, which no single field's rule
// can: a simulator range whose minimum is above its maximum, or whose starting value lies outside
// it. The build refuses both too (gatsby/simulatorChecks.ts); here the maintainer learns it at the
// save, in Romanian, with the page and the field named as the form shows them; both read the rule
// from domain/simulator/rangeOrder.ts.
import { rangeOrderProblem, type RangeNumbers } from "../../domain/simulator/rangeOrder";

interface Range extends RangeNumbers {
  label?: unknown;
}

/** The problems of a list of simulators, each named by its page (`key`), as Romanian sentences. */
export function simulatorProblems(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  const problems: string[] = [];
  for (const item of items as { key?: unknown; inputs?: Record<string, Range | null> }[]) {
    for (const [name, range] of Object.entries(item?.inputs ?? {})) {
      const problem = range ? rangeOrderProblem(range) : null;
      if (!range || !problem) continue;
      const field = `simulatorul paginii „${String(item.key)}”, „${String(range.label ?? name)}”`;
      const { min, max } = problem;
      problems.push(
        problem.kind === "min-above-max"
          ? `La ${field}: minimul ${min} este mai mare decât maximul ${max}.`
          : `La ${field}: valoarea de pornire ${problem.start} nu este între minimul ${min} și maximul ${max}.`,
      );
    }
  }
  return problems;
}

/**
 * The problems of an entry's data, if any: a page's simulator, named by the page's title. `file`
 * is where the entry is saved, as data/ names it.
 */
export function problemsOf(file: string, data: Record<string, unknown>): string[] {
  if (!/^data\/page-[^/]+\.json$/.test(file) || !data.simulator) return [];
  const route = data.route as { title?: unknown } | undefined;
  return simulatorProblems([{ ...(data.simulator as object), key: route?.title ?? file }]);
}

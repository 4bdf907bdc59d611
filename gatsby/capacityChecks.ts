// Build-time checks of the borrowing-capacity check (data/capacity.json) beyond its declared shape:
// the BNR's limits it applies must be percentages a regulation can set, its fields usable ranges,
// its table and its representative example computable. Each problem names the file and the field,
// so a typo fails `gatsby build` saying where to look.
//
// The figures are those of BNR Regulation no. 17/2012 on certain lending conditions, as amended by
// Regulation no. 6/2018: the ratio of monthly payments to net income at most 40 % for credits in
// lei, 5 points more for a first home, 20 % for credits in foreign currency to a borrower not hedged
// against it. domain/capacity.ts says where each comes from and how it is applied.
import { capacityExample, CAPACITY_EXAMPLE_KEYS } from "../domain/capacityText";
import { DAE_SLOT } from "../domain/simulator/example";
import type { DataNode } from "./dataNode";
import { rangeProblems } from "./simulatorChecks";

export const CAPACITY_TYPE = "CapacityJson";
const INPUTS = ["income", "debts", "term", "rate"] as const;
/** Sums of lei: whole bani. */
const MONEY = new Set(["income", "debts"]);
/** A rate add-on beyond this many points would be no test a lender applies. */
const MAX_RATE_STRESS = 20;

const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

type Json = Record<string, unknown>;
const objectAt = (value: unknown): Json =>
  value && typeof value === "object" ? (value as Json) : {};

/** A cap or a share: a percentage of income from 0 to 100. */
function percent(value: unknown, field: string, problems: string[]): value is number {
  if (!isNumber(value)) return false; // a missing one is reported by the schema check
  if (value < 0 || value > 100) {
    problems.push(`${field} ${value} is not a percentage from 0 to 100`);
    return false;
  }
  return true;
}

function ruleProblems(rules: Json): string[] {
  const problems: string[] = [];
  const { leiCap, foreignCap, firstHomeBonus, rateStress, fxStress } = rules;
  const lei = percent(leiCap, "rules.leiCap", problems);
  const foreign = percent(foreignCap, "rules.foreignCap", problems);
  const bonus = percent(firstHomeBonus, "rules.firstHomeBonus", problems);
  if (lei && foreign && foreignCap > leiCap) {
    problems.push(
      `rules.foreignCap ${foreignCap} is above rules.leiCap ${leiCap}: a credit in foreign currency may not be allowed more`,
    );
  }
  if (lei && bonus && leiCap + firstHomeBonus > 100) {
    problems.push(`rules.firstHomeBonus ${firstHomeBonus} takes rules.leiCap above 100%`);
  }
  if (isNumber(rateStress) && (rateStress < 0 || rateStress > MAX_RATE_STRESS)) {
    problems.push(`rules.rateStress ${rateStress} is not from 0 to ${MAX_RATE_STRESS} points`);
  }
  if (isNumber(fxStress) && (fxStress < 0 || fxStress > 100)) {
    problems.push(`rules.fxStress ${fxStress} is not a percentage from 0 to 100`);
  }
  return problems;
}

function inputProblems(inputs: Json): string[] {
  const problems: string[] = [];
  for (const name of INPUTS) {
    const range = objectAt(inputs[name]);
    problems.push(...rangeProblems(name, range));
    if (MONEY.has(name) && isNumber(range.decimals) && range.decimals > 2) {
      problems.push(
        `inputs.${name}: decimals ${range.decimals} is finer than a ban (lei take at most 2)`,
      );
    }
  }
  return problems;
}

function tableProblems(table: Json, inputs: Json): string[] {
  const problems: string[] = [];
  const within = (list: unknown, name: "income" | "term", field: string) => {
    const range = objectAt(inputs[name]);
    const { min, max } = range;
    if (!Array.isArray(list) || !isNumber(min) || !isNumber(max)) return;
    if (list.length === 0) problems.push(`${field} is empty: the table needs at least one`);
    list.forEach((value, i) => {
      if (!isNumber(value) || value < min || value > max) {
        problems.push(
          `${field}[${i}] ${String(value)} is outside inputs.${name} (${min} to ${max})`,
        );
      }
    });
  };
  within(table.incomes, "income", "table.incomes");
  within(table.terms, "term", "table.terms");
  return problems;
}

function exampleProblems(copy: Json): string[] {
  const text = objectAt(copy.example).text;
  if (typeof text !== "string") return [];
  const problems: string[] = [];
  const slots = text.split(DAE_SLOT).length - 1;
  if (slots !== 1) problems.push(`copy.example.text names ${DAE_SLOT} ${slots} times, not once`);
  for (const [, name] of text.matchAll(/\{(\w+)\}/g)) {
    if (!(CAPACITY_EXAMPLE_KEYS as readonly string[]).includes(name)) {
      problems.push(
        `copy.example.text: {${name}} is not one of {${CAPACITY_EXAMPLE_KEYS.join("}, {")}}`,
      );
    }
  }
  const caption = objectAt(copy.table).caption;
  if (typeof caption === "string") {
    for (const [, name] of caption.matchAll(/\{(\w+)\}/g)) {
      if (name !== "rate") problems.push(`copy.table.caption: {${name}} is not {rate}`);
    }
  }
  return problems;
}

/** Problems of the capacity entries: one entry, service pages, rules, ranges, table, example. */
export function checkCapacity(
  nodes: readonly DataNode[],
  where: (node: DataNode) => string,
  servicePageKeys: readonly string[],
): string[] {
  const problems: string[] = [];
  const entries = nodes.filter((n) => n.internal.type === CAPACITY_TYPE);
  entries.slice(1).forEach((node) => problems.push(`${where(node)}: only one check is shown`));
  for (const node of entries) {
    const report = (problem: string) => problems.push(`${where(node)}: ${problem}`);
    const pages = Array.isArray(node.pages) ? node.pages : [];
    pages.forEach((key, i) => {
      if (!servicePageKeys.includes(String(key)))
        report(`pages[${i}] "${String(key)}" is not the page key of a ServicePage route`);
    });
    const own = [
      ...ruleProblems(objectAt(node.rules)),
      ...inputProblems(objectAt(node.inputs)),
      ...tableProblems(objectAt(node.table), objectAt(node.inputs)),
      ...exampleProblems(objectAt(node.copy)),
    ];
    own.forEach(report);
    if (own.length === 0 && node.rules && node.inputs && node.table && node.copy) {
      try {
        capacityExample(node as never);
      } catch (error) {
        report(`the representative example cannot be computed: ${(error as Error).message}`);
      }
    }
  }
  return problems;
}

/** @jest-environment node */
// The build's checks of data/capacity.json (gatsby/capacityChecks.ts, run by gatsby/checks.ts): a
// limit outside 0–100 %, a missing field, a range or a table that cannot be used fails the build,
// naming the file and the field.
import { checkData, type DataNode } from "../../gatsby/checks";
import { checkInput, dataNodes } from "../helpers/dataNodes";

type Entry = DataNode & Record<string, Record<string, unknown>>;
const WHERE = 'data/capacity.json (lang "ro")';

/** The real data, with the capacity entry changed. */
function problemsWith(change: (node: Entry) => void) {
  const nodes = dataNodes().map((n) => {
    if (n.internal.type !== "CapacityJson") return n;
    const copy = structuredClone(n) as Entry;
    change(copy);
    return copy;
  });
  return checkData(checkInput(nodes));
}

describe("data/capacity.json checks", () => {
  it("pass on the project's data, one entry shown on two service pages", () => {
    expect(checkData(checkInput(dataNodes()))).toEqual([]);
    const entries = dataNodes().filter((n) => n.internal.type === "CapacityJson");
    expect(entries.map((n) => n.pages)).toEqual([
      ["credite_persoane_fizice", "finantari_termen_lung"],
    ]);
  });

  it("fail on a cap outside 0–100 %, naming the file and the field", () => {
    expect(problemsWith((n) => (n.rules.leiCap = 140))).toContain(
      `${WHERE}: rules.leiCap 140 is not a percentage from 0 to 100`,
    );
    expect(problemsWith((n) => (n.rules.foreignCap = -5))).toContain(
      `${WHERE}: rules.foreignCap -5 is not a percentage from 0 to 100`,
    );
    expect(problemsWith((n) => (n.rules.firstHomeBonus = 65))).toContain(
      `${WHERE}: rules.firstHomeBonus 65 takes rules.leiCap above 100%`,
    );
  });

  it("fail on a foreign-currency cap above the one in lei, and on stresses out of range", () => {
    expect(problemsWith((n) => (n.rules.foreignCap = 45))).toContain(
      `${WHERE}: rules.foreignCap 45 is above rules.leiCap 40: a credit in foreign currency may not be allowed more`,
    );
    const stressed = problemsWith((n) => {
      n.rules.rateStress = -1;
      n.rules.fxStress = 150;
    });
    expect(stressed).toContain(`${WHERE}: rules.rateStress -1 is not from 0 to 20 points`);
    expect(stressed).toContain(`${WHERE}: rules.fxStress 150 is not a percentage from 0 to 100`);
  });

  it("fail on a missing field", () => {
    expect(problemsWith((n) => delete n.rules.leiCap)).toContain(
      `${WHERE}: required field "rules.leiCap" is missing`,
    );
    expect(problemsWith((n) => delete (n.copy as Record<string, unknown>).warning)).toContain(
      `${WHERE}: required field "copy.warning" is missing`,
    );
  });

  it("fail on unusable ranges, table values outside them, pages that are no service page", () => {
    const problems = problemsWith((n) => {
      n.inputs.income = { ...(n.inputs.income as object), decimals: 3 };
      n.inputs.term = { ...(n.inputs.term as object), monthsPerUnit: 6 };
      n.table.incomes = [3000, 2_000_000];
      n.pages = ["leasing", "nicio_pagina"] as never;
    });
    expect(problems).toContain(
      `${WHERE}: inputs.income: decimals 3 is finer than a ban (lei take at most 2)`,
    );
    expect(problems).toContain(
      `${WHERE}: inputs.term: monthsPerUnit must be 1 (months) or 12 (years)`,
    );
    expect(problems).toContain(
      `${WHERE}: table.incomes[1] 2000000 is outside inputs.income (0 to 1000000)`,
    );
    expect(problems).toContain(
      `${WHERE}: pages[1] "nicio_pagina" is not the page key of a ServicePage route`,
    );
  });

  it("fail on an example template without its DAE or with an unknown figure", () => {
    const problems = problemsWith((n) => {
      (n.copy.example as Record<string, unknown>).text = "pentru {venit}: {amount}";
    });
    expect(problems).toContain(`${WHERE}: copy.example.text names {dae} 0 times, not once`);
    expect(
      problems.some((p) => p.startsWith(`${WHERE}: copy.example.text: {venit} is not one of`)),
    ).toBe(true);
  });
});

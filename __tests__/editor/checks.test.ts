/** @jest-environment node */
// The editor's save-time checks of a page's simulator: the ranges the build refuses, said in
// Romanian with the page's title and the field's label; every page of today's data passes.
import { problemsOf, simulatorProblems } from "../../cms/admin/checks";
import { readData, type Item } from "../helpers/dataFiles";

const leasing = readData<Item>("page-leasing.json");
const withAmount = (amount: Item) => ({
  ...leasing,
  simulator: {
    ...leasing.simulator,
    inputs: {
      ...leasing.simulator.inputs,
      amount: { ...leasing.simulator.inputs.amount, ...amount },
    },
  },
});
const field = `simulatorul paginii „${leasing.route.title}”, „${leasing.simulator.inputs.amount.label}”`;

describe("the editor's simulator checks", () => {
  it.each(["page-leasing.json", "page-credite-persoane-fizice.json", "page-acasa.json"])(
    "pass today's %s",
    (file) => {
      expect(problemsOf(`data/${file}`, readData<Item>(file))).toEqual([]);
    },
  );

  it("refuse a minimum above the maximum", () => {
    expect(problemsOf("data/page-leasing.json", withAmount({ min: 10, max: 5 }))).toEqual([
      `La ${field}: minimul 10 este mai mare decât maximul 5.`,
    ]);
  });

  it("refuse a starting value outside the range", () => {
    expect(
      problemsOf("data/page-leasing.json", withAmount({ min: 10, max: 20, default: 30 })),
    ).toEqual([`La ${field}: valoarea de pornire 30 nu este între minimul 10 și maximul 20.`]);
  });

  it("name a list of simulators by their pages", () => {
    const simulator = { key: "Leasing", inputs: { term: { label: "Durata", min: 60, max: 12 } } };
    expect(simulatorProblems([simulator])).toEqual([
      "La simulatorul paginii „Leasing”, „Durata”: minimul 60 este mai mare decât maximul 12.",
    ]);
  });

  it("look only at page files", () => {
    expect(problemsOf("data/simulator-copy.json", withAmount({ min: 10, max: 5 }))).toEqual([]);
  });
});

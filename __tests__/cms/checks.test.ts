/** @jest-environment node */
// The editor's save-time checks of data/simulator.json: the ranges the build refuses, said in
// Romanian with the page key and the field's label; every simulator of today's data passes.
import simulators from "../../data/simulator.json";
import { problemsOf, simulatorProblems } from "../../cms/admin/checks";

type Simulator = (typeof simulators)[number];
const withAmount = (amount: Partial<Simulator["inputs"]["amount"]>) => [
  {
    ...simulators[0],
    inputs: { ...simulators[0].inputs, amount: { ...simulators[0].inputs.amount, ...amount } },
  },
];

describe("the editor's simulator checks", () => {
  it("pass today's data", () => {
    expect(problemsOf("data/simulator.json", { items: simulators })).toEqual([]);
  });

  it("refuse a minimum above the maximum", () => {
    expect(simulatorProblems(withAmount({ min: 10, max: 5 }))).toEqual([
      `La simulatorul paginii „${simulators[0].key}”, „${simulators[0].inputs.amount.label}”: minimul 10 este mai mare decât maximul 5.`,
    ]);
  });

  it("refuse a starting value outside the range", () => {
    expect(simulatorProblems(withAmount({ min: 10, max: 20, default: 30 }))).toEqual([
      `La simulatorul paginii „${simulators[0].key}”, „${simulators[0].inputs.amount.label}”: valoarea de pornire 30 nu este între minimul 10 și maximul 20.`,
    ]);
  });

  it("look only at data/simulator.json", () => {
    expect(problemsOf("data/faq.ro.json", { items: withAmount({ min: 10, max: 5 }) })).toEqual([]);
  });
});

/** @jest-environment node */
// The one rule both the build and the editor hold a simulator range to, over any numbers.
import fc from "fast-check";
import { rangeOrderProblem } from "../../domain/simulator/rangeOrder";
import { propertyRuns } from "../helpers/propertyRuns";

const number = fc.double({ min: -1e9, max: 1e9, noNaN: true });

describe("a simulator range's order", () => {
  it("is wrong exactly when min > max, else when the start is outside [min, max]", () => {
    fc.assert(
      fc.property(number, number, number, (min, max, start) => {
        const problem = rangeOrderProblem({ min, max, default: start });
        if (min > max) expect(problem).toEqual({ kind: "min-above-max", min, max });
        else if (start < min || start > max) {
          expect(problem).toEqual({ kind: "start-outside", min, max, start });
        } else expect(problem).toBeNull();
      }),
      propertyRuns(2000),
    );
  });

  it("leaves a range with a number missing to the schema check", () => {
    expect(rangeOrderProblem({ min: 5, default: 1 })).toBeNull();
    expect(rangeOrderProblem({ min: "5", max: 1 })).toBeNull();
    expect(rangeOrderProblem({ min: 1, max: 5 })).toBeNull();
  });
});

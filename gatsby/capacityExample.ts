// The borrowing-capacity check's figures that the page shows without JavaScript, written at build
// time by the check's own arithmetic (domain/capacity.ts): the table of worked examples and the
// representative example, with its DAE set apart. The page's first load carries none of the
// arithmetic: the interactive check fetches it on demand.
import { capacityExample, exampleTable, type CapacitySource } from "../domain/capacityText";

/** CapacityJson.examples and .representativeExample: fields the build adds, never data. */
export const capacityResolvers = {
  CapacityJson: {
    examples: {
      type: "CapacityExamples!",
      resolve: (source: CapacitySource) => exampleTable(source),
    },
    representativeExample: {
      type: "ExampleSentence!",
      resolve: (source: CapacitySource) => {
        const { before, dae, after } = capacityExample(source);
        return { before, dae, after };
      },
    },
  },
};

// The one-sentence representative example that every page promoting consumer credit carries,
// written at build time by the simulator's own arithmetic: the page gets its text, its DAE set
// apart, and none of the arithmetic reaches the browser of a page that has no simulator.
import { representativeExample, type RepresentativeExample } from "../domain/simulator/example";
import { creditSimulatorFields } from "../domain/simulator/summary";

/** What the resolver reads of a SimulatorJson node: its raw data, as in its page file. */
interface SimulatorSource {
  key: string;
  copy: string;
  product?: string | null;
  standardInfo?: { exampleLine: string } | null;
  inputs: Parameters<typeof creditSimulatorFields>[0];
}

interface NodeModel {
  findOne(args: {
    type: string;
    query: { filter: Record<string, unknown> };
  }): Promise<{ currency: string } | null>;
}

/** standardInfo's example line with the simulator's default figures; null without standardInfo. */
export async function standardExample(
  source: SimulatorSource,
  nodeModel: NodeModel,
): Promise<RepresentativeExample | null> {
  const line = source.standardInfo?.exampleLine;
  const fields = creditSimulatorFields(source.inputs);
  if (!line || !fields) return null;
  const copy = await nodeModel.findOne({
    type: "SimulatorCopyJson",
    query: { filter: { lang: { eq: source.copy } } },
  });
  if (!copy) throw new Error(`simulator "${source.key}": no simulator copy for "${source.copy}"`);
  const where = `simulator "${source.key}": standardInfo.exampleLine`;
  return representativeExample(fields, source.product ?? "", line, copy.currency, where);
}

/** SimulatorJson.standardExample: a field the build adds, so the data and the editor never hold it. */
export const creditExampleResolvers = {
  SimulatorJson: {
    standardExample: {
      type: "ExampleSentence",
      resolve: (source: SimulatorSource, _args: unknown, context: { nodeModel: NodeModel }) =>
        standardExample(source, context.nodeModel),
    },
  },
};

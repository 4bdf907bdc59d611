// The representative examples of consumer credit, written at build time by the simulator's own
// arithmetic: the full example beside a credit simulator, and the one sentence every other page
// promoting consumer credit carries. A page gets the text with its DAE set apart, and none of the
// arithmetic reaches its first load: the simulator's page fetches it with the simulator, on demand.
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

interface SimulatorCopy {
  currency: string;
  example: { text: string };
}

interface NodeModel {
  findOne(args: {
    type: string;
    query: { filter: Record<string, unknown> };
  }): Promise<SimulatorCopy | null>;
}

async function simulatorCopy(
  source: SimulatorSource,
  nodeModel: NodeModel,
): Promise<SimulatorCopy> {
  const copy = await nodeModel.findOne({
    type: "SimulatorCopyJson",
    query: { filter: { lang: { eq: source.copy } } },
  });
  if (!copy) throw new Error(`simulator "${source.key}": no simulator copy for "${source.copy}"`);
  return copy;
}

/** A credit simulator's example, beside it on its page: the simulator copy's `example.text` with
 * the default figures; null for a leasing simulator. */
export async function pageExample(
  source: SimulatorSource,
  nodeModel: NodeModel,
): Promise<RepresentativeExample | null> {
  const fields = creditSimulatorFields(source.inputs);
  if (!fields) return null;
  const copy = await simulatorCopy(source, nodeModel);
  const where = `data/simulator-copy.json (${source.copy}): example.text`;
  return representativeExample(
    fields,
    source.product ?? "",
    copy.example.text,
    copy.currency,
    where,
  );
}

/** standardInfo's example line with the simulator's default figures; null without standardInfo. */
export async function standardExample(
  source: SimulatorSource,
  nodeModel: NodeModel,
): Promise<RepresentativeExample | null> {
  const line = source.standardInfo?.exampleLine;
  const fields = creditSimulatorFields(source.inputs);
  if (!line || !fields) return null;
  const copy = await simulatorCopy(source, nodeModel);
  const where = `simulator "${source.key}": standardInfo.exampleLine`;
  return representativeExample(fields, source.product ?? "", line, copy.currency, where);
}

/** SimulatorJson.representativeExample and .standardExample: fields the build adds, so the data
 * and the editor never hold them. */
export const creditExampleResolvers = {
  SimulatorJson: {
    representativeExample: {
      type: "ExampleSentence",
      resolve: (source: SimulatorSource, _args: unknown, context: { nodeModel: NodeModel }) =>
        pageExample(source, context.nodeModel),
    },
    standardExample: {
      type: "ExampleSentence",
      resolve: (source: SimulatorSource, _args: unknown, context: { nodeModel: NodeModel }) =>
        standardExample(source, context.nodeModel),
    },
  },
};

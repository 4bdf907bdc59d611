/** @jest-environment node */
// The one-sentence example the build writes for the pages that promote consumer credit: the same
// text and DAE as the simulator's own example function gives for the data's defaults.
import page from "../../data/page-credite-persoane-fizice.json";
import copy from "../../data/simulator-copy.json";
import { standardExample } from "../../gatsby/creditExample";
import { representativeExample } from "../../domain/simulator/example";
import { creditSimulatorFields } from "../../domain/simulator/summary";

const source = { key: "credite_persoane_fizice", ...page.simulator };

/** The copy nodes the build holds, found as the resolver asks for them. */
const nodeModel = {
  findOne: async ({ query }: { query: { filter: Record<string, unknown> } }) =>
    (query.filter.lang as { eq: string }).eq === copy.lang ? copy : null,
};

describe("standardExample, the credit's example in one sentence", () => {
  it("is the simulator's example of the page file's defaults, its DAE with two decimals", async () => {
    const fields = creditSimulatorFields(page.simulator.inputs)!;
    const expected = representativeExample(
      fields,
      page.simulator.product,
      page.simulator.standardInfo.exampleLine,
      copy.currency,
    );
    const sentence = await standardExample(source, nodeModel);
    expect(sentence).toEqual(expected);
    expect(sentence!.dae).toMatch(/^\d+,\d{2}\s?%$/);
    expect(sentence!.before).toContain(page.simulator.product);
  });

  it("is null for a simulator without standard information", async () => {
    expect(await standardExample({ ...source, standardInfo: null }, nodeModel)).toBeNull();
  });

  it("names the simulator when its copy is missing", async () => {
    await expect(standardExample({ ...source, copy: "xx" }, nodeModel)).rejects.toThrow(
      'simulator "credite_persoane_fizice": no simulator copy for "xx"',
    );
  });
});

/** @jest-environment node */
// The examples the build writes: the full one beside a credit simulator, and the one sentence for
// the pages that promote consumer credit; each the same text and DAE as the simulator's own example
// function gives for the data's defaults.
import page from "../../data/page-credite-persoane-fizice.json";
import copy from "../../data/simulator-copy.json";
import leasing from "../../data/page-leasing.json";
import { pageExample, standardExample } from "../../gatsby/creditExample";
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

describe("pageExample, the full example beside a credit simulator", () => {
  it("is the simulator copy's example text with the page file's defaults", async () => {
    const fields = creditSimulatorFields(page.simulator.inputs)!;
    const expected = representativeExample(
      fields,
      page.simulator.product,
      copy.example.text,
      copy.currency,
    );
    const example = await pageExample(source, nodeModel);
    expect(example).toEqual(expected);
    expect(`${example!.before}${example!.dae}${example!.after}`).not.toMatch(/[{}]/);
  });

  it("is null for a leasing simulator", async () => {
    expect(leasing.simulator.kind).toBe("leasing");
    expect(await pageExample({ key: "leasing", ...leasing.simulator }, nodeModel)).toBeNull();
  });

  it("names the copy's template when it lacks the DAE", async () => {
    const noDae = {
      findOne: async () => ({ ...copy, example: { ...copy.example, text: "fără DAE" } }),
    };
    await expect(pageExample(source, noDae)).rejects.toThrow(
      `data/simulator-copy.json (${copy.lang}): example.text must name {dae} exactly once`,
    );
  });
});

/** @jest-environment node */
// The build refuses a credit simulator whose example cannot name its product, and consumer
// credit's standard information that is misplaced or incomplete, naming the file and the field.
import { checkData, type DataNode } from "../../gatsby/checks";
import { checkInput, dataNodes } from "../helpers/dataNodes";

type Entry = DataNode & { standardInfo?: Record<string, unknown> | null; product?: unknown };

/** The real data, with one simulator entry changed. */
function problemsWith(key: string, change: (node: Entry) => Entry) {
  const nodes = dataNodes().map((n) =>
    n.internal.type === "SimulatorJson" && n.key === key ? change(structuredClone(n) as Entry) : n,
  );
  return checkData(checkInput(nodes));
}

const PERSONAL = "data/page-credite-persoane-fizice.json (simulator)";

describe("consumer credit's standard information and the example's product, at build time", () => {
  it("pass on the project's data", () => {
    expect(checkData(checkInput(dataNodes()))).toEqual([]);
  });

  it("fail on a credit without a product, and on a leasing with one", () => {
    expect(
      problemsWith("credite_persoane_fizice", ({ product: _product, ...node }) => node),
    ).toContain(`${PERSONAL}: product is required for credit: the representative example names it`);
    expect(problemsWith("leasing", (node) => ({ ...node, product: "leasing" }))).toContain(
      "data/page-leasing.json (simulator): product is for credit only",
    );
  });

  it("fail on a missing warning or link, through the declared schema", () => {
    const problems = problemsWith("credite_persoane_fizice", (node) => {
      delete node.standardInfo!.warning;
      delete node.standardInfo!.exampleLink;
      return node;
    });
    expect(problems).toContain(`${PERSONAL}: required field "standardInfo.warning" is missing`);
    expect(problems).toContain(`${PERSONAL}: required field "standardInfo.exampleLink" is missing`);
  });

  it("fail on a summary without its DAE or with a figure it cannot give", () => {
    const problems = problemsWith("credite_persoane_fizice", (node) => {
      node.standardInfo!.exampleLine = "Rata {instalment}, avans {advance}.";
      return node;
    });
    expect(problems).toContain(
      `${PERSONAL}: standardInfo.exampleLine names {dae} 0 times, not once`,
    );
    expect(problems.join("\n")).toContain(
      `${PERSONAL}: standardInfo.exampleLine: {advance} is not one of {product}`,
    );
  });

  it("fail on the standard information on a leasing, or on two simulators", () => {
    const info = dataNodes().find(
      (n) => n.internal.type === "SimulatorJson" && n.key === "credite_persoane_fizice",
    )!.standardInfo as Entry["standardInfo"];
    const onLeasing = problemsWith("leasing", (node) => ({ ...node, standardInfo: info }));
    expect(onLeasing).toContain(
      "data/page-leasing.json (simulator): standardInfo is for a consumer credit only",
    );
    expect(onLeasing.join("\n")).toMatch(/standardInfo is on the simulator of "\w+" already/);
  });

  it("fail on a link to the example that is not a page of the site", () => {
    const problems = problemsWith("credite_persoane_fizice", (node) => {
      node.standardInfo!.exampleLink = { label: "Exemplu", link: "/servicii/credit#simulator" };
      return node;
    });
    expect(problems.join("\n")).toContain('link "/servicii/credit#simulator" is not a route');
  });
});

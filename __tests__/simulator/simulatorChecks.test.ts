/** @jest-environment node */
import { checkData, describeItem, type DataNode } from "../../gatsby/checks";
import { checkSimulators } from "../../gatsby/simulatorChecks";
import { checkInput, dataNodes } from "../helpers/dataNodes";

type Fields = Record<string, Record<string, unknown>>;

/** The real data, with one simulator entry's fields (or the entry itself) changed. */
function problemsWith(key: string, change: (node: DataNode & { inputs: Fields }) => DataNode) {
  const nodes = dataNodes().map((n) =>
    n.internal.type === "SimulatorJson" && n.key === key
      ? change(structuredClone(n) as DataNode & { inputs: Fields })
      : n,
  );
  return checkData(checkInput(nodes));
}

function withField(key: string, field: string, values: Record<string, unknown>) {
  return problemsWith(key, (node) => {
    node.inputs[field] = { ...node.inputs[field], ...values };
    return node;
  });
}

describe('simulator data checks (a service page file\'s "simulator")', () => {
  it("pass on the project's data, which has one simulator on each of the three pages", () => {
    expect(checkData(checkInput(dataNodes()))).toEqual([]);
    const keys = dataNodes()
      .filter((n) => n.internal.type === "SimulatorJson")
      .map((n) => n.key);
    expect(keys.sort()).toEqual(["credite_persoane_fizice", "finantari_termen_lung", "leasing"]);
  });

  it("fail on min greater than max, naming the file, the page key and the field", () => {
    expect(withField("leasing", "term", { min: 60, max: 12 })).toContain(
      "data/page-leasing.json (simulator): inputs.term: min 60 is greater than max 12",
    );
  });

  it("fail on a default outside its range", () => {
    expect(withField("credite_persoane_fizice", "rate", { default: 75 })).toContain(
      "data/page-credite-persoane-fizice.json (simulator): inputs.rate: default 75 is outside its range 0 to 50",
    );
    expect(withField("finantari_termen_lung", "amount", { default: 500 })).toContain(
      "data/page-finantari-pe-termen-lung.json (simulator): inputs.amount: default 500 is outside its range 10000 to 10000000",
    );
  });

  it("fail on a term with decimals, a bad unit or under one unit, and on percents over 100", () => {
    const term = withField("leasing", "term", { decimals: 1, monthsPerUnit: 6, min: 0 });
    expect(term).toContain(
      "data/page-leasing.json (simulator): inputs.term: a term takes no decimals (decimals 1)",
    );
    expect(term).toContain(
      "data/page-leasing.json (simulator): inputs.term: monthsPerUnit must be 1 (months) or 12 (years)",
    );
    expect(term).toContain(
      "data/page-leasing.json (simulator): inputs.term: min 0 is shorter than one unit",
    );
    expect(withField("leasing", "advance", { max: 100 })).toContain(
      "data/page-leasing.json (simulator): inputs.advance: max 100% leaves nothing to finance",
    );
    expect(withField("leasing", "residual", { max: 120 })).toContain(
      "data/page-leasing.json (simulator): inputs.residual: max 120% is over 100%",
    );
  });

  it("fail on decimals out of bounds and a default with more decimals than allowed", () => {
    expect(withField("leasing", "rate", { decimals: 7 })).toContain(
      "data/page-leasing.json (simulator): inputs.rate: decimals 7 is not a whole number from 0 to 4",
    );
    expect(withField("leasing", "rate", { default: 8.125 })).toContain(
      "data/page-leasing.json (simulator): inputs.rate: default 8.125 has more than 2 decimals",
    );
  });

  it("fail on leasing defaults that leave nothing to finance", () => {
    const problems = problemsWith("leasing", (node) => {
      node.inputs.advance = { ...node.inputs.advance, default: 80 };
      node.inputs.residual = { ...node.inputs.residual, default: 30 };
      return node;
    });
    expect(problems).toContain(
      "data/page-leasing.json (simulator): default advance 80% and residual value 30% exceed 100% of the asset's value",
    );
  });

  it("fail on an unknown kind, a key that is not a service page and leasing fields on a credit", () => {
    const problems = problemsWith("finantari_termen_lung", (node) => ({
      ...node,
      key: "termen_lung",
      kind: "ipoteca",
      inputs: { ...node.inputs, advance: { ...node.inputs.amount, max: 90, default: 10, min: 0 } },
    }));
    expect(problems).toEqual(
      expect.arrayContaining([
        'data/page-finantari-pe-termen-lung.json (simulator): key "termen_lung" is not the page key of a ServicePage route',
        'data/page-finantari-pe-termen-lung.json (simulator): kind "ipoteca" is not one of credit, leasing',
        "data/page-finantari-pe-termen-lung.json (simulator): inputs.advance is for leasing only",
      ]),
    );
  });

  it("fail on a leasing without its residual value, and on a missing copy", () => {
    const problems = problemsWith("leasing", (node) => {
      delete node.inputs.residual;
      return { ...node, copy: "en" };
    });
    expect(problems).toContain(
      "data/page-leasing.json (simulator): inputs.residual is required for leasing",
    );
    expect(problems).toContain(
      'data/page-leasing.json (simulator): copy "en" has no entry in data/simulator-copy.json',
    );
  });

  it("fail on a missing required field through the declared schema", () => {
    expect(withField("leasing", "rate", { max: undefined })).toContain(
      'data/page-leasing.json (simulator): required field "inputs.rate.max" is missing',
    );
  });

  it("fail on two simulators for one page", () => {
    const [first] = dataNodes().filter((n) => n.internal.type === "SimulatorJson");
    expect(first.key).toBe("credite_persoane_fizice");
    const where = (node: DataNode) => `data/${String(node.parent)} (${describeItem(node)})`;
    expect(checkSimulators([first, first], where, [String(first.key)])).toContain(
      'data/page-credite-persoane-fizice.json (simulator): page key "credite_persoane_fizice" has a simulator already',
    );
  });
});

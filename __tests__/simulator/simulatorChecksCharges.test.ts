/** @jest-environment node */
// The build's checks of a credit's charges (a service page file's "simulator") and of the
// representative example's template (data/simulator-copy.json): each bad value fails naming file,
// item and field.
import fs from "fs";
import path from "path";
import { checkData, type DataNode } from "../../gatsby/checks";
import { checkPlaceholders } from "../../gatsby/placeholders";
import { checkInput, dataNodes } from "../helpers/dataNodes";

const DATA = path.resolve(__dirname, "../../data");
const PERSONAL = "data/page-credite-persoane-fizice.json (simulator)";
const LONG_TERM = "data/page-finantari-pe-termen-lung.json (simulator)";
const LEASING = "data/page-leasing.json (simulator)";
const COPY = 'data/simulator-copy.json (lang "ro")';

type Fields = Record<string, Record<string, unknown> | undefined>;
type Entry = DataNode & { inputs: Fields };

/** The build's problems with the real data, one node of `type` (and `key`) changed. */
function problemsWith(type: string, key: string | null, change: (node: Entry) => DataNode) {
  const nodes = dataNodes().map((n) =>
    n.internal.type === type && (key === null || n.key === key)
      ? change(structuredClone(n) as Entry)
      : n,
  );
  return simulatorProblems(nodes);
}

/** The build's problems about the simulators and their copy (other parts' problems are their own). */
const simulatorProblems = (nodes: DataNode[]) =>
  checkData(checkInput(nodes)).filter(
    (problem) =>
      problem.startsWith("data/simulator-copy.json") || problem.includes(" (simulator): "),
  );

const withField = (key: string, field: string, values: Record<string, unknown>) =>
  problemsWith("SimulatorJson", key, (node) => {
    node.inputs[field] = { ...node.inputs[field], ...values };
    return node;
  });

const withExample = (text: string) =>
  problemsWith("SimulatorCopyJson", null, (node) => ({
    ...node,
    example: { ...(node.example as object), text },
  }));

describe("a credit's charges (a service page file's \"simulator\")", () => {
  it("pass on the project's data: each credit has its three charges, the leasing none", () => {
    expect(simulatorProblems(dataNodes())).toEqual([]);
    for (const node of dataNodes().filter((n) => n.internal.type === "SimulatorJson")) {
      const names = Object.keys(node.inputs as object);
      const charges = ["analysisFee", "monthlyFee", "monthlyInsurance"];
      if (node.kind === "credit") expect(names).toEqual(expect.arrayContaining(charges));
      else expect(names.filter((name) => charges.includes(name))).toEqual([]);
    }
  });

  it("fail on a credit without one of its charges, and on a charge given to the leasing", () => {
    const missing = problemsWith("SimulatorJson", "credite_persoane_fizice", (node) => {
      delete node.inputs.monthlyFee;
      return node;
    });
    expect(missing).toContain(`${PERSONAL}: inputs.monthlyFee is required for credit`);
    const leasing = problemsWith("SimulatorJson", "leasing", (node) => {
      node.inputs.analysisFee = { ...node.inputs.amount, min: 0, max: 100, default: 0 };
      return node;
    });
    expect(leasing).toContain(`${LEASING}: inputs.analysisFee is for credit only`);
  });

  it("fail on a charge's min above its max, or a default outside its range", () => {
    expect(withField("credite_persoane_fizice", "monthlyFee", { min: 100, max: 50 })).toContain(
      `${PERSONAL}: inputs.monthlyFee: min 100 is greater than max 50`,
    );
    expect(withField("finantari_termen_lung", "monthlyInsurance", { default: 5001 })).toContain(
      `${LONG_TERM}: inputs.monthlyInsurance: default 5001 is outside its range 0 to 5000`,
    );
    expect(withField("credite_persoane_fizice", "monthlyInsurance", { min: -10 })).toContain(
      `${PERSONAL}: inputs.monthlyInsurance: min -10 is negative`,
    );
  });

  it("fail on money finer than a ban, amount included", () => {
    expect(withField("credite_persoane_fizice", "analysisFee", { decimals: 3 })).toContain(
      `${PERSONAL}: inputs.analysisFee: decimals 3 is finer than a ban (lei take at most 2)`,
    );
    expect(withField("finantari_termen_lung", "amount", { decimals: 4 })).toContain(
      `${LONG_TERM}: inputs.amount: decimals 4 is finer than a ban (lei take at most 2)`,
    );
  });

  it("fail on an analysis fee that could take the whole of the smallest credit", () => {
    // 1.000 lei of fee on a credit of 1.000 lei: nothing reaches the borrower, and there is no DAE.
    expect(withField("credite_persoane_fizice", "analysisFee", { max: 1000 })).toContain(
      `${PERSONAL}: inputs.analysisFee: max 1000 is not below the smallest amount 1000: the fee would take the whole credit`,
    );
    expect(withField("credite_persoane_fizice", "analysisFee", { max: 999.99 })).toEqual([]);
  });

  it("fail when the defaults give no DAE for the example, with the reason", () => {
    const problems = withField("credite_persoane_fizice", "analysisFee", { default: 100_000 });
    expect(problems).toContain(
      `${PERSONAL}: inputs.analysisFee: default 100000 is outside its range 0 to 900`,
    );
    expect(problems).toContain(
      `${PERSONAL}: the default values give no DAE for the example: the analysis fee takes the whole credit: the consumer receives nothing`,
    );
  });

  it("fail on a charge without its maximum, through the declared schema", () => {
    expect(withField("finantari_termen_lung", "analysisFee", { max: undefined })).toContain(
      `${LONG_TERM}: required field "inputs.analysisFee.max" is missing`,
    );
  });

  it("mark the charges' defaults as placeholders the firm must confirm (npm run check:live)", () => {
    const credits = ["page-credite-persoane-fizice.json", "page-finantari-pe-termen-lung.json"];
    for (const file of credits) {
      const data = JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8"));
      expect(data.simulator.kind).toBe("credit");
      const { placeholders, errors } = checkPlaceholders(file, data);
      expect(errors).toEqual([]);
      const marked = placeholders.filter((p) => p.marked).map((p) => p.key);
      for (const charge of ["analysisFee", "monthlyFee", "monthlyInsurance"]) {
        expect(marked).toContain(`simulator.inputs.${charge}.default`);
      }
    }
  });
});

describe("the representative example's template (data/simulator-copy.json)", () => {
  it("fails without the DAE, or with it twice", () => {
    expect(withExample("Rata lunară: {instalment}.")).toContain(
      `${COPY}: example.text names {dae} 0 times, not once`,
    );
    expect(withExample("DAE {dae}, adică {dae}.")).toContain(
      `${COPY}: example.text names {dae} 2 times, not once`,
    );
  });

  it("fails on a figure the example cannot give, naming the ones it can", () => {
    expect(withExample("DAE {dae}, avans {advance}.")).toContain(
      `${COPY}: example.text: {advance} is not one of {product}, {amount}, {term}, {rate}, {dae}, {instalment}, {monthlyPayment}, {monthlyFee}, {monthlyInsurance}, {analysisFee}, {totalCost}, {totalPayable}`,
    );
  });

  it("fails on a missing template through the declared schema", () => {
    const problems = problemsWith("SimulatorCopyJson", null, (node) => ({
      ...node,
      example: { label: "Exemplu reprezentativ:", placeholderNote: "Valori de exemplu." },
    }));
    expect(problems).toContain(`${COPY}: required field "example.text" is missing`);
  });
});

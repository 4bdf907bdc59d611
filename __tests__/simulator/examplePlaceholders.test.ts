/** @jest-environment node */
// Every figure a credit's representative example is built from is a value the firm has still to
// confirm: the amount, the term and the rate as much as the fees. Each is marked in its page file,
// so the go-live check (gatsby/placeholders.ts, behind `npm run check:live` and the production
// build) refuses it, naming the file and the key.
import { DATA_DIR, findPlaceholders, formatPlaceholders } from "../../gatsby/placeholders";
import { simulatorKeys } from "./simulatorSpecs";

const FILES: Record<string, string> = {
  credite_persoane_fizice: "page-credite-persoane-fizice.json",
  finantari_termen_lung: "page-finantari-pe-termen-lung.json",
};
const EXAMPLE_INPUTS = [
  "amount",
  "term",
  "rate",
  "analysisFee",
  "monthlyFee",
  "monthlyInsurance",
] as const;

describe("the representative examples' inputs as placeholders", () => {
  const { placeholders, errors } = findPlaceholders(DATA_DIR);

  it("covers every credit simulator of the page files", () => {
    expect(errors).toEqual([]);
    expect(simulatorKeys("credit").sort()).toEqual(Object.keys(FILES).sort());
  });

  describe.each(Object.entries(FILES))("%s (data/%s)", (_key, file) => {
    it.each(EXAMPLE_INPUTS)("reports simulator.inputs.%s.default, marked", (input) => {
      const key = `simulator.inputs.${input}.default`;
      const found = placeholders.filter((p) => p.file === file && p.key === key);
      expect(found).toHaveLength(1);
      expect(found[0].marked).toBe(true);
      expect(formatPlaceholders(found)[0]).toMatch(
        new RegExp(`^data/${file.replace(/\./g, "\\.")}: ${key.replace(/\./g, "\\.")} = "`),
      );
    });
  });

  it("states the personal loan's amount, term and rate as the values to confirm", () => {
    const values = Object.fromEntries(
      placeholders
        .filter((p) => p.file === FILES.credite_persoane_fizice)
        .map((p) => [p.key, p.value]),
    );
    expect(values).toMatchObject({
      "simulator.inputs.amount.default": "100000",
      "simulator.inputs.term.default": "60",
      "simulator.inputs.rate.default": "10",
    });
  });
});

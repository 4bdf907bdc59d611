import { formatCount } from "../../src/components/ui/Counter";

describe("counter values", () => {
  it("group digits per language", () => {
    expect(formatCount(12000, 12000, "ro")).toBe("12.000");
    expect(formatCount(12000, 12000, "en")).toBe("12,000");
  });

  it("show a decimal only when the target is not a whole number", () => {
    expect(formatCount(3.14159, 10, "en")).toBe("3");
    expect(formatCount(4.5, 4.5, "en")).toBe("4.5");
    expect(formatCount(4.5, 4.5, "ro")).toBe("4,5");
    expect(formatCount(2.04, 4.5, "ro")).toBe("2,0");
  });
});

describe("counter values against the platform's own formatting", () => {
  it.each([0, 7, 999, 1000, 12345, 240, 5000, 1234567, 10.5, 99.95, 4.25])(
    "%s formats as toLocaleString does in ro-RO and en-US",
    (target) => {
      for (const [lang, locale] of [
        ["ro", "ro-RO"],
        ["en", "en-US"],
      ] as const) {
        const decimals = Number.isInteger(target) ? 0 : 1;
        // What the counters showed with toLocaleString before.
        const expected = target.toLocaleString(locale, {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        });
        expect(formatCount(target, target, lang)).toBe(expected);
      }
    },
  );
});

/** @jest-environment node */
// The site's one number, money and template formatter, in both languages, against Intl itself.
import fc from "fast-check";
import { fillTemplate, formatBani, formatNumber } from "../../domain/format";
import { LOCALES } from "../../domain/locale";

describe("formatNumber", () => {
  it("groups thousands and marks decimals as each language does, dropping trailing zeros", () => {
    expect(formatNumber(100_000, "ro")).toBe("100.000");
    expect(formatNumber(100_000, "en")).toBe("100,000");
    expect(formatNumber(1_000_000, "ro", { maxDecimals: 0 })).toBe("1.000.000");
    expect(formatNumber(10.5, "ro")).toBe("10,5");
    expect(formatNumber(10.257, "ro")).toBe("10,26");
    expect(formatNumber(0, "ro")).toBe("0");
    expect(formatNumber(-1234.5, "ro")).toBe("-1.234,5");
    expect(formatNumber(-0.001, "ro")).toBe("0");
  });

  it("keeps as many decimals as asked for", () => {
    expect(formatNumber(4, "ro", { maxDecimals: 1, minDecimals: 1 })).toBe("4,0");
    expect(formatNumber(4.9, "en", { maxDecimals: 2, minDecimals: 2 })).toBe("4.90");
  });

  it("writes what Intl writes for the language, by hand", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(...(Object.keys(LOCALES) as (keyof typeof LOCALES)[])),
        (value, decimals, lang) => {
          // Intl rounds half away from zero from the exact binary value, as toFixed does. The site
          // groups every number ("1.000"); Romanian Intl leaves four digits ungrouped unless asked
          // for "always" (ES2023, newer than the TypeScript lib this project targets).
          const options = { maximumFractionDigits: decimals, useGrouping: "always" };
          const intl = new Intl.NumberFormat(
            LOCALES[lang].tag,
            options as unknown as Intl.NumberFormatOptions,
          ).format(value);
          expect(formatNumber(value, lang, { maxDecimals: decimals })).toBe(
            intl.replace(/^-0$/, "0").replace(/\u2212/, "-"),
          );
        },
      ),
    );
  });
});

describe("formatBani", () => {
  it("shows bani as money with two decimals", () => {
    expect(formatBani(212_470, "ro")).toBe("2.124,70");
    expect(formatBani(12_748_200, "ro")).toBe("127.482,00");
    expect(formatBani(5, "ro")).toBe("0,05");
    expect(formatBani(100_000_000_000, "ro")).toBe("1.000.000.000,00");
    expect(formatBani(-150, "ro")).toBe("-1,50");
    expect(formatBani(212_470, "en")).toBe("2,124.70");
  });
});

describe("fillTemplate", () => {
  it("fills named placeholders, values as text, and refuses unknown ones", () => {
    expect(
      fillTemplate("{label}: de la {min} la {max}.", { label: "Durata", min: 6, max: "360 luni" }),
    ).toBe("Durata: de la 6 la 360 luni.");
    expect(fillTemplate("Cerere de la {name}", { name: "$& $' $`" })).toBe("Cerere de la $& $' $`");
    expect(() => fillTemplate("{label} {nope}", { label: "x" })).toThrow(/\{nope\}/);
    expect(() => fillTemplate("{toString}", {})).toThrow(/\{toString\}/);
  });
});

/** @jest-environment node */
import {
  fillTemplate,
  formatBani,
  formatLei,
  formatNumber,
  parseNumber,
  withUnit,
} from "../../src/simulator/format";

describe("parseNumber", () => {
  it.each([
    ["100.000", 100_000, 0],
    ["100000", 100_000, 0],
    ["100 000", 100_000, 0],
    ["100\u00a0000", 100_000, 0], // a no-break space, as pasted from a formatted figure
    ["100\u202f000", 100_000, 0],
    ["1.000.000", 1_000_000, 0],
    ["1.000,5", 1000.5, 1],
    ["1.000,50", 1000.5, 1],
    ["2.124,70", 2124.7, 1],
    ["100 000,25", 100_000.25, 2],
    ["10,5", 10.5, 1],
    ["10.5", 10.5, 1],
    ["7.125", 7125, 0],
    ["0", 0, 0],
    ["60,0", 60, 0],
    ["  48  ", 48, 0],
    ["-5", -5, 0],
  ])("reads %j as %d with %d decimals", (text, value, decimals) => {
    expect(parseNumber(text)).toEqual({ ok: true, value, decimals });
  });

  it.each(["", "   "])("calls %j empty", (text) => {
    expect(parseNumber(text)).toEqual({ ok: false, reason: "empty" });
  });

  it.each([
    "abc",
    "100 lei",
    "1e5",
    "1.00.0",
    "10.000.5",
    "1,000,000",
    "1 00",
    "100.00.000",
    ",5",
    "5,",
    "1..0",
    "12abc",
    "--5",
    "Infinity",
    "0x10",
  ])("rejects garbage %j", (text) => {
    expect(parseNumber(text)).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("formatNumber", () => {
  it("groups thousands with dots and marks decimals with a comma, dropping trailing zeros", () => {
    expect(formatNumber(100_000)).toBe("100.000");
    expect(formatNumber(1_000_000, 0)).toBe("1.000.000");
    expect(formatNumber(10.5)).toBe("10,5");
    expect(formatNumber(10.25, 2)).toBe("10,25");
    expect(formatNumber(10.257, 2)).toBe("10,26");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(-1234.5)).toBe("-1.234,5");
  });

  it("reads back what it writes", () => {
    for (const value of [0, 7, 10.5, 1000.25, 123_456.78, 10_000_000]) {
      expect(parseNumber(formatNumber(value))).toMatchObject({ ok: true, value });
    }
  });
});

describe("money", () => {
  it("shows bani as ro-RO money with two decimals", () => {
    expect(formatBani(212_470)).toBe("2.124,70");
    expect(formatBani(12_748_200)).toBe("127.482,00");
    expect(formatBani(5)).toBe("0,05");
    expect(formatBani(100_000_000_000)).toBe("1.000.000.000,00");
    expect(formatBani(-150)).toBe("-1,50");
    expect(formatLei(212_470, "lei")).toBe("2.124,70 lei");
  });

  it("puts the percent sign right after the number and other units after a space", () => {
    expect(withUnit("10", "%")).toBe("10%");
    expect(withUnit("60", "luni")).toBe("60 luni");
  });
});

describe("fillTemplate", () => {
  it("fills named placeholders and refuses unknown ones", () => {
    expect(
      fillTemplate("{label}: de la {min} la {max}.", { label: "Durata", min: 6, max: "360 luni" }),
    ).toBe("Durata: de la 6 la 360 luni.");
    expect(() => fillTemplate("{label} {nope}", { label: "x" })).toThrow(/\{nope\}/);
  });
});

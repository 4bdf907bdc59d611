/** @jest-environment node */
// The simulator's number input, and its figures with their units (the numbers themselves are
// written by domain/format.ts, tested in __tests__/i18n/format.test.ts).
import { formatNumber } from "../../domain/format";
import { DAE_DECIMALS, creditDae } from "../../domain/simulator/dae";
import {
  SIMULATOR_LANG,
  formatDae,
  formatLei,
  parseNumber,
  withUnit,
} from "../../domain/simulator/format";

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

describe("parseNumber and the formatter agree", () => {
  it("reads back what the site writes", () => {
    for (const value of [0, 7, 10.5, 1000.25, 123_456.78, 10_000_000]) {
      expect(parseNumber(formatNumber(value, SIMULATOR_LANG))).toMatchObject({ ok: true, value });
    }
  });
});

describe("money", () => {
  it("shows bani as lei with their currency", () => {
    expect(formatLei(212_470, "lei")).toBe("2.124,70 lei");
  });

  it("puts the percent sign right after the number and other units after a space", () => {
    expect(withUnit("10", "%")).toBe("10%");
    expect(withUnit("60", "luni")).toBe("60 luni");
  });
});

describe("formatDae: the DAE with two decimals, as the rate beside it", () => {
  it.each([
    [11.94, "11,94%"],
    [10, "10,00%"],
    [0, "0,00%"],
    [10.5, "10,50%"],
    [1234.5, "1.234,50%"],
  ])("writes %d as %j", (percent, text) => {
    expect(formatDae(percent)).toBe(text);
  });

  it("never reads 'DAE 1,0 %' below a rate of 1,04 %: the credit's DAE keeps its second decimal", () => {
    const { daePercent } = creditDae({
      principal: 10_000_000,
      months: 60,
      annualPercent: 1.04,
      analysisFee: 0,
      monthlyFee: 0,
      monthlyInsurance: 0,
    });
    expect(DAE_DECIMALS).toBe(2);
    expect(formatDae(daePercent)).toBe("1,05%");
  });
});

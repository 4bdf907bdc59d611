/** @jest-environment node */
import { BUDGETS } from "../../bench/budgets";
import { medianPhone, unmeasuredPhone, type PhoneResult } from "../../bench/phoneFigures";
import {
  formatPhoneLegend,
  formatPhoneTable,
  phoneBudgetMisses,
  phoneMisses,
} from "../../bench/phoneReport";
import { phoneRun } from "./phoneRun";

const result = (path: string, values: Partial<PhoneResult> = {}): PhoneResult => ({
  ...medianPhone(path, [phoneRun()]),
  ...values,
});

const keys = (row: PhoneResult) => phoneMisses(row).map((m) => m.key);

describe("phone budgets", () => {
  it("a route within every budget misses none, a value at its budget passes", () => {
    expect(phoneMisses(result("/"))).toEqual([]);
    const atBudget = result("/", {
      menuFromPaintMs: BUDGETS.menuFromPaintMs,
      inpMs: { ...result("/").inpMs, formType: BUDGETS.inpMs },
    });
    expect(phoneMisses(atBudget)).toEqual([]);
  });

  it("a late menu, a dead tap and a menu no tap opened are misses", () => {
    expect(keys(result("/", { menuFromPaintMs: BUDGETS.menuFromPaintMs + 1 }))).toEqual([
      "menuFromPaintMs",
    ]);
    expect(keys(result("/", { deadTaps: 1 }))).toEqual(["deadTaps"]);
    expect(keys(result("/", { menuFromPaintMs: null, deadTaps: 25 }))).toEqual([
      "menuFromPaintMs",
      "deadTaps",
    ]);
  });

  it("a lost or unmeasured scroll is a miss", () => {
    expect(phoneMisses(result("/", { scrollKept: false, scrollY: 0 }))).toEqual([
      { key: "scrollKept", text: "early scroll lost (scrollY 0 after hydration)" },
    ]);
    expect(keys(result("/", { scrollKept: null }))).toEqual(["scrollKept"]);
  });

  it("holds the real load's blocking time to the TBT budget; not measured is a miss", () => {
    expect(phoneMisses(result("/", { blockingMs: BUDGETS.tbtMs }))).toEqual([]);
    expect(phoneMisses(result("/", { blockingMs: BUDGETS.tbtMs + 1 }))).toEqual([
      {
        key: "blockingMs",
        text: `TBT of the real load ${BUDGETS.tbtMs + 1} ms (≤ ${BUDGETS.tbtMs})`,
      },
    ]);
    expect(keys(result("/", { blockingMs: null }))).toEqual(["blockingMs"]);
  });

  it("each slow interaction is its own miss; one the page lacks is none", () => {
    const row = result("/", {
      inpMs: {
        menu: 101,
        faq: null,
        formTap: 152,
        formType: 20,
        simulator: null,
        capacity: null,
        slot: null,
        bookType: null,
        search: 0,
      },
    });
    expect(phoneMisses(row).map((m) => m.text)).toEqual([
      `INP menu 101 ms (≤ ${BUDGETS.inpMs})`,
      `INP tap 152 ms (≤ ${BUDGETS.inpMs})`,
    ]);
  });

  it("lists misses and unmeasured steps per route", () => {
    const rows = [
      result("/", { deadTaps: 2 }),
      result("/contact", { errors: ["faq: did not toggle"] }),
    ];
    expect(phoneBudgetMisses(rows)).toEqual([
      `/: dead taps 2 (≤ ${BUDGETS.deadTaps})`,
      "/contact: not measured (faq: did not toggle)",
    ]);
  });
});

describe("phone table", () => {
  it("lines up one row per route and marks only the missed values", () => {
    const table = formatPhoneTable([
      result("/"),
      result("/servicii/leasing", {
        menuFromPaintMs: 2400,
        deadTaps: 3,
        scrollKept: false,
        blockingMs: 61,
        inpMs: {
          menu: 40,
          faq: 24,
          formTap: 32,
          formType: 130,
          simulator: 56,
          capacity: null,
          slot: null,
          bookType: null,
          search: 48,
        },
        inp: 130,
      }),
    ]).split("\n");
    expect(table[0]).toMatch(
      /^route\s+FCP ms\s+hydr ms\s+menu ms\s+\+FCP\s+dead\s+scroll\s+TBT\s+menu\s+FAQ/,
    );
    expect(new Set(table.map((line) => line.length)).size).toBe(1);
    expect(table[2]).not.toContain("!");
    expect(table[2]).toMatch(
      /^\/\s+1300\s+3000\s+1400\s+100\s+0\s+kept\s+20\s+40\s+24\s+32\s+56\s+–\s+–\s+–\s+–\s+48\s+56$/,
    );
    expect(table[3]).toMatch(
      /2400!\s+3!\s+lost!\s+61!\s+40\s+24\s+32\s+130!\s+56\s+–\s+–\s+–\s+48\s+130$/,
    );
  });

  it("shows dashes and the count of unmeasured steps for a route no run reached", () => {
    const [, , row] = formatPhoneTable([unmeasuredPhone("/404", "skipped")]).split("\n");
    expect(row).toMatch(/^\/404 .*–!.*–!.*–!.* {2}! 1 not measured$/);
  });

  it("has a legend with the budgets, under 120 columns", () => {
    const legend = formatPhoneLegend();
    expect(legend).toContain(`≤ ${BUDGETS.menuFromPaintMs} ms`);
    expect(legend).toContain(`INP ≤ ${BUDGETS.inpMs} ms`);
    expect(legend).toContain(`TBT ≤ ${BUDGETS.tbtMs} ms`);
    for (const line of legend.split("\n")) expect(line.length).toBeLessThan(120);
  });
});

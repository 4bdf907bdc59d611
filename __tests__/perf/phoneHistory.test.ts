/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  appendHistory,
  previousComparable,
  readHistory,
  type HistoryLine,
} from "../../bench/history";
import { parseMeasures, parseOptions, routesFromData } from "../../bench/options";
import {
  medianPhone,
  phoneFigures,
  type PhoneFigures,
  type PhoneRun,
} from "../../bench/phoneFigures";
import {
  comparePhone,
  formatPhoneComparison,
  previousComparablePhone,
} from "../../bench/phoneHistory";
import { phoneRun } from "./phoneRun";

const figures = (values: Partial<PhoneRun> = {}) =>
  phoneFigures(medianPhone("/", [phoneRun(values)]));

function line(date: string, phone: HistoryLine["phone"], phoneRuns = 1): HistoryLine {
  return {
    date,
    commit: "abc1234",
    dirty: false,
    options: { build: "none", runs: 1, measure: ["phone"], phoneRuns },
    machine: { cpus: 2, loadavg: [1, 1, 1] },
    builds: [],
    routes: {},
    ...(phone ? { phone } : {}),
  };
}

describe("phone figures in the history", () => {
  it("survive the file and leave the Lighthouse comparison alone", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "phone-history-"));
    const file = path.join(dir, "history.jsonl");
    try {
      const written = line("1", { "/": figures() });
      appendHistory(file, written);
      const [read] = readHistory(file);
      expect(read).toEqual(written);
      // A phone-only line has no Lighthouse figures: no Lighthouse run is compared with it.
      const lighthouse = { ...line("2", undefined), routes: { "/": {} as never } };
      expect(previousComparable([read], lighthouse)).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("are compared with the latest line over the same routes and phone runs", () => {
    const older = line("1", { "/": figures() });
    const latest = line("2", { "/": figures() });
    const otherRoutes = line("3", { "/": figures(), "/contact": figures() });
    const threeRuns = line("4", { "/": figures() }, 3);
    const lighthouseOnly = line("5", undefined);
    const history = [older, latest, otherRoutes, threeRuns, lighthouseOnly];
    expect(previousComparablePhone(history, line("6", { "/": figures() }))).toBe(latest);
    expect(previousComparablePhone(history, line("6", { "/": figures() }, 3))).toBe(threeRuns);
    expect(previousComparablePhone(history, line("6", { "/x": figures() }))).toBeNull();
    expect(previousComparablePhone(history, line("6", undefined))).toBeNull();
  });

  it("give the change of each figure and the scroll's change of state", () => {
    const before = line("1", {
      "/": figures({ menuFromPaintMs: 2400, deadTaps: 3, scrollKept: false, blockingMs: 60 }),
      "/gone": figures(),
    });
    const after = line("2", {
      "/": figures({
        menuFromPaintMs: 100,
        deadTaps: 0,
        blockingMs: 20,
        inpMs: {
          menu: 30,
          faq: 24,
          formTap: 32,
          formType: 56,
          simulator: 80,
          capacity: null,
          slot: null,
          bookType: null,
          search: 48,
        },
      }),
    });
    const [row] = comparePhone(before, after);
    expect(comparePhone(before, after)).toHaveLength(1);
    expect(row.scroll).toBe("lost→kept");
    expect(row.deltas).toMatchObject({
      menuFromPaintMs: -2300,
      deadTaps: -3,
      blockingMs: -40,
      menu: -10,
      simulator: null,
      capacity: null,
      inp: 24,
    });
    const text = formatPhoneComparison(before, after).split("\n");
    expect(text[0]).toMatch(/^phone: change since the run of 1 \(abc1234; phone runs 1\)/);
    expect(text[2]).toMatch(
      /^\/\s+lost→kept\s+-2300\s+-3\s+-40\s+-10\s+0\s+0\s+0\s+–\s+–\s+–\s+–\s+0\s+\+24$/,
    );
    expect(formatPhoneComparison(null, after)).toMatch(/^phone: no earlier run to compare/);
    // A line recorded before the blocking time was measured has no such figure to compare.
    const older = { ...before.phone!["/"] } as Partial<PhoneFigures>;
    delete older.blockingMs;
    const [fromOlder] = comparePhone(line("0", { "/": older as PhoneFigures }), after);
    expect(fromOlder.deltas.blockingMs).toBeNull();
  });
});

describe("bench options", () => {
  it("measure both by default, phone runs following --runs", () => {
    expect(parseOptions(["node", "run.ts", "--runs=3"])).toMatchObject({
      measures: ["lighthouse", "phone"],
      runs: 3,
      phoneRuns: 3,
      build: "full",
    });
    expect(parseOptions(["--measure=phone", "--phone-runs=5"])).toMatchObject({
      measures: ["phone"],
      runs: 3,
      phoneRuns: 5,
      record: false,
    });
    expect(parseOptions(["--runs=1", "--record"])).toMatchObject({ runs: 1, record: true });
  });

  it("refuse a route that is not a route of the site instead of measuring fewer", () => {
    const root = path.resolve(__dirname, "../..");
    // "/" and "/servicii/leasing" are page files' routes, "/about" and "/404" data/pages.json's.
    expect(routesFromData(root, "/,/servicii/leasing,/about,/404")).toEqual([
      expect.objectContaining({ path: "/", indexable: true, notFound: false }),
      expect.objectContaining({ path: "/servicii/leasing", indexable: true, notFound: false }),
      expect.objectContaining({ path: "/about", indexable: false, notFound: false }),
      expect.objectContaining({ path: "/404", indexable: false, notFound: true }),
    ]);
    expect(() => routesFromData(root, "/,/despre")).toThrow("not a route of the site: /despre");
  });

  it("refuse an unknown measure instead of skipping it", () => {
    expect(parseMeasures("phone,lighthouse")).toEqual(["lighthouse", "phone"]);
    expect(() => parseMeasures("lighthose")).toThrow(/--measure takes lighthouse, phone/);
    expect(() => parseMeasures("")).toThrow();
  });
});

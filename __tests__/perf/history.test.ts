/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { compareRuns, formatComparison } from "../../bench/compare";
import {
  appendHistory,
  gitState,
  HISTORY_FILE,
  previousComparable,
  readHistory,
  routeFigures,
  type HistoryLine,
  type RouteFigures,
} from "../../bench/history";
import { failedRoute } from "../../bench/lighthouseResult";

const transfer = { html: 13, css: 0, js: 90, font: 41.5, image: 120.3, other: 4, total: 268.8 };

function figures(values: Partial<RouteFigures> = {}): RouteFigures {
  return {
    perf: 96,
    a11y: 100,
    bp: 100,
    seo: 100,
    fcpMs: 900,
    lcpMs: 1800,
    tbtMs: 120,
    cls: 0.001,
    htmlKb: 60,
    htmlBrKb: 14.2,
    inlineCssKb: 24.1,
    inlineCssBrKb: 5.2,
    jsGzKb: 131.5,
    jsFrom: "measured",
    transferKb: transfer,
    ...values,
  };
}

function run(
  date: string,
  routes: Record<string, RouteFigures>,
  values: Partial<HistoryLine> = {},
): HistoryLine {
  return {
    date,
    commit: "abc1234",
    dirty: false,
    options: { build: "none", runs: 1 },
    machine: { cpus: 2, loadavg: [3.1, 2.5, 2] },
    builds: [],
    routes,
    ...values,
  };
}

describe("history file", () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "perf-history-"));
    file = path.join(dir, "bench", "history.jsonl");
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("is never the committed file in these tests", () => {
    expect(file).not.toBe(HISTORY_FILE);
  });

  it("is created on the first run and gets one JSON line per run", () => {
    expect(readHistory(file)).toEqual([]);
    const first = run("2026-11-22T21:00:00.000Z", { "/": figures() });
    const second = run("2026-11-22T22:00:00.000Z", { "/": figures({ perf: 98 }) });
    appendHistory(file, first);
    appendHistory(file, second);
    const text = fs.readFileSync(file, "utf8");
    expect(text.split("\n")).toHaveLength(3);
    expect(text.endsWith("\n")).toBe(true);
    expect(JSON.parse(text.split("\n")[1])).toEqual(second);
    expect(readHistory(file)).toEqual([first, second]);
  });

  it("starts a new line after a hand-edited last line without a newline", () => {
    const first = run("2026-11-22T21:00:00.000Z", { "/": figures() });
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `\n${JSON.stringify(first)}`);
    appendHistory(file, first);
    expect(readHistory(file)).toEqual([first, first]);
  });

  it("names the file and line of a damaged entry", () => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(run("d", {}))}\n{"date": \n`);
    expect(() => readHistory(file)).toThrow(`${file} line 2 is not JSON`);
    fs.writeFileSync(file, '{"date":"x"}\n');
    expect(() => readHistory(file)).toThrow(`${file} line 1 is not a bench run`);
  });
});

describe("comparison", () => {
  const routes = (home: Partial<RouteFigures> = {}) => ({
    "/": figures(home),
    "/contact": figures({ perf: 99, transferKb: null }),
  });

  it("picks the latest earlier run over the same routes with as many runs", () => {
    const older = run("1", routes());
    const latest = run("2", routes(), { options: { build: "full", runs: 1 } });
    const threeRuns = run("3", routes(), { options: { build: "none", runs: 3 } });
    const otherRoutes = run("4", { "/": figures() });
    const current = run("5", routes());
    expect(previousComparable([older, latest, threeRuns, otherRoutes], current)).toBe(latest);
    expect(previousComparable([threeRuns, otherRoutes], current)).toBeNull();
  });

  it("gives the change of each figure per route, and of the build times", () => {
    const before = run("1", routes(), {
      builds: [
        { kind: "clean", seconds: 110.2 },
        { kind: "cached", seconds: 18.5 },
      ],
    });
    const after = run(
      "2",
      routes({
        perf: 98,
        fcpMs: 850,
        lcpMs: 1450,
        tbtMs: 150,
        cls: 0.004,
        htmlBrKb: 13.9,
        inlineCssKb: 20.1,
        jsGzKb: 95.2,
        transferKb: { ...transfer, font: 30, image: 100.1, total: 240 },
      }),
      { builds: [{ kind: "cached", seconds: 17.3 }] },
    );
    const { routes: deltas, builds } = compareRuns(before, after);
    expect(deltas[0]).toEqual({
      route: "/",
      perf: 2,
      fcpMs: -50,
      lcpMs: -350,
      tbtMs: 30,
      cls: 0.003,
      htmlBrKb: -0.3,
      inlineCssKb: -4,
      jsGzKb: -36.3,
      fontKb: -11.5,
      imageKb: -20.2,
      totalKb: -28.8,
    });
    // No transfer figures in either run: no change to show rather than a made-up zero.
    expect(deltas[1]).toMatchObject({ route: "/contact", perf: 0, fontKb: null, totalKb: null });
    expect(builds).toEqual([{ kind: "cached", seconds: -1.2 }]);

    const lines = formatComparison(before, after).split("\n");
    expect(lines[0]).toBe("change since the run of 1 (abc1234; build none, runs 1); sizes in KB:");
    expect(lines[1].split(/\s+/)).toEqual([
      "route",
      "Δperf",
      "ΔFCP",
      "ms",
      "ΔLCP",
      "ms",
      "ΔTBT",
      "ms",
      "ΔCLS",
      "ΔHTML",
      "br",
      "ΔCSS",
      "ΔJS",
      "gz",
      "Δfonts",
      "Δimages",
      "Δtotal",
    ]);
    expect(lines[2].split(/\s+/)).toEqual([
      "/",
      "+2",
      "-50",
      "-350",
      "+30",
      "+0.003",
      "-0.3",
      "-4.0",
      "-36.3",
      "-11.5",
      "-20.2",
      "-28.8",
    ]);
    expect(lines[3].split(/\s+/)).toEqual([
      "/contact",
      "0",
      "0",
      "0",
      "0",
      "0.000",
      "0.0",
      "0.0",
      "0.0",
      "–",
      "–",
      "–",
    ]);
    expect(lines[4]).toBe("builds: cached -1.2 s");
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(120);
  });

  it("says so when there is nothing to compare with", () => {
    expect(formatComparison(null, run("1", routes()))).toMatch(/^no earlier run to compare/);
  });

  it("keeps a route's compact figures, rounded, with its error", () => {
    const row = {
      ...failedRoute("/x", true, "timed out"),
      page: {
        htmlKb: 50,
        htmlBrKb: 12,
        htmlBrFrom: "file" as const,
        inlineCssKb: 20,
        inlineCssBrKb: 4,
        firstLoadJsKb: 90,
        firstLoadJsFiles: 6,
        firstLoadJsFrom: "static" as const,
      },
    };
    expect(routeFigures(row)).toMatchObject({
      perf: null,
      jsGzKb: 90,
      jsFrom: "static",
      error: "timed out",
    });
    expect(routeFigures({ ...row, error: undefined, lcpMs: 1234.56, cls: 0.012345 })).toMatchObject(
      {
        lcpMs: 1235,
        cls: 0.0123,
      },
    );
  });
});

describe("gitState", () => {
  let dir: string;
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], {
      cwd: dir,
      stdio: "ignore",
    });
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "perf-git-"));
    fs.mkdirSync(path.join(dir, "bench"));
    fs.writeFileSync(path.join(dir, "a.txt"), "a");
    git("init", "-q");
    git("add", ".");
    git("commit", "-q", "-m", "first");
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("gives the short commit and whether the tree differs, the history file aside", () => {
    const clean = gitState(dir, ["bench/history.jsonl"]);
    expect(clean.commit).toMatch(/^[0-9a-f]{7,}$/);
    expect(clean.dirty).toBe(false);
    fs.writeFileSync(path.join(dir, "bench", "history.jsonl"), "{}\n");
    expect(gitState(dir, ["bench/history.jsonl"]).dirty).toBe(false);
    fs.writeFileSync(path.join(dir, "a.txt"), "changed");
    expect(gitState(dir, ["bench/history.jsonl"]).dirty).toBe(true);
  });

  it("is null outside a git tree", () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), "perf-nogit-"));
    try {
      expect(gitState(plain)).toEqual({ commit: null, dirty: null });
    } finally {
      fs.rmSync(plain, { recursive: true, force: true });
    }
  });
});

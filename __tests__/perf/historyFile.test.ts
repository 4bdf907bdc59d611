/** @jest-environment node */
// The bench history: the JSON-lines file and the git state each run records.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  appendHistory,
  gitState,
  HISTORY_FILE,
  LOCAL_HISTORY_FILE,
  readHistories,
  readHistory,
} from "../../bench/history";
import { figures, run } from "./benchRuns";

describe("history file", () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "perf-history-"));
    file = path.join(dir, "bench", "history.jsonl");
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("is never the committed file or this machine's in these tests", () => {
    expect(file).not.toBe(HISTORY_FILE);
    expect(file).not.toBe(LOCAL_HISTORY_FILE);
  });

  it("of this machine lives in git-ignored var/, the committed one in bench/", () => {
    const root = path.resolve(__dirname, "../..");
    expect(path.relative(root, LOCAL_HISTORY_FILE)).toBe(
      path.join("var", "bench", "history.jsonl"),
    );
    expect(path.relative(root, HISTORY_FILE)).toBe(path.join("bench", "history.jsonl"));
    // check-ignore exits 1 for a path git would track.
    expect(() =>
      execFileSync("git", ["check-ignore", "-q", LOCAL_HISTORY_FILE], { cwd: root }),
    ).not.toThrow();
  });

  it("of both files is read by date, a recorded run (in both) once", () => {
    const local = path.join(dir, "local.jsonl");
    const [a, b, c] = [
      "2026-11-20T10:00:00.000Z",
      "2026-11-21T10:00:00.000Z",
      "2026-11-22T10:00:00.000Z",
    ].map((date) => run(date, { "/": figures() }));
    appendHistory(file, a);
    appendHistory(file, c);
    appendHistory(local, b);
    appendHistory(local, c);
    expect(readHistories([file, local])).toEqual([a, b, c]);
    expect(readHistories([path.join(dir, "none.jsonl"), local])).toEqual([b, c]);
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

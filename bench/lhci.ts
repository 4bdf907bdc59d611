// The Lighthouse half: Lighthouse CI's own command line (`lhci collect`, `assert`, `upload`) with
// the configuration of lighthouserc.ts, and what it leaves in var/bench/lhci/ read back per route.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { lighthouseRc, NOT_FOUND_LIGHTHOUSE_CONFIG } from "./lighthouserc";
import type { AssertionResult, RepresentativeRun } from "./lighthouseReport";
import type { Route } from "./options";

export interface LhciOptions {
  /** var/bench/lhci: configs, LHCI's working folder (.lighthouseci/), reports/ and lhci.log. */
  dir: string;
  baseUrl: string;
  chromePath: string;
  runs: number;
  /** Routes not started before this instant are skipped. */
  deadline: number;
  log: (line: string) => void;
}

export interface LhciOutcome {
  assertions: AssertionResult[];
  /** Route → its representative run and the path of its HTML report. */
  runs: Map<string, { run: RepresentativeRun; report: string }>;
  /** Route → why it has no runs. */
  errors: Map<string, string>;
  logFile: string;
}

const LHCI_CLI = require.resolve("@lhci/cli/src/cli.js");

/** Runs `lhci <args>` in `cwd` (its .lighthouseci/ goes there), output to the log; its exit code. */
export function lhci(args: string[], cwd: string, logFile: string): Promise<number> {
  fs.appendFileSync(logFile, `\n$ lhci ${args.join(" ")}\n`);
  const out = fs.openSync(logFile, "a");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [LHCI_CLI, ...args], {
      cwd,
      stdio: ["ignore", out, out],
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      fs.closeSync(out);
      resolve(code ?? 1);
    });
  });
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T;

export interface LhciSession {
  /**
   * `lhci collect` of `runs` runs of one route, added to the runs already collected; a failure is
   * kept as the route's error. Returns whether it succeeded and how long it took.
   */
  collect(route: Route, runs: number): Promise<{ ok: boolean; seconds: number }>;
  /** `lhci assert` and `lhci upload` over every run collected, read back per route. */
  finish(): Promise<LhciOutcome>;
  /** LHCI's working folder: the runs collected (lhr-*.json), the assertion results. */
  workDir: string;
}

/** Writes the configurations and clears the runs of an earlier bench; collects nothing yet. */
export function openLhci(routes: Route[], options: LhciOptions): LhciSession {
  const { dir } = options;
  const workDir = path.join(dir, ".lighthouseci");
  const reportsDir = path.join(dir, "reports");
  const logFile = path.join(dir, "lhci.log");
  fs.mkdirSync(dir, { recursive: true });
  // Runs of an earlier bench must not be asserted with this one's.
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.writeFileSync(logFile, "");

  const notFoundConfigPath = path.join(dir, "lighthouse-not-found.json");
  fs.writeFileSync(notFoundConfigPath, `${JSON.stringify(NOT_FOUND_LIGHTHOUSE_CONFIG, null, 2)}\n`);
  // Two configs: LHCI's collect settings are per command, and only the not-found page is told to
  // go on past its 404. `lhci assert` and `lhci upload` use the first.
  const rcFile = (notFound: boolean) => {
    const file = path.join(dir, notFound ? "lighthouserc.not-found.json" : "lighthouserc.json");
    const rc = lighthouseRc({
      routes,
      runs: options.runs,
      chromePath: options.chromePath,
      notFoundConfigPath,
      reportsDir,
      notFound,
    });
    fs.writeFileSync(file, `${JSON.stringify(rc, null, 2)}\n`);
    return file;
  };
  const rc = { page: rcFile(false), notFound: rcFile(true) };
  const errors = new Map<string, string>();

  return {
    workDir,
    async collect(route, runs) {
      const url = new URL(route.path, options.baseUrl).href;
      const started = Date.now();
      const config = route.notFound ? rc.notFound : rc.page;
      const code = await lhci(
        ["collect", `--config=${config}`, `--url=${url}`, `--numberOfRuns=${runs}`, "--additive"],
        dir,
        logFile,
      );
      if (code !== 0) errors.set(route.path, `lhci collect exited with ${code} (see ${logFile})`);
      return { ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) };
    },
    async finish() {
      // assert exits 1 when a budget is missed: the bench reads the results itself, so only a
      // missing result fails here.
      const resultsFile = path.join(workDir, "assertion-results.json");
      fs.rmSync(resultsFile, { force: true });
      await lhci(["assert", `--config=${rc.page}`], dir, logFile);
      if (!fs.existsSync(resultsFile))
        throw new Error(`lhci assert wrote no results; see ${logFile}`);
      const assertions = readJson<AssertionResult[]>(resultsFile);

      const manifestFile = path.join(reportsDir, "manifest.json");
      fs.rmSync(manifestFile, { force: true });
      const uploaded = await lhci(["upload", `--config=${rc.page}`], dir, logFile);
      if (uploaded !== 0 || !fs.existsSync(manifestFile))
        throw new Error(`lhci upload failed; see ${logFile}`);
      const manifest =
        readJson<
          { url: string; isRepresentativeRun: boolean; jsonPath: string; htmlPath: string }[]
        >(manifestFile);
      const runs = new Map<string, { run: RepresentativeRun; report: string }>();
      for (const entry of manifest.filter((e) => e.isRepresentativeRun)) {
        const run = readJson<RepresentativeRun>(entry.jsonPath);
        runs.set(new URL(entry.url).pathname, { run, report: entry.htmlPath });
      }
      return { assertions, runs, errors, logFile };
    },
  };
}

/**
 * Every route's runs one after the other (`lhci collect` once per route, so a route whose runs
 * all fail does not stop the others, and the time limit is checked between routes), then the
 * assertions and the reports.
 */
export async function runLhci(routes: Route[], options: LhciOptions): Promise<LhciOutcome> {
  const session = openLhci(routes, options);
  const skipped: string[] = [];
  for (const route of routes) {
    if (Date.now() > options.deadline) {
      skipped.push(route.path);
      continue;
    }
    const { ok, seconds } = await session.collect(route, options.runs);
    options.log(`  ${route.path}  ${options.runs} run(s) in ${seconds} s${ok ? "" : "  ! failed"}`);
  }
  const outcome = await session.finish();
  for (const route of skipped) outcome.errors.set(route, "skipped: bench time limit reached");
  return outcome;
}

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
function lhci(args: string[], cwd: string, logFile: string): Promise<number> {
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

export async function runLhci(routes: Route[], options: LhciOptions): Promise<LhciOutcome> {
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
  // One `lhci collect` per route, adding to the runs already there: a route whose runs all fail
  // does not stop the others, and the time limit is checked between routes.
  for (const route of routes) {
    if (Date.now() > options.deadline) {
      errors.set(route.path, "skipped: bench time limit reached");
      continue;
    }
    const url = new URL(route.path, options.baseUrl).href;
    const started = Date.now();
    const config = route.notFound ? rc.notFound : rc.page;
    const code = await lhci(
      ["collect", `--config=${config}`, `--url=${url}`, "--additive"],
      dir,
      logFile,
    );
    const took = `${Math.round((Date.now() - started) / 1000)} s`;
    if (code !== 0) errors.set(route.path, `lhci collect exited with ${code} (see ${logFile})`);
    options.log(`  ${route.path}  ${options.runs} run(s) in ${took}${code ? "  ! failed" : ""}`);
  }

  // assert exits 1 when a budget is missed: the bench reports, so only a missing result fails.
  const resultsFile = path.join(workDir, "assertion-results.json");
  fs.rmSync(resultsFile, { force: true });
  await lhci(["assert", `--config=${rc.page}`], dir, logFile);
  if (!fs.existsSync(resultsFile)) throw new Error(`lhci assert wrote no results; see ${logFile}`);
  const assertions = readJson<AssertionResult[]>(resultsFile);

  const manifestFile = path.join(reportsDir, "manifest.json");
  fs.rmSync(manifestFile, { force: true });
  const uploaded = await lhci(["upload", `--config=${rc.page}`], dir, logFile);
  if (uploaded !== 0 || !fs.existsSync(manifestFile))
    throw new Error(`lhci upload failed; see ${logFile}`);
  const manifest =
    readJson<{ url: string; isRepresentativeRun: boolean; jsonPath: string; htmlPath: string }[]>(
      manifestFile,
    );
  const runs = new Map<string, { run: RepresentativeRun; report: string }>();
  for (const entry of manifest.filter((e) => e.isRepresentativeRun)) {
    const run = readJson<RepresentativeRun>(entry.jsonPath);
    runs.set(new URL(entry.url).pathname, { run, report: entry.htmlPath });
  }
  return { assertions, runs, errors, logFile };
}

// `npm run bench`: build times, then on every route of the site served by the project's own
// server Lighthouse CI (collect, assert against bench/budgets.ts, reports into var/bench/lhci/) and
// the phone measure (the same phone emulated for real: menu taps from the first paint, an early
// scroll, interaction latency); a table per half with the misses marked, the bundle figures, and
// the run as one line of var/bench/history.jsonl compared with the previous comparable one.
// Options: --build=full|cached|none (default full: clean + cached), --routes=/,/contact, --runs=N
// (default 3), --measure=lighthouse,phone (default both), --phone-runs=N (default --runs),
// --record (also append the line to the committed bench/history.jsonl), --compare[=name,…] and
// --<name>-routes=… (the same measures on the peers `npm run bench:peers` serves, interleaved, a
// side-by-side table and the verdicts). Exits 1 when a budget is missed or a verdict is "no".
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { buildApp } from "../server/app";
import { precompress } from "../scripts/precompress";
import { BUDGETS } from "./budgets";
import { cachedBuild, timeBuilds, type BuildTiming } from "./build";
import { formatChunk, largestChunks } from "./chunks";
import { formatComparison } from "./compare";
import { checkPeersServed, runCompare, type CompareResult } from "./compareRun";
import {
  appendHistory,
  gitState,
  HISTORY_FILE,
  LOCAL_HISTORY_FILE,
  previousComparable,
  readHistories,
  routeFigures,
  type HistoryLine,
} from "./history";
import { runLhci, type LhciOutcome } from "./lhci";
import { failure } from "./outcome";
import {
  formatLighthouseLegend,
  formatLighthouseTable,
  lighthouseMisses,
  lighthouseRow,
  routeOf,
  type LighthouseRow,
} from "./lighthouseReport";
import { parseOptions, routesFromData } from "./options";
import {
  formatCompareLegend,
  formatCompareTable,
  formatVerdicts,
  parseCompare,
  verdicts,
  type Verdict,
} from "./peerCompare";
import { builtHtmlPath, pageFilesMeter } from "./pageFiles";
import { runPhone } from "./phone";
import { phoneFigures, type PhoneResult } from "./phoneFigures";
import { formatPhoneComparison, previousComparablePhone } from "./phoneHistory";
import { formatPhoneLegend, formatPhoneTable, phoneBudgetMisses } from "./phoneReport";

const ROOT = path.resolve(__dirname, "..");
const PUBLIC = path.join(ROOT, "public");
const LHCI_DIR = path.join(ROOT, "var", "bench", "lhci");
/** Each peer's LHCI folder goes under this one. */
const PEERS_LHCI_DIR = path.join(ROOT, "var", "bench", "peers");
/** The whole bench stops measuring after this long (builds included): 1800 s per site measured. */
const timeLimitS = (sites: number) => Number(process.env.BENCH_TIME_LIMIT_S || 1800 * sites);
const BUILD_TIMEOUT_MS = 600_000;

const log = (line: string) => console.log(line);

async function main() {
  const started = Date.now();
  // The code measured: taken before the builds, which write only git-ignored files.
  const git = gitState(ROOT, [path.relative(ROOT, HISTORY_FILE)]);
  const options = parseOptions(process.argv);
  const compare = parseCompare(process.argv);
  const deadline = started + timeLimitS(1 + (compare?.length ?? 0)) * 1000;
  const { build: mode, runs, phoneRuns, measures } = options;
  const routes = routesFromData(ROOT, options.routes);
  const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!fs.existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (set CHROME_PATH)`);
  // Before the builds: a peer not served would only be found after them.
  if (compare) await checkPeersServed(compare);

  const buildLog = path.join(os.tmpdir(), `bench-build-${process.pid}.log`);
  let builds: BuildTiming[] = [];
  if (mode === "full") builds = await timeBuilds(ROOT, buildLog, BUILD_TIMEOUT_MS, log);
  else if (mode === "cached") builds = [await cachedBuild(ROOT, buildLog, BUILD_TIMEOUT_MS, log)];
  else if (!fs.existsSync(path.join(PUBLIC, "index.html"))) {
    log("public/ has no build: building once (cached)");
    builds = [await cachedBuild(ROOT, buildLog, BUILD_TIMEOUT_MS, log)];
  }

  // As `npm run build` does: the server sends these .br/.gz copies to browsers that accept them.
  const compressed = precompress(PUBLIC);
  if (compressed.files) log(`precompressed ${compressed.files} files (scripts/precompress.ts)`);

  const missing = routes.filter((r) => !fs.existsSync(builtHtmlPath(PUBLIC, r.path)));
  if (missing.length) throw new Error(`no HTML for ${missing.map((r) => r.path).join(", ")}`);

  // Production's server (caching headers, CSP, precompressed files), not LHCI's static one.
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  const app = await buildApp({
    publicDir: PUBLIC,
    dbPath: path.join(tmp, "leads.sqlite"),
    rateLimit: false,
    logger: false,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  let lhci: LhciOutcome | undefined;
  let phone: PhoneResult[] = [];
  let compared: CompareResult | undefined;
  try {
    if (compare) {
      compared = await runCompare({
        choice: compare,
        routes,
        baseUrl,
        chromePath,
        runs,
        phoneRuns,
        measures: {
          lighthouse: measures.includes("lighthouse"),
          phone: measures.includes("phone"),
        },
        lhciDir: LHCI_DIR,
        peersDir: PEERS_LHCI_DIR,
        deadline,
        log,
      });
      lhci = compared.lhci;
      phone = compared.phone;
    } else if (measures.includes("lighthouse")) {
      log(`Lighthouse CI on ${routes.length} routes at ${baseUrl} (${runs} run(s) each) …`);
      lhci = await runLhci(routes, { dir: LHCI_DIR, baseUrl, chromePath, runs, deadline, log });
    }
    if (!compare && measures.includes("phone")) {
      log(`phone measure on ${routes.length} routes at ${baseUrl} (${phoneRuns} run(s) each) …`);
      phone = await runPhone(routes, { baseUrl, chromePath, runs: phoneRuns, deadline, log });
    }
  } finally {
    await app.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  const meter = pageFilesMeter(PUBLIC);
  // A const, which the callbacks below see narrowed.
  const outcome = lhci;
  const rows: LighthouseRow[] = outcome
    ? routes.map((route) =>
        lighthouseRow(route, {
          assertions: outcome.assertions.filter((a) => routeOf(a) === route.path),
          run: outcome.runs.get(route.path)?.run ?? null,
          page: (scripts) => meter.measure(route.path, scripts),
          error: outcome.errors.get(route.path),
        }),
      )
    : [];
  const misses = [...lighthouseMisses(rows), ...phoneBudgetMisses(phone)];
  for (const b of builds) {
    const max = b.kind === "clean" ? BUDGETS.cleanBuildS : BUDGETS.cachedBuildS;
    if (b.seconds > max) misses.push(`${b.kind} build ${b.seconds} s (≤ ${max})`);
  }

  if (outcome) {
    log("");
    log(formatLighthouseTable(rows));
    log(formatLighthouseLegend(runs));
    const jsMeasured = rows.filter((r) => r.page.firstLoadJsFrom === "measured").length;
    if (jsMeasured < rows.length)
      log(
        `first-load JS: the build's scripts (HTML + template chunks) on ${rows.length - jsMeasured} route(s)`,
      );
    log(
      `Lighthouse CI: reports in ${path.relative(ROOT, path.join(LHCI_DIR, "reports"))}/, log ${path.relative(ROOT, outcome.logFile)}`,
    );
    log("largest JS chunks (gzip):");
    for (const chunk of largestChunks(PUBLIC)) log(`  ${formatChunk(chunk)}`);
  }
  log(
    `builds: ${builds.map((b) => `${b.kind} ${b.seconds} s`).join(", ") || "not run (--build=none)"}`,
  );
  if (phone.length) {
    log("");
    log("phone (emulated, real throttling): ms from navigation start, INP per interaction");
    log(formatPhoneTable(phone));
    log(formatPhoneLegend());
  }
  log(misses.length ? `budget misses (${misses.length}):` : "all budgets met");
  for (const miss of misses) log(`  ${miss}`);

  let judged: Verdict[] = [];
  if (compared) {
    judged = verdicts(compared.sites, compared.rows, {
      lighthouse: measures.includes("lighthouse"),
      phone: measures.includes("phone"),
    });
    log("");
    log(
      `compared with ${compared.peers.map((p) => `${p.title} (${p.repo}@${p.commit.slice(0, 12)}, ${p.url})`).join(", ")}:`,
    );
    log(formatCompareTable(compared.sites, compared.rows));
    log(formatCompareLegend());
    log("");
    log(formatVerdicts(judged));
  }

  const version = [...(outcome?.runs.values() ?? [])][0]?.run.lighthouseVersion;
  const line: HistoryLine = {
    date: new Date().toISOString(),
    ...git,
    options: {
      build: mode,
      runs,
      measure: measures,
      phoneRuns,
      ...(compared ? { compare: compared.peers.map((p) => p.name) } : {}),
    },
    ...(version ? { lighthouse: `${version} (Lighthouse CI)` } : {}),
    machine: { cpus: os.cpus().length, loadavg: os.loadavg().map((l) => Number(l.toFixed(2))) },
    builds,
    routes: Object.fromEntries(rows.map((r) => [r.path, routeFigures(r)])),
    ...(phone.length
      ? { phone: Object.fromEntries(phone.map((p) => [p.path, phoneFigures(p)])) }
      : {}),
    ...(compared
      ? {
          compare: {
            peers: compared.peers,
            rows: compared.rows,
            verdicts: judged.map((v) => ({ line: v.line, yes: v.yes })),
          },
        }
      : {}),
  };
  log("");
  try {
    const history = readHistories([HISTORY_FILE, LOCAL_HISTORY_FILE]);
    if (outcome) log(formatComparison(previousComparable(history, line), line));
    if (phone.length) log(formatPhoneComparison(previousComparablePhone(history, line), line));
  } catch (err) {
    // A damaged history must not lose this run: it is still appended below.
    log(`no comparison: ${(err as Error).message}`);
  }
  appendHistory(LOCAL_HISTORY_FILE, line);
  if (options.record) appendHistory(HISTORY_FILE, line);
  const files = [LOCAL_HISTORY_FILE, ...(options.record ? [HISTORY_FILE] : [])];
  log("");
  log(
    `wrote a line of ${files.map((f) => path.relative(ROOT, f)).join(" and ")} in ` +
      `${Math.round((Date.now() - started) / 1000)} s`,
  );
  // A run that misses a budget, or loses to a peer, fails.
  const failed = failure(misses, judged);
  if (failed) {
    log(`exit 1: ${failed}`);
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

// `npm run bench`: build times, then on every route of data/pages.json served by the project's own
// server Lighthouse (mobile, simulated throttling) and the phone measure (the same phone emulated
// for real: menu taps from the first paint, an early scroll, interaction latency), per route the
// figures of the budgets and the bytes by type, the bundle figures, bench/results.json (full,
// git-ignored) and one line appended to bench/history.jsonl (committed), compared with the
// previous comparable line.
// Options: --build=full|cached|none (default full: clean + cached), --routes=/,/contact, --runs=N,
// --measure=lighthouse,phone (default both), --phone-runs=N (default --runs), --lhr=DIR (keep
// every full Lighthouse report as JSON).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { buildApp } from "../server/app";
import { BUDGETS } from "./budgets";
import { cachedBuild, timeBuilds, type BuildTiming } from "./build";
import { largestChunks } from "./chunks";
import { formatComparison } from "./compare";
import { precompress } from "../scripts/precompress";
import {
  appendHistory,
  gitState,
  HISTORY_FILE,
  previousComparable,
  readHistory,
  routeFigures,
  type HistoryLine,
} from "./history";
import { runLighthouse } from "./lighthouse";
import { parseOptions, routesFromData } from "./options";
import { printLighthouse } from "./output";
import { builtHtmlPath, pageFilesMeter } from "./pageFiles";
import { runPhone } from "./phone";
import { phoneFigures, type PhoneResult } from "./phoneFigures";
import { formatPhoneComparison, previousComparablePhone } from "./phoneHistory";
import { formatPhoneLegend, formatPhoneTable, phoneBudgetMisses } from "./phoneReport";
import { budgetMisses, worstValues, type RouteRow } from "./report";

const ROOT = path.resolve(__dirname, "..");
const PUBLIC = path.join(ROOT, "public");
const RESULTS = path.join(__dirname, "results.json");
/** The whole bench stops measuring after this long (builds included). */
const TIME_LIMIT_S = Number(process.env.BENCH_TIME_LIMIT_S || 1800);
const BUILD_TIMEOUT_MS = 600_000;
const ROUTE_TIMEOUT_MS = 90_000;

const log = (line: string) => console.log(line);

async function main() {
  const started = Date.now();
  // The code measured: taken before the builds, which write only git-ignored files.
  const git = gitState(ROOT, [path.relative(ROOT, HISTORY_FILE)]);
  const deadline = started + TIME_LIMIT_S * 1000;
  const options = parseOptions(process.argv);
  const { build: mode, runs, phoneRuns, measures } = options;
  const routes = routesFromData(ROOT, options.routes);
  const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!fs.existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (set CHROME_PATH)`);

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

  let measured: Awaited<ReturnType<typeof runLighthouse>> | undefined;
  let phone: PhoneResult[] = [];
  try {
    if (measures.includes("lighthouse")) {
      log(`Lighthouse on ${routes.length} routes at ${baseUrl} (${runs} run(s) each) …`);
      measured = await runLighthouse(routes, {
        baseUrl,
        chromePath,
        runs,
        routeTimeoutMs: ROUTE_TIMEOUT_MS,
        deadline,
        log,
        lhrDir: options.lhr,
      });
    }
    if (measures.includes("phone")) {
      log(`phone measure on ${routes.length} routes at ${baseUrl} (${phoneRuns} run(s) each) …`);
      phone = await runPhone(routes, { baseUrl, chromePath, runs: phoneRuns, deadline, log });
    }
  } finally {
    await app.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  const meter = pageFilesMeter(PUBLIC);
  const rows: RouteRow[] = (measured?.results ?? []).map((r) => ({
    ...r,
    page: meter.measure(r.path, measured?.scriptsByRoute[r.path] ?? []),
  }));
  const chunks = largestChunks(PUBLIC);
  const worst = worstValues(rows);
  const misses = [...budgetMisses(rows), ...phoneBudgetMisses(phone)];
  for (const b of builds) {
    const max = b.kind === "clean" ? BUDGETS.cleanBuildS : BUDGETS.cachedBuildS;
    if (b.seconds > max) misses.push(`${b.kind} build ${b.seconds} s (≤ ${max})`);
  }

  if (measured) printLighthouse(log, rows, worst, builds, chunks);
  if (phone.length) {
    log("");
    log("phone (emulated, real throttling): ms from navigation start, INP per interaction");
    log(formatPhoneTable(phone));
    log(formatPhoneLegend());
  }
  log(misses.length ? `budget misses (${misses.length}):` : "all budgets met");
  for (const miss of misses) log(`  ${miss}`);

  const results = {
    date: new Date().toISOString(),
    seconds: Math.round((Date.now() - started) / 1000),
    machine: { cpus: os.cpus().length, loadavg: os.loadavg(), node: process.version },
    options: { build: mode, runs, measure: measures, phoneRuns },
    budgets: BUDGETS,
    builds,
    largestChunks: chunks,
    routes: rows.map((r) => ({ ...r, staticJsKb: meter.staticJsKb(r.path) })),
    worst,
    phone,
    budgetMisses: misses,
  };
  fs.writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);

  const line: HistoryLine = {
    date: results.date,
    ...git,
    options: results.options,
    machine: {
      cpus: results.machine.cpus,
      loadavg: results.machine.loadavg.map((l) => Number(l.toFixed(2))),
    },
    builds,
    routes: Object.fromEntries(rows.map((r) => [r.path, routeFigures(r)])),
    ...(phone.length
      ? { phone: Object.fromEntries(phone.map((p) => [p.path, phoneFigures(p)])) }
      : {}),
  };
  log("");
  try {
    const history = readHistory(HISTORY_FILE);
    if (measured) log(formatComparison(previousComparable(history, line), line));
    if (phone.length) log(formatPhoneComparison(previousComparablePhone(history, line), line));
  } catch (err) {
    // A damaged history must not lose this run: it is still appended below.
    log(`no comparison: ${(err as Error).message}`);
  }
  appendHistory(HISTORY_FILE, line);
  log("");
  log(
    `wrote ${path.relative(ROOT, RESULTS)} and a line of ${path.relative(ROOT, HISTORY_FILE)} ` +
      `in ${results.seconds} s`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

// `npm run bench`: build times, then Lighthouse (mobile, simulated throttling) on every route of
// data/pages.json served by the project's own server, the bundle figures, and bench/results.json.
// Options: --build=full|cached|none (default full: clean + cached), --routes=/,/contact, --runs=N,
// --lhr=DIR (keep every full Lighthouse report as JSON).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { buildApp } from "../server/app";
import { BUDGETS } from "./budgets";
import { cachedBuild, timeBuilds, type BuildTiming } from "./build";
import {
  formatChunk,
  largestChunks,
  localScriptFiles,
  scriptsSize,
  staticPageScripts,
} from "./chunks";
import { precompress } from "../scripts/precompress";
import { htmlFileOf } from "../scripts/e2e/routes";
import { runLighthouse, type Route } from "./lighthouse";
import { budgetMisses, formatTable, formatWorst, worstValues } from "./report";

const ROOT = path.resolve(__dirname, "..");
const PUBLIC = path.join(ROOT, "public");
const RESULTS = path.join(__dirname, "results.json");
/** The whole bench stops measuring after this long (builds included). */
const TIME_LIMIT_S = Number(process.env.BENCH_TIME_LIMIT_S || 1800);
const BUILD_TIMEOUT_MS = 600_000;
const ROUTE_TIMEOUT_MS = 90_000;

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length);
}

function routesFromData(filter: string | undefined): Route[] {
  const pages = JSON.parse(fs.readFileSync(path.join(ROOT, "data", "pages.json"), "utf8")) as {
    path: string;
    indexable: boolean;
  }[];
  const wanted = filter ? new Set(filter.split(",")) : null;
  return pages
    .filter((p) => !wanted || wanted.has(p.path))
    .map((p) => ({ path: p.path, indexable: p.indexable }));
}

const log = (line: string) => console.log(line);

async function main() {
  const started = Date.now();
  const deadline = started + TIME_LIMIT_S * 1000;
  const mode = option("build") ?? "full";
  const runs = Math.max(1, Number(option("runs") ?? 1));
  const routes = routesFromData(option("routes"));
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

  const missing = routes.filter((r) => !fs.existsSync(path.join(PUBLIC, htmlFileOf(r.path))));
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
  log(`Lighthouse on ${routes.length} routes at ${baseUrl} (${runs} run(s) each) …`);

  let measured;
  try {
    measured = await runLighthouse(routes, {
      baseUrl,
      chromePath,
      runs,
      routeTimeoutMs: ROUTE_TIMEOUT_MS,
      deadline,
      log,
      lhrDir: option("lhr"),
    });
  } finally {
    await app.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  const rows = measured.results;
  // What the browser loaded for `/` when Lighthouse measured it, else what the build says it needs.
  const homeSource = measured.scriptsOfHome.length ? "measured" : "static";
  const home = scriptsSize(
    PUBLIC,
    measured.scriptsOfHome.length
      ? localScriptFiles(measured.scriptsOfHome)
      : staticPageScripts(PUBLIC, "/"),
  );
  const chunks = largestChunks(PUBLIC);
  const worst = worstValues(rows);
  const misses = budgetMisses(rows);
  if (home.gzipKb > BUDGETS.firstLoadJsKb)
    misses.push(`/: first-load JS ${home.gzipKb} KB gzip (≤ ${BUDGETS.firstLoadJsKb})`);
  for (const b of builds) {
    const max = b.kind === "clean" ? BUDGETS.cleanBuildS : BUDGETS.cachedBuildS;
    if (b.seconds > max) misses.push(`${b.kind} build ${b.seconds} s (≤ ${max})`);
  }

  log("");
  log(formatTable(rows));
  log("");
  log(formatWorst(worst));
  const homeStatic = scriptsSize(PUBLIC, staticPageScripts(PUBLIC, "/"));
  log(
    `first-load JS of /: ${home.gzipKb} KB gzip in ${home.files.length} files (${homeSource}); ` +
      `${homeStatic.gzipKb} KB before the page's own dynamic imports (HTML scripts + template chunks)`,
  );
  log(
    `builds: ${builds.map((b) => `${b.kind} ${b.seconds} s`).join(", ") || "not run (--build=none)"}`,
  );
  log("largest JS chunks (gzip):");
  for (const chunk of chunks) log(`  ${formatChunk(chunk)}`);
  const explained = rows.filter((r) => r.failedAudits.length);
  if (explained.length) {
    log("audits losing points (a11y / best practices / SEO):");
    for (const r of explained) log(`  ${r.path}: ${r.failedAudits.join(", ")}`);
  }
  log(misses.length ? `budget misses (${misses.length}):` : "all budgets met");
  for (const miss of misses) log(`  ${miss}`);

  const results = {
    date: new Date().toISOString(),
    seconds: Math.round((Date.now() - started) / 1000),
    machine: { cpus: os.cpus().length, loadavg: os.loadavg(), node: process.version },
    options: { build: mode, runs },
    budgets: BUDGETS,
    builds,
    firstLoadJs: { route: "/", source: homeSource, ...home, staticGzipKb: homeStatic.gzipKb },
    largestChunks: chunks,
    routes: rows,
    worst,
    budgetMisses: misses,
  };
  fs.writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  log(`wrote ${path.relative(ROOT, RESULTS)} in ${results.seconds} s`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

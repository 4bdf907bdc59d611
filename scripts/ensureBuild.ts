// Builds public/ with `npm run build` (gatsby build, the search index, precompression) when it is
// missing or older than its sources.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { LEFT_OUT_ROUTES, PUBLIC_DIR, ROOT, ROUTES, htmlFileOf } from "./siteRoutes";

/** What the built pages are made of: the app, the rules it shares with the server, the data, the build. */
const SOURCE_DIRS = ["src", "contract", "domain", "data", "gatsby"];
/** The package.json script that deploys build: gatsby build, then precompress. */
const BUILD_SCRIPT = "build";
/** Written by the build itself (GraphQL typegen), so it must not make the build look stale. */
const GENERATED = new Set([path.join(ROOT, "src", "gatsby-types.d.ts")]);

function newestIn(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    if (GENERATED.has(full)) continue;
    newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Newest modification time over src/, data/, gatsby/ and gatsby-*.ts(x) at the root. */
export function newestSourceMtime(): number {
  const rootFiles = fs
    .readdirSync(ROOT)
    .filter((name) => /^gatsby-.*\.tsx?$/.test(name))
    .map((name) => fs.statSync(path.join(ROOT, name)).mtimeMs);
  return Math.max(0, ...rootFiles, ...SOURCE_DIRS.map((dir) => newestIn(path.join(ROOT, dir))));
}

/** Why public/ must be rebuilt, or null when it is up to date. */
export function staleReason(): string | null {
  const index = path.join(PUBLIC_DIR, "index.html");
  if (!fs.existsSync(index)) return "public/index.html is missing";
  if (!fs.existsSync(path.join(PUBLIC_DIR, "pagefind", "pagefind-entry.json"))) {
    return "public/pagefind/ (the search index) is missing";
  }
  // A build with another SITE_TEMPLATE_PAGES has other pages, however new its files are.
  const missing = ROUTES.find(
    (route) => !fs.existsSync(path.join(PUBLIC_DIR, htmlFileOf(route.path))),
  );
  if (missing)
    return `public/ has no page for ${missing.path} (built with SITE_TEMPLATE_PAGES=off?)`;
  const leftOver = LEFT_OUT_ROUTES.find((route) =>
    fs.existsSync(path.join(PUBLIC_DIR, htmlFileOf(route.path))),
  );
  if (leftOver) return `public/ has ${leftOver.path}, which SITE_TEMPLATE_PAGES=off leaves out`;
  const built = fs.statSync(index).mtimeMs;
  const newest = newestSourceMtime();
  return newest > built ? "sources changed after the last build" : null;
}

/**
 * Runs `npm run build` once if public/ is stale, the same steps as CI and `npm start`; throws when
 * the build fails. The precompressed .br/.gz files are rewritten with the HTML and never served
 * stale. E2E_NO_BUILD=1 uses public/ as it is (while iterating on tests), as long as it exists.
 */
export function ensureBuild(log: (line: string) => void = console.log): void {
  const reason = staleReason();
  if (!reason) return;
  if (process.env.E2E_NO_BUILD === "1" && fs.existsSync(path.join(PUBLIC_DIR, "index.html"))) {
    log(`\n[e2e] ${reason}, but E2E_NO_BUILD=1: testing public/ as it is.\n`);
    return;
  }
  log(`\n[e2e] ${reason}: running \`npm run build\` (Gatsby's cache keeps it quick)…\n`);
  const result = spawnSync("npm", ["run", BUILD_SCRIPT], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) {
    throw new Error(
      `npm run build failed (exit ${result.status ?? result.signal}); see its output`,
    );
  }
  if (!fs.existsSync(path.join(PUBLIC_DIR, "index.html"))) {
    throw new Error("gatsby build finished without writing public/index.html");
  }
  // A source saved while the build ran leaves public/ stale again; the next run rebuilds it.
}

// Lighthouse over a list of routes with one Chromium for all of them (mobile preset, simulated
// throttling: Lighthouse's defaults). lighthouse and chrome-launcher are ESM-only, hence import().
import fs from "node:fs";
import path from "node:path";
import {
  failedRoute,
  medianResult,
  scriptUrls,
  summarize,
  type LhrSubset,
  type RouteResult,
  withoutOwnNotFoundError,
} from "./lighthouseResult";

/** Chromium as both measures run it: no sandbox, GPU or background traffic to disturb the timing. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

/** Lighthouse launches Chromium itself, headless. */
export const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

export interface Route {
  path: string;
  indexable: boolean;
  /**
   * The not-found page, served with status 404 as it must be. Lighthouse stops at a status other
   * than 2xx unless told to ignore it; only this route is measured so.
   */
  notFound?: boolean;
}

export interface LighthouseOptions {
  baseUrl: string;
  chromePath: string;
  /** Runs per route; the median of each metric is kept. */
  runs: number;
  /** One route gives up after this long. */
  routeTimeoutMs: number;
  /** Runs not started before this instant are skipped; a route with no run is reported skipped. */
  deadline: number;
  log: (line: string) => void;
  /** When set, each full Lighthouse result is saved there as `<route>.json` for inspection. */
  lhrDir?: string;
}

/** File name for a route's saved result: `/servicii/leasing` → `servicii_leasing.json`. */
export function lhrFileName(route: string): string {
  return `${route.replace(/^\/+/, "").replace(/\//g, "_") || "index"}.json`;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function runLighthouse(routes: Route[], options: LighthouseOptions) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const launch = () =>
    chromeLauncher.launch({
      chromePath: options.chromePath,
      chromeFlags: CHROME_FLAGS,
      logLevel: "silent",
    });
  let chrome = await launch();
  const results: RouteResult[] = [];
  /** Script URLs the browser loaded for each route: its measured first-load JavaScript. */
  const scriptsByRoute: Record<string, string[]> = {};
  /**
   * One Lighthouse run of a route. A run Lighthouse itself flags as broken (e.g. NO_NAVSTART on a
   * busy machine) gets one retry.
   */
  const runOnce = async (route: Route): Promise<RouteResult> => {
    const url = new URL(route.path, options.baseUrl).href;
    for (let retries = 1; ; retries--) {
      try {
        const result = await withTimeout(
          lighthouse(url, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: CATEGORIES,
            maxWaitForLoad: options.routeTimeoutMs / 2,
            ignoreStatusCode: route.notFound === true,
          }),
          options.routeTimeoutMs,
          `Lighthouse on ${route.path}`,
        );
        if (!result) throw new Error("Lighthouse returned no result");
        if (options.lhrDir) {
          fs.mkdirSync(options.lhrDir, { recursive: true });
          fs.writeFileSync(
            path.join(options.lhrDir, lhrFileName(route.path)),
            result.report as string,
          );
        }
        const measured = result.lhr as unknown as LhrSubset;
        const lhr = route.notFound ? withoutOwnNotFoundError(measured) : measured;
        const row = summarize(lhr, route.path, route.indexable);
        if (row.error && retries > 0) continue;
        if (!row.error) {
          const seen = new Set([...(scriptsByRoute[route.path] ?? []), ...scriptUrls(lhr)]);
          scriptsByRoute[route.path] = [...seen];
        }
        return row;
      } catch (err) {
        // A hung run may leave the browser unusable: start a fresh one for the next run.
        chrome.kill();
        chrome = await launch();
        return failedRoute(route.path, route.indexable, (err as Error).message);
      }
    }
  };
  const runsByRoute = new Map<string, RouteResult[]>(routes.map((route) => [route.path, []]));
  try {
    // Rounds over all routes rather than all runs of one route in a row: a slow spell of the
    // machine then falls on one run of several routes, and the median of each route discards it.
    for (let round = 1; round <= options.runs; round++) {
      for (const route of routes) {
        if (Date.now() > options.deadline) break;
        const row = await runOnce(route);
        runsByRoute.get(route.path)!.push(row);
        options.log(
          `  ${route.path}  run ${round}/${options.runs}  perf ${row.performance ?? "–"}` +
            `  LCP ${row.lcpMs?.toFixed(0) ?? "–"} ms  TBT ${row.tbtMs?.toFixed(0) ?? "–"} ms` +
            (row.error ? `  ! ${row.error}` : ""),
        );
      }
    }
    for (const route of routes) {
      const runs = runsByRoute.get(route.path)!;
      results.push(
        runs.length > 0
          ? medianResult(runs)
          : failedRoute(route.path, route.indexable, "skipped: bench time limit reached"),
      );
    }
  } finally {
    chrome.kill();
  }
  return { results, scriptsByRoute };
}

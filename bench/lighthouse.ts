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
} from "./lighthouseResult";

export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

export interface Route {
  path: string;
  indexable: boolean;
}

export interface LighthouseOptions {
  baseUrl: string;
  chromePath: string;
  /** Runs per route; the median of each metric is kept. */
  runs: number;
  /** One route gives up after this long. */
  routeTimeoutMs: number;
  /** Routes not started before this instant are reported as skipped. */
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
  try {
    for (const route of routes) {
      if (Date.now() > options.deadline) {
        results.push(failedRoute(route.path, route.indexable, "skipped: bench time limit reached"));
        continue;
      }
      const runs: RouteResult[] = [];
      // A run Lighthouse itself flags as broken (e.g. NO_NAVSTART on a busy machine) gets one retry.
      for (let i = 0, retries = 1; i < options.runs; i++) {
        const url = new URL(route.path, options.baseUrl).href;
        try {
          const result = await withTimeout(
            lighthouse(url, {
              port: chrome.port,
              output: "json",
              logLevel: "error",
              onlyCategories: CATEGORIES,
              maxWaitForLoad: options.routeTimeoutMs / 2,
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
          const lhr = result.lhr as unknown as LhrSubset;
          const row = summarize(lhr, route.path, route.indexable);
          if (row.error && retries-- > 0) {
            i--;
            continue;
          }
          runs.push(row);
          if (!row.error) {
            const seen = new Set([...(scriptsByRoute[route.path] ?? []), ...scriptUrls(lhr)]);
            scriptsByRoute[route.path] = [...seen];
          }
        } catch (err) {
          runs.push(failedRoute(route.path, route.indexable, (err as Error).message));
          // A hung run may leave the browser unusable: start a fresh one for the next route.
          chrome.kill();
          chrome = await launch();
        }
      }
      const row = medianResult(runs);
      results.push(row);
      options.log(
        `  ${route.path}  perf ${row.performance ?? "–"}  LCP ${row.lcpMs?.toFixed(0) ?? "–"} ms` +
          (row.error ? `  ! ${row.error}` : ""),
      );
    }
  } finally {
    chrome.kill();
  }
  return { results, scriptsByRoute };
}

// The command line of `npm run bench`, the routes it measures and the Chromium both halves run.
import path from "node:path";
import { CHROMIUM_ARGS } from "../scripts/browser/chromium";
import { readRoutes } from "../io/pageFiles";

/** What the bench can measure; `--measure=` takes a comma-separated list of them. */
export const MEASURES = ["lighthouse", "phone"] as const;
export type Measure = (typeof MEASURES)[number];

/** Chromium's switch that keeps `navigator.webdriver` false: the page then takes the load for a
 * visitor's, where the site's Web Vitals sampling leaves an automated browser out. */
export const AS_VISITOR_FLAG = "--disable-blink-features=AutomationControlled";
/** The switch that sets `navigator.webdriver`. Playwright passes it itself; Lighthouse's Chromium
 * has it only from here, so both halves load a page as the same automated browser. */
export const AUTOMATION_FLAG = "--enable-automation";

/** The project's Chromium switches (no sandbox, GPU or background traffic to disturb the timing),
 * and no /dev/shm, which is small in containers; then AUTOMATION_FLAG, or with BENCH_AS_VISITOR=1
 * AS_VISITOR_FLAG. Headless is added by each half. */
export function chromiumFlags(env: NodeJS.ProcessEnv = process.env): string[] {
  const automation = env.BENCH_AS_VISITOR === "1" ? AS_VISITOR_FLAG : AUTOMATION_FLAG;
  return [...CHROMIUM_ARGS, "--disable-dev-shm-usage", automation];
}

export const CHROMIUM_FLAGS = chromiumFlags();

export interface Route {
  path: string;
  /** Held to the SEO budget: a `noindex` page fails Lighthouse's is-crawlable audit on purpose. */
  indexable: boolean;
  /** The not-found page, served with status 404 as it must be. */
  notFound: boolean;
}

export interface BenchOptions {
  build: string;
  /** Lighthouse runs per route (LHCI's numberOfRuns). */
  runs: number;
  /** Phone runs per route (defaults to `runs`). */
  phoneRuns: number;
  measures: Measure[];
  routes?: string;
  /** Also append the run to the committed bench/history.jsonl. */
  record: boolean;
}

export const DEFAULT_RUNS = 3;

export function option(argv: string[], name: string): string | undefined {
  const prefix = `--${name}=`;
  return argv.find((a) => a.startsWith(prefix))?.slice(prefix.length);
}

/** The measures asked for, in their fixed order; an unknown name is an error, not a silent skip. */
export function parseMeasures(value: string | undefined): Measure[] {
  if (value === undefined) return [...MEASURES];
  const asked = value
    .split(",")
    .map((m) => m.trim())
    .filter(Boolean);
  const unknown = asked.filter((m) => !(MEASURES as readonly string[]).includes(m));
  if (unknown.length || asked.length === 0)
    throw new Error(`--measure takes ${MEASURES.join(", ")} (got "${value}")`);
  return MEASURES.filter((m) => asked.includes(m));
}

export function parseOptions(argv: string[]): BenchOptions {
  const runs = Math.max(1, Number(option(argv, "runs") ?? DEFAULT_RUNS));
  const phoneRuns = option(argv, "phone-runs");
  return {
    build: option(argv, "build") ?? "full",
    runs,
    phoneRuns: phoneRuns === undefined ? runs : Math.max(1, Number(phoneRuns)),
    measures: parseMeasures(option(argv, "measure")),
    routes: option(argv, "routes"),
    record: argv.includes("--record"),
  };
}

export function routesFromData(root: string, filter: string | undefined): Route[] {
  const pages = readRoutes(path.join(root, "data"));
  const wanted = filter ? new Set(filter.split(",")) : null;
  const unknown = [...(wanted ?? [])].filter((route) => !pages.some((p) => p.path === route));
  if (unknown.length) throw new Error(`not a route of the site: ${unknown.join(", ")}`);
  return pages
    .filter((p) => !wanted || wanted.has(p.path))
    .map((p) => ({
      path: p.path,
      indexable: p.indexable === true,
      notFound: p.template === "NotFoundPage",
    }));
}

// The command line of `npm run bench` and the routes it measures.
import fs from "node:fs";
import path from "node:path";
import type { Route } from "./lighthouse";

/** What the bench can measure; `--measure=` takes a comma-separated list of them. */
export const MEASURES = ["lighthouse", "phone"] as const;
export type Measure = (typeof MEASURES)[number];

export interface BenchOptions {
  build: string;
  /** Lighthouse runs per route. */
  runs: number;
  /** Phone runs per route (defaults to `runs`). */
  phoneRuns: number;
  measures: Measure[];
  routes?: string;
  lhr?: string;
}

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
  const runs = Math.max(1, Number(option(argv, "runs") ?? 1));
  const phoneRuns = option(argv, "phone-runs");
  return {
    build: option(argv, "build") ?? "full",
    runs,
    phoneRuns: phoneRuns === undefined ? runs : Math.max(1, Number(phoneRuns)),
    measures: parseMeasures(option(argv, "measure")),
    routes: option(argv, "routes"),
    lhr: option(argv, "lhr"),
  };
}

export function routesFromData(root: string, filter: string | undefined): Route[] {
  const pages = JSON.parse(fs.readFileSync(path.join(root, "data", "pages.json"), "utf8")) as {
    path: string;
    indexable: boolean;
    template: string;
  }[];
  const wanted = filter ? new Set(filter.split(",")) : null;
  return pages
    .filter((p) => !wanted || wanted.has(p.path))
    .map((p) => ({
      path: p.path,
      indexable: p.indexable,
      notFound: p.template === "NotFoundPage",
    }));
}

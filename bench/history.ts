// bench/history.jsonl: one JSON line per bench run, committed with the change it measured, so the
// next change can be compared with this one. bench/results.json keeps the full (git-ignored) result.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { BuildTiming } from "./build";
import type { TransferKb } from "./lighthouseResult";
import type { RouteRow } from "./report";

export const HISTORY_FILE = path.join(__dirname, "history.jsonl");

/** The compact figures of one route kept in the history. */
export interface RouteFigures {
  perf: number | null;
  a11y: number | null;
  bp: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** From the build output: HTML raw and brotli, inline CSS raw and brotli, first-load JS gzip. */
  htmlKb: number;
  htmlBrKb: number;
  inlineCssKb: number;
  inlineCssBrKb: number;
  jsGzKb: number;
  jsFrom: "measured" | "static";
  /** Transferred KB by resource type, from Lighthouse. */
  transferKb: TransferKb | null;
  error?: string;
}

export interface HistoryLine {
  date: string;
  /** Short hash of HEAD, and whether the work tree differed from it (history file aside). */
  commit: string | null;
  dirty: boolean | null;
  options: { build: string; runs: number };
  machine: { cpus: number; loadavg: number[] };
  builds: BuildTiming[];
  routes: Record<string, RouteFigures>;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

export function routeFigures(row: RouteRow): RouteFigures {
  return {
    perf: row.performance,
    a11y: row.accessibility,
    bp: row.bestPractices,
    seo: row.seo,
    fcpMs: row.fcpMs === null ? null : Math.round(row.fcpMs),
    lcpMs: row.lcpMs === null ? null : Math.round(row.lcpMs),
    tbtMs: row.tbtMs === null ? null : Math.round(row.tbtMs),
    cls: row.cls === null ? null : round(row.cls, 4),
    htmlKb: row.page.htmlKb,
    htmlBrKb: row.page.htmlBrKb,
    inlineCssKb: row.page.inlineCssKb,
    inlineCssBrKb: row.page.inlineCssBrKb,
    jsGzKb: row.page.firstLoadJsKb,
    jsFrom: row.page.firstLoadJsFrom,
    transferKb: row.transferKb,
    ...(row.error ? { error: row.error } : {}),
  };
}

/** HEAD's short hash and whether tracked or new files differ from it; nulls outside a git tree. */
export function gitState(
  root: string,
  ignore: string[] = [],
): { commit: string | null; dirty: boolean | null } {
  try {
    const git = (args: string[]) =>
      execFileSync("git", args, {
        cwd: root,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      });
    const commit = git(["rev-parse", "--short", "HEAD"]).trim();
    const excluded = ignore.map((file) => `:(exclude)${file}`);
    const status = git(["status", "--porcelain", "--", ".", ...excluded]);
    return { commit, dirty: status.trim().length > 0 };
  } catch {
    return { commit: null, dirty: null };
  }
}

/** The lines of a history file, oldest first; none when the file does not exist yet. */
export function readHistory(file: string): HistoryLine[] {
  if (!fs.existsSync(file)) return [];
  const lines: HistoryLine[] = [];
  fs.readFileSync(file, "utf8")
    .split("\n")
    .forEach((text, i) => {
      if (!text.trim()) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (err) {
        throw new Error(`${file} line ${i + 1} is not JSON: ${(err as Error).message}`);
      }
      const line = parsed as Partial<HistoryLine> | null;
      if (
        !line ||
        typeof line.date !== "string" ||
        typeof line.routes !== "object" ||
        !line.options
      )
        throw new Error(`${file} line ${i + 1} is not a bench run (no date, options or routes)`);
      lines.push(line as HistoryLine);
    });
  return lines;
}

/** Appends one run as one line, creating the file (and its folder) when missing. */
export function appendHistory(file: string, line: HistoryLine): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const before = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const separator = before && !before.endsWith("\n") ? "\n" : "";
  fs.appendFileSync(file, `${separator}${JSON.stringify(line)}\n`);
}

const sameRoutes = (a: HistoryLine, b: HistoryLine) => {
  const keys = (l: HistoryLine) => Object.keys(l.routes).sort().join("\n");
  return keys(a) === keys(b);
};

/**
 * The latest earlier run over the same routes with as many Lighthouse runs per route. The build
 * mode is not matched: it changes which build times exist, not the page figures, and build times
 * are compared kind by kind.
 */
export function previousComparable(
  history: HistoryLine[],
  current: HistoryLine,
): HistoryLine | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const line = history[i];
    if (line.options.runs === current.options.runs && sameRoutes(line, current)) return line;
  }
  return null;
}

/** Change of each compared figure of one route; null where either run lacks the figure. */
export interface RouteDelta {
  route: string;
  perf: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  htmlBrKb: number | null;
  inlineCssKb: number | null;
  jsGzKb: number | null;
  fontKb: number | null;
  imageKb: number | null;
  totalKb: number | null;
}

function delta(
  before: number | null | undefined,
  after: number | null | undefined,
  digits: number,
) {
  return typeof before === "number" && typeof after === "number"
    ? round(after - before, digits)
    : null;
}

export function compareRuns(
  previous: HistoryLine,
  current: HistoryLine,
): { routes: RouteDelta[]; builds: { kind: string; seconds: number }[] } {
  const routes = Object.entries(current.routes)
    .filter(([route]) => previous.routes[route])
    .map(([route, now]) => {
      const was = previous.routes[route];
      return {
        route,
        perf: delta(was.perf, now.perf, 0),
        fcpMs: delta(was.fcpMs, now.fcpMs, 0),
        lcpMs: delta(was.lcpMs, now.lcpMs, 0),
        tbtMs: delta(was.tbtMs, now.tbtMs, 0),
        cls: delta(was.cls, now.cls, 3),
        htmlBrKb: delta(was.htmlBrKb, now.htmlBrKb, 1),
        inlineCssKb: delta(was.inlineCssKb, now.inlineCssKb, 1),
        jsGzKb: delta(was.jsGzKb, now.jsGzKb, 1),
        fontKb: delta(was.transferKb?.font, now.transferKb?.font, 1),
        imageKb: delta(was.transferKb?.image, now.transferKb?.image, 1),
        totalKb: delta(was.transferKb?.total, now.transferKb?.total, 1),
      };
    });
  const builds = current.builds.flatMap((b) => {
    const was = previous.builds.find((p) => p.kind === b.kind);
    return was ? [{ kind: b.kind, seconds: round(b.seconds - was.seconds, 1) }] : [];
  });
  return { routes, builds };
}

function signed(value: number | null, digits: number): string {
  if (value === null) return "–";
  const text = Math.abs(value).toFixed(digits);
  if (Number(text) === 0) return text;
  return `${value > 0 ? "+" : "-"}${text}`;
}

const DELTA_COLUMNS: { title: string; width: number; digits: number; key: keyof RouteDelta }[] = [
  { title: "perf", width: 5, digits: 0, key: "perf" },
  { title: "FCP ms", width: 7, digits: 0, key: "fcpMs" },
  { title: "LCP ms", width: 7, digits: 0, key: "lcpMs" },
  { title: "TBT ms", width: 7, digits: 0, key: "tbtMs" },
  { title: "CLS", width: 6, digits: 3, key: "cls" },
  { title: "HTML br", width: 8, digits: 1, key: "htmlBrKb" },
  { title: "CSS", width: 6, digits: 1, key: "inlineCssKb" },
  { title: "JS gz", width: 7, digits: 1, key: "jsGzKb" },
  { title: "fonts", width: 6, digits: 1, key: "fontKb" },
  { title: "images", width: 7, digits: 1, key: "imageKb" },
  { title: "total", width: 7, digits: 1, key: "totalKb" },
];

/** The comparison printed after the table: what changed since the previous comparable run. */
export function formatComparison(previous: HistoryLine | null, current: HistoryLine): string {
  if (!previous) {
    return (
      `no earlier run to compare (none in the history with these routes and ` +
      `--runs=${current.options.runs})`
    );
  }
  const { routes, builds } = compareRuns(previous, current);
  const tree = previous.dirty ? ", uncommitted changes" : "";
  const width = Math.max(5, ...routes.map((r) => r.route.length));
  const line = (route: string, cells: string[]) =>
    [route.padEnd(width), ...cells.map((c, i) => c.padStart(DELTA_COLUMNS[i].width))].join(" ");
  const out = [
    `change since the run of ${previous.date} (${previous.commit ?? "no commit"}${tree}; ` +
      `build ${previous.options.build}, runs ${previous.options.runs}); sizes in KB:`,
    line(
      "route",
      DELTA_COLUMNS.map((c) => `Δ${c.title}`),
    ),
  ];
  for (const r of routes) {
    out.push(
      line(
        r.route,
        DELTA_COLUMNS.map((c) => signed(r[c.key] as number | null, c.digits)),
      ),
    );
  }
  out.push(
    `builds: ${builds.map((b) => `${b.kind} ${signed(b.seconds, 1)} s`).join(", ") || "none in both runs"}`,
  );
  return out.join("\n");
}

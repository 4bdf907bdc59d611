// The bench's history, one JSON line per run: every run goes to var/bench/history.jsonl
// (git-ignored, this machine's), and with --record also to bench/history.jsonl, committed with the
// change it measured so the next change is compared with it. A run is compared with the latest
// comparable line of both.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { BuildTiming } from "./build";
import type { LighthouseRow, TransferKb } from "./lighthouseReport";
import type { CompareRow } from "./peerCompare";
import type { PhoneFigures } from "./phoneFigures";

/** Committed: the runs recorded with the changes they measured. */
export const HISTORY_FILE = path.join(__dirname, "history.jsonl");
/** This machine's runs, every one of them. */
export const LOCAL_HISTORY_FILE = path.join(__dirname, "..", "var", "bench", "history.jsonl");

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
  /** Transferred KB by resource type, from Lighthouse (LHCI's representative run). */
  transferKb: TransferKb | null;
  error?: string;
}

export interface HistoryLine {
  date: string;
  /** Short hash of HEAD, and whether the work tree differed from it (history file aside). */
  commit: string | null;
  dirty: boolean | null;
  /**
   * runs: Lighthouse runs per route; lines without `measure` measured Lighthouse only; `compare`:
   * the peers of a compare run.
   */
  options: {
    build: string;
    runs: number;
    measure?: string[];
    phoneRuns?: number;
    compare?: string[];
  };
  /** The Lighthouse that measured, e.g. `12.1.0 (Lighthouse CI)`; none before Lighthouse CI. */
  lighthouse?: string;
  machine: { cpus: number; loadavg: number[] };
  builds: BuildTiming[];
  /** Lighthouse and build-output figures; empty when Lighthouse was not measured. */
  routes: Record<string, RouteFigures>;
  phone?: Record<string, PhoneFigures>;
  /** A compare run's peers, its side-by-side rows (this site's too) and its verdicts. */
  compare?: {
    peers: { name: string; title: string; repo: string; commit: string; url: string }[];
    rows: CompareRow[];
    verdicts: { line: string; yes: boolean }[];
  };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

export function routeFigures(row: LighthouseRow): RouteFigures {
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

/** Both files' lines by date, a recorded run (in both) once. */
export function readHistories(files: string[]): HistoryLine[] {
  const byDate = new Map<string, HistoryLine>();
  for (const file of files) for (const line of readHistory(file)) byDate.set(line.date, line);
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
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

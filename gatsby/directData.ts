// The checks of the data files that code imports directly (gatsby/dataFiles.ts) and that have
// rules of their own. Gatsby never sources these files, so createPages' data checks never see
// them: `gatsby build` reads them first (onPreBootstrap) and stops on a broken one, naming the file
// and every field at fault. Under `gatsby develop` the same lines go to the terminal and to the
// browser's overlay, as createPages' failed checks do, and each save is checked again (polled
// with the data watchdog, gatsby/patches/dataWatchdog.ts); the fix clears the overlay. Nothing
// here stops develop or drops a page: only the pages that import a broken file fail to render.
import crypto from "crypto";
import fs from "fs";
import path from "path";
import type { Reporter } from "gatsby";
import { readBookingData } from "../contract/booking/dataRules";
import { readVitalsData } from "../contract/vitals";
import { clearOverlayError, showOverlayError } from "./developOverlay";

export const DATA_DIR = path.resolve(__dirname, "../data");

/** Each checked file (relative to data/) and its reader, which throws listing every problem. */
export const DIRECT_CHECKS: Record<string, (raw: unknown, file: string) => unknown> = {
  "booking.json": readBookingData,
  "vitals.json": readVitalsData,
};

const OVERLAY_ID = "direct-data-check";
const checkedFiles = () =>
  Object.keys(DIRECT_CHECKS)
    .map((name) => `data/${name}`)
    .join(", ");
const TITLE = "Data check failed";

const isDevelop = () => process.env.gatsby_executing_command === "develop";

/** The lines of a reader's error: its `problems` when it lists them, else its message's lines. */
function linesOf(error: unknown): string[] {
  const problems = (error as { problems?: unknown } | null)?.problems;
  if (Array.isArray(problems)) return problems.map(String);
  return String((error as Error | null)?.message ?? error).split("\n");
}

/** Every problem of the checked files in `dataDir`, each line naming its file. */
export function directDataProblems(dataDir = DATA_DIR): string[] {
  return Object.entries(DIRECT_CHECKS).flatMap(([name, read]) => {
    const file = `data/${name}`;
    let text: string;
    try {
      text = fs.readFileSync(path.join(dataDir, name), "utf8");
    } catch (error) {
      return [`${file}: could not be read (${(error as Error).message})`];
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      return [`${file}: does not parse as JSON (${(error as Error).message})`];
    }
    try {
      read(parsed, file);
      return [];
    } catch (error) {
      return linesOf(error);
    }
  });
}

/** The failure's text, as createPages words its own. */
export const failureMessage = (problems: readonly string[]) =>
  `${TITLE}:\n  ${problems.join("\n  ")}`;

/** The first checked file a problem names, for the overlay's "Open in Editor". */
function fileOf(problems: readonly string[], dataDir: string): string | undefined {
  const name = Object.keys(DIRECT_CHECKS).find((n) =>
    problems.some((p) => p.startsWith(`data/${n}`)),
  );
  return name && path.join(dataDir, name);
}

/** What the checked files hold now: a change of any byte is a new stamp. */
export function directDataStamp(dataDir = DATA_DIR): string {
  return Object.keys(DIRECT_CHECKS)
    .map((name) => {
      try {
        const bytes = fs.readFileSync(path.join(dataDir, name));
        return crypto.createHash("md5").update(bytes).digest("hex");
      } catch {
        return "unreadable"; // deleted or being replaced: the next look sees it
      }
    })
    .join(",");
}

export interface DirectWatchState {
  /** The stamp last checked, or null before the first check. */
  stamp: string | null;
  /** Whether the overlay shows this check's failure. */
  shown: boolean;
}

export interface DirectWatchDeps {
  stamp: () => string;
  problems: () => string[];
  /** The first file at fault, for the overlay. */
  fileOf: (problems: readonly string[]) => string | undefined;
  show: (title: string, message: string, filePath?: string) => void;
  clear: () => void;
  error: (message: string) => void;
  info: (message: string) => void;
}

/** One look under develop: the files checked again when they changed, the overlay kept in step. */
export function watchDirectOnce(deps: DirectWatchDeps, state: DirectWatchState): void {
  const stamp = deps.stamp();
  if (stamp === state.stamp) return;
  state.stamp = stamp;
  const problems = deps.problems();
  if (problems.length > 0) {
    const message = failureMessage(problems);
    deps.error(message);
    deps.show(TITLE, message, deps.fileOf(problems));
    state.shown = true;
  } else if (state.shown) {
    deps.clear();
    deps.info(`${checkedFiles()}: the data check passes again`);
    state.shown = false;
  }
}

/** Shared by the first check (onPreBootstrap) and the develop watch, so the watch starts from it. */
const state: DirectWatchState = { stamp: null, shown: false };

function developDeps(reporter: Reporter, dataDir: string): DirectWatchDeps {
  return {
    stamp: () => directDataStamp(dataDir),
    problems: () => directDataProblems(dataDir),
    fileOf: (problems) => fileOf(problems, dataDir),
    show: (title, message, filePath) => showOverlayError(OVERLAY_ID, title, message, filePath),
    clear: () => clearOverlayError(OVERLAY_ID),
    error: (message) => reporter.error(message),
    info: (message) => reporter.info(message),
  };
}

/**
 * onPreBootstrap: `gatsby build` stops on a broken file (panicOnBuild); `gatsby develop` logs the
 * same lines, shows them in the overlay and goes on.
 */
export const directDataStep = ({ reporter }: { reporter: Reporter }, dataDir = DATA_DIR) => {
  if (isDevelop()) {
    watchDirectOnce(developDeps(reporter, dataDir), state);
    return;
  }
  const problems = directDataProblems(dataDir);
  if (problems.length > 0) reporter.panicOnBuild(failureMessage(problems));
};

/** Under develop (onCreateDevServer): each save of a checked file is checked again. */
export function watchDirectData(reporter: Reporter, intervalMs: number, dataDir = DATA_DIR) {
  const deps = developDeps(reporter, dataDir);
  const timer = setInterval(() => watchDirectOnce(deps, state), intervalMs);
  timer.unref();
  return timer;
}

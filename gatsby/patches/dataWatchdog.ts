// Under `gatsby develop` (from onCreateDevServer), a saved data file can be lost on the way to
// the node store. Gatsby collects node changes for up to 500 ms before applying them; a request
// for a page whose query has not run yet (a link's prefetch is enough) starts the queries at once
// and throws the collected changes away, File node update included, so the edit never shows until
// the file is saved again. This watchdog compares each data file's File node with the file on disk
// and, when they still differ after a grace period, touches the file so the watcher reports it
// again. The directly imported files, which Gatsby does not source, are checked again on each save
// at the same pace (gatsby/directData.ts). A workaround of Gatsby's develop state machine:
// upstream and when it can go, gatsby/patches/README.md.
import fs from "fs";
import type { CreateDevServerArgs } from "gatsby";
import { DATA_DIR } from "../createPages";
import { fileNodeDigest, sourcedJsonFiles } from "./dataSettled";
import { watchDirectData } from "../directData";

/** How often the files are compared with their nodes. */
export const WATCH_INTERVAL_MS = 1_000;
/** A change normally reaches the store well within this (500 ms of batching, then the update). */
export const LOST_AFTER_MS = 2_000;
/** Touches per lost change, so a file Gatsby cannot take (unreadable, say) is not touched forever. */
export const MAX_TOUCHES = 5;

interface Lost {
  /** The digest on disk that the store does not have. */
  digest: string;
  since: number;
  touches: number;
}

export interface WatchdogDeps {
  files: () => string[];
  read: (file: string) => Buffer | null;
  /** The content digest of the File node of `file`, or null when it has none. */
  nodeDigest: (file: string) => string | null;
  touch: (file: string) => void;
  log: (message: string) => void;
}

/** One comparison; `lost` carries what was seen between calls. Returns the files touched. */
export function watchOnce(deps: WatchdogDeps, lost: Map<string, Lost>, now: number): string[] {
  const touched: string[] = [];
  for (const file of deps.files()) {
    const bytes = deps.read(file);
    if (!bytes) continue;
    const digest = fileNodeDigest(bytes);
    if (deps.nodeDigest(file) === digest) {
      lost.delete(file);
      continue;
    }
    const seen = lost.get(file);
    if (!seen || seen.digest !== digest) {
      lost.set(file, { digest, since: now, touches: 0 });
      continue;
    }
    if (now - seen.since < LOST_AFTER_MS || seen.touches >= MAX_TOUCHES) continue;
    deps.touch(file);
    seen.touches += 1;
    seen.since = now;
    touched.push(file);
    deps.log(`${file} changed on disk but not in Gatsby's data: reporting it to the watcher again`);
  }
  return touched;
}

export function watchDataFiles({
  getNodesByType,
  reporter,
}: Pick<CreateDevServerArgs, "getNodesByType" | "reporter">): void {
  const lost = new Map<string, Lost>();
  const deps: WatchdogDeps = {
    files: () => sourcedJsonFiles(DATA_DIR),
    read: (file) => {
      try {
        return fs.readFileSync(file);
      } catch {
        return null; // deleted or being replaced: the next look sees it
      }
    },
    nodeDigest: (file) => {
      const node = getNodesByType("File").find((n) => n.absolutePath === file);
      return node ? node.internal.contentDigest : null;
    },
    touch: (file) => {
      const now = new Date();
      fs.utimesSync(file, now, now);
    },
    log: (message) => reporter.info(message),
  };
  const timer = setInterval(() => watchOnce(deps, lost, Date.now()), WATCH_INTERVAL_MS);
  timer.unref();
  watchDirectData(reporter, WATCH_INTERVAL_MS);
}

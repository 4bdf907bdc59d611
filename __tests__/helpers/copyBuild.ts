// `gatsby build` in a copy of the project, for the tests that build the site with other data than
// this checkout's. The copy is always made in the same folder, and only webpack's cache survives
// from one copy to the next: webpack's cache names modules by their absolute paths, so a copy in a
// new folder each time compiles both bundles from nothing (about 80 s here), while the same folder
// with the last copy's cache takes about 22 s. Everything else of the last copy (its data, its
// .cache state, its public/) is removed first, so one build never reads another's pages; webpack
// checks every cached module against the new copy's files itself.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEVELOP_FILES } from "./developServer";

const ROOT = path.resolve(__dirname, "../..");

/** A clean build of the whole site; generous for a loaded two-core machine. */
export const BUILD_TIMEOUT_MS = 15 * 60_000;

/** The one folder the copies are built in, per user of the machine. */
export const BUILD_COPY_DIR = path.join(os.tmpdir(), `site-build-copy-${os.userInfo().uid}`);
const LOCK = `${BUILD_COPY_DIR}.lock`;
/** What survives from one copy to the next: webpack's cache and nothing else of `.cache/`. */
const KEPT = path.join(".cache", "webpack");

export interface BuildCopy {
  /** The copy's root: this checkout's sources and data, node_modules linked. */
  dir: string;
  /** Lets the next test (or another run) take the folder. */
  release(): void;
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Takes the folder's lock: one build copy at a time, also across Jest runs side by side. A lock
 * whose process has gone is taken over. */
async function lock(): Promise<void> {
  const deadline = Date.now() + BUILD_TIMEOUT_MS;
  for (;;) {
    try {
      fs.writeFileSync(LOCK, String(process.pid), { flag: "wx" });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = Number(fs.readFileSync(LOCK, "utf8").trim() || "0");
    if (holder === process.pid || !alive(holder)) {
      fs.rmSync(LOCK, { force: true });
      continue;
    }
    if (Date.now() > deadline) {
      throw new Error(`${BUILD_COPY_DIR} is held by process ${holder} (${LOCK})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Empties the folder but for webpack's cache, then copies the project into it. */
function refill(dir: string): void {
  fs.mkdirSync(path.join(dir, KEPT), { recursive: true });
  for (const entry of fs.readdirSync(dir)) {
    if (entry !== ".cache") fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
  for (const entry of fs.readdirSync(path.join(dir, ".cache"))) {
    if (entry !== "webpack") fs.rmSync(path.join(dir, ".cache", entry), { recursive: true });
  }
  for (const entry of DEVELOP_FILES) {
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
}

/** A fresh copy of the project in the build folder, held until `release`. */
export async function openBuildCopy(): Promise<BuildCopy> {
  await lock();
  try {
    refill(BUILD_COPY_DIR);
  } catch (error) {
    fs.rmSync(LOCK, { force: true });
    throw error;
  }
  return { dir: BUILD_COPY_DIR, release: () => fs.rmSync(LOCK, { force: true }) };
}

/** Runs `gatsby build` in `project` with `env` added; throws with the end of its output on failure. */
export function buildCopy(project: string, env: NodeJS.ProcessEnv = {}): void {
  const build = spawnSync(path.join(project, "node_modules/.bin/gatsby"), ["build"], {
    cwd: project,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NODE_ENV: "production", ...env },
    encoding: "utf8",
    timeout: BUILD_TIMEOUT_MS,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    throw new Error(`gatsby build failed:\n${`${build.stdout}\n${build.stderr}`.slice(-4000)}`);
  }
}

// `gatsby build` in a copy of the project (copyProject), for the tests that build the site with
// other data than this checkout's.
import { spawnSync } from "node:child_process";
import path from "node:path";

/** A clean build of the whole site; generous for a loaded two-core machine. */
export const BUILD_TIMEOUT_MS = 15 * 60_000;

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

// Code of the installed Gatsby run as Gatsby runs it, for the tests that guard a patch of
// gatsby/patches/: each asks Gatsby's own modules whether the behaviour the patch works around is
// still there.
import { spawnSync } from "node:child_process";

/** The installed Gatsby's own require, for a script run in a plain Node process. */
export const GATSBY_PACKAGE = require.resolve("gatsby/package.json");
const RESULT = "RESULT ";

/** Runs `script` in a plain Node process, as Gatsby loads its modules (without Jest's transforms),
 * with `gatsby` its require and `done(value)` its answer, written past Gatsby's reporter, which
 * wraps what goes through process.stdout. */
export function inGatsby<T>(script: string): T {
  const run = spawnSync(
    process.execPath,
    [
      "-e",
      `const gatsby = require("node:module").createRequire(${JSON.stringify(GATSBY_PACKAGE)});
       const done = (value) =>
         require("node:fs").writeSync(1, "\\n${RESULT}" + JSON.stringify(value) + "\\n");
       ${script}`,
    ],
    { encoding: "utf8", timeout: 60_000, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } },
  );
  const line = run.stdout.split("\n").find((l) => l.startsWith(RESULT));
  if (run.status !== 0 || !line) throw new Error(`no answer from Gatsby:\n${run.stderr}`);
  return JSON.parse(line.slice(RESULT.length)) as T;
}

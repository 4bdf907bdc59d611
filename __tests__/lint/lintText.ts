// ESLint with the project's own config over code written as if it were a file of the project, for
// the tests of the project's lint rules.
import { spawnSync } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

/** ESLint loads its flat config with a dynamic import, which Jest's module system does not run:
 * the cases are linted by one Node process with the project's own config, as `npm run lint` does. */
const LINT_CASES = `
  const { ESLint } = require("eslint");
  const path = require("node:path");
  const { cases, rule } = JSON.parse(require("node:fs").readFileSync(0, "utf8"));
  const eslint = new ESLint({ cwd: process.cwd() });
  (async () => {
    const out = [];
    for (const [file, code] of cases) {
      const [result] = await eslint.lintText(code, { filePath: path.join(process.cwd(), file) });
      out.push(result.messages.filter((m) => m.ruleId === rule).map((m) => m.message));
    }
    process.stdout.write(JSON.stringify(out));
  })();
`;

/** The messages of `rule` that ESLint gives each code as if it were that file of the project. */
export function lintMessages(cases: [string, string][], rule: string): string[][] {
  const run = spawnSync(process.execPath, ["-e", LINT_CASES], {
    cwd: ROOT,
    input: JSON.stringify({ cases, rule }),
    encoding: "utf8",
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`eslint failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as string[][];
}

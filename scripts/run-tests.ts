// `npm test`: the typecheck, then Jest in two phases. The projects without a browser run on two
// workers (on this project's two-core machines Jest would pick one); the browser projects run one
// file at a time, since two browser suites side by side would time each other's pages. Any
// arguments (a file or a name pattern) go to both phases.
import { spawnSync } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");
const JEST = path.join(ROOT, "node_modules/.bin/jest");
const args = process.argv.slice(2);

const PHASES = [
  { projects: ["unit", "pages", "site"], workers: 2 },
  { projects: ["e2e", "cms", "develop"], workers: 1 },
];

function run(command: string, commandArgs: string[]): void {
  const result = spawnSync(command, commandArgs, { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("npm", ["run", "typecheck"]);
for (const { projects, workers } of PHASES) {
  run(JEST, [
    "--selectProjects",
    ...projects,
    `--maxWorkers=${workers}`,
    "--passWithNoTests",
    ...args,
  ]);
}

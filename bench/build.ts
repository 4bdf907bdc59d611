// Timed `gatsby clean` + `gatsby build` (clean) and a second `gatsby build` (cached).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export interface BuildTiming {
  kind: "clean" | "cached";
  seconds: number;
}

/** Runs the project's gatsby CLI; output goes to `logFile`. Rejects on failure or after timeoutMs. */
function gatsby(root: string, args: string[], logFile: string, timeoutMs: number): Promise<void> {
  const bin = path.join(root, "node_modules", ".bin", "gatsby");
  const log = fs.openSync(logFile, "a");
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      cwd: root,
      stdio: ["ignore", log, log],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NODE_ENV: "production" },
      detached: true,
    });
    const timer = setTimeout(() => {
      // The whole process group: gatsby starts workers.
      if (child.pid) process.kill(-child.pid, "SIGTERM");
      reject(new Error(`gatsby ${args.join(" ")} took longer than ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      fs.closeSync(log);
      if (code === 0) resolve();
      else reject(new Error(`gatsby ${args.join(" ")} exited with ${code}; see ${logFile}`));
    });
  });
}

async function timed(fn: () => Promise<void>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Math.round(Number(process.hrtime.bigint() - start) / 1e8) / 10;
}

/** Clean build (cache and public/ removed first), then a cached rebuild of the same sources. */
export async function timeBuilds(
  root: string,
  logFile: string,
  timeoutMs: number,
  log: (line: string) => void,
): Promise<BuildTiming[]> {
  fs.writeFileSync(logFile, "");
  log("gatsby clean + build (clean) …");
  await gatsby(root, ["clean"], logFile, timeoutMs);
  const clean = await timed(() => gatsby(root, ["build"], logFile, timeoutMs));
  log(`  clean build ${clean} s`);
  log("gatsby build (cached) …");
  const cached = await timed(() => gatsby(root, ["build"], logFile, timeoutMs));
  log(`  cached build ${cached} s`);
  return [
    { kind: "clean", seconds: clean },
    { kind: "cached", seconds: cached },
  ];
}

/** A cached build only, for `--build=cached` or when public/ is missing under `--no-build`. */
export async function cachedBuild(
  root: string,
  logFile: string,
  timeoutMs: number,
  log: (line: string) => void,
): Promise<BuildTiming> {
  fs.writeFileSync(logFile, "");
  log("gatsby build (cached) …");
  const seconds = await timed(() => gatsby(root, ["build"], logFile, timeoutMs));
  log(`  cached build ${seconds} s`);
  return { kind: "cached", seconds };
}

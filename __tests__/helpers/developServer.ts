// `gatsby develop` over a temporary copy of the project, for the develop tests: the copy has its
// own .cache/ and public/ (this checkout's are never touched) and shares node_modules by symlink.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

/** What `gatsby develop` reads: the sources, the data, the config and the editor it serves. */
export const DEVELOP_FILES = [
  "src",
  "contract",
  "domain",
  "gatsby",
  "data",
  "static",
  "cms",
  "scripts",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "tsconfig.json",
  "package.json",
  "loadershim.js",
];

/** A fresh boot takes about 75 s on a shared 2-core machine; this leaves room for a slow one. */
export const BOOT_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 20_000;
const LOG_LIMIT = 4_000_000;

export interface DevelopServer {
  /** The project copy gatsby develop runs in. */
  dir: string;
  origin: string;
  /** Everything the process printed so far, without terminal escapes. */
  log(): string;
  /** Whether the process is still running. */
  running(): boolean;
  /** GET `route`: its status and body. */
  get(route: string): Promise<{ status: number; body: string }>;
  stop(): Promise<void>;
}

export interface PollOptions {
  timeoutMs: number;
  intervalMs?: number;
}

/**
 * Calls `look` until it returns a value other than undefined, at most `timeoutMs` and a matching
 * number of times; then fails with `describe()`, which says what was last seen.
 */
export async function until<T>(
  what: string,
  look: () => Promise<T | undefined> | T | undefined,
  { timeoutMs, intervalMs = 250 }: PollOptions,
  describe: () => string | Promise<string> = () => "",
): Promise<T> {
  const start = Date.now();
  const maxLooks = Math.ceil(timeoutMs / intervalMs) + 1;
  for (let i = 0; i < maxLooks && Date.now() - start <= timeoutMs; i++) {
    const value = await look();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  const waited = Date.now() - start;
  throw new Error(`Timed out after ${waited} ms waiting for ${what}. ${await describe()}`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// Terminal escapes: colours and cursor moves, which the output keeps even with colours off.
// eslint-disable-next-line no-control-regex
const ESCAPES = /\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07/g;

/** A copy of what Gatsby reads, in a new temporary folder (`prefix` names it), sharing
 * node_modules by symlink: its own .cache/ and public/, so this checkout's are never touched. */
export function copyProject(prefix = "gatsby-develop-"): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of DEVELOP_FILES) {
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/** Whether any process of the group still exists. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopGroup(child: ChildProcess): Promise<void> {
  const pgid = child.pid;
  if (!pgid || !groupAlive(pgid)) return;
  process.kill(-pgid, "SIGTERM");
  const start = Date.now();
  while (groupAlive(pgid) && Date.now() - start < STOP_TIMEOUT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (groupAlive(pgid)) process.kill(-pgid, "SIGKILL");
}

/** Copies the project, starts `gatsby develop` there and waits until `readyRoute` answers 200;
 * `extraEnv` adds variables (CONTACT_SERVER_URL, say), `extraArgs` options (`--verbose`, say). */
export async function startDevelop(
  readyRoute: string,
  extraEnv: Record<string, string> = {},
  extraArgs: readonly string[] = [],
): Promise<DevelopServer> {
  const dir = copyProject();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: "1",
    // Gatsby turns query on demand off when CI is set; a maintainer's develop has it on, and the
    // tests run develop as a maintainer does.
    GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI: "true",
    // One plain line per message (the default logger redraws and wraps at 80 columns).
    GATSBY_LOGGER: "yurnalist",
    NO_COLOR: "1",
    FORCE_COLOR: "0",
    ...extraEnv,
  };
  // Jest's NODE_ENV=test would change how Gatsby and Babel build the develop bundle.
  delete env.NODE_ENV;
  // Its own process group, so stopping it stops Gatsby's workers too.
  const child = spawn(
    path.join(dir, "node_modules/.bin/gatsby"),
    ["develop", "--port", String(port), "--host", "127.0.0.1", ...extraArgs],
    { cwd: dir, env, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  let log = "";
  const append = (chunk: Buffer) => {
    log += chunk.toString("utf8").replace(ESCAPES, "");
    if (log.length > LOG_LIMIT) log = log.slice(-LOG_LIMIT / 2);
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  const running = () => child.exitCode === null && child.signalCode === null;

  const get = async (route: string) => {
    const response = await fetch(origin + route, {
      redirect: "manual",
      signal: AbortSignal.timeout(15_000),
    });
    return { status: response.status, body: await response.text() };
  };

  const server: DevelopServer = {
    dir,
    origin,
    log: () => log,
    running,
    get,
    async stop() {
      await stopGroup(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await until(
      `gatsby develop to serve ${readyRoute}`,
      async () => {
        if (!running()) throw new Error(`gatsby develop exited:\n${log.slice(-4000)}`);
        if (!log.includes("You can now view")) return undefined;
        const { status } = await get(readyRoute).catch(() => ({ status: 0 }));
        return status === 200 ? true : undefined;
      },
      { timeoutMs: BOOT_TIMEOUT_MS, intervalMs: 1000 },
      () => `Last output:\n${log.slice(-4000)}`,
    );
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

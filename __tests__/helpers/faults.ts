// Real processes for the fault suite: the production CLI (server/cli.ts) as a child process (the
// SMTP server that receives its mail is smtp.ts).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { TEST_FORM_SECRET } from "./timeTrap";

const ROOT = path.resolve(__dirname, "..", "..");
/**
 * Longest wait for a child to log that it listens: a bound for a start that fails, since tsx
 * compiles cold on a loaded 2-core machine and has taken over 30 s there.
 */
const START_TIMEOUT_MS = 90_000;
export const OFFICE = "office@example.ro";
export const SENDER = "site@example.ro";

/** Polls `probe` every `stepMs` until it returns a value, at most `timeoutMs`. */
export async function until<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 20_000,
  stepMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A served folder with a home page, so GET / measures the event loop of the server. */
export function publicDir(dir: string): string {
  const pub = path.join(dir, "public");
  fs.mkdirSync(pub, { recursive: true });
  fs.writeFileSync(path.join(pub, "index.html"), "<!doctype html><title>t</title><p>fault</p>");
  return pub;
}

/** A port nobody listens on (listened on, then closed). */
export function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  logs: Record<string, unknown>[];
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  alive(): boolean;
  /** Ended without being asked to (a crash). */
  crashed(): boolean;
  /** Sends a signal; the exit that follows is not a crash. */
  kill(signal: NodeJS.Signals): void;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Servers still running when the test process ends (a timeout, an interrupted run) die with it. */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** Variables the server reads; the child gets only the ones a test sets. */
const SERVER_VARIABLES =
  /^(PORT|HOST|PUBLIC_DIR|CONTACT_DB|CONTACT_DB_MAX_MB|SMTP_URL|SMTP_RETRY_MS|MAIL_FROM|MAIL_TO|RATE_LIMIT_MAX|RATE_LIMIT_WINDOW|TRUST_PROXY|HSTS|LOG_LEVEL|RETENTION_DAYS|HELD_RETENTION_DAYS|FORM_SECRET|NODE_ENV)$/;

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const base: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !SERVER_VARIABLES.test(key)),
  );
  // `--import tsx`, not the tsx CLI: the CLI runs the server in a grandchild, which a SIGKILL
  // of the child would leave running.
  const child = spawn(process.execPath, ["--import", "tsx", "server/cli.ts"], {
    cwd: ROOT,
    env: {
      ...base,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      RATE_LIMIT_MAX: "1000000",
      FORM_SECRET: TEST_FORM_SECRET,
      MAIL_TO: OFFICE,
      MAIL_FROM: SENDER,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  const logs: Record<string, unknown>[] = [];
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  let pending = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logs.push({ msg: line });
      }
    }
  });
  let ended = false;
  let asked = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      ended = true;
      // Let the pipes drain, then release them so Jest has no open handle left.
      setImmediate(() => {
        child.stdout?.destroy();
        child.stderr?.destroy();
        resolve({ code, signal });
      });
    }),
  );
  const url = await until(
    "the server to listen",
    () => {
      if (ended) throw new Error(`server exited at start: ${stderr}`);
      const line = logs.find((l) =>
        /Server listening at http:\/\/127\.0\.0\.1:/.test(String(l.msg)),
      );
      return line ? /http:\/\/127\.0\.0\.1:\d+/.exec(String(line.msg))?.[0] : undefined;
    },
    START_TIMEOUT_MS,
  );
  return {
    base: url,
    child,
    logs,
    exited,
    alive: () => !ended,
    crashed: () => ended && !asked,
    kill(signal) {
      asked = true;
      if (!ended) child.kill(signal);
    },
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      asked = true;
      if (!ended) child.kill(signal);
      await exited;
    },
  };
}

/** Opens the lead database read-write (so a WAL left by a killed process is recovered). */
export function readLeads(dbPath: string): Record<string, unknown>[] {
  const db = new Database(dbPath, { timeout: 5_000 });
  try {
    return db.prepare("SELECT * FROM leads ORDER BY id").all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

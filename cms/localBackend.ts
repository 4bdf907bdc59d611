// The editor's local backend: decap-server's file-system middlewares, run in this process behind
// three guards, listening on 127.0.0.1 only. decap-server has no authentication and writes any
// path under the repository it is given, so these guards are all that stands between the editor's
// API and the checkout: used by `npm run cms` and by the editor's tests alike.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { spawnSync } from "node:child_process";

type Next = (err?: unknown) => void;
type Request = http.IncomingMessage & { body?: unknown };
type Handler = (req: Request, res: http.ServerResponse, next: Next) => void;
interface ExpressApp extends http.RequestListener {
  use(handler: Handler): void;
  post(route: string, handler: Handler): void;
}
interface Express {
  (): ExpressApp;
  json(options: { limit: string }): Handler;
}
type LogLevel = "error" | "warn" | "info" | "debug";
interface DecapMiddlewares {
  registerLocalFs(app: ExpressApp, options: { logLevel?: LogLevel }): Promise<void>;
  registerLocalGit(app: ExpressApp, options: { logLevel?: LogLevel }): Promise<void>;
}

/** express and the middlewares as decap-server resolves them (express is its dependency). */
const fromDecap = createRequire(require.resolve("decap-server"));
const express = fromDecap("express") as Express;
const decap = fromDecap("decap-server/dist/middlewares.js") as DecapMiddlewares;

/** The API route; decap-server registers its handlers on the same one. */
const API = "/api/v1";
/** The only folder the editor edits: the site's content and its images. */
const CONTENT = "data";

export interface LocalBackendOptions {
  /** The checkout whose data/ the editor reads and writes. */
  repo: string;
  /** 0 picks a free port. */
  port: number;
  logLevel?: LogLevel;
  /**
   * "files" (the default) saves straight into data/. "drafts" is decap-server's git mode, which
   * gives the editor its editorial workflow: a save is a commit on a branch cms/<collection>/<file>
   * that reaches `main` only when someone marks it ready and publishes it. That mode checks out
   * branches in `repo` itself, so it refuses a checkout with uncommitted changes.
   */
  mode?: BackendMode;
}

export type BackendMode = "files" | "drafts";

export interface LocalBackend {
  /** The editor's `proxy_url`, e.g. http://127.0.0.1:8081/api/v1. */
  url: string;
  port: number;
  close(): Promise<void>;
}

// A web page the maintainer visits can make the browser send requests to 127.0.0.1 under its own
// host name (DNS rebinding); such requests carry that name in Host, the editor's carry a loopback
// one.
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

const hostGuard: Handler = (req, res, next) => {
  const host = req.headers.host ?? "";
  if (LOOPBACK_HOST.test(host)) {
    next();
    return;
  }
  res
    .writeHead(403, {
      "content-type": "text/plain; charset=utf-8",
      "x-content-type-options": "nosniff",
    })
    .end(
      `Forbidden: the editor's local backend only answers requests addressed to localhost, ` +
        `127.0.0.1 or [::1], not to ${JSON.stringify(host)}.\n`,
    );
};

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * Every path a request names, whatever its action: the path-bearing parameters of decap-server's
 * request schema (dist/index.js). Absent ones are undefined and skipped; anything else present
 * that is not a string is refused.
 */
function namedPaths(body: unknown): unknown[] {
  const params = record(record(body).params);
  const items = (value: unknown): Record<string, unknown>[] =>
    value === undefined ? [] : Array.isArray(value) ? value.map(record) : [record(value)];
  const entries = [record(params.entry), ...items(params.dataFiles)];
  return [
    params.path,
    params.folder,
    params.mediaFolder,
    ...entries.flatMap((entry) => [entry.path, entry.newPath]),
    ...items(params.assets).map((asset) => asset.path),
    record(params.asset).path,
    ...(params.paths === undefined
      ? []
      : Array.isArray(params.paths)
        ? params.paths
        : [params.paths]),
    ...items(params.files).map((file) => file.path),
  ].filter((value) => value !== undefined);
}

/** Why a path is refused, or null when it names something under data/. */
function lexicalRefusal(value: unknown): string | null {
  if (typeof value !== "string") return "a path must be a string";
  const shown = JSON.stringify(value);
  if (value.includes("\0") || value.includes("\\")) return `${shown} contains NUL or a backslash`;
  if (path.posix.isAbsolute(value)) return `${shown} is absolute`;
  if (value.split("/").includes("..")) return `${shown} contains a ".." segment`;
  const normalized = path.posix.normalize(value);
  if (!normalized.startsWith(`${CONTENT}/`) || normalized === `${CONTENT}/`)
    return `${shown} is outside ${CONTENT}/`;
  return null;
}

/**
 * Whether the path, once its symlinks are resolved, is still under data/: a link inside data/
 * (to ../.git/hooks, say) stays under the repository, so decap-server's own realpath check lets it
 * through. The deepest part that exists is resolved, as decap-server does before writing.
 */
async function staysInContent(repo: string, relative: string): Promise<boolean> {
  try {
    const content = await fs.promises.realpath(path.join(repo, CONTENT));
    let existing = path.join(repo, relative);
    for (;;) {
      try {
        await fs.promises.lstat(existing);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        existing = path.dirname(existing);
      }
    }
    const real = await fs.promises.realpath(existing);
    return real === content || real.startsWith(content + path.sep);
  } catch {
    return false;
  }
}

// The editor only ever edits data/ (content and images); refusing every other path keeps a bad
// request (or a bug in the editor) away from package.json, .git/hooks and the rest of the checkout.
function contentGuard(repo: string): Handler {
  return (req, res, next) => {
    const refuse = (reason: string) =>
      res
        .writeHead(403, { "content-type": "application/json; charset=utf-8" })
        .end(
          JSON.stringify({ error: `Refused: ${reason}; the editor only reads and writes data/.` }),
        );
    const paths = namedPaths(req.body);
    for (const value of paths) {
      const reason = lexicalRefusal(value);
      if (reason) {
        refuse(reason);
        return;
      }
    }
    Promise.all(paths.map((value) => staysInContent(repo, path.posix.normalize(value as string))))
      .then((inside) => {
        const escaped = paths.find((_, index) => !inside[index]);
        if (escaped === undefined) next();
        else refuse(`${JSON.stringify(escaped)} leads outside ${CONTENT}/ through a link`);
      })
      .catch(next);
  };
}

/**
 * Why `repo` cannot hold drafts, or null: git mode switches branches in the working tree and
 * commits everything in it, so it needs a clean checkout of its own with a `main` branch.
 */
export function draftsRefusal(repo: string): string | null {
  const git = (args: string[]) => spawnSync("git", args, { cwd: repo, encoding: "utf8" });
  if (git(["rev-parse", "--is-inside-work-tree"]).stdout.trim() !== "true")
    return `${repo} is not a Git checkout`;
  if (git(["rev-parse", "--verify", "--quiet", "refs/heads/main"]).status !== 0)
    return `${repo} has no branch main`;
  const changes = git(["status", "--porcelain"]).stdout.trim();
  if (changes)
    return (
      `${repo} has uncommitted changes, which the drafts mode would commit on a draft's branch:\n` +
      `${changes}\nCommit or stash them, or run the drafts mode in a clone of its own.`
    );
  return null;
}

/** Starts the local backend over `repo` on 127.0.0.1 (never another address). */
export async function startLocalBackend(options: LocalBackendOptions): Promise<LocalBackend> {
  const repo = path.resolve(options.repo);
  const mode = options.mode ?? "files";
  if (mode === "drafts") {
    const refusal = draftsRefusal(repo);
    if (refusal) throw new Error(`The editor's drafts mode cannot start: ${refusal}`);
  }
  const app = express();
  app.use(hostGuard);
  // Parsed here so that the guard below sees the same body decap-server's handlers will (its own
  // express.json then leaves the parsed body alone).
  app.use(express.json({ limit: "50mb" }));
  // Registered on the very route decap-server's handlers use, so it matches exactly what they do
  // (express matches "/API/V1/" there too).
  app.post(API, contentGuard(repo));
  // decap-server reads its repository from GIT_REPO_DIRECTORY, synchronously when the middlewares
  // are registered; restoring it right after the call keeps the variable unchanged for the rest of
  // this process and lets two backends start side by side.
  const previous = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = repo;
  let registered: Promise<void>;
  try {
    const register = mode === "drafts" ? decap.registerLocalGit : decap.registerLocalFs;
    registered = register(app, { logLevel: options.logLevel ?? "info" });
  } finally {
    if (previous === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = previous;
  }
  await registered;

  const server = http.createServer(app);
  // Loopback only: the backend has no login, so nobody else on the network may reach it.
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${API}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

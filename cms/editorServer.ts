// The editor in local mode on loopback, over a copy of the repository's data/: the local backend
// that `npm run cms` runs (cms/localBackend.ts) writing into a temporary directory, and the admin
// page on its own server; or the same in drafts mode, over a temporary Git repository. Used by the
// `cms` tests and the screenshots; the real data/ is never written.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { spawnSync } from "node:child_process";
import { adminMiddleware } from "./adminMiddleware";
import { startLocalBackend } from "./localBackend";

const ROOT = path.resolve(__dirname, "..");

export interface LocalEditor {
  /** The admin page, e.g. http://127.0.0.1:1234/admin/. */
  url: string;
  /** The temporary checkout: its data/ is what the editor saves into. */
  repo: string;
  stop(): Promise<void>;
}

/** Runs git in `repo`, throwing with its output when it fails. */
export function git(repo: string, args: string[]): string {
  const run = spawnSync("git", args, { cwd: repo, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`git ${args.join(" ")} failed: ${run.stderr}`);
  return run.stdout;
}

/**
 * `drafts`: the backend in drafts mode over a Git repository whose `main` holds the copy of data/
 * (an author and no signing of its own, so the host's Git settings do not matter).
 */
export async function startLocalEditor({ drafts = false } = {}): Promise<LocalEditor> {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-repo-"));
  fs.cpSync(path.join(ROOT, "data"), path.join(repo, "data"), { recursive: true });
  if (drafts) {
    git(repo, ["init", "--quiet", "--initial-branch=main"]);
    for (const [key, value] of [
      ["user.name", "Editor test"],
      ["user.email", "editor@localhost"],
      ["commit.gpgsign", "false"],
    ])
      git(repo, ["config", key, value]);
    git(repo, ["add", "data"]);
    git(repo, ["commit", "--quiet", "-m", "data/ as published"]);
  }
  const mode = drafts ? "drafts" : "files";
  const backend = await startLocalBackend({ repo, port: 0, logLevel: "warn", mode });
  const serve = adminMiddleware(backend.url, drafts);
  const server = http.createServer((req, res) => serve(req, res, () => res.writeHead(404).end()));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", resolve);
    });
  } catch (error) {
    await backend.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/admin/`,
    repo,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await backend.close();
      fs.rmSync(repo, { recursive: true, force: true });
    },
  };
}

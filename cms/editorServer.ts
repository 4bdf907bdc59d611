// The editor in local mode on loopback, over a copy of the repository's data/: the local backend
// that `npm run cms` runs (cms/localBackend.ts) writing into a temporary directory, and the admin
// page on its own server. Used by the `cms` tests and the screenshots; the real data/ is never
// written.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import type { AddressInfo } from "node:net";
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

export async function startLocalEditor(): Promise<LocalEditor> {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-repo-"));
  fs.cpSync(path.join(ROOT, "data"), path.join(repo, "data"), { recursive: true });
  const backend = await startLocalBackend({ repo, port: 0, logLevel: "warn" });
  const serve = adminMiddleware(backend.url);
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

// The editor in local mode on loopback, over a copy of the repository's data/: decap-server (the
// local backend) writing into a temporary directory, and the admin page on its own server. Used
// by the `cms` tests and the screenshots; the real data/ is never written.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import net from "node:net";
import { spawn, type ChildProcess } from "node:child_process";
import { adminMiddleware } from "../../cms/adminMiddleware";

const ROOT = path.resolve(__dirname, "../..");

export interface LocalEditor {
  /** The admin page, e.g. http://127.0.0.1:1234/admin/. */
  url: string;
  /** The temporary checkout: its data/ is what the editor saves into. */
  repo: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Waits for decap-server to answer its `info` action. */
async function waitForProxy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`decap-server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("decap-server did not start within 30 s");
}

export async function startLocalEditor(): Promise<LocalEditor> {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-repo-"));
  fs.cpSync(path.join(ROOT, "data"), path.join(repo, "data"), { recursive: true });
  const proxyPort = await freePort();
  const proxyUrl = `http://127.0.0.1:${proxyPort}/api/v1`;
  const proxy = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: String(proxyPort),
      BIND_HOST: "127.0.0.1",
      GIT_REPO_DIRECTORY: repo,
      MODE: "fs",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const serve = adminMiddleware(proxyUrl);
  const server = http.createServer((req, res) => serve(req, res, () => res.writeHead(404).end()));
  try {
    await waitForProxy(proxyUrl, proxy);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  } catch (error) {
    proxy.kill();
    throw error;
  }
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/admin/`,
    repo,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      if (proxy.exitCode === null) {
        const exited = new Promise((resolve) => proxy.once("exit", resolve));
        proxy.kill();
        await exited;
      }
      fs.rmSync(repo, { recursive: true, force: true });
    },
  };
}

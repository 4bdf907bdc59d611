// `npm run cms`: everything a maintainer needs to edit the content on their own machine: the
// local backend (cms/localBackend.ts on 127.0.0.1:8081, saving straight into data/), `gatsby
// develop` as the live preview unless one already answers on port 8000, and the editor's address.
// CMS_PREVIEW_PORT and CMS_BACKEND_PORT move the two ports (the tests run this on free ones).
// `npm run cms:drafts` (--drafts) runs the backend in drafts mode: each change waits on a branch of
// its own until it is marked ready and published, as the editorial workflow does in production.
import net from "node:net";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { startLocalBackend } from "./localBackend";

const ROOT = path.resolve(__dirname, "..");

function portFromEnv(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name} must be a port number (1-65535), not ${JSON.stringify(value)}`);
  return port;
}

const DRAFTS = process.argv.includes("--drafts");
const PREVIEW_PORT = portFromEnv("CMS_PREVIEW_PORT", 8000);
const BACKEND_PORT = portFromEnv("CMS_BACKEND_PORT", 8081);

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => socket.end(() => resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

const children: ChildProcess[] = [];
function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  children.push(child);
  return child;
}

async function main(): Promise<void> {
  if (await answers(BACKEND_PORT))
    console.log(`Port ${BACKEND_PORT} is taken: using the server there.`);
  else
    await startLocalBackend({ repo: ROOT, port: BACKEND_PORT, mode: DRAFTS ? "drafts" : "files" });
  if (await answers(PREVIEW_PORT))
    console.log(`gatsby develop is already running on port ${PREVIEW_PORT}.`);
  else
    start(
      path.join(ROOT, "node_modules/.bin/gatsby"),
      ["develop", "--port", String(PREVIEW_PORT)],
      {
        // The admin page it serves must call the backend on the port chosen here.
        CMS_PROXY_URL: process.env.CMS_PROXY_URL ?? `http://localhost:${BACKEND_PORT}/api/v1`,
        CMS_DRAFTS: DRAFTS ? "1" : "",
      },
    );
  const wait = async () => {
    while (!(await answers(PREVIEW_PORT))) await new Promise((r) => setTimeout(r, 1000));
  };
  await wait();
  console.log(`\nEditorul de conținut: http://localhost:${PREVIEW_PORT}/admin/`);
  console.log(`Previzualizare site:  http://localhost:${PREVIEW_PORT}/\n`);
}

// Exiting closes the backend, which runs in this process; gatsby develop is a child to stop.
const stop = (code = 0) => {
  for (const child of children) if (child.exitCode === null) child.kill();
  process.exit(code);
};
process.on("SIGINT", () => stop());
process.on("SIGTERM", () => stop());
main().catch((error: unknown) => {
  console.error(error);
  stop(1);
});

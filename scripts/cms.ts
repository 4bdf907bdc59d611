// `npm run cms`: everything a maintainer needs to edit the content on their own machine: the
// local backend (decap-server on port 8081, saving straight into data/), `gatsby develop` as the
// live preview unless one already answers on port 8000, and the editor's address.
import net from "node:net";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";

const ROOT = path.resolve(__dirname, "..");
const PREVIEW_PORT = 8000;
const PROXY_PORT = 8081;

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
  if (await answers(PROXY_PORT))
    console.log(`Port ${PROXY_PORT} is taken: using the server there.`);
  else {
    const proxy = require.resolve("decap-server/dist/index.js", { paths: [ROOT] });
    start(process.execPath, [proxy], {
      PORT: String(PROXY_PORT),
      GIT_REPO_DIRECTORY: ROOT,
      MODE: "fs",
    });
  }
  if (await answers(PREVIEW_PORT)) console.log("gatsby develop is already running on port 8000.");
  else
    start(path.join(ROOT, "node_modules/.bin/gatsby"), ["develop", "--port", String(PREVIEW_PORT)]);
  const wait = async () => {
    while (!(await answers(PREVIEW_PORT))) await new Promise((r) => setTimeout(r, 1000));
  };
  await wait();
  console.log(`\nEditorul de conținut: http://localhost:${PREVIEW_PORT}/admin/`);
  console.log(`Previzualizare site:  http://localhost:${PREVIEW_PORT}/\n`);
}

const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
main().catch((error: unknown) => {
  console.error(error);
  stop();
});

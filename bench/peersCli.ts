// `npm run bench:peers -- build|serve|stop`: the peer sites of `npm run bench -- --compare`
// (bench/peers.ts) built from their bare git mirrors into var/peers/<name>/ and served by nginx on
// loopback. Each step does only what is missing, so running it again is cheap:
//   build [--force] [name…]  extract the pinned commit (`git archive | tar -x`), apply the recipe
//                            (npm overrides, files removed, lines dropped), install from the npm
//                            registry, build; a stamp file records what is done
//   serve                    write var/peers/nginx/nginx.conf and start nginx, or reload the one
//                            running; prints the URLs
//   stop                     stop that nginx by the pid it wrote, after checking the pid is it
// Logs: var/peers/<name>.log (install and build), var/peers/nginx/error.log.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { nginxConfig } from "./peerNginx";
import {
  builtPeer,
  peerByName,
  peerDir,
  PEERS,
  PEERS_DIR,
  peerUrl,
  readStamp,
  recipeOf,
  STAMP,
  type Peer,
  type Stamp,
} from "./peers";

const ROOT = path.resolve(__dirname, "..");
const NGINX_DIR = path.join(PEERS_DIR, "nginx");
const NGINX_CONF = path.join(NGINX_DIR, "nginx.conf");
const NGINX_PID = path.join(NGINX_DIR, "nginx.pid");
const MIME_TYPES = "/etc/nginx/mime.types";
const MIRRORS = process.env.BENCH_PEER_MIRRORS || "/work/.mirror";
const INSTALL_TIMEOUT_MS = 15 * 60_000;
const BUILD_TIMEOUT_MS = 15 * 60_000;

const log = (line: string) => console.log(line);

const mirrorOf = (peer: Peer) => path.join(MIRRORS, peer.repo.replace("/", "+"), "repo");

const writeStamp = (dir: string, stamp: Stamp) =>
  fs.writeFileSync(path.join(dir, STAMP), `${JSON.stringify(stamp, null, 2)}\n`);

/** Runs a command in `cwd`, its output appended to `logFile`; rejects on failure or timeout. */
function run(
  command: string,
  args: string[],
  options: { cwd: string; logFile: string; env?: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<void> {
  fs.appendFileSync(options.logFile, `\n$ ${command} ${args.join(" ")}\n`);
  const out = fs.openSync(options.logFile, "a");
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ["ignore", out, out],
      // Its own process group, so a timeout ends the workers it started too.
      detached: true,
    });
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
      reject(new Error(`${command} ${args.join(" ")} took over ${options.timeoutMs / 1000} s`));
    }, options.timeoutMs);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      fs.closeSync(out);
      if (code === 0) resolve();
      else
        reject(
          new Error(`${command} ${args.join(" ")} exited with ${code}; see ${options.logFile}`),
        );
    });
  });
}

/** A fresh copy of the pinned commit with the recipe's changes made. */
function extract(peer: Peer, dir: string): void {
  const mirror = mirrorOf(peer);
  if (!fs.existsSync(mirror)) throw new Error(`${peer.name}: no git mirror at ${mirror}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const archive = execFileSync("git", ["--git-dir", mirror, "archive", peer.commit], {
    maxBuffer: 1 << 30,
  });
  execFileSync("tar", ["-x", "-C", dir], { input: archive });
  if (peer.overrides) {
    const file = path.join(dir, "package.json");
    const pkg = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
    pkg.overrides = { ...(pkg.overrides as object | undefined), ...peer.overrides };
    fs.writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  }
  for (const file of peer.remove ?? []) {
    const full = path.join(dir, file);
    if (!fs.existsSync(full)) throw new Error(`${peer.name}: ${file} to remove is not there`);
    fs.rmSync(full);
  }
  for (const { file, pattern } of peer.dropLines ?? []) {
    const full = path.join(dir, file);
    const lines = fs.readFileSync(full, "utf8").split("\n");
    const kept = lines.filter((line) => !pattern.test(line));
    if (kept.length === lines.length) throw new Error(`${peer.name}: no line of ${file} to drop`);
    fs.writeFileSync(full, kept.join("\n"));
  }
}

async function buildPeer(peer: Peer, force: boolean): Promise<void> {
  const dir = peerDir(peer);
  const logFile = path.join(PEERS_DIR, `${peer.name}.log`);
  const recipe = recipeOf(peer);
  let stamp = readStamp(dir);
  if (force || !stamp || stamp.recipe !== recipe) {
    log(`${peer.name}: extracting ${peer.repo}@${peer.commit.slice(0, 12)} into ${dir}`);
    fs.mkdirSync(PEERS_DIR, { recursive: true });
    fs.writeFileSync(logFile, "");
    extract(peer, dir);
    stamp = { recipe, commit: peer.commit, installed: false, built: false };
    writeStamp(dir, stamp);
  }
  if (!stamp.installed) {
    // npm ci keeps the peer's lockfile exactly; with overrides the lockfile must change.
    const args = peer.overrides ? ["install"] : ["ci"];
    log(`${peer.name}: npm ${args[0]} (log ${path.relative(ROOT, logFile)}) …`);
    await run("npm", [...args, "--no-audit", "--no-fund"], {
      cwd: dir,
      logFile,
      timeoutMs: INSTALL_TIMEOUT_MS,
    });
    stamp = { ...stamp, installed: true, built: false };
    writeStamp(dir, stamp);
  }
  const index = path.join(dir, peer.output, "index.html");
  if (!stamp.built || !fs.existsSync(index)) {
    log(`${peer.name}: ${peer.build.join(" ")} …`);
    const started = Date.now();
    const bin = path.join(dir, "node_modules", ".bin");
    await run(path.join(bin, peer.build[0]), peer.build.slice(1), {
      cwd: dir,
      logFile,
      env: { ...process.env, ...peer.env(dir), PATH: `${bin}:${process.env.PATH}` },
      timeoutMs: BUILD_TIMEOUT_MS,
    });
    if (!fs.existsSync(index)) throw new Error(`${peer.name}: the build wrote no ${index}`);
    stamp = { ...stamp, built: true, node: process.version, builtAt: new Date().toISOString() };
    writeStamp(dir, stamp);
    log(`${peer.name}: built in ${Math.round((Date.now() - started) / 1000)} s`);
  } else {
    log(
      `${peer.name}: up to date (${peer.repo}@${peer.commit.slice(0, 12)}, built ${stamp.builtAt})`,
    );
  }
}

/** The pid in nginx's pid file when that process is our nginx (its command line names our config). */
function runningNginx(): number | null {
  if (!fs.existsSync(NGINX_PID)) return null;
  const pid = Number(fs.readFileSync(NGINX_PID, "utf8").trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
    return cmdline.includes("nginx") && cmdline.includes(NGINX_CONF) ? pid : null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url: string): Promise<number | string> {
  try {
    return (await fetch(url, { redirect: "manual" })).status;
  } catch (err) {
    return (err as Error).message;
  }
}

function printUrls(peers: readonly Peer[]): void {
  for (const peer of peers) {
    const stamp = readStamp(peerDir(peer));
    log(
      `  ${peer.name.padEnd(13)} ${peerUrl(peer)}  routes ${peer.routes.join(" ")}  ` +
        `(${peer.title}, ${peer.repo}@${(stamp?.commit ?? peer.commit).slice(0, 12)})`,
    );
  }
}

async function serve(peers: readonly Peer[]): Promise<void> {
  const missing = peers.filter((peer) => !builtPeer(peer));
  if (missing.length)
    throw new Error(
      `not built: ${missing.map((p) => p.name).join(", ")} (npm run bench:peers -- build)`,
    );
  if (!fs.existsSync(MIME_TYPES)) throw new Error(`no ${MIME_TYPES}: is nginx installed?`);
  fs.mkdirSync(path.join(NGINX_DIR, "tmp"), { recursive: true });
  const served = peers.map((peer) => ({
    name: peer.name,
    port: peer.port,
    root: path.join(peerDir(peer), peer.output),
    immutable: peer.immutable,
  }));
  fs.writeFileSync(NGINX_CONF, nginxConfig(served, NGINX_DIR, MIME_TYPES));
  const nginx = ["-p", NGINX_DIR, "-c", NGINX_CONF, "-e", path.join(NGINX_DIR, "error.log")];
  execFileSync("nginx", [...nginx, "-t", "-q"], { stdio: "inherit" });
  const running = runningNginx();
  if (running) {
    process.kill(running, "SIGHUP");
    log(`nginx pid ${running} already serving: configuration reloaded`);
  } else {
    execFileSync("nginx", nginx, { stdio: "inherit" });
    const pid = runningNginx();
    if (!pid) throw new Error(`nginx did not start; see ${path.join(NGINX_DIR, "error.log")}`);
    log(`nginx pid ${pid} started (${path.relative(ROOT, NGINX_CONF)})`);
  }
  await sleep(300);
  for (const peer of peers)
    for (const route of peer.routes) {
      const status = await answers(new URL(route, peerUrl(peer)).href);
      if (status !== 200) throw new Error(`${peer.name} ${route} answered ${status}`);
    }
  log("serving (every default route answered 200):");
  printUrls(peers);
}

async function stop(): Promise<void> {
  const pid = runningNginx();
  if (!pid) {
    log("nginx for the peers is not running");
    return;
  }
  // Graceful: the workers finish what they send, then the master exits and removes its pid file.
  process.kill(pid, "SIGQUIT");
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (runningNginx() !== pid) {
      log(`nginx pid ${pid} stopped`);
      return;
    }
    await sleep(100);
  }
  throw new Error(`nginx pid ${pid} still running after 10 s`);
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const names = rest.filter((a) => !a.startsWith("--"));
  const peers = names.length ? names.map((n) => peerByName(n)) : PEERS;
  if (command === "build") {
    for (const peer of peers) await buildPeer(peer, rest.includes("--force"));
  } else if (command === "serve") {
    await serve(PEERS);
  } else if (command === "stop") {
    await stop();
  } else {
    throw new Error("usage: npm run bench:peers -- build [--force] [name…] | serve | stop");
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

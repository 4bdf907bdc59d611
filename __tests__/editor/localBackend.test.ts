/** @jest-environment node */
// The editor's local backend (cms/localBackend.ts) over a temporary checkout: it listens on
// 127.0.0.1 only, answers only loopback host names, and reads or writes nothing outside data/.
// The last test runs the real `npm run cms` on free ports and reads where the kernel says its
// backend listens.
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import { spawn, spawnSync } from "node:child_process";
import { draftsRefusal, startLocalBackend, type LocalBackend } from "../../cms/localBackend";

const ROOT = path.resolve(__dirname, "../..");

interface Answer {
  status: number;
  type: string;
  text: string;
}

/** POSTs a decap-server request with node:http, so that Host can be anything. */
function post(port: number, body: unknown, host?: string, timeout = 10_000): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/v1",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          ...(host ? { host } : {}),
        },
        timeout,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, type: res.headers["content-type"] ?? "", text }),
        );
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeout} ms`)));
    req.on("error", reject);
    req.end(payload);
  });
}

/** The addresses the kernel lists as listening on a TCP port (/proc/net/tcp and tcp6). */
function listeners(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const found: string[] = [];
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of fs.readFileSync(file, "utf8").split("\n").slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== "0A") continue; // 0A: LISTEN
      const [address, localPort] = local.split(":");
      if (localPort !== hexPort) continue;
      found.push(
        address.length === 8
          ? (address.match(/../g) ?? [])
              .reverse()
              .map((byte) => parseInt(byte, 16))
              .join(".")
          : `tcp6:${address}`,
      );
    }
  }
  return found;
}

/** Every file under a directory with a hash of its content, to show that nothing changed. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const stat = fs.lstatSync(full);
    if (stat.isSymbolicLink()) files[full] = `-> ${fs.readlinkSync(full)}`;
    else if (stat.isFile())
      files[full] = createHash("sha256").update(fs.readFileSync(full)).digest("hex");
  }
  return files;
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const OPTIONS = { commitMessage: "test", useWorkflow: false, status: "draft" };
const persistEntry = (entry: object, assets: object[] = []) => ({
  action: "persistEntry",
  params: { branch: "main", entry, assets, options: OPTIONS },
});
const persistMedia = (assetPath: string, content = "pwned") => ({
  action: "persistMedia",
  params: {
    branch: "main",
    asset: {
      path: assetPath,
      content: Buffer.from(content).toString("base64"),
      encoding: "base64",
    },
    options: { commitMessage: "test" },
  },
});
const deleteFile = (filePath: string) => ({
  action: "deleteFile",
  params: { branch: "main", path: filePath, options: { commitMessage: "test" } },
});

// parent/ holds the checkout (parent/repo) so that "../outside.txt" has somewhere to land.
let parent: string;
let repo: string;
let backend: LocalBackend;
const FAQ = "data/faq.ro.json";
const PACKAGE_JSON = '{ "name": "the-checkout" }\n';

beforeAll(async () => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), "cms-backend-"));
  repo = path.join(parent, "repo");
  fs.cpSync(path.join(ROOT, "data"), path.join(repo, "data"), { recursive: true });
  fs.writeFileSync(path.join(repo, "package.json"), PACKAGE_JSON);
  fs.mkdirSync(path.join(repo, ".git/hooks"), { recursive: true });
  fs.writeFileSync(path.join(repo, ".git/hooks/pre-commit"), "#!/bin/sh\nexit 0\n");
  fs.symlinkSync("../.git/hooks", path.join(repo, "data/hooks"));
  backend = await startLocalBackend({ repo, port: 0, logLevel: "error" });
  await expectServesCopy();
});

/** The tests that save must save into the copy: they stop here if the backend serves another. */
async function expectServesCopy(): Promise<void> {
  const info = await post(backend.port, { action: "info" });
  if (JSON.parse(info.text).repo !== "repo") throw new Error(`the backend serves ${info.text}`);
}

afterAll(async () => {
  await backend?.close();
  fs.rmSync(parent, { recursive: true, force: true });
});

test("answers info on 127.0.0.1, where alone it listens", async () => {
  expect(backend.url).toBe(`http://127.0.0.1:${backend.port}/api/v1`);
  const info = await post(backend.port, { action: "info" });
  expect(info.status).toBe(200);
  expect(JSON.parse(info.text)).toEqual({
    repo: "repo",
    publish_modes: ["simple"],
    type: "local_fs",
  });
  expect(listeners(backend.port)).toEqual(["127.0.0.1"]);
});

test("answers loopback host names and refuses any other Host, writing nothing", async () => {
  for (const host of ["localhost", `localhost:${backend.port}`, "127.0.0.1", "[::1]:8081"])
    expect((await post(backend.port, { action: "info" }, host)).status).toBe(200);
  const before = snapshot(parent);
  const write = persistEntry({ slug: "faq", path: FAQ, raw: "{}\n" });
  for (const host of ["evil.example", `evil.example:${backend.port}`, "localhost.evil.example"]) {
    const answer = await post(backend.port, write, host);
    expect(answer.status).toBe(403);
    expect(answer.type).toMatch(/^text\/plain/);
    expect(answer.text).toMatch(/only answers requests addressed to localhost/);
  }
  expect(snapshot(parent)).toEqual(before);
});

test("persistEntry saves a file of data/ in the checkout", async () => {
  await expectServesCopy();
  const raw = JSON.stringify({ saved: "by the test" }, null, 2) + "\n";
  const answer = await post(backend.port, persistEntry({ slug: "faq", path: FAQ, raw }));
  expect(answer.status).toBe(200);
  expect(fs.readFileSync(path.join(repo, FAQ), "utf8")).toBe(raw);
  const entry = await post(backend.port, {
    action: "getEntry",
    params: { branch: "main", path: FAQ },
  });
  expect(JSON.parse(entry.text).data).toBe(raw);
});

test("persistMedia saves an image under data/images/", async () => {
  await expectServesCopy();
  const answer = await post(backend.port, persistMedia("data/images/new.png", "an image"));
  expect(answer.status).toBe(200);
  expect(fs.readFileSync(path.join(repo, "data/images/new.png"), "utf8")).toBe("an image");
});

const OUTSIDE = [
  "package.json",
  ".git/hooks/pre-commit",
  "../outside.txt",
  "data/../package.json",
  "/etc/x",
];
const WRITES: [string, (target: string) => object][] = [
  ["persistEntry", (target) => persistEntry({ slug: "x", path: target, raw: "pwned" })],
  ["persistMedia", (target) => persistMedia(target)],
  ["deleteFile", deleteFile],
  ["getEntry", (target) => ({ action: "getEntry", params: { branch: "main", path: target } })],
];

describe.each(WRITES)("%s", (_action, request) => {
  test.each(OUTSIDE)("of %s is refused and changes nothing", async (target) => {
    const before = snapshot(parent);
    const answer = await post(backend.port, request(target));
    expect(answer.status).toBe(403);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text).error).toMatch(/^Refused: .*only reads and writes data\//);
    expect(snapshot(parent)).toEqual(before);
    expect(fs.existsSync("/etc/x")).toBe(false);
  });
});

test.each([
  [
    "an asset beside the entry",
    persistEntry({ slug: "faq", path: FAQ, raw: "{}" }, [
      { path: "package.json", content: "cHduZWQ=", encoding: "base64" },
    ]),
  ],
  ["the entry's new path", persistEntry({ slug: "faq", path: FAQ, raw: "{}", newPath: "x.json" })],
  [
    "one of dataFiles",
    {
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [
          { slug: "faq", path: FAQ, raw: "{}" },
          { slug: "pkg", path: "package.json", raw: "{}" },
        ],
        assets: [],
        options: OPTIONS,
      },
    },
  ],
  [
    "one of the paths to delete",
    {
      action: "deleteFiles",
      params: { branch: "main", paths: [FAQ, "package.json"], options: { commitMessage: "test" } },
    },
  ],
  ["a link in data/ to .git/hooks", persistMedia("data/hooks/pre-commit")],
  ["a backslash", deleteFile("data\\..\\package.json")],
  ["the media folder", { action: "getMedia", params: { branch: "main", mediaFolder: "." } }],
  [
    "the folder to list",
    {
      action: "entriesByFolder",
      params: { branch: "main", folder: ".git", extension: "", depth: 3 },
    },
  ],
  [
    "one of the files to read",
    {
      action: "entriesByFiles",
      params: { branch: "main", files: [{ path: FAQ }, { path: "package.json" }] },
    },
  ],
  ["a path that is not a string", deleteFile(["package.json"] as unknown as string)],
])("a request naming a path outside data/ in %s is refused whole", async (_where, request) => {
  const before = snapshot(parent);
  const answer = await post(backend.port, request);
  expect(answer.status).toBe(403);
  expect(JSON.parse(answer.text).error).toMatch(/^Refused: /);
  expect(snapshot(parent)).toEqual(before);
});

test("`npm run cms` listens for the editor on 127.0.0.1 only and stops on SIGTERM", async () => {
  // Something already answers on the preview port, so gatsby develop is not started.
  const preview = net.createServer((socket) => socket.end());
  await new Promise<void>((resolve) => preview.listen(0, "127.0.0.1", resolve));
  const previewPort = (preview.address() as net.AddressInfo).port;
  const backendPort = await freePort();
  const child = spawn(path.join(ROOT, "node_modules/.bin/tsx"), ["cms/cli.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      CMS_BACKEND_PORT: String(backendPort),
      CMS_PREVIEW_PORT: String(previewPort),
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so that tsx's node process can be killed with it if need be.
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  /** Whether the child exits within `ms`. */
  const waitForExit = (ms: number) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      void exited.then(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm run cms exited early:\n${output}`);
      const answer = await post(backendPort, { action: "info" }, undefined, 2_000).catch(
        () => undefined,
      );
      if (answer?.status === 200) break;
      if (Date.now() > deadline)
        throw new Error(`the backend did not answer within 30 s:\n${output}`);
      await sleep(200);
    }
    expect(listeners(backendPort)).toEqual(["127.0.0.1"]);

    child.kill("SIGTERM");
    expect(await waitForExit(10_000)).toBe(true);
    // Everything it started is gone with it.
    const deadline2 = Date.now() + 5_000;
    while (listeners(backendPort).length > 0 && Date.now() < deadline2) await sleep(100);
    expect(listeners(backendPort)).toEqual([]);
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await waitForExit(5_000);
    }
    // Whatever of its group is left (only when a check above failed).
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
      // the group is gone already
    }
    await new Promise((resolve) => preview.close(resolve));
  }
}, 60_000);

describe("drafts mode", () => {
  // Git mode switches branches in the checkout and commits all it holds, so it starts only on a
  // clean Git checkout with a main branch, and says why otherwise.
  let repo: string;
  const git = (...args: string[]) => {
    const run = spawnSync("git", args, { cwd: repo, encoding: "utf8" });
    if (run.status !== 0) throw new Error(`git ${args.join(" ")} failed: ${run.stderr}`);
  };

  beforeEach(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), "drafts-repo-"));
    fs.mkdirSync(path.join(repo, "data"));
    fs.writeFileSync(path.join(repo, "data/faq.ro.json"), "[]\n");
  });

  afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

  const start = () => startLocalBackend({ repo, port: 0, logLevel: "error", mode: "drafts" });

  it("refuses a folder that is not a Git checkout", async () => {
    await expect(start()).rejects.toThrow(/drafts mode cannot start: .* is not a Git checkout/);
  });

  it("refuses a checkout with uncommitted changes, naming them", async () => {
    git("init", "--quiet", "--initial-branch=main");
    git("-c", "user.name=t", "-c", "user.email=t@localhost", "add", "data");
    git("-c", "user.name=t", "-c", "user.email=t@localhost", "commit", "--quiet", "-m", "data");
    fs.writeFileSync(path.join(repo, "data/faq.ro.json"), "[{}]\n");
    await expect(start()).rejects.toThrow(/uncommitted changes[\s\S]*data\/faq\.ro\.json/);
    expect(draftsRefusal(repo)).toMatch(/clone of its own/);
    git("checkout", "--", "data");
    expect(draftsRefusal(repo)).toBeNull();
    const backend = await start();
    await backend.close();
  });
});

/** @jest-environment node */
// `npm run leads:backup` as its own process against the database of a running server taking a
// burst of submissions; then `npm run leads:restore` of that copy, and the server started on it.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { backupLeads } from "../../server/backup";
import { startTestServer, type TestServer } from "../helpers/server";

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "../..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");

/** Bounds of the burst: a count and a time limit, whichever comes first. */
const BURST_MAX = 600;
const BURST_MS = 30_000;
const CONCURRENCY = 8;
/** Leads acknowledged before the backup starts. */
const BEFORE_BACKUP = 80;

let server: TestServer | null = null;
let dir: string;
let dbPath: string;

async function start() {
  server = await startTestServer({ dir, dbPath });
}

/** Stops the server, as the service is stopped before a restore. */
async function stop() {
  await server?.close();
  server = null;
}

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-"));
  dbPath = path.join(dir, "var", "leads.sqlite");
  await start();
});

afterEach(stop);

function send(n: number) {
  return server!
    .post({
      name: `Client ${n}`,
      email: `client${n}@example.ro`,
      phone: "0722123456",
      comment: `Cererea numărul ${n}`,
      chkConfidentialitate: "1",
      fillMs: "8000",
      sourcePath: "/servicii/leasing",
    })
    .then(
      async (res) => res.status === 200 && ((await res.json()) as { success: boolean }).success,
    );
}

/** Sends until stopped or bounded; every acknowledged name goes into `acked`. */
function burst(acked: string[], stop: { now: boolean }) {
  let next = 0;
  const deadline = Date.now() + BURST_MS;
  const worker = async () => {
    while (!stop.now && next < BURST_MAX && Date.now() < deadline) {
      const n = (next += 1);
      if (await send(n)) acked.push(`Client ${n}`);
    }
  };
  return Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

async function cli(script: string, args: string[]) {
  try {
    const out = await run(TSX, [script, ...args], {
      cwd: ROOT,
      env: { ...process.env, CONTACT_DB: dbPath },
    });
    return { code: 0, ...out };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

function namesIn(file: string): Set<string> {
  const db = new Database(file, { readonly: true });
  try {
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    return new Set(
      (db.prepare("SELECT name FROM leads").all() as { name: string }[]).map((r) => r.name),
    );
  } finally {
    db.close();
  }
}

it("copies the live database during a burst: integrity ok, every lead acknowledged before it", async () => {
  const acked: string[] = [];
  const stop = { now: false };
  const sending = burst(acked, stop);
  while (acked.length < BEFORE_BACKUP) await new Promise((r) => setTimeout(r, 10));

  const before = [...acked];
  const backups = path.join(dir, "backups");
  const result = await cli("server/backupCli.ts", ["--to", backups]);
  const ackedDuringBackup = acked.length - before.length;
  stop.now = true;
  await sending;

  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  expect(ackedDuringBackup).toBeGreaterThan(0); // the burst really ran across the backup
  const [file] = fs.readdirSync(backups);
  expect(file).toMatch(/^leads-.+\.sqlite$/);
  expect(result.stdout).toContain(path.join(backups, file));
  const saved = namesIn(path.join(backups, file));
  expect(before.filter((name) => !saved.has(name))).toEqual([]);
  // A standalone copy: no WAL beside it.
  expect(fs.readdirSync(backups)).toEqual([file]);
}, 60_000);

it("keeps only the newest N copies", async () => {
  const backups = path.join(dir, "backups");
  const t0 = Date.parse("2026-11-22T10:00:00.000Z");
  const made: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    made.push(path.basename((await backupLeads(dbPath, backups, 2, new Date(t0 + i * 1000))).file));
  }
  expect(fs.readdirSync(backups).sort()).toEqual(made.slice(2));
  const bad = await cli("server/backupCli.ts", ["--to", backups, "--keep", "0"]);
  expect(bad.code).toBe(1);
  expect(bad.stderr).toMatch(/--keep must be 1 or more/);
}, 30_000);

it("restores a backup with the server stopped, and the server runs on it", async () => {
  for (let n = 1; n <= 5; n += 1) expect(await send(n)).toBe(true);
  const backups = path.join(dir, "backups");
  expect((await cli("server/backupCli.ts", ["--to", backups])).code).toBe(0);
  const [file] = fs.readdirSync(backups);
  for (let n = 6; n <= 8; n += 1) expect(await send(n)).toBe(true); // lost by the restore

  await stop(); // docs/deploy.md: stop the service first
  const restored = await cli("server/restoreCli.ts", ["--from", path.join(backups, file)]);
  expect(restored.stderr).toBe("");
  expect(restored.code).toBe(0);
  expect(restored.stdout).toMatch(/Restored 5 leads/);
  const aside = fs.readdirSync(path.dirname(dbPath)).filter((f) => f.includes("before-restore"));
  expect(aside.length).toBeGreaterThan(0);
  expect(
    namesIn(
      path.join(
        path.dirname(dbPath),
        aside.find((f) => f.endsWith(".sqlite"))!,
      ),
    ).size,
  ).toBe(8);

  await start();
  expect((await fetch(`${server!.origin}/healthz`)).status).toBe(200);
  expect(await send(9)).toBe(true);
  await stop();
  expect([...namesIn(dbPath)].sort()).toEqual(
    ["Client 1", "Client 2", "Client 3", "Client 4", "Client 5", "Client 9"].sort(),
  );
}, 60_000);

it("refuses a damaged backup and a missing one", async () => {
  const broken = path.join(dir, "broken.sqlite");
  fs.writeFileSync(broken, "not a database");
  await stop();
  const bad = await cli("server/restoreCli.ts", ["--from", broken]);
  expect(bad.code).toBe(1);
  expect(bad.stderr).toMatch(/file is not a database|integrity_check/);
  const none = await cli("server/restoreCli.ts", ["--from", path.join(dir, "none.sqlite")]);
  expect(none.stderr).toMatch(/No backup at/);
  expect(fs.existsSync(dbPath)).toBe(true); // nothing was touched
}, 30_000);

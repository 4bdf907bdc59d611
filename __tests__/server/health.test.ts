/** @jest-environment node */
// GET /healthz on a real server with a real SQLite file: 200 when the database takes writes, 503 when
// another writer holds it or the outbox is stuck; never cached, never a lead's content.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import Database from "better-sqlite3";
import { openLeadDb } from "../../server/db";
import { HEALTH_CACHE_MS, OUTBOX_STALE_MS } from "../../server/health";
import { startTestServer, type TestServer, type TestServerOptions } from "../helpers/server";

let server: TestServer;
let dir: string;
let dbPath: string;

function freshDb() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "health-"));
  dbPath = path.join(dir, "leads.sqlite");
}

async function start(overrides: TestServerOptions = {}) {
  server = await startTestServer({ dir, dbPath, ...overrides });
}

async function health() {
  const res = await fetch(`${server.origin}/healthz`);
  return { res, body: (await res.json()) as Record<string, Record<string, unknown>> };
}

const nextProbe = () => new Promise((r) => setTimeout(r, HEALTH_CACHE_MS + 50));

/** A port nothing listens on: mail to it fails at once with ECONNREFUSED. */
function deadPort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

beforeEach(freshDb);
afterEach(async () => {
  await server?.close();
});

it("answers 200 with the database writable and an empty outbox, never cached", async () => {
  await start();
  const { res, body } = await health();
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(body).toMatchObject({
    status: "ok",
    db: { writable: true, error: null },
    outbox: {
      mailConfigured: false,
      pending: 0,
      oldestPendingAgeSeconds: null,
      failed: 0,
      lastError: null,
    },
  });
});

it("turns 503 while the database cannot be written, and 200 again after", async () => {
  await start();
  expect((await health()).res.status).toBe(200);

  // Another process holding the write lock: the server's own writes would fail the same way.
  const other = new Database(dbPath);
  other.exec("BEGIN IMMEDIATE");
  try {
    await nextProbe();
    const started = Date.now();
    const { res, body } = await health();
    expect(res.status).toBe(503);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(body.status).toBe("fail");
    expect(body.db).toMatchObject({ writable: false, error: expect.stringMatching(/SQLITE_BUSY/) });
    expect(Date.now() - started).toBeLessThan(2_000); // cheap: it does not wait out busy_timeout
  } finally {
    other.exec("ROLLBACK");
    other.close();
  }
  await nextProbe();
  expect((await health()).res.status).toBe(200);
});

it("reports pending leads, their age and the last mail error without personal data; 503 once stuck", async () => {
  const seed = openLeadDb(dbPath);
  seed.insert(
    {
      name: "Ana Secretă",
      email: "ana.secreta@example.ro",
      phone: "0799111222",
      message: "Date personale",
      consent: true,
      status: "pending",
    },
    new Date(Date.now() - OUTBOX_STALE_MS - 60_000),
  );
  seed.close();
  await start({
    smtpUrl: `smtp://127.0.0.1:${await deadPort()}`,
    mailTo: "office@example.com",
    outboxTiming: { baseDelayMs: 60_000, maxDelayMs: 60_000, pollMs: 60_000, maxAttempts: 100 },
  });
  // The outbox tries once at start; wait until that attempt is recorded.
  const deadline = Date.now() + 10_000;
  let report = await health();
  while (report.body.outbox.lastError === null && Date.now() < deadline) {
    await nextProbe();
    report = await health();
  }
  const { res, body } = report;
  expect(res.status).toBe(503);
  expect(body.db.writable).toBe(true);
  expect(body.outbox).toMatchObject({ mailConfigured: true, pending: 1, failed: 0 });
  expect(body.outbox.oldestPendingAgeSeconds).toBeGreaterThan(OUTBOX_STALE_MS / 1000);
  expect(String(body.outbox.lastError)).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
  const text = JSON.stringify(body);
  for (const personal of ["Ana", "ana.secreta", "0799111222", "Date personale", "office@"]) {
    expect(text).not.toContain(personal);
  }
}, 20_000);

it("keeps pending leads healthy when mail is not configured (they wait by design)", async () => {
  const seed = openLeadDb(dbPath);
  const lead = { name: "X", email: "x@example.ro", phone: "1", message: "m", consent: true };
  seed.insert({ ...lead, status: "pending" }, new Date(Date.now() - 2 * OUTBOX_STALE_MS));
  seed.close();
  await start();
  const { res, body } = await health();
  expect(res.status).toBe(200);
  expect(body.outbox).toMatchObject({ mailConfigured: false, pending: 1 });
});

it("counts the requests held back and warns, still 200, well before the size cap is reached", async () => {
  await start({ dbMaxBytes: 1024 * 1024 });
  const db = openLeadDb(dbPath);
  const held = { name: "x", email: "x@example.ro", phone: "0", consent: true } as const;
  db.insert({ ...held, message: "a", status: "spam" }, new Date(Date.now() - 3_600_000));
  db.insert({ ...held, message: "b", status: "spam" });
  let first = await health();
  expect(first.res.status).toBe(200);
  expect(first.body).toMatchObject({
    status: "ok",
    warnings: [],
    held: { count: 2, oldestAgeSeconds: expect.any(Number) },
    db: { maxBytes: 1024 * 1024, sizeBytes: expect.any(Number) },
  });
  expect(first.body.held.oldestAgeSeconds).toBeGreaterThanOrEqual(3_600);
  // Fill the database to three quarters of its cap with long requests.
  for (let i = 0; db.size().usedBytes < 0.76 * 1024 * 1024 && i < 1_000; i += 1) {
    db.insert({ ...held, message: `${i} ${"m".repeat(5_000)}`, status: "pending" });
  }
  db.close();
  await nextProbe();
  first = await health();
  expect(first.res.status).toBe(200);
  expect(first.body.status).toBe("warn");
  expect(first.body.warnings).toEqual([
    expect.stringMatching(/^the lead database uses 7\d% of CONTACT_DB_MAX_MB/),
  ]);
});

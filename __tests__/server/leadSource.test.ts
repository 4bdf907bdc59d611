/** @jest-environment node */
// Where each lead came from: the route field, checked against data/pages.json, the service of
// /servicii/… pages, the notification subject, `npm run leads`, and the in-place migration.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { openLeadDb, type LeadRow } from "../../server/db";
import { composeLeadMail } from "../../server/mail";
import { resolveLeadSource } from "../../server/leadSource";
import copy from "../../data/contact.json";
import { startTestServer, type TestServer } from "../helpers/server";

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "../..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");

const VALID = {
  name: "Ion Popescu",
  email: "ion@example.ro",
  phone: "0722123456",
  comment: "Aș dori o ofertă de leasing.",
  chkConfidentialitate: "1",
  fillMs: "8000",
};

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer({ tmpPrefix: "lead-source-" });
});

afterEach(async () => {
  await server.close();
});

async function exportLeads(format: "csv" | "json") {
  const { stdout } = await run(TSX, ["server/leadsCli.ts", "--format", format], {
    cwd: ROOT,
    env: { ...process.env, CONTACT_DB: server.dbPath },
  });
  return stdout;
}

it("exports a lead sent from /servicii/leasing with its route and service", async () => {
  expect((await server.post({ ...VALID, sourcePath: "/servicii/leasing" })).status).toBe(200);
  expect(server.leads()[0]).toMatchObject({ source_path: "/servicii/leasing", service: "Leasing" });

  const json = JSON.parse(await exportLeads("json")) as LeadRow[];
  expect(json).toEqual([
    expect.objectContaining({
      name: "Ion Popescu",
      source_path: "/servicii/leasing",
      service: "Leasing",
    }),
  ]);
  const [header, line] = (await exportLeads("csv")).split("\r\n");
  const columns = header.split(",");
  const cells = line.split(",");
  expect(cells[columns.indexOf("source_path")]).toBe('"/servicii/leasing"');
  expect(cells[columns.indexOf("service")]).toBe('"Leasing"');
}, 30_000);

it("stores unknown for a route that is not in data/pages.json, or none at all", async () => {
  await server.post({ ...VALID, sourcePath: "/servicii/nu-exista" });
  await server.post({ ...VALID, sourcePath: "https://evil.example.com/servicii/leasing" });
  await server.post(VALID);
  expect(server.leads().map((r) => [r.source_path, r.service])).toEqual([
    ["unknown", null],
    ["unknown", null],
    ["unknown", null],
  ]);
});

it("records pages without a service, and falls back on a same-host Referer", async () => {
  await server.post({ ...VALID, sourcePath: "/contact" });
  await server.post(VALID, { referer: `${server.origin}/servicii/factoring?x=1` });
  await server.post(VALID, { referer: "https://other.example.com/servicii/factoring" });
  expect(server.leads().map((r) => [r.source_path, r.service])).toEqual([
    ["/contact", null],
    ["/servicii/factoring", "Factoring"],
    ["unknown", null],
  ]);
});

it("normalises a trailing slash, query and hash to the route", () => {
  expect(resolveLeadSource("/servicii/leasing/?utm=x#formular")).toEqual({
    path: "/servicii/leasing",
    service: "Leasing",
  });
  expect(resolveLeadSource("/")).toEqual({ path: "/", service: null });
  expect(resolveLeadSource(`/${"a".repeat(300)}`)).toEqual({ path: "unknown", service: null });
});

it("names the service in the notification subject and body", () => {
  const lead = {
    ...rowLike(),
    source_path: "/servicii/fonduri-europene",
    service: "Fonduri europene",
  };
  const mail = composeLeadMail(lead, "site@example.com", "office@example.com");
  expect(mail.subject).toBe("Cerere nouă de pe site pentru Fonduri europene de la Ion Popescu");
  expect(String(mail.text)).toContain(`${copy.mail.source}: /servicii/fonduri-europene`);
  expect(String(mail.text)).toContain(`${copy.mail.service}: Fonduri europene`);
  const plain = composeLeadMail({ ...rowLike(), source_path: "/", service: null }, "a", "b");
  expect(plain.subject).toBe("Cerere nouă de pe site de la Ion Popescu");
});

function rowLike(): LeadRow {
  return {
    id: 1,
    received_at: "2026-11-22T10:00:00.000Z",
    name: "Ion Popescu",
    email: "ion@example.ro",
    phone: "0722123456",
    message: "m",
    consent: 1,
    status: "pending",
    attempts: 0,
    last_error: null,
    next_attempt_at: null,
    sent_at: null,
    mail_key: "0123456789abcdef0123456789abcdef",
    source_path: "unknown",
    service: null,
    suspect_reason: null,
    form_age_ms: null,
  };
}

describe("migration of a database created by the first schema", () => {
  /** The schema as first shipped (migration 1, commit 72f43b0), with rows already in it. */
  function oldDatabase(): string {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "old-db-")), "leads.sqlite");
    const db = new Database(file);
    db.exec(`
      CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL);
      CREATE TABLE leads (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        received_at TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        message TEXT NOT NULL,
        consent INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'spam')),
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error TEXT,
        next_attempt_at TEXT,
        sent_at TEXT
      );
      CREATE INDEX leads_outbox ON leads (status, next_attempt_at);
      CREATE INDEX leads_received ON leads (received_at);
      INSERT INTO schema_migrations VALUES (1, '2026-10-01T00:00:00.000Z');
      INSERT INTO leads (received_at, name, email, phone, message, consent, status, attempts, sent_at)
        VALUES ('2026-10-02T09:00:00.000Z', 'Maria Ionescu', 'maria@example.ro', '0733000111',
                'Credit de investiții', 1, 'sent', 1, '2026-10-02T09:00:05.000Z');
      INSERT INTO leads (received_at, name, email, phone, message, consent, status, next_attempt_at)
        VALUES ('2026-10-03T09:00:00.000Z', 'Vasile Pop', 'vasile@example.ro', '0744000222',
                'Leasing auto', 1, 'pending', '2026-10-03T09:00:00.000Z');
    `);
    db.close();
    return file;
  }

  it("adds the columns in place, keeps every row, and takes new leads with their source", () => {
    const file = oldDatabase();
    const db = openLeadDb(file);
    const kept = db.raw.prepare("SELECT * FROM leads ORDER BY id").all() as LeadRow[];
    expect(kept).toEqual([
      expect.objectContaining({
        id: 1,
        name: "Maria Ionescu",
        status: "sent",
        source_path: "unknown",
        service: null,
        suspect_reason: null,
        form_age_ms: null,
      }),
      expect.objectContaining({
        id: 2,
        name: "Vasile Pop",
        status: "pending",
        source_path: "unknown",
        service: null,
        suspect_reason: null,
        form_age_ms: null,
      }),
    ]);
    const id = db.insert({
      name: "Nou",
      email: "nou@example.ro",
      phone: "0700000000",
      message: "x",
      consent: true,
      status: "pending",
      sourcePath: "/servicii/leasing",
      service: "Leasing",
    });
    expect(id).toBe(3);
    expect(db.get(3)).toMatchObject({ source_path: "/servicii/leasing", service: "Leasing" });
    const versions = db.raw.prepare("SELECT version FROM schema_migrations ORDER BY version").all();
    expect(versions).toEqual([{ version: 1 }, { version: 2 }, { version: 3 }, { version: 4 }]);
    expect(db.raw.pragma("integrity_check", { simple: true })).toBe("ok");
    db.close();
  });
});

/** @jest-environment node */
// A database made by the first schema is migrated in place when the server opens it: the columns of
// the lead's source and suspicion are added, every row is kept, and new leads carry their source.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { openLeadDb, type LeadRow } from "../../server/db";

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
    expect(versions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((version) => ({ version })));
    expect(db.raw.pragma("integrity_check", { simple: true })).toBe("ok");
    db.close();
  });

  it("rebuilds the table for the new statuses and reasons without reusing a deleted lead's id", () => {
    const file = oldDatabase();
    const before = new Database(file);
    before.exec("DELETE FROM leads WHERE id = 2"); // the newest lead is gone; its id stays used
    before.close();
    const db = openLeadDb(file);
    const lead = {
      name: "Nou",
      email: "nou@example.ro",
      phone: "0700000000",
      message: "x",
      consent: true,
    };
    const id = db.insert({
      ...lead,
      status: "pending",
      suspect: { reason: "no-token", formAgeMs: null },
      formToken: null,
    });
    expect(id).toBe(3);
    expect(db.insert({ ...lead, message: "test", status: "test" })).toBe(4);
    expect(db.get(3)).toMatchObject({ suspect_reason: "no-token", form_age_ms: null });
    expect(() => db.raw.prepare("UPDATE leads SET status = 'lost' WHERE id = 3").run()).toThrow(
      /CHECK/,
    );
    const indexes = (
      db.raw.prepare("SELECT name FROM sqlite_master WHERE type = 'index'").all() as {
        name: string;
      }[]
    ).map((row) => row.name);
    expect(indexes).toEqual(
      expect.arrayContaining(["leads_outbox", "leads_received", "leads_token", "leads_content"]),
    );
    db.close();
  });
});

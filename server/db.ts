// Lead storage: SQLite is the source of truth; a lead is on disk before the visitor hears "sent".
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

export const LEAD_STATUSES = ["pending", "sent", "failed", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** source_path of a lead whose route is missing or not in data/pages.json. */
export const UNKNOWN_SOURCE = "unknown";

export interface NewLead {
  name: string;
  email: string;
  phone: string;
  message: string;
  consent: boolean;
  status: "pending" | "spam";
  /** Route of data/pages.json the form was sent from; "unknown" when absent or not a route. */
  sourcePath?: string;
  /** The service, when sent from a service page. */
  service?: string | null;
}

export interface LeadRow {
  id: number;
  received_at: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  consent: number;
  status: LeadStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  sent_at: string | null;
  source_path: string;
  service: string | null;
}

/** Ordered, append-only: a deployed database replays only the versions it has not seen. */
const MIGRATIONS: string[] = [
  `CREATE TABLE leads (
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
   CREATE INDEX leads_received ON leads (received_at);`,
  // Lead source (issue 14); rows stored before it keep 'unknown'. health_probe is the one row
  // GET /healthz rewrites to prove the database still takes writes.
  `ALTER TABLE leads ADD COLUMN source_path TEXT NOT NULL DEFAULT 'unknown';
   ALTER TABLE leads ADD COLUMN service TEXT;
   CREATE TABLE health_probe (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at TEXT NOT NULL);`,
];

export type LeadDb = ReturnType<typeof openLeadDb>;

export function openLeadDb(file: string) {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  // FULL: a committed lead survives a power cut, which is the point of storing first.
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  migrate(db);

  const insert = db.prepare(
    `INSERT INTO leads (received_at, name, email, phone, message, consent, status, next_attempt_at,
       source_path, service)
     VALUES (@received_at, @name, @email, @phone, @message, @consent, @status, @next_attempt_at,
       @source_path, @service)`,
  );
  const due = db.prepare(
    `SELECT * FROM leads WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT ?`,
  );
  const markSent = db.prepare(
    `UPDATE leads SET status = 'sent', attempts = attempts + 1, sent_at = ?, last_error = NULL,
       next_attempt_at = NULL WHERE id = ?`,
  );
  const markRetry = db.prepare(
    `UPDATE leads SET status = ?, attempts = attempts + 1, last_error = ?, next_attempt_at = ?
       WHERE id = ?`,
  );
  const byId = db.prepare(`SELECT * FROM leads WHERE id = ?`);
  // Only leads already delivered (or spam) expire; pending and failed ones are never deleted.
  const purge = db.prepare(
    `DELETE FROM leads WHERE status IN ('sent', 'spam') AND received_at < ?`,
  );

  return {
    raw: db,
    insert(lead: NewLead, now = new Date()): number {
      const at = now.toISOString();
      const { sourcePath, service, ...fields } = lead;
      const info = insert.run({
        ...fields,
        source_path: sourcePath ?? UNKNOWN_SOURCE,
        service: service ?? null,
        consent: lead.consent ? 1 : 0,
        received_at: at,
        next_attempt_at: lead.status === "pending" ? at : null,
      });
      return Number(info.lastInsertRowid);
    },
    due(now: Date, limit = 20): LeadRow[] {
      return due.all(now.toISOString(), limit) as LeadRow[];
    },
    markSent(id: number, now = new Date()) {
      markSent.run(now.toISOString(), id);
    },
    /** nextAttempt null means give up: the lead stays in the table as 'failed'. */
    markAttemptFailed(id: number, error: string, nextAttempt: Date | null) {
      const status = nextAttempt ? "pending" : "failed";
      markRetry.run(status, error.slice(0, 500), nextAttempt?.toISOString() ?? null, id);
    },
    /** Deletes delivered and spam leads received before the cutoff; returns how many. */
    purgeBefore(cutoff: Date): number {
      return purge.run(cutoff.toISOString()).changes;
    },
    get(id: number): LeadRow | undefined {
      return byId.get(id) as LeadRow | undefined;
    },
    close() {
      if (db.open) db.close();
    },
  };
}

function migrate(db: Database.Database) {
  db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)`,
  );
  const row = db.prepare(`SELECT MAX(version) AS v FROM schema_migrations`).get() as {
    v: number | null;
  };
  const record = db.prepare(`INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)`);
  MIGRATIONS.forEach((sql, index) => {
    const version = index + 1;
    if (version <= (row.v ?? 0)) return;
    db.transaction(() => {
      db.exec(sql);
      record.run(version, new Date().toISOString());
    })();
  });
}

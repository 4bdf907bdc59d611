// Lead storage: SQLite is the source of truth; a lead is on disk before the visitor hears "sent".
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { migrate } from "./migrations";

export const LEAD_STATUSES = ["pending", "sent", "failed", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Why a valid request is delivered marked as possibly automated: its time-trap token was younger
 * than the minimum fill time, or older than the maximum age. */
export const SUSPECT_REASONS = ["too-fast", "expired"] as const;
export type SuspectReason = (typeof SUSPECT_REASONS)[number];

export interface Suspicion {
  reason: SuspectReason;
  /** How long before the post the server issued the form's token. */
  formAgeMs: number;
}

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
  /** Set when the lead is delivered marked as possibly automated. */
  suspect?: Suspicion | null;
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
  /** Random, fixed at insert: the Message-ID of every send of this lead is built from it. */
  mail_key: string;
  source_path: string;
  service: string | null;
  suspect_reason: SuspectReason | null;
  form_age_ms: number | null;
}

/** Longest synchronous wait for another connection's lock: the event loop waits with it, so it is
 * kept tiny; writes that find the database locked are retried asynchronously by WriteQueue. */
export const BUSY_TIMEOUT_MS = 10;

/** At start nothing is served yet, so migrations may wait for another connection's lock longer. */
const STARTUP_BUSY_TIMEOUT_MS = 5_000;

/** Rows per DELETE when purging, so one purge never holds the lock for long. */
export const PURGE_BATCH = 500;

export interface LeadDbOptions {
  /** Upper bound of the database size (PRAGMA max_page_count); beyond it writes fail with
   * SQLITE_FULL, as on a full disk. Absent: only the disk limits it. */
  maxBytes?: number;
}

export type LeadDb = ReturnType<typeof openLeadDb>;

export function openLeadDb(file: string, options: LeadDbOptions = {}) {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file, { timeout: STARTUP_BUSY_TIMEOUT_MS });
  db.pragma("journal_mode = WAL");
  // FULL: a committed lead survives a power cut, which is the point of storing first.
  db.pragma("synchronous = FULL");
  migrate(db);
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  if (options.maxBytes) {
    const pageSize = db.pragma("page_size", { simple: true }) as number;
    db.pragma(`max_page_count = ${Math.max(1, Math.floor(options.maxBytes / pageSize))}`);
  }

  const insert = db.prepare(
    `INSERT INTO leads (received_at, name, email, phone, message, consent, status, next_attempt_at,
       mail_key, source_path, service, suspect_reason, form_age_ms)
     VALUES (@received_at, @name, @email, @phone, @message, @consent, @status, @next_attempt_at,
       @mail_key, @source_path, @service, @suspect_reason, @form_age_ms)`,
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
  // Every status expires (privacy policy): a lead never mailed is deleted like a delivered one.
  const purge = db.prepare(
    `DELETE FROM leads WHERE id IN (SELECT id FROM leads WHERE received_at < ? LIMIT ${PURGE_BATCH})`,
  );
  const undelivered = db.prepare(
    `SELECT COUNT(*) AS n, MIN(received_at) AS oldest FROM leads
       WHERE status IN ('pending', 'failed') AND received_at < ?`,
  );
  const readSetting = db.prepare(`SELECT value FROM settings WHERE key = ?`);
  const addSetting = db.prepare(`INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)`);

  return {
    raw: db,
    insert(lead: NewLead, now = new Date()): number {
      const at = now.toISOString();
      const { sourcePath, service, suspect, ...fields } = lead;
      const info = insert.run({
        ...fields,
        source_path: sourcePath ?? UNKNOWN_SOURCE,
        service: service ?? null,
        suspect_reason: suspect?.reason ?? null,
        form_age_ms: suspect ? Math.round(suspect.formAgeMs) : null,
        consent: lead.consent ? 1 : 0,
        received_at: at,
        next_attempt_at: lead.status === "pending" ? at : null,
        mail_key: crypto.randomBytes(16).toString("hex"),
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
    /** Deletes up to PURGE_BATCH leads of any status received before the cutoff; returns how
     * many, so a caller repeats while it is PURGE_BATCH. */
    purgeBatchBefore(cutoff: Date): number {
      return purge.run(cutoff.toISOString()).changes;
    },
    /** Deletes every lead received before the cutoff, whatever its status; returns how many. */
    purgeBefore(cutoff: Date): number {
      let total = 0;
      let removed: number;
      do {
        removed = purge.run(cutoff.toISOString()).changes;
        total += removed;
      } while (removed === PURGE_BATCH);
      return total;
    },
    /** Leads never mailed (pending or failed) received before the cutoff. */
    undeliveredBefore(cutoff: Date): { count: number; oldest: string | null } {
      const row = undelivered.get(cutoff.toISOString()) as { n: number; oldest: string | null };
      return { count: row.n, oldest: row.oldest };
    },
    /** The stored value of a setting, or `create()` stored now when there is none (first start). */
    setting(key: string, create: () => string): string {
      const found = readSetting.get(key) as { value: string } | undefined;
      if (found) return found.value;
      // Called while starting, before anything is served: a longer wait for the lock is harmless.
      db.pragma(`busy_timeout = ${STARTUP_BUSY_TIMEOUT_MS}`);
      try {
        addSetting.run(key, create()); // OR IGNORE: a second process racing us keeps its value
      } finally {
        db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
      }
      return (readSetting.get(key) as { value: string }).value;
    },
    get(id: number): LeadRow | undefined {
      return byId.get(id) as LeadRow | undefined;
    },
    close() {
      if (db.open) db.close();
    },
  };
}

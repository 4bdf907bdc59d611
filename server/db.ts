// Lead storage: SQLite is the source of truth; a lead is on disk before the visitor hears "sent".
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { migrate } from "./migrations";

/** 'spam': held back, never mailed (only a filled honeypot); 'test': a post of
 * `npm run check:deploy`, stored like a lead and never mailed. */
export const LEAD_STATUSES = ["pending", "sent", "failed", "spam", "test"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** Statuses that are never mailed: kept for a shorter time than leads (heldRetentionDays). */
export const HELD_STATUSES = ["spam", "test"] as const;

/** Why a valid request is delivered marked as possibly automated. Each can come from a person
 * (a quick autofill, a tab left open, a page without JavaScript, a page cached across a change of
 * the server's secret), so none of them holds a request back. */
export const SUSPECT_REASONS = [
  "too-fast",
  "expired",
  "no-token",
  "forged-token",
  "reused-token",
  "repeated-token",
] as const;
export type SuspectReason = (typeof SUSPECT_REASONS)[number];

export interface Suspicion {
  reason: SuspectReason;
  /** How long before the post the server issued the form's token; null without a genuine one. */
  formAgeMs: number | null;
}

/** The same content sent again within this time (a double click, a retry after a lost answer) is
 * the same request: answered as sent again, stored and mailed once. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

/** source_path of a lead whose route is missing or not a route of the site. */
export const UNKNOWN_SOURCE = "unknown";

export interface NewLead {
  name: string;
  email: string;
  phone: string;
  message: string;
  consent: boolean;
  status: "pending" | "spam" | "test";
  /** Route of the site the form was sent from; "unknown" when absent or not a route. */
  sourcePath?: string;
  /** The service, when sent from a service page. */
  service?: string | null;
  /** Set when the lead is delivered marked as possibly automated. */
  suspect?: Suspicion | null;
  /** The genuine time-trap token the form carried, if any. */
  formToken?: string | null;
}

/** What storing a request did: a new row, or the row of the same request stored before. */
export interface StoreResult {
  id: number;
  duplicate: boolean;
  /** The suspicion the row was stored with (a reused token is only known here). */
  suspect: Suspicion | null;
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
  form_token: string | null;
  /** Digest of name, e-mail, phone and message: finds the same request sent twice. */
  content_key: string | null;
}

/** The digest that makes two requests "the same": what the visitor typed, nothing else. */
export function contentKey(lead: Pick<NewLead, "name" | "email" | "phone" | "message">): string {
  return crypto
    .createHash("sha256")
    .update(JSON.stringify([lead.name, lead.email, lead.phone, lead.message]))
    .digest("hex");
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

export interface DbSize {
  usedBytes: number;
  /** null when only the disk limits the file. */
  maxBytes: number | null;
}

/** Opens the file, applies the migrations and the size cap; returns the cap in bytes, if any. */
function openConnection(file: string, options: LeadDbOptions) {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file, { timeout: STARTUP_BUSY_TIMEOUT_MS });
  db.pragma("journal_mode = WAL");
  // FULL: a committed lead survives a power cut, which is the point of storing first.
  db.pragma("synchronous = FULL");
  migrate(db);
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  let maxBytes: number | undefined;
  if (options.maxBytes) {
    const pageSize = db.pragma("page_size", { simple: true }) as number;
    const pages = Math.max(1, Math.floor(options.maxBytes / pageSize));
    db.pragma(`max_page_count = ${pages}`);
    maxBytes = pages * pageSize;
  }
  return { db, maxBytes };
}

/** The held statuses as an SQL list, for the statements that set them apart. */
const HELD_LIST = HELD_STATUSES.map((s) => `'${s}'`).join(", ");

/** Storing leads: as they are, or once per request however often it is sent. */
function openLeadWrites(db: Database.Database) {
  const insert = db.prepare(
    `INSERT INTO leads (received_at, name, email, phone, message, consent, status, next_attempt_at,
       mail_key, source_path, service, suspect_reason, form_age_ms, form_token, content_key)
     VALUES (@received_at, @name, @email, @phone, @message, @consent, @status, @next_attempt_at,
       @mail_key, @source_path, @service, @suspect_reason, @form_age_ms, @form_token,
       @content_key)`,
  );
  // A delivered request is only ever the twin of a delivered one, a held one of a held one: a
  // request held back never swallows a later one that is delivered.
  const sameContent = db.prepare(
    `SELECT id, suspect_reason, form_age_ms FROM leads
       WHERE content_key = @key AND (received_at >= @since OR form_token = @token)
         AND (status IN (${HELD_LIST})) = @held
       ORDER BY id DESC LIMIT 1`,
  );
  const tokenUsed = db.prepare(`SELECT 1 FROM leads WHERE form_token = ? LIMIT 1`);

  const insertRow = (lead: NewLead, at: string, key: string, suspect: Suspicion | null) => {
    const info = insert.run({
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      message: lead.message,
      status: lead.status,
      source_path: lead.sourcePath ?? UNKNOWN_SOURCE,
      service: lead.service ?? null,
      suspect_reason: suspect?.reason ?? null,
      form_age_ms: suspect?.formAgeMs == null ? null : Math.round(suspect.formAgeMs),
      form_token: lead.formToken ?? null,
      content_key: key,
      consent: lead.consent ? 1 : 0,
      received_at: at,
      next_attempt_at: lead.status === "pending" ? at : null,
      mail_key: crypto.randomBytes(16).toString("hex"),
    });
    return Number(info.lastInsertRowid);
  };

  /** One transaction: the same request already stored is found, not stored twice; a token that
   * came with other content before marks this one. */
  const store = db.transaction((lead: NewLead, now: Date): StoreResult => {
    const key = contentKey(lead);
    const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString();
    const held = (HELD_STATUSES as readonly string[]).includes(lead.status) ? 1 : 0;
    const same = sameContent.get({ key, since, token: lead.formToken ?? null, held }) as
      { id: number; suspect_reason: SuspectReason | null; form_age_ms: number | null } | undefined;
    if (same) {
      const suspect = same.suspect_reason
        ? { reason: same.suspect_reason, formAgeMs: same.form_age_ms }
        : null;
      return { id: same.id, duplicate: true, suspect };
    }
    let suspect = lead.suspect ?? null;
    if (lead.formToken && tokenUsed.get(lead.formToken)) {
      suspect = { reason: "reused-token", formAgeMs: suspect?.formAgeMs ?? null };
    }
    return { id: insertRow(lead, now.toISOString(), key, suspect), duplicate: false, suspect };
  });

  return {
    /** Stores a row as it is, without looking for an earlier copy (imports, tests). */
    insert(lead: NewLead, now = new Date()): number {
      return insertRow(lead, now.toISOString(), contentKey(lead), lead.suspect ?? null);
    },
    /** Stores a visitor's request once: a second copy of the same request is recognised. */
    store(lead: NewLead, now = new Date()): StoreResult {
      return store(lead, now);
    },
  };
}

/** The outbox's side of the leads: the due ones, and what became of each send. */
function openLeadMails(db: Database.Database) {
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

  return {
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
  };
}

/** Retention of the leads: what expires, and the undelivered ones warned about beforehand. */
function openLeadPurge(db: Database.Database) {
  // Every status expires (privacy policy): a lead never mailed is deleted like a delivered one.
  const purge = db.prepare(
    `DELETE FROM leads WHERE id IN (SELECT id FROM leads WHERE received_at < ? LIMIT ${PURGE_BATCH})`,
  );
  const purgeHeld = db.prepare(
    `DELETE FROM leads WHERE id IN (SELECT id FROM leads
       WHERE status IN (${HELD_LIST}) AND received_at < ?
       LIMIT ${PURGE_BATCH})`,
  );
  const undelivered = db.prepare(
    `SELECT COUNT(*) AS n, MIN(received_at) AS oldest FROM leads
       WHERE status IN ('pending', 'failed') AND received_at < ?`,
  );

  return {
    /** Deletes up to PURGE_BATCH leads of any status received before the cutoff; returns how
     * many, so a caller repeats while it is PURGE_BATCH. */
    purgeBatchBefore(cutoff: Date): number {
      return purge.run(cutoff.toISOString()).changes;
    },
    /** Deletes up to PURGE_BATCH held rows (spam, test) received before the cutoff. */
    purgeHeldBatchBefore(cutoff: Date): number {
      return purgeHeld.run(cutoff.toISOString()).changes;
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
  };
}

/** The server's own settings (its secrets), made once at the first start. */
function openSettings(db: Database.Database) {
  const read = db.prepare(`SELECT value FROM settings WHERE key = ?`);
  const add = db.prepare(`INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)`);

  return {
    /** The stored value of a setting, or `create()` stored now when there is none (first start). */
    setting(key: string, create: () => string): string {
      const found = read.get(key) as { value: string } | undefined;
      if (found) return found.value;
      // Called while starting, before anything is served: a longer wait for the lock is harmless.
      db.pragma(`busy_timeout = ${STARTUP_BUSY_TIMEOUT_MS}`);
      try {
        add.run(key, create()); // OR IGNORE: a second process racing us keeps its value
      } finally {
        db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
      }
      return (read.get(key) as { value: string }).value;
    },
  };
}

export type LeadDb = ReturnType<typeof openLeadDb>;

/** The lead database: the leads with their mails and retention, the settings, and the connection
 * itself (`raw`) for the bookings kept in the same file. */
export function openLeadDb(file: string, options: LeadDbOptions = {}) {
  const { db, maxBytes } = openConnection(file, options);
  const byId = db.prepare(`SELECT * FROM leads WHERE id = ?`);
  return {
    raw: db,
    ...openLeadWrites(db),
    ...openLeadMails(db),
    ...openLeadPurge(db),
    ...openSettings(db),
    size(): DbSize {
      const pages = db.pragma("page_count", { simple: true }) as number;
      const pageSize = db.pragma("page_size", { simple: true }) as number;
      return { usedBytes: pages * pageSize, maxBytes: maxBytes ?? null };
    },
    get(id: number): LeadRow | undefined {
      return byId.get(id) as LeadRow | undefined;
    },
    close() {
      if (db.open) db.close();
    },
  };
}

// Requests for a slot that wait for a person: the visitor's click on the link mailed to the address
// typed, and, when the office approves each booking, the office's. A request holds no slot (the
// free slots never see it) and sends nothing to the office until its address is proved; it is
// deleted when it expires, so a bot's requests leave nothing behind for long. Each request has one
// mail at a time (the link, the office's approval, a refusal), sent by the outbox from its row.
import crypto from "node:crypto";
import type Database from "better-sqlite3";
import type { MeetingMode } from "../../contract/booking/api";
import { openRequestBacklog } from "./backlog";
import { openRequestPurge } from "./purge";

export const REQUEST_STATUSES = ["unconfirmed", "awaiting-office", "declined"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The mails of a request: the visitor's link, the office's approval, the visitor's refusal. */
export const REQUEST_MAIL_KINDS = [
  "request-confirm",
  "office-approve",
  "request-declined",
] as const;
export type RequestMailKind = (typeof REQUEST_MAIL_KINDS)[number];

export interface RequestRow {
  id: number;
  created_at: string;
  expires_at: string;
  status: RequestStatus;
  type: string;
  mode: MeetingMode;
  start_at: string;
  end_at: string;
  name: string;
  email: string;
  phone: string;
  note: string;
  source_path: string;
  suspect_reason: string | null;
  suspect_age_ms: number | null;
  /** What it is about, as posted and checked (BookingRow). */
  service: string | null;
  source_page: string | null;
  figures: string | null;
  /** Random; the confirm link and the office's link are signed over it (links.ts). */
  confirm_nonce: string;
  page_nonce: string;
  mail_kind: RequestMailKind;
  mail_status: "pending" | "sent" | "failed" | "void";
  mail_attempts: number;
  mail_last_error: string | null;
  mail_next_attempt_at: string | null;
  mail_sent_at: string | null;
  mail_key: string;
}

/** A request's mail as the outbox sees it: the row, with `id` and `attempts` under its names. */
export type RequestMailRow = RequestRow & { attempts: number };

export interface NewRequest {
  type: string;
  mode: MeetingMode;
  start: number;
  end: number;
  name: string;
  email: string;
  phone: string;
  note: string;
  sourcePath: string;
  suspectReason: string | null;
  suspectAgeMs: number | null;
  expiresAt: number;
  service?: string | null;
  sourcePage?: string | null;
  figures?: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();
const nonce = () => crypto.randomBytes(18).toString("base64url");

/** The statements on a request's row, prepared once per connection. */
function prepareRequests(db: Database.Database) {
  return {
    insert: db.prepare(
      `INSERT INTO booking_requests (created_at, expires_at, status, type, mode, start_at, end_at,
         name, email, phone, note, source_path, suspect_reason, suspect_age_ms, confirm_nonce, page_nonce,
         mail_kind, mail_status, mail_next_attempt_at, mail_key, service, source_page, figures)
       VALUES (@created_at, @expires_at, 'unconfirmed', @type, @mode, @start_at, @end_at, @name,
         @email, @phone, @note, @source_path, @suspect_reason, @suspect_age_ms, @confirm_nonce, @page_nonce,
         'request-confirm', 'pending', @created_at, @mail_key, @service, @source_page, @figures)`,
    ),
    byId: db.prepare(`SELECT * FROM booking_requests WHERE id = ? AND expires_at > ?`),
    anyById: db.prepare(`SELECT * FROM booking_requests WHERE id = ?`),
    remail: db.prepare(
      `UPDATE booking_requests SET email = ?, confirm_nonce = ?, mail_kind = 'request-confirm',
         mail_status = 'pending', mail_attempts = 0, mail_last_error = NULL,
         mail_next_attempt_at = ?, mail_sent_at = NULL, mail_key = ?
       WHERE id = ? AND status = 'unconfirmed'`,
    ),
    toStatus: db.prepare(
      `UPDATE booking_requests SET status = ?, expires_at = ?, start_at = ?, end_at = ?,
         mail_kind = ?, mail_status = 'pending', mail_attempts = 0, mail_last_error = NULL,
         mail_next_attempt_at = ?, mail_sent_at = NULL, mail_key = ?
       WHERE id = ?`,
    ),
    remove: db.prepare(`DELETE FROM booking_requests WHERE id = ?`),
  };
}

/** The requests themselves: made, mailed again, confirmed, declined, removed. */
function openRequests(db: Database.Database) {
  const s = prepareRequests(db);
  /** A request that has not expired. */
  const get = (id: number, now: number): RequestRow | undefined =>
    s.byId.get(id, iso(now)) as RequestRow | undefined;

  return {
    create(input: NewRequest, now: number): RequestRow {
      const info = s.insert.run({
        created_at: iso(now),
        expires_at: iso(input.expiresAt),
        type: input.type,
        mode: input.mode,
        start_at: iso(input.start),
        end_at: iso(input.end),
        name: input.name,
        email: input.email,
        phone: input.phone,
        note: input.note,
        source_path: input.sourcePath,
        suspect_reason: input.suspectReason,
        suspect_age_ms: input.suspectAgeMs,
        confirm_nonce: nonce(),
        page_nonce: nonce(),
        mail_key: nonce(),
        service: input.service ?? null,
        source_page: input.sourcePage ?? null,
        figures: input.figures ?? null,
      });
      return s.anyById.get(Number(info.lastInsertRowid)) as RequestRow;
    },
    get,
    /** The confirmation mailed again, to the same or a corrected address: a new link, the old
     * one no longer confirms. */
    remail(id: number, email: string, now: number): RequestRow | undefined {
      s.remail.run(email, nonce(), iso(now), nonce(), id);
      return get(id, now);
    },
    /** The visitor confirmed and the office approves: the office's mail, until the meeting. */
    awaitOffice(id: number, slot: { start: number; end: number }, now: number): RequestRow {
      const start = iso(slot.start);
      s.toStatus.run(
        "awaiting-office",
        start,
        start,
        iso(slot.end),
        "office-approve",
        iso(now),
        nonce(),
        id,
      );
      return s.anyById.get(id) as RequestRow;
    },
    /** The office declined: the visitor is told, and the request goes a day later. */
    decline(id: number, now: number): RequestRow {
      const row = s.anyById.get(id) as RequestRow;
      const expires = iso(now + 24 * 3_600_000);
      s.toStatus.run(
        "declined",
        expires,
        row.start_at,
        row.end_at,
        "request-declined",
        iso(now),
        nonce(),
        id,
      );
      return s.anyById.get(id) as RequestRow;
    },
    remove(id: number): void {
      s.remove.run(id);
    },
  };
}

/** The outbox's side of a request's mail, kept in the request's own row. */
function openRequestMails(db: Database.Database) {
  const due = db.prepare(
    `SELECT *, mail_attempts AS attempts FROM booking_requests
       WHERE mail_status = 'pending' AND mail_next_attempt_at <= ? AND expires_at > ?
       ORDER BY mail_next_attempt_at, id LIMIT ?`,
  );
  const sent = db.prepare(
    `UPDATE booking_requests SET mail_status = 'sent', mail_attempts = mail_attempts + 1,
       mail_sent_at = ?, mail_last_error = NULL, mail_next_attempt_at = NULL WHERE id = ?`,
  );
  const retry = db.prepare(
    `UPDATE booking_requests SET mail_status = ?, mail_attempts = mail_attempts + 1,
       mail_last_error = ?, mail_next_attempt_at = ? WHERE id = ?`,
  );
  const voided = db.prepare(
    `UPDATE booking_requests SET mail_status = 'void', mail_next_attempt_at = NULL WHERE id = ?`,
  );

  return {
    dueMails(now: Date, limit: number): RequestMailRow[] {
      return due.all(now.toISOString(), now.toISOString(), limit) as RequestMailRow[];
    },
    markMailSent(id: number, at: Date) {
      sent.run(at.toISOString(), id);
    },
    markMailFailed(id: number, error: string, next: Date | null) {
      retry.run(next ? "pending" : "failed", error.slice(0, 500), next?.toISOString() ?? null, id);
    },
    markMailVoid(id: number) {
      voided.run(id);
    },
  };
}

export type RequestStore = ReturnType<typeof openRequestStore>;

/** The requests with their mails, the count of those mails waiting (backlog.ts) and the purge of
 * expired requests (purge.ts). */
export function openRequestStore(db: Database.Database) {
  return {
    ...openRequests(db),
    ...openRequestMails(db),
    ...openRequestBacklog(db),
    ...openRequestPurge(db),
  };
}

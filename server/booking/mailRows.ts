// The bookings' mail queue: one row of booking_mails per mail a change of a booking sends. The
// change queues its rows in its own transaction (store.ts), so a booking is never stored without
// its mails, and voids those it makes pointless (a reminder of a moved meeting); the outbox reads
// the due rows and records each send (mailQueue.ts).
import crypto from "node:crypto";
import type Database from "better-sqlite3";
import type { BookingMailKind } from "./types";

export interface BookingMailRow {
  id: number;
  booking_id: number;
  kind: BookingMailKind;
  created_at: string;
  status: "pending" | "sent" | "failed" | "void";
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  sent_at: string | null;
  /** Random, fixed at insert: the Message-ID of every send of this mail. */
  mail_key: string;
  /** On the mails about a move: the start the meeting had before it. */
  previous_start_at: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

export type BookingMails = ReturnType<typeof openBookingMails>;

/** Queuing and voiding a booking's mails, for the transactions that change the booking. */
export function openBookingMails(db: Database.Database) {
  const insert = db.prepare(
    `INSERT INTO booking_mails (booking_id, kind, created_at, status, next_attempt_at, mail_key,
         previous_start_at)
       VALUES (?, ?, ?, 'pending', ?, ?, ?)`,
  );
  const voidPending = db.prepare(
    `UPDATE booking_mails SET status = 'void', next_attempt_at = NULL
       WHERE booking_id = ? AND status = 'pending'`,
  );
  const voidReminders = db.prepare(
    `UPDATE booking_mails SET status = 'void', next_attempt_at = NULL
       WHERE booking_id = ? AND kind = 'reminder' AND status = 'pending'`,
  );

  return {
    /** Queues a mail due at `due`, with a Message-ID of its own; the mails about a move carry
     * the start the meeting had before it. */
    queue(
      bookingId: number,
      kind: BookingMailKind,
      due: number,
      now: number,
      previousStart: string | null = null,
    ): void {
      insert.run(
        bookingId,
        kind,
        iso(now),
        iso(due),
        crypto.randomBytes(16).toString("hex"),
        previousStart,
      );
    },
    /** The booking's reminder still waiting is not sent (the meeting moved or was cancelled). */
    voidReminders(bookingId: number): void {
      voidReminders.run(bookingId);
    },
    /** None of the booking's mails still waiting is sent (nobody is to hear of it any more). */
    voidPending(bookingId: number): void {
      voidPending.run(bookingId);
    },
  };
}

/** The outbox's side of the queue: the due mails, and what became of each send. */
export function openBookingMailOutbox(db: Database.Database) {
  const due = db.prepare(
    `SELECT * FROM booking_mails WHERE status = 'pending' AND next_attempt_at <= ?
       ORDER BY next_attempt_at, id LIMIT ?`,
  );
  const sent = db.prepare(
    `UPDATE booking_mails SET status = 'sent', attempts = attempts + 1, sent_at = ?,
       last_error = NULL, next_attempt_at = NULL WHERE id = ?`,
  );
  const retry = db.prepare(
    `UPDATE booking_mails SET status = ?, attempts = attempts + 1, last_error = ?,
       next_attempt_at = ? WHERE id = ?`,
  );
  const voidOne = db.prepare(
    `UPDATE booking_mails SET status = 'void', next_attempt_at = NULL WHERE id = ?`,
  );

  return {
    dueMails(now: Date, limit: number): BookingMailRow[] {
      return due.all(now.toISOString(), limit) as BookingMailRow[];
    },
    markMailSent(id: number, at: Date) {
      sent.run(at.toISOString(), id);
    },
    /** `next` null means give up: the mail stays as 'failed'. */
    markMailFailed(id: number, error: string, next: Date | null) {
      retry.run(next ? "pending" : "failed", error.slice(0, 500), next?.toISOString() ?? null, id);
    },
    /** A mail with nothing to send any more (its booking was deleted). */
    markMailVoid(id: number) {
      voidOne.run(id);
    },
  };
}

// What /healthz reports about the mails of bookings and requests: how many are due and not yet
// sent, how old the oldest is, how many were given up on. Counts and times only, never a row's
// content.
import type Database from "better-sqlite3";

export interface BookingMailBacklog {
  /** Mails due and not yet sent. */
  waiting: number;
  /** When the oldest of them was due (ISO), or null when none waits. */
  oldestDue: string | null;
  /** Mails given up on. */
  failed: number;
}

/** The backlog of the bookings' mails (booking_mails). */
export function openBookingBacklog(db: Database.Database) {
  const waiting = db.prepare(
    `SELECT COUNT(*) AS n, MIN(next_attempt_at) AS oldest FROM booking_mails
       WHERE status = 'pending' AND next_attempt_at <= ?`,
  );
  const failed = db.prepare(`SELECT COUNT(*) AS n FROM booking_mails WHERE status = 'failed'`);

  return {
    /** Mails due and not yet sent, and mails given up on: what /healthz reports. */
    mailBacklog(now: Date): BookingMailBacklog {
      const due = waiting.get(now.toISOString()) as { n: number; oldest: string | null };
      const gaveUp = failed.get() as { n: number };
      return { waiting: due.n, oldestDue: due.oldest, failed: gaveUp.n };
    },
  };
}

/** The backlog of the requests' mails (one per request, in its own row). */
export function openRequestBacklog(db: Database.Database) {
  const waiting = db.prepare(
    `SELECT COUNT(*) AS n FROM booking_requests
       WHERE mail_status = 'pending' AND mail_next_attempt_at <= ? AND expires_at > ?`,
  );

  return {
    /** Mails of requests still open that are due and not yet sent. */
    mailsWaiting(now: Date): number {
      return (waiting.get(now.toISOString(), now.toISOString()) as { n: number }).n;
    },
  };
}

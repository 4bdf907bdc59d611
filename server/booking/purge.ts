// Deleting what the booking tables no longer need to keep (retention.ts runs it daily): a booking
// with its mails the retention period after its meeting ended, an address the office blocked the
// same period after it did, and a request as soon as it expires. Each call deletes at most
// PURGE_BATCH rows of a kind, so one call never holds the write lock for long.
import type Database from "better-sqlite3";
import { PURGE_BATCH } from "../db";

/** The purge of bookings, their mails and the blocked addresses. */
export function openBookingPurge(db: Database.Database) {
  const mails = db.prepare(
    `DELETE FROM booking_mails WHERE booking_id IN
       (SELECT id FROM bookings WHERE end_at < ? ORDER BY id LIMIT ${PURGE_BATCH})`,
  );
  const bookings = db.prepare(
    `DELETE FROM bookings WHERE id IN
       (SELECT id FROM bookings WHERE end_at < ? ORDER BY id LIMIT ${PURGE_BATCH})`,
  );
  const blocked = db.prepare(`DELETE FROM booking_blocked WHERE blocked_at < ?`);

  return {
    /** Deletes up to PURGE_BATCH bookings whose meeting ended before the cutoff, with their mails,
     * and the addresses the office blocked before it. */
    purgeBatchBefore(cutoff: Date): number {
      return db.transaction(() => {
        blocked.run(cutoff.toISOString());
        mails.run(cutoff.toISOString());
        return bookings.run(cutoff.toISOString()).changes;
      })();
    },
  };
}

/** The purge of expired requests. */
export function openRequestPurge(db: Database.Database) {
  const expired = db.prepare(
    `DELETE FROM booking_requests WHERE id IN
       (SELECT id FROM booking_requests WHERE expires_at <= ? ORDER BY id LIMIT ${PURGE_BATCH})`,
  );

  return {
    /** Deletes up to PURGE_BATCH expired requests. */
    purgeExpired(now: number): number {
      return expired.run(new Date(now).toISOString()).changes;
    },
  };
}

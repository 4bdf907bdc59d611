// Bookings in the lead database: a slot is booked at most once, whatever the number of requests or
// processes racing for it. Booking, moving and cancelling each run in one IMMEDIATE transaction
// (the write lock is taken before anything is read), so the check "is it still free, with both
// meetings' buffers and the daily maximum" and the write that takes it cannot be split by another
// writer; the partial unique index on confirmed starts is the last guard. The mails a change sends
// are queued in the same transaction, so a booking is never stored without them.
import crypto from "node:crypto";
import type Database from "better-sqlite3";
import {
  isFree,
  type Booked,
  type Busy,
  type Calendar,
  type MeetingRules,
} from "../../contract/booking/availability";
import type { MeetingMode } from "../../contract/booking/api";
import { wallClock } from "../../contract/booking/zonedTime";
import { PURGE_BATCH } from "../db";
import type { BookingMailKind, BookingRow } from "./types";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The reminder goes out this long before the meeting; a meeting booked closer gets none (the
 * confirmation has just arrived). */
export const REMINDER_BEFORE_MS = DAY;

export interface NewBooking {
  type: string;
  mode: MeetingMode;
  start: number;
  end: number;
  rules: MeetingRules;
  name: string;
  email: string;
  phone: string;
  note: string;
  sourcePath: string;
  /** Why the form looked automated (an expired or too quick token), for the office's mail. */
  suspectReason?: string | null;
  /** The form's age when it was sent, for the reasons about time. */
  suspectAgeMs?: number | null;
}

/** How many coming meetings one person (an e-mail address, a phone number) may hold at once. */
export interface PersonLimit {
  comingPerPerson: number;
}

export type ChangeResult =
  | { ok: true; booking: BookingRow }
  /** Someone else holds the time (or the office is busy then), or the day is full. */
  | { ok: false; reason: "taken" }
  /** The address or the phone number already holds as many coming meetings as allowed. */
  | { ok: false; reason: "person" };

export type CancelResult =
  | { ok: true; booking: BookingRow }
  /** Already cancelled, unknown, or its meeting has begun (nothing can change it any more). */
  | { ok: false; reason: "cancelled" | "missing" | "started" };

export type MoveResult =
  | ChangeResult
  | CancelResult
  /** Moved as often as allowed. */
  | { ok: false; reason: "moves" };

/** A phone number as digits, the last nine (the national number without its 0 or +40). */
export const phoneKey = (phone: string): string => phone.replace(/\D/g, "").slice(-9);

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

type BookedRow = Pick<BookingRow, "start_at" | "end_at" | "buffer_before_min" | "buffer_after_min">;

/** A stored meeting as the free slots see it: its time and the buffers it was booked with. */
const toBooked = (row: BookedRow): Booked => ({
  start: Date.parse(row.start_at),
  end: Date.parse(row.end_at),
  bufferBeforeMinutes: row.buffer_before_min,
  bufferAfterMinutes: row.buffer_after_min,
});

export type BookingStore = ReturnType<typeof openBookingStore>;

export function openBookingStore(db: Database.Database, calendar: Calendar) {
  const near = db.prepare(
    `SELECT start_at, end_at, buffer_before_min, buffer_after_min FROM bookings
       WHERE status = 'confirmed' AND end_at > ? AND start_at < ? AND id != ?`,
  );
  const insert = db.prepare(
    `INSERT INTO bookings (uid, created_at, type, mode, start_at, end_at, buffer_before_min,
       buffer_after_min, name, email, phone, note, status, sequence, source_path, suspect_reason,
       suspect_age_ms)
     VALUES (@uid, @created_at, @type, @mode, @start_at, @end_at, @buffer_before_min,
       @buffer_after_min, @name, @email, @phone, @note, 'confirmed', 0, @source_path,
       @suspect_reason, @suspect_age_ms)`,
  );
  const coming = db.prepare(
    `SELECT email, phone FROM bookings WHERE status = 'confirmed' AND end_at > ?`,
  );
  const isBlocked = db.prepare(`SELECT 1 FROM booking_blocked WHERE address_key = ?`);
  const block = db.prepare(
    `INSERT OR IGNORE INTO booking_blocked (address_key, blocked_at) VALUES (?, ?)`,
  );
  const voidAll = db.prepare(
    `UPDATE booking_mails SET status = 'void', next_attempt_at = NULL
       WHERE booking_id = ? AND status = 'pending'`,
  );
  const byId = db.prepare(`SELECT * FROM bookings WHERE id = ?`);
  const move = db.prepare(
    `UPDATE bookings SET start_at = ?, end_at = ?, sequence = sequence + 1, moves = moves + 1
       WHERE id = ?`,
  );
  const cancel = db.prepare(
    `UPDATE bookings SET status = 'cancelled', cancelled_at = ?, sequence = sequence + 1
       WHERE id = ?`,
  );
  const queue = db.prepare(
    `INSERT INTO booking_mails (booking_id, kind, created_at, status, next_attempt_at, mail_key,
         previous_start_at)
       VALUES (?, ?, ?, 'pending', ?, ?, ?)`,
  );
  const voidReminders = db.prepare(
    `UPDATE booking_mails SET status = 'void', next_attempt_at = NULL
       WHERE booking_id = ? AND kind = 'reminder' AND status = 'pending'`,
  );
  const mailVoid = db.prepare(
    `UPDATE booking_mails SET status = 'void', next_attempt_at = NULL WHERE id = ?`,
  );
  const dueMails = db.prepare(
    `SELECT * FROM booking_mails WHERE status = 'pending' AND next_attempt_at <= ?
       ORDER BY next_attempt_at, id LIMIT ?`,
  );
  const mailSent = db.prepare(
    `UPDATE booking_mails SET status = 'sent', attempts = attempts + 1, sent_at = ?,
       last_error = NULL, next_attempt_at = NULL WHERE id = ?`,
  );
  const mailRetry = db.prepare(
    `UPDATE booking_mails SET status = ?, attempts = attempts + 1, last_error = ?,
       next_attempt_at = ? WHERE id = ?`,
  );
  const between = db.prepare(
    `SELECT * FROM bookings WHERE end_at > ? AND start_at < ? AND status IN (?, ?)
       ORDER BY start_at, id`,
  );
  const purgeMails = db.prepare(
    `DELETE FROM booking_mails WHERE booking_id IN
       (SELECT id FROM bookings WHERE end_at < ? ORDER BY id LIMIT ${PURGE_BATCH})`,
  );
  const purgeBookings = db.prepare(
    `DELETE FROM bookings WHERE id IN
       (SELECT id FROM bookings WHERE end_at < ? ORDER BY id LIMIT ${PURGE_BATCH})`,
  );
  const purgeBlocked = db.prepare(`DELETE FROM booking_blocked WHERE blocked_at < ?`);
  const failedMails = db.prepare(`SELECT COUNT(*) AS n FROM booking_mails WHERE status = 'failed'`);
  const waiting = db.prepare(
    `SELECT COUNT(*) AS n, MIN(next_attempt_at) AS oldest FROM booking_mails
       WHERE status = 'pending' AND next_attempt_at <= ?`,
  );

  /** The confirmed meetings that could collide with [start, end), this booking itself left out. */
  const bookedAround = (start: number, end: number, except: number): Booked[] =>
    (near.all(iso(start - DAY), iso(end + DAY), except) as BookedRow[]).map(toBooked);

  /** Whether the time is still free for these rules: buffers of both meetings, the busy times
   * and the day's maximum on the office's calendar. */
  const stillFree = (
    start: number,
    end: number,
    rules: MeetingRules,
    busy: readonly Busy[],
    except: number,
  ): boolean => {
    const booked = bookedAround(start, end, except);
    const date = wallClock(start, calendar.timeZone).date;
    const sameDay = booked.filter((b) => wallClock(b.start, calendar.timeZone).date === date);
    if (sameDay.length >= rules.maxPerDay) return false;
    return isFree({ start, end }, { calendar, rules, now: start, booked, busy });
  };

  const queueMail = (
    bookingId: number,
    kind: BookingMailKind,
    due: number,
    now: number,
    previousStart: string | null = null,
  ) =>
    queue.run(
      bookingId,
      kind,
      iso(now),
      iso(due),
      crypto.randomBytes(16).toString("hex"),
      previousStart,
    );

  /** Whether this address or phone number already holds `limit` coming meetings. */
  const personFull = (email: string, phone: string, limit: number, now: number): boolean => {
    const address = email.trim().toLowerCase();
    const digits = phoneKey(phone);
    const held = (coming.all(iso(now)) as { email: string; phone: string }[]).filter(
      (row) =>
        row.email.trim().toLowerCase() === address ||
        (digits.length >= 6 && phoneKey(row.phone) === digits),
    );
    return held.length >= limit;
  };

  const queueReminder = (bookingId: number, start: number, now: number) => {
    const due = start - REMINDER_BEFORE_MS;
    if (due > now) queueMail(bookingId, "reminder", due, now);
  };

  const book = db.transaction(
    (input: NewBooking, busy: readonly Busy[], now: number, limit: PersonLimit): ChangeResult => {
      if (personFull(input.email, input.phone, limit.comingPerPerson, now)) {
        return { ok: false, reason: "person" };
      }
      if (!stillFree(input.start, input.end, input.rules, busy, -1)) {
        return { ok: false, reason: "taken" };
      }
      const info = insert.run({
        uid: crypto.randomBytes(16).toString("hex"),
        created_at: iso(now),
        type: input.type,
        mode: input.mode,
        start_at: iso(input.start),
        end_at: iso(input.end),
        buffer_before_min: input.rules.bufferBeforeMinutes,
        buffer_after_min: input.rules.bufferAfterMinutes,
        name: input.name,
        email: input.email,
        phone: input.phone,
        note: input.note,
        source_path: input.sourcePath,
        suspect_reason: input.suspectReason ?? null,
        suspect_age_ms: input.suspectAgeMs ?? null,
      });
      const id = Number(info.lastInsertRowid);
      queueMail(id, "confirmation", now, now);
      queueMail(id, "office-new", now, now);
      queueReminder(id, input.start, now);
      return { ok: true, booking: byId.get(id) as BookingRow };
    },
  );

  const reschedule = db.transaction(
    (
      id: number,
      slot: { start: number; end: number },
      rules: MeetingRules,
      busy: readonly Busy[],
      now: number,
      maxMoves: number,
    ): MoveResult => {
      const current = byId.get(id) as BookingRow | undefined;
      if (!current) return { ok: false, reason: "missing" };
      if (current.status !== "confirmed") return { ok: false, reason: "cancelled" };
      if (Date.parse(current.start_at) <= now) return { ok: false, reason: "started" };
      if (current.moves >= maxMoves) return { ok: false, reason: "moves" };
      if (!stillFree(slot.start, slot.end, rules, busy, id)) return { ok: false, reason: "taken" };
      move.run(iso(slot.start), iso(slot.end), id);
      voidReminders.run(id);
      queueMail(id, "rescheduled", now, now, current.start_at);
      queueMail(id, "office-rescheduled", now, now, current.start_at);
      queueReminder(id, slot.start, now);
      return { ok: true, booking: byId.get(id) as BookingRow };
    },
  );

  /** Cancels a coming meeting; `tell` says who is mailed about it (a report mails nobody the
   * booking names, and the office did it itself). */
  const cancelBooking = db.transaction(
    (id: number, now: number, tell: "both" | "visitor" | "nobody"): CancelResult => {
      const current = byId.get(id) as BookingRow | undefined;
      if (!current) return { ok: false, reason: "missing" };
      if (current.status !== "confirmed") return { ok: false, reason: "cancelled" };
      if (Date.parse(current.start_at) <= now) return { ok: false, reason: "started" };
      cancel.run(iso(now), id);
      if (tell === "nobody") voidAll.run(id);
      else voidReminders.run(id);
      if (tell !== "nobody") queueMail(id, "cancelled", now, now);
      if (tell === "both") queueMail(id, "office-cancelled", now, now);
      return { ok: true, booking: byId.get(id) as BookingRow };
    },
  );

  return {
    /** Books the time if it is still free and the person holds no more coming meetings than
     * allowed; the mails are queued with it. `also` runs in the same transaction when it books
     * (the confirmed request is deleted with it). */
    book(
      input: NewBooking,
      busy: readonly Busy[],
      now: number,
      limit: PersonLimit,
      also?: () => void,
    ): ChangeResult {
      return db
        .transaction(() => {
          const result = book(input, busy, now, limit);
          if (result.ok) also?.();
          return result;
        })
        .immediate();
    },
    /** Whether the address or the phone number already holds as many coming meetings as allowed. */
    personFull(email: string, phone: string, limit: PersonLimit, now: number): boolean {
      return personFull(email, phone, limit.comingPerPerson, now);
    },
    isBlocked(addressKey: string): boolean {
      return isBlocked.get(addressKey) !== undefined;
    },
    /** The office reported the booking: cancelled, its queued mails void, nobody mailed, and its
     * address blocked from booking again. */
    report(id: number, addressKey: string, now: number): CancelResult {
      return db
        .transaction(() => {
          const result = cancelBooking(id, now, "nobody");
          if (result.ok) block.run(addressKey, iso(now));
          return result;
        })
        .immediate();
    },
    block(addressKey: string, now: number): void {
      block.run(addressKey, iso(now));
    },
    /** Moves a confirmed booking to another free time (its own old time does not count). */
    reschedule(
      id: number,
      slot: { start: number; end: number },
      rules: MeetingRules,
      busy: readonly Busy[],
      now: number,
      maxMoves: number,
    ): MoveResult {
      return reschedule.immediate(id, slot, rules, busy, now, maxMoves);
    },
    /** Cancels a coming meeting, telling the visitor and the office (or, when the office cancels
     * it itself, the visitor only). */
    cancel(id: number, now = Date.now(), tell: "both" | "visitor" = "both"): CancelResult {
      return cancelBooking.immediate(id, now, tell);
    },
    get(id: number): BookingRow | undefined {
      return byId.get(id) as BookingRow | undefined;
    },
    /** The confirmed meetings overlapping [from, to), for the free slots. */
    booked(from: number, to: number): Booked[] {
      return this.between(from, to).map(toBooked);
    },
    /** Bookings overlapping [from, to): confirmed ones, and cancelled ones too when asked. */
    between(from: number, to: number, withCancelled = false): BookingRow[] {
      return between.all(
        iso(from),
        iso(to),
        "confirmed",
        withCancelled ? "cancelled" : "confirmed",
      ) as BookingRow[];
    },
    dueMails(now: Date, limit: number): BookingMailRow[] {
      return dueMails.all(now.toISOString(), limit) as BookingMailRow[];
    },
    markMailSent(id: number, at: Date) {
      mailSent.run(at.toISOString(), id);
    },
    markMailFailed(id: number, error: string, next: Date | null) {
      mailRetry.run(
        next ? "pending" : "failed",
        error.slice(0, 500),
        next?.toISOString() ?? null,
        id,
      );
    },
    /** A mail with nothing to send any more (its booking was deleted). */
    markMailVoid(id: number) {
      mailVoid.run(id);
    },
    /** Mails due and not yet sent, and mails given up on: what /healthz reports. */
    mailBacklog(now: Date): { waiting: number; oldestDue: string | null; failed: number } {
      const due = waiting.get(now.toISOString()) as { n: number; oldest: string | null };
      const failed = failedMails.get() as { n: number };
      return { waiting: due.n, oldestDue: due.oldest, failed: failed.n };
    },
    /** Deletes up to PURGE_BATCH bookings whose meeting ended before the cutoff, with their mails,
     * and the addresses the office blocked before it. */
    purgeBatchBefore(cutoff: Date): number {
      return db.transaction(() => {
        purgeBlocked.run(cutoff.toISOString());
        purgeMails.run(cutoff.toISOString());
        return purgeBookings.run(cutoff.toISOString()).changes;
      })();
    },
  };
}

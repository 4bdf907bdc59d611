// Bookings in the lead database: a slot is booked at most once, whatever the number of requests or
// processes racing for it. Booking, moving and cancelling each run in one IMMEDIATE transaction
// (the write lock is taken before anything is read), so the check "is it still free, with both
// meetings' buffers and the daily maximum" and the write that takes it cannot be split by another
// writer; the partial unique index on confirmed starts is the last guard. The mails a change sends
// are queued in the same transaction, so a booking is never stored without them (mailRows.ts).
import crypto from "node:crypto";
import type Database from "better-sqlite3";
import {
  isFree,
  type Booked,
  type Busy,
  type Calendar,
  type MeetingRules,
} from "../../domain/booking/availability";
import type { MeetingMode } from "../../contract/booking/api";
import { wallClock } from "../../domain/booking/zonedTime";
import { openBookingBacklog } from "./backlog";
import { openBookingMailOutbox, openBookingMails, type BookingMails } from "./mailRows";
import { openBookingPurge } from "./purge";
import type { BookingRow } from "./types";

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
  /** What it is about, as the request carried it (BookingRow). */
  service?: string | null;
  sourcePage?: string | null;
  figures?: string | null;
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

const iso = (ms: number) => new Date(ms).toISOString();

type BookedRow = Pick<BookingRow, "start_at" | "end_at" | "buffer_before_min" | "buffer_after_min">;

/** A stored meeting as the free slots see it: its time and the buffers it was booked with. */
const toBooked = (row: BookedRow): Booked => ({
  start: Date.parse(row.start_at),
  end: Date.parse(row.end_at),
  bufferBeforeMinutes: row.buffer_before_min,
  bufferAfterMinutes: row.buffer_after_min,
});

/** The statements on bookings and blocked addresses, prepared once per connection. */
function prepareBookings(db: Database.Database) {
  return {
    near: db.prepare(
      `SELECT start_at, end_at, buffer_before_min, buffer_after_min FROM bookings
         WHERE status = 'confirmed' AND end_at > ? AND start_at < ? AND id != ?`,
    ),
    insert: db.prepare(
      `INSERT INTO bookings (uid, created_at, type, mode, start_at, end_at, buffer_before_min,
         buffer_after_min, name, email, phone, note, status, sequence, source_path, suspect_reason,
         suspect_age_ms, service, source_page, figures)
       VALUES (@uid, @created_at, @type, @mode, @start_at, @end_at, @buffer_before_min,
         @buffer_after_min, @name, @email, @phone, @note, 'confirmed', 0, @source_path,
         @suspect_reason, @suspect_age_ms, @service, @source_page, @figures)`,
    ),
    coming: db.prepare(
      `SELECT email, phone FROM bookings WHERE status = 'confirmed' AND end_at > ?`,
    ),
    isBlocked: db.prepare(`SELECT 1 FROM booking_blocked WHERE address_key = ?`),
    block: db.prepare(
      `INSERT OR IGNORE INTO booking_blocked (address_key, blocked_at) VALUES (?, ?)`,
    ),
    byId: db.prepare(`SELECT * FROM bookings WHERE id = ?`),
    move: db.prepare(
      `UPDATE bookings SET start_at = ?, end_at = ?, sequence = sequence + 1, moves = moves + 1
         WHERE id = ?`,
    ),
    cancel: db.prepare(
      `UPDATE bookings SET status = 'cancelled', cancelled_at = ?, sequence = sequence + 1
         WHERE id = ?`,
    ),
    between: db.prepare(
      `SELECT * FROM bookings WHERE end_at > ? AND start_at < ? AND status IN (?, ?)
         ORDER BY start_at, id`,
    ),
  };
}

type Statements = ReturnType<typeof prepareBookings>;

/** Whether the time is still free for these rules: buffers of both meetings, the busy times and
 * the day's maximum on the office's calendar; the booking `except` itself left out. */
function stillFree(
  s: Statements,
  calendar: Calendar,
  slot: { start: number; end: number },
  rules: MeetingRules,
  busy: readonly Busy[],
  except: number,
): boolean {
  const { start, end } = slot;
  const booked = (s.near.all(iso(start - DAY), iso(end + DAY), except) as BookedRow[]).map(
    toBooked,
  );
  const date = wallClock(start, calendar.timeZone).date;
  const sameDay = booked.filter((b) => wallClock(b.start, calendar.timeZone).date === date);
  if (sameDay.length >= rules.maxPerDay) return false;
  return isFree({ start, end }, { calendar, rules, now: start, booked, busy });
}

/** Whether this address or phone number already holds `limit` coming meetings. */
function personFull(
  s: Statements,
  email: string,
  phone: string,
  limit: number,
  now: number,
): boolean {
  const address = email.trim().toLowerCase();
  const digits = phoneKey(phone);
  const held = (s.coming.all(iso(now)) as { email: string; phone: string }[]).filter(
    (row) =>
      row.email.trim().toLowerCase() === address ||
      (digits.length >= 6 && phoneKey(row.phone) === digits),
  );
  return held.length >= limit;
}

/** Stores a confirmed booking; returns its id. */
function insertBooking(s: Statements, input: NewBooking, now: number): number {
  const info = s.insert.run({
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
    service: input.service ?? null,
    source_page: input.sourcePage ?? null,
    figures: input.figures ?? null,
  });
  return Number(info.lastInsertRowid);
}

/** The reminder of a meeting starting at `start`, unless it is too close for one. */
function queueReminder(mails: BookingMails, bookingId: number, start: number, now: number) {
  const due = start - REMINDER_BEFORE_MS;
  if (due > now) mails.queue(bookingId, "reminder", due, now);
}

/** Why a booking can no longer change, or null when it can. */
function unchangeable(current: BookingRow | undefined, now: number): CancelResult | null {
  if (!current) return { ok: false, reason: "missing" };
  if (current.status !== "confirmed") return { ok: false, reason: "cancelled" };
  if (Date.parse(current.start_at) <= now) return { ok: false, reason: "started" };
  return null;
}

/** Booking, moving and cancelling, each a transaction that queues the mails it sends. */
function bookingChanges(
  db: Database.Database,
  s: Statements,
  calendar: Calendar,
  mails: BookingMails,
) {
  const byId = (id: number) => s.byId.get(id) as BookingRow | undefined;
  const book = db.transaction(
    (input: NewBooking, busy: readonly Busy[], now: number, limit: PersonLimit): ChangeResult => {
      if (personFull(s, input.email, input.phone, limit.comingPerPerson, now)) {
        return { ok: false, reason: "person" };
      }
      if (!stillFree(s, calendar, input, input.rules, busy, -1)) {
        return { ok: false, reason: "taken" };
      }
      const id = insertBooking(s, input, now);
      mails.queue(id, "confirmation", now, now);
      mails.queue(id, "office-new", now, now);
      queueReminder(mails, id, input.start, now);
      return { ok: true, booking: byId(id)! };
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
      const current = byId(id);
      const refused = unchangeable(current, now);
      if (refused) return refused;
      if (current!.moves >= maxMoves) return { ok: false, reason: "moves" };
      if (!stillFree(s, calendar, slot, rules, busy, id)) return { ok: false, reason: "taken" };
      s.move.run(iso(slot.start), iso(slot.end), id);
      mails.voidReminders(id);
      mails.queue(id, "rescheduled", now, now, current!.start_at);
      mails.queue(id, "office-rescheduled", now, now, current!.start_at);
      queueReminder(mails, id, slot.start, now);
      return { ok: true, booking: byId(id)! };
    },
  );
  /** `tell` says who is mailed about it (a report mails nobody the booking names, and the office
   * did it itself). */
  const cancel = db.transaction(
    (id: number, now: number, tell: "both" | "visitor" | "nobody"): CancelResult => {
      const refused = unchangeable(byId(id), now);
      if (refused) return refused;
      s.cancel.run(iso(now), id);
      if (tell === "nobody") mails.voidPending(id);
      else mails.voidReminders(id);
      if (tell !== "nobody") mails.queue(id, "cancelled", now, now);
      if (tell === "both") mails.queue(id, "office-cancelled", now, now);
      return { ok: true, booking: byId(id)! };
    },
  );
  return { book, reschedule, cancel };
}

/** The bookings and the blocked addresses: what the routes book, move, cancel and read. */
function openBookings(db: Database.Database, calendar: Calendar) {
  const s = prepareBookings(db);
  const change = bookingChanges(db, s, calendar, openBookingMails(db));
  /** Bookings overlapping [from, to): confirmed ones, and cancelled ones too when asked. */
  const between = (from: number, to: number, withCancelled = false): BookingRow[] =>
    s.between.all(
      iso(from),
      iso(to),
      "confirmed",
      withCancelled ? "cancelled" : "confirmed",
    ) as BookingRow[];

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
          const result = change.book(input, busy, now, limit);
          if (result.ok) also?.();
          return result;
        })
        .immediate();
    },
    /** Whether the address or the phone number already holds as many coming meetings as allowed. */
    personFull(email: string, phone: string, limit: PersonLimit, now: number): boolean {
      return personFull(s, email, phone, limit.comingPerPerson, now);
    },
    isBlocked(addressKey: string): boolean {
      return s.isBlocked.get(addressKey) !== undefined;
    },
    /** The office reported the booking: cancelled, its queued mails void, nobody mailed, and its
     * address blocked from booking again. */
    report(id: number, addressKey: string, now: number): CancelResult {
      return db
        .transaction(() => {
          const result = change.cancel(id, now, "nobody");
          if (result.ok) s.block.run(addressKey, iso(now));
          return result;
        })
        .immediate();
    },
    block(addressKey: string, now: number): void {
      s.block.run(addressKey, iso(now));
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
      return change.reschedule.immediate(id, slot, rules, busy, now, maxMoves);
    },
    /** Cancels a coming meeting, telling the visitor and the office (or, when the office cancels
     * it itself, the visitor only). */
    cancel(id: number, now = Date.now(), tell: "both" | "visitor" = "both"): CancelResult {
      return change.cancel.immediate(id, now, tell);
    },
    get(id: number): BookingRow | undefined {
      return s.byId.get(id) as BookingRow | undefined;
    },
    /** The confirmed meetings overlapping [from, to), for the free slots. */
    booked(from: number, to: number): Booked[] {
      return between(from, to).map(toBooked);
    },
    between,
  };
}

export type BookingStore = ReturnType<typeof openBookingStore>;

/** The bookings with the outbox's side of their mail queue (mailRows.ts), the counts /healthz
 * reports (backlog.ts) and the purge (purge.ts): one object serves the routes, the outbox, the
 * health check and the retention. */
export function openBookingStore(db: Database.Database, calendar: Calendar) {
  return {
    ...openBookings(db, calendar),
    ...openBookingMailOutbox(db),
    ...openBookingBacklog(db),
    ...openBookingPurge(db),
  };
}

// What `npm run bookings` prints: the coming meetings (or, with --all, every booking kept), one
// line each in the office's words and time under its id, or JSON for a script; and what
// `--cancel ID` does. Nothing a visitor typed reaches the terminal raw: a control character or a
// bidi control in a row (an escape sequence, a bell, a reversed line) is shown as its escape.
import type Database from "better-sqlite3";
import { spokenSlot } from "../../domain/booking/spoken";
import { showControls } from "../../contract/cleanText";
import type { BookingSetup } from "./setup";
import { openBookingStore } from "./store";
import type { BookingRow } from "./types";

export interface ListOptions {
  /** Every booking kept, past and cancelled ones included; else the confirmed ones to come. */
  all: boolean;
  format: "text" | "json";
  /** The id of a booking to cancel instead of listing. */
  cancel?: number;
}

export function parseListArgs(args: {
  all?: boolean;
  format?: string;
  cancel?: string;
}): ListOptions {
  const format = args.format ?? "text";
  if (format !== "text" && format !== "json") throw new Error("--format must be text or json");
  if (args.cancel === undefined) return { all: args.all ?? false, format };
  if (!/^[1-9]\d{0,15}$/.test(args.cancel)) {
    throw new Error("--cancel needs the id of a booking (the number after # in the list)");
  }
  return { all: args.all ?? false, format, cancel: Number(args.cancel) };
}

export function selectBookings(
  db: Database.Database,
  all: boolean,
  now = Date.now(),
): BookingRow[] {
  const sql = all
    ? `SELECT * FROM bookings ORDER BY start_at, id`
    : `SELECT * FROM bookings WHERE status = 'confirmed' AND end_at > ? ORDER BY start_at, id`;
  const statement = db.prepare(sql);
  return (all ? statement.all() : statement.all(new Date(now).toISOString())) as BookingRow[];
}

export function formatBookings(
  rows: readonly BookingRow[],
  setup: BookingSetup,
  format: ListOptions["format"],
): string {
  // JSON escapes C0 itself; DEL, C1 and the bidi controls it writes raw are escaped the same way
  // (`\u009b`), which JSON reads back as the same character.
  if (format === "json")
    return `${JSON.stringify(rows, null, 2).replace(RAW_IN_JSON, showControls)}\n`;
  if (rows.length === 0) return "No bookings to come.\n";
  const zone = setup.calendar.timeZone;
  const lines = rows.map((row) => {
    // Each value escaped on its own, so the listing's own line breaks stay the only ones.
    const show = showControls;
    const type = setup.types.find((t) => t.id === row.type)?.title ?? row.type;
    const cancelled = row.status === "cancelled" ? " [cancelled]" : "";
    const note = row.note ? `\n    ${show(row.note.replace(/\s+/g, " "))}` : "";
    return (
      `#${row.id} ${spokenSlot(Date.parse(row.start_at), zone)} (${zone})${cancelled}\n` +
      `    ${show(type)}, ${show(setup.modeLabels[row.mode] ?? row.mode)}\n` +
      `    ${show(row.name)} <${show(row.email)}> ${show(row.phone)}${note}`
    );
  });
  return `${lines.join("\n")}\n`;
}

/** What JSON.stringify leaves raw of the characters showControls escapes. */
const RAW_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export interface CancelOutcome {
  /** Cancelled now; false when refused (the CLI then exits non-zero). */
  ok: boolean;
  /** The line the office reads. */
  message: string;
}

/**
 * The office cancels a booking by its id, as the visitor's link would: the store voids its queued
 * reminders and queues the visitor's cancellation (METHOD:CANCEL) and the office's notice in the
 * same transaction, and the running server's outbox sends them. A meeting that has begun or is
 * over is left as it is.
 */
export function cancelBooking(
  db: Database.Database,
  setup: BookingSetup,
  id: number,
  now = Date.now(),
): CancelOutcome {
  const store = openBookingStore(db, setup.calendar);
  const zone = setup.calendar.timeZone;
  const current = store.get(id);
  if (!current) return { ok: false, message: `No booking #${id}.` };
  const when = `${spokenSlot(Date.parse(current.start_at), zone)} (${zone})`;
  const who = showControls(`${current.name} <${current.email}>`);
  if (current.status === "cancelled") {
    return { ok: false, message: `Booking #${id} (${when}, ${who}) is already cancelled.` };
  }
  if (Date.parse(current.start_at) <= now) {
    return {
      ok: false,
      message: `Booking #${id} (${when}, ${who}) has started or is over; it was not cancelled.`,
    };
  }
  const result = store.cancel(id, now);
  if (!result.ok) {
    const why: Record<string, string> = {
      missing: `No booking #${id}.`,
      cancelled: `Booking #${id} (${when}, ${who}) is already cancelled.`,
    };
    return {
      ok: false,
      message: why[result.reason] ?? `Booking #${id} (${when}, ${who}) was not cancelled.`,
    };
  }
  return {
    ok: true,
    message:
      `Cancelled booking #${id}: ${when}, ${who}. The visitor's cancellation and the office's ` +
      "notice are queued; the running server sends them.",
  };
}

// What `npm run bookings` prints: the coming meetings (or, with --all, every booking kept), one
// line each in the office's words and time, or JSON for a script.
import type Database from "better-sqlite3";
import { spokenSlot } from "../../contract/booking/spoken";
import type { BookingSetup } from "./setup";
import type { BookingRow } from "./types";

export interface ListOptions {
  /** Every booking kept, past and cancelled ones included; else the confirmed ones to come. */
  all: boolean;
  format: "text" | "json";
}

export function parseListArgs(args: { all?: boolean; format?: string }): ListOptions {
  const format = args.format ?? "text";
  if (format !== "text" && format !== "json") throw new Error("--format must be text or json");
  return { all: args.all ?? false, format };
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
  if (format === "json") return `${JSON.stringify(rows, null, 2)}\n`;
  if (rows.length === 0) return "No bookings to come.\n";
  const zone = setup.calendar.timeZone;
  const lines = rows.map((row) => {
    const type = setup.types.find((t) => t.id === row.type)?.title ?? row.type;
    const cancelled = row.status === "cancelled" ? " [cancelled]" : "";
    const note = row.note ? `\n    ${row.note.replace(/\s+/g, " ")}` : "";
    return (
      `${spokenSlot(Date.parse(row.start_at), zone)} (${zone})${cancelled}\n` +
      `    ${type}, ${setup.modeLabels[row.mode] ?? row.mode}\n` +
      `    ${row.name} <${row.email}> ${row.phone}${note}`
    );
  });
  return `${lines.join("\n")}\n`;
}

// `npm run bookings -- [--all] [--format text|json]`: the coming meetings booked on the site.
// `npm run bookings -- --cancel ID`: the office cancels one; the running server mails the visitor
// the cancellation and the office its notice. A refusal (no such booking, already cancelled,
// begun or over) exits with 1.
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { leadDbPath } from "./dbPath";
import { cancelBooking, formatBookings, parseListArgs, selectBookings } from "./booking/list";
import { bookingSetup } from "./booking/setup";

/** How long a cancel waits for the running server's write to finish before it gives up. */
const WRITE_WAIT_MS = 5_000;

const hasBookings = (db: Database.Database) =>
  db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'bookings'`).get() !==
  undefined;

try {
  const { values } = parseArgs({
    options: {
      all: { type: "boolean" },
      format: { type: "string" },
      cancel: { type: "string" },
    },
  });
  const options = parseListArgs(values);
  const file = leadDbPath(process.env);
  if (options.cancel !== undefined) {
    const db = new Database(file, { fileMustExist: true, timeout: WRITE_WAIT_MS });
    try {
      const outcome = hasBookings(db)
        ? cancelBooking(db, bookingSetup(), options.cancel)
        : { ok: false, message: `No booking #${options.cancel}.` };
      (outcome.ok ? process.stdout : process.stderr).write(`${outcome.message}\n`);
      if (!outcome.ok) process.exitCode = 1;
    } finally {
      db.close();
    }
  } else {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    const rows = hasBookings(db) ? selectBookings(db, options.all) : [];
    process.stdout.write(formatBookings(rows, bookingSetup(), options.format));
    db.close();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}

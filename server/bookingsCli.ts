// `npm run bookings -- [--all] [--format text|json]`: the coming meetings booked on the site.
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { leadDbPath } from "./dbPath";
import { formatBookings, parseListArgs, selectBookings } from "./booking/list";
import { bookingSetup } from "./booking/setup";

try {
  const { values } = parseArgs({
    options: { all: { type: "boolean" }, format: { type: "string" } },
  });
  const options = parseListArgs(values);
  const db = new Database(leadDbPath(process.env), { readonly: true, fileMustExist: true });
  const hasBookings = db
    .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'bookings'`)
    .get();
  const rows = hasBookings ? selectBookings(db, options.all) : [];
  process.stdout.write(formatBookings(rows, bookingSetup(), options.format));
  db.close();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}

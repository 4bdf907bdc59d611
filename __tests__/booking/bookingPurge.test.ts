/** @jest-environment node */
// The purge of the booking tables on a real SQLite file: a booking whose meeting ended before the
// cutoff goes with its mails, and an address blocked before it; a request goes once it expires.
// Later ones stay, and one call deletes at most PURGE_BATCH of a kind.
import { PURGE_BATCH } from "../../server/db";
import { openBookingMails } from "../../server/booking/mailRows";
import { openRequestStore } from "../../server/booking/pending";
import { openBookingPurge, openRequestPurge } from "../../server/booking/purge";
import { newRequest, leadDbPerTest } from "./bookingContext";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.parse("2026-12-01T09:00:00Z");
const iso = (ms: number) => new Date(ms).toISOString();

const db = leadDbPerTest();

const count = (table: string) =>
  (db.raw.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
const ids = (table: string, column = "id") =>
  (db.raw.prepare(`SELECT ${column} AS v FROM ${table} ORDER BY 1`).all() as { v: unknown }[]).map(
    (r) => r.v,
  );

/** A booking ending at `end`, with a sent confirmation and a waiting reminder. */
function booking(end: number): number {
  const info = db.raw
    .prepare(
      `INSERT INTO bookings (uid, created_at, type, mode, start_at, end_at, buffer_before_min,
         buffer_after_min, name, email, phone, note, status)
       VALUES (?, ?, 'consultanta-gratuita', 'telefon', ?, ?, 10, 10, 'Ana Pop',
         'ana@firma-test.ro', '0722123456', '', 'confirmed')`,
    )
    .run(`uid-${end}-${Math.random()}`, iso(end - DAY), iso(end - HOUR / 2), iso(end));
  const id = Number(info.lastInsertRowid);
  const mails = openBookingMails(db.raw);
  mails.queue(id, "confirmation", end - DAY, end - DAY);
  mails.queue(id, "reminder", end - DAY / 2, end - DAY);
  return id;
}

const block = (key: string, at: number) =>
  db.raw
    .prepare(`INSERT INTO booking_blocked (address_key, blocked_at) VALUES (?, ?)`)
    .run(key, iso(at));

it("deletes the bookings ended before the cutoff with their mails, and older blocked addresses", () => {
  const cutoff = new Date(NOW - 365 * DAY);
  booking(cutoff.getTime() - HOUR);
  const kept = booking(cutoff.getTime() + HOUR);
  block("old-key", cutoff.getTime() - DAY);
  block("kept-key", cutoff.getTime() + DAY);
  expect(count("booking_mails")).toBe(4);

  expect(openBookingPurge(db.raw).purgeBatchBefore(cutoff)).toBe(1);
  expect(ids("bookings")).toEqual([kept]);
  expect(ids("booking_mails", "booking_id")).toEqual([kept, kept]);
  expect(ids("booking_blocked", "address_key")).toEqual(["kept-key"]);
  expect(openBookingPurge(db.raw).purgeBatchBefore(cutoff)).toBe(0);
});

it("deletes at most PURGE_BATCH bookings a call", () => {
  const cutoff = new Date(NOW);
  db.raw.transaction(() => {
    for (let i = 0; i <= PURGE_BATCH; i += 1) booking(NOW - DAY - i * HOUR);
  })();
  const purge = openBookingPurge(db.raw);
  expect(purge.purgeBatchBefore(cutoff)).toBe(PURGE_BATCH);
  expect(count("bookings")).toBe(1);
  expect(count("booking_mails")).toBe(2);
  expect(purge.purgeBatchBefore(cutoff)).toBe(1);
  expect(count("booking_mails")).toBe(0);
});

it("deletes the requests that expired, and keeps the others", () => {
  const requests = openRequestStore(db.raw);
  const made = [NOW - HOUR, NOW, NOW + HOUR].map((expiresAt) =>
    requests.create(newRequest(NOW, { expiresAt }), NOW - DAY),
  );
  expect(openRequestPurge(db.raw).purgeExpired(NOW)).toBe(2);
  expect(ids("booking_requests")).toEqual([made[2].id]);
  // The request store purges the same way.
  expect(requests.purgeExpired(NOW + HOUR)).toBe(1);
  expect(count("booking_requests")).toBe(0);
});

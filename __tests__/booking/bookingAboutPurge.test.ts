/** @jest-environment node */
// What a booking is about is deleted with it, by the retention the privacy policy states: on a real
// SQLite file, a request and a booking carrying a service, the page the visitor came from and a
// calculation's inputs are stored through the stores, and the daily purge (server/retention.ts)
// leaves no row in any table holding any of them: the request once it expires, the booking the
// retention period after its meeting, the lead of a request without JavaScript after the period.
import type { FastifyBaseLogger } from "fastify";
import { purgeExpired } from "../../server/retention";
import { bookingContexts, newRequest } from "./bookingContext";
import { testSetup } from "../helpers/booking";

const DAY = 86_400_000;
const NOW = Date.parse("2026-12-01T09:00:00Z");
const FIGURES = JSON.stringify({
  kind: "leasing",
  inputs: { amount: 123456.78, advance: 21, residual: 11, term: 37, rate: 6.66 },
});
const CONTEXT = { service: "leasing", sourcePage: "/servicii/leasing", figures: FIGURES };
const VALUES = ["leasing", "/servicii/leasing", FIGURES, "Leasing", "123456.78"];

const { options } = bookingContexts();
const log = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

/** Every text value of every table of the file that holds one of the context's values. */
function traces(raw: import("better-sqlite3").Database): string[] {
  const tables = raw.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as {
    name: string;
  }[];
  const found: string[] = [];
  for (const { name } of tables) {
    for (const row of raw.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[]) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value === "string" && VALUES.some((v) => value.includes(v))) {
          found.push(`${name}.${column}`);
        }
      }
    }
  }
  return found;
}

it("deletes the request, the booking and the lead with every context they carried", async () => {
  const opts = options({ setup: testSetup() });
  const { db, store, requests, writes } = opts;
  requests.create(
    newRequest(NOW - 400 * DAY, { ...CONTEXT, expiresAt: NOW - DAY }),
    NOW - 400 * DAY,
  );
  const start = NOW - 380 * DAY;
  const booked = store.book(
    {
      ...newRequest(start, CONTEXT),
      start,
      end: start + 1_800_000,
      rules: { ...testSetup().types[0].rules, maxPerDay: 10 },
    },
    [],
    start - 2 * DAY,
    { comingPerPerson: 5 },
  );
  expect(booked.ok).toBe(true);
  db.insert(
    {
      name: "Ana Pop",
      email: "ana@firma-test.ro",
      phone: "0722123456",
      message: "Cerere",
      consent: true,
      status: "pending",
      service: "Leasing",
    },
    new Date(NOW - 400 * DAY),
  );
  expect(traces(db.raw).sort()).toEqual(
    [
      "booking_requests.service",
      "booking_requests.source_page",
      "booking_requests.figures",
      "bookings.service",
      "bookings.source_page",
      "bookings.figures",
      "leads.service",
    ].sort(),
  );

  await purgeExpired(db, writes, log, { days: 365, heldDays: 30, bookings: store, requests }, NOW);
  expect(traces(db.raw)).toEqual([]);
});

it("keeps them while the booking is kept", async () => {
  const opts = options({ setup: testSetup() });
  const { db, store, requests, writes } = opts;
  const start = NOW + 2 * DAY;
  store.book(
    {
      ...newRequest(start, CONTEXT),
      start,
      end: start + 1_800_000,
      rules: testSetup().types[0].rules,
    },
    [],
    NOW,
    { comingPerPerson: 5 },
  );
  await purgeExpired(db, writes, log, { days: 365, heldDays: 30, bookings: store, requests }, NOW);
  expect(traces(db.raw).sort()).toEqual(
    ["bookings.figures", "bookings.service", "bookings.source_page"].sort(),
  );
});

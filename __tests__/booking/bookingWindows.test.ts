/** @jest-environment node */
// The request without JavaScript on a real server and SQLite file: the time window asked for is
// read within the chosen day's office hours, so Friday's afternoon is the office's afternoon (it
// closes earlier), and a window that leaves nothing of that day's hours is refused with its
// Romanian sentence on the window field, nothing stored.
import Database from "better-sqlite3";
import copy from "../../data/booking-server.json";
import { fillTemplate } from "../../domain/format";
import { bookingSetup, type BookingSetup } from "../../server/booking/setup";
import { startTestServer, type TestServer } from "../helpers/server";
import { T0, TYPE, book, testClock } from "../helpers/booking";
import { bookingForm } from "../../contract/forms/booking";

let server: TestServer;
const clock = testClock();

/** The shipped calendar (Friday until 15:00), with an evening window past Friday's closing. */
const SETUP: BookingSetup = (() => {
  const shipped = bookingSetup();
  return {
    ...shipped,
    windows: [...shipped.windows, { id: "seara", label: "Seara", from: "15:00", to: "17:00" }],
  };
})();
const FRIDAY = "2026-12-11";
const THURSDAY = "2026-12-10";

beforeEach(async () => {
  clock.set(T0);
  server = await startTestServer({
    tmpPrefix: "booking-windows-",
    booking: SETUP,
    now: clock.now,
    minFillMs: 0,
  });
});
afterEach(() => server.close());

function messages(): string[] {
  const db = new Database(server.dbPath, { readonly: true });
  try {
    return (db.prepare(`SELECT message FROM leads ORDER BY id`).all() as { message: string }[]).map(
      (row) => row.message,
    );
  } finally {
    db.close();
  }
}

const request = (day: string, window: string) =>
  book(server.origin, {
    [bookingForm.fields.type]: TYPE.id,
    [bookingForm.fields.day]: day,
    [bookingForm.fields.window]: window,
  });

it("the shipped data closes on Friday at 15:00", () => {
  const friday = SETUP.calendar.officeHours.find((h) => h.weekday === 5)!;
  expect(friday.to).toBe("15:00");
});

it("reads Friday's afternoon within Friday's hours, Thursday's within Thursday's", async () => {
  expect((await request(FRIDAY, "dupa-amiaza")).status).toBe(200);
  expect((await request(THURSDAY, "dupa-amiaza")).status).toBe(200);
  const [friday, thursday] = messages();
  expect(friday).toContain("vineri, 11 decembrie 2026, După-amiaza (12:00–15:00)");
  expect(thursday).toContain("joi, 10 decembrie 2026, După-amiaza (12:00–17:00)");
});

it("refuses a window outside the chosen day's hours, naming the window field", async () => {
  const response = await request(FRIDAY, "seara");
  expect(response.status).toBe(422);
  expect(await response.json()).toMatchObject({
    errors: {
      [bookingForm.fields.window]: fillTemplate(copy.windowOutside, {
        window: "Seara",
        day: "vineri, 11 decembrie 2026",
        hours: "9:00–15:00",
      }),
    },
  });
  expect(messages()).toEqual([]);
  // The same window on a day it fits in is a request like any other.
  expect((await request(THURSDAY, "seara")).status).toBe(200);
  expect(messages()).toEqual([expect.stringContaining("Seara (15:00–17:00)")]);
});

/** @jest-environment node */
// Clean input on a real server and SQLite file: the request without a slot (the booking page
// without JavaScript) refuses a day it cannot be for, each with its Romanian sentence on the day
// field and nothing stored; a visitor's name and note reach the database cleaned of control
// characters, on the booking page and the contact form alike; and an address without a dotted
// domain is refused by both.
import Database from "better-sqlite3";
import copy from "../../data/booking-server.json";
import contactCopy from "../../data/contact.json";
import { fillTemplate } from "../../domain/format";
import { startTestServer, type TestServer } from "../helpers/server";
import { T0, TYPE, book, testClock } from "../helpers/booking";
import { bookingSetup } from "../../server/booking/setup";
import { TEST_FORM_SECRET, tokenIssuedAgo } from "../helpers/timeTrap";
import { bookingForm } from "../../contract/forms/booking";

let server: TestServer;
const clock = testClock();

/** The shipped calendar (Monday to Friday), closed 14–18 December. */
const SETUP = (() => {
  const shipped = bookingSetup();
  return {
    ...shipped,
    calendar: { ...shipped.calendar, closures: [{ from: "2026-12-14", to: "2026-12-18" }] },
  };
})();

beforeEach(async () => {
  clock.set(T0);
  server = await startTestServer({
    tmpPrefix: "booking-input-",
    booking: SETUP,
    now: clock.now,
    minFillMs: 0,
    formSecret: TEST_FORM_SECRET,
  });
});
afterEach(() => server.close());

function leads(): Record<string, unknown>[] {
  const db = new Database(server.dbPath, { readonly: true });
  try {
    return db.prepare(`SELECT * FROM leads ORDER BY id`).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

/** A request without a slot, as a script posts the no-JavaScript form. */
const request = (fields: Record<string, string>) =>
  book(server.origin, {
    [bookingForm.fields.type]: TYPE.id,
    [bookingForm.fields.window]: "dimineata",
    ...fields,
  });

const closed = (reason: string) => fillTemplate(copy.closed, { reason });

// Wednesday 2 December 2026, 08:00 in Bucharest; the type's horizon is 30 days.
describe.each([
  ["not a day", "mâine", copy.badDay],
  [
    "a date the calendar does not have",
    "2027-02-30",
    fillTemplate(copy.noSuchDay, { day: "2027-02-30" }),
  ],
  ["a past day", "2026-11-30", copy.dayPast],
  [
    "a day beyond the horizon",
    "2027-01-04",
    fillTemplate(copy.beyondHorizon, { horizon: "30 de zile" }),
  ],
  [
    "the last day of the calendar",
    "9999-12-31",
    fillTemplate(copy.beyondHorizon, { horizon: "30 de zile" }),
  ],
  ["a public holiday", "2026-12-25", closed("Crăciunul")],
  ["a Sunday", "2026-12-06", closed("duminică nu avem program")],
  ["a closure of the office", "2026-12-16", closed(copy.closedReason)],
])("a request for %s (%s)", (_what, day, message) => {
  it("is refused on the day field with its sentence, and nothing is stored", async () => {
    const response = await request({ [bookingForm.fields.day]: day });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      success: false,
      message,
      errors: { [bookingForm.fields.day]: message },
    });
    expect(leads()).toHaveLength(0);
  });
});

it("a request for a working day within the horizon is stored, with the visitor's name and note cleaned", async () => {
  const response = await request({
    [bookingForm.fields.day]: "2026-12-10",
    [bookingForm.fields.name]: " \u202eIoana\u0000 Pope\u200fscu\u0007 ",
    [bookingForm.fields.note]: "Leasing\u001b[31m\r\npentru\tdouă\u0085 utilaje\u0000",
  });
  expect(response.status).toBe(200);
  const [lead] = leads();
  expect(lead.name).toBe("Ioana Popescu");
  expect(lead.message).toContain("10 decembrie 2026");
  expect(lead.message).toContain("Leasing[31m\npentru\tdouă utilaje");
  // eslint-disable-next-line no-control-regex
  expect(String(lead.message)).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
});

it("the booking refuses a name of only zero-width characters and an address without a dotted domain", async () => {
  const response = await request({
    [bookingForm.fields.day]: "2026-12-10",
    [bookingForm.fields.name]: "\u200b\u200d\ufeff",
    [bookingForm.fields.email]: "root@localhost",
  });
  expect(response.status).toBe(422);
  expect(await response.json()).toMatchObject({
    errors: {
      [bookingForm.fields.name]: contactCopy.validation.nameRequired,
      [bookingForm.fields.email]: contactCopy.validation.emailInvalid,
    },
  });
  expect(leads()).toHaveLength(0);
});

describe("the contact form", () => {
  const VALID = {
    name: "Ion Popescu",
    email: "ion@example.ro",
    phone: "0722123456",
    comment: "Aș dori o ofertă.",
    chkConfidentialitate: "1",
  };

  it("stores the name and the message cleaned, the message's lines and tabs kept", async () => {
    const response = await server.post({
      ...VALID,
      formStartedAt: tokenIssuedAgo(),
      name: "Ion\u0085Pope\u202escu\u001b[2J",
      comment: "Rând 1\r\nRând\u0007 2\tcoloana\u2066",
    });
    expect(response.status).toBe(200);
    expect(server.leads()[0]).toMatchObject({
      name: "Ion Popescu[2J",
      message: "Rând 1\nRând 2\tcoloana",
    });
  });

  it.each([
    ["root@localhost", "email", contactCopy.validation.emailInvalid],
    ["\u200b \u2060", "name", contactCopy.validation.nameRequired],
  ])("refuses %j", async (value, field, message) => {
    const response = await server.post({
      ...VALID,
      formStartedAt: tokenIssuedAgo(),
      [field]: value,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { [field]: message } });
    expect(server.leads()).toHaveLength(0);
  });
});

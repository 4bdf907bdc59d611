/** @jest-environment node */
// The booking endpoints on a real server and SQLite file: the free slots, a booking, the one
// winner among simultaneous requests for a slot (the others offered the nearest free ones), both
// meetings' buffers, the request without JavaScript, and every kind of bad input refused with a
// Romanian sentence and nothing stored.
import Database from "better-sqlite3";
import copy from "../../data/booking-server.json";
import { slotId } from "../../contract/booking/api";
import { instantOf, wallClock } from "../../domain/booking/zonedTime";
import { HEALTH_PATH } from "../../contract/endpoints";
import { BOOKING_BODY_LIMIT } from "../../server/booking/routes";
import { startTestServer, type TestServer } from "../helpers/server";
import {
  OPEN_BOUNDS,
  T0,
  TYPE,
  book,
  bookConfirmed,
  confirm,
  confirmTokenOf,
  slots,
  testClock,
  testSetup,
} from "../helpers/booking";
import { HONEYPOT_FIELD } from "../../contract/forms/antiBot";
import { bookingForm } from "../../contract/forms/booking";
import {
  type BookAnswer,
  type PendingAnswer,
  type SlotView,
} from "../../contract/forms/bookingAnswers";

const ZONE = "Europe/Bucharest";
const at = (date: string, time: string) => instantOf(date, time, ZONE)!;
const id = (date: string, time: string) => slotId(TYPE.id, at(date, time));

let server: TestServer;
const clock = testClock();

beforeEach(async () => {
  clock.set(T0);
  server = await startTestServer({
    tmpPrefix: "booking-",
    booking: testSetup(),
    now: clock.now,
    minFillMs: 0,
    bookingBounds: OPEN_BOUNDS,
  });
});
afterEach(() => server.close());

/** Rows of a table in the server's database. */
function rows(
  table: "bookings" | "booking_mails" | "leads" | "booking_requests",
): Record<string, unknown>[] {
  const db = new Database(server.dbPath, { readonly: true });
  try {
    return db.prepare(`SELECT * FROM ${table} ORDER BY id`).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

describe("the free slots", () => {
  it("are the office's hours on its clock from the notice to the horizon, holidays left out", async () => {
    const answer = await slots(server.origin);
    expect(answer.timeZone).toBe(ZONE);
    expect(answer.slots.length).toBeGreaterThan(100);
    for (const slot of answer.slots) {
      expect(slot.time >= "09:00" && slot.time <= "16:30").toBe(true);
      expect(wallClock(Date.parse(slot.start), ZONE)).toEqual({ date: slot.date, time: slot.time });
      expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(
        T0 + TYPE.rules.minNoticeMinutes * 60_000,
      );
    }
    const dates = new Set(answer.slots.map((s) => s.date));
    expect(dates.has("2026-12-02")).toBe(true);
    expect(dates.has("2026-12-25")).toBe(false);
    expect(dates.has("2026-12-26")).toBe(false);
    expect(dates.has("2026-12-24")).toBe(true);
    // 08:00 now and two hours' notice: 10:00 is the first.
    expect(answer.slots[0].time).toBe("10:00");
  });

  it("refuse an unknown meeting type", async () => {
    const response = await fetch(`${server.origin}/booking/slots?type=nu-exista`);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ success: false, message: copy.unknownType });
  });
});

describe("a booking", () => {
  it("is first a request that holds nothing; the button behind the mailed link books it", async () => {
    const wanted = id("2026-12-03", "10:30");
    const response = await book(server.origin, { [bookingForm.fields.slot]: wanted });
    expect(response.status).toBe(200);
    const pending = (await response.json()) as PendingAnswer;
    expect(pending).toMatchObject({
      success: true,
      pending: true,
      email: "ioana.popescu@firma-test.ro",
    });
    expect(pending.message).toContain("joi, 3 decembrie, 10:30");
    expect(pending.message).toContain("ioana.popescu@firma-test.ro");
    expect(rows("bookings")).toHaveLength(0);
    expect(rows("booking_mails")).toHaveLength(0);
    const [request] = rows("booking_requests");
    expect(request).toMatchObject({ status: "unconfirmed", mail_kind: "request-confirm" });
    expect((await slots(server.origin)).slots.map((s) => s.id)).toContain(wanted);

    const confirmed = await confirm(
      server.origin,
      confirmTokenOf(server.dbPath, Number(request.id)),
    );
    expect(confirmed.status).toBe(200);
    const answer = (await confirmed.json()) as Extract<BookAnswer, { success: true }>;
    expect(answer.message).toContain("joi, 3 decembrie, 10:30");
    expect(answer.booking).toMatchObject({ date: "2026-12-03", time: "10:30", mode: "online" });
    expect(answer.manageUrl).toMatch(/^\/programare\/gestionare#t=/);
    const [stored] = rows("bookings");
    expect(stored).toMatchObject({ status: "confirmed", name: "Ioana Popescu", sequence: 0 });
    expect(rows("booking_mails").map((m) => m.kind)).toEqual([
      "confirmation",
      "office-new",
      "reminder",
    ]);
    expect(rows("booking_requests")).toHaveLength(0);
    const after = await slots(server.origin);
    expect(after.slots.map((s) => s.id)).not.toContain(wanted);
  });

  it("keeps both meetings' buffers: the neighbouring starts go, the next free one stays", async () => {
    await bookConfirmed(server, { [bookingForm.fields.slot]: id("2026-12-03", "11:00") });
    const times = (await slots(server.origin)).slots
      .filter((s) => s.date === "2026-12-03")
      .map((s) => s.time);
    // 30 minutes with 10 before and 10 after on each side: 10:30 and 11:30 would touch it.
    expect(times).not.toContain("10:30");
    expect(times).not.toContain("11:30");
    expect(times).toContain("10:00");
    expect(times).toContain("12:00");
  });

  it("of many confirmations of one slot at the same moment, exactly one wins; the others get the nearest free slots", async () => {
    const wanted = id("2026-12-04", "14:00");
    const tokens: string[] = [];
    for (let i = 0; i < 24; i += 1) {
      const requested = await book(server.origin, {
        [bookingForm.fields.slot]: wanted,
        [bookingForm.fields.email]: `vizitator${i}@firma-test.ro`,
        [bookingForm.fields.phone]: `07440001${String(i).padStart(2, "0")}`,
      });
      expect(requested.status).toBe(200);
      const { pageKey } = (await requested.json()) as PendingAnswer;
      tokens.push(confirmTokenOf(server.dbPath, Number(pageKey.split(".")[0])));
    }
    expect(rows("bookings")).toHaveLength(0);
    const answers = await Promise.all(
      tokens.map((token) =>
        confirm(server.origin, token).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as BookAnswer,
        })),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const losers = answers.filter((a) => a.status !== 200);
    expect(losers).toHaveLength(23);
    for (const loser of losers) {
      expect(loser.status).toBe(409);
      const body = loser.body as Extract<BookAnswer, { success: false }>;
      expect(body.message).toBe(copy.taken);
      expect(body.nearest!.length).toBeGreaterThan(0);
      expect(body.nearest!.map((s: SlotView) => s.id)).not.toContain(wanted);
      expect(body.nearest!.every((s) => s.date === "2026-12-04")).toBe(true);
    }
    expect(rows("bookings")).toHaveLength(1);
    // A loser's request waits still: the button confirms it at one of the nearest times instead.
    const loser = losers[0].body as Extract<BookAnswer, { success: false }>;
    const retried = await confirm(
      server.origin,
      tokens[answers.indexOf(losers[0])],
      loser.nearest![0].id,
    );
    expect(retried.status).toBe(200);
    expect(rows("bookings")).toHaveLength(2);
  });

  it("is won once when a second server on the same database file (its own connection) races for the slot", async () => {
    const other = await startTestServer({
      dir: server.dir,
      dbPath: server.dbPath,
      booking: testSetup(),
      now: clock.now,
      minFillMs: 0,
      bookingBounds: OPEN_BOUNDS,
    });
    try {
      const wanted = id("2026-12-07", "09:30");
      const tokens: string[] = [];
      for (let i = 0; i < 10; i += 1) {
        const requested = await book(server.origin, {
          [bookingForm.fields.slot]: wanted,
          [bookingForm.fields.email]: `v${i}@firma-test.ro`,
          [bookingForm.fields.phone]: `07440002${String(i).padStart(2, "0")}`,
        });
        const { pageKey } = (await requested.json()) as PendingAnswer;
        tokens.push(confirmTokenOf(server.dbPath, Number(pageKey.split(".")[0])));
      }
      const statuses = await Promise.all(
        tokens.map((token, i) =>
          confirm(i % 2 ? other.origin : server.origin, token).then((r) => r.status),
        ),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    } finally {
      await other.close();
    }
  });
});

describe("bad input gets a clear 4xx in Romanian and stores nothing", () => {
  const cases: [string, Record<string, string>, number, string][] = [
    ["a slot in the past", { slot: id("2026-12-01", "10:00") }, 422, "trecut"],
    ["a slot within the notice", { slot: id("2026-12-02", "09:30") }, 422, "cel puțin 2 ore"],
    ["a slot outside the hours", { slot: id("2026-12-03", "07:00") }, 422, copy.outsideHours],
    ["a slot off the step", { slot: id("2026-12-03", "10:10") }, 422, copy.outsideHours],
    ["a slot on a holiday", { slot: id("2026-12-25", "10:00") }, 422, "Crăciun"],
    ["a slot beyond the horizon", { slot: id("2027-01-20", "10:00") }, 422, "30 de zile"],
    [
      "a tampered slot id",
      { slot: "consultanta-gratuita~2026-12-03T08:30:00Z" },
      422,
      copy.badSlot,
    ],
    [
      "a slot in another zone's notation",
      { slot: "consultanta-gratuita~2026-12-03T10:30:00.000+02:00" },
      422,
      copy.badSlot,
    ],
    [
      "a malformed date",
      { slot: "consultanta-gratuita~2026-13-40T08:30:00.000Z" },
      422,
      copy.badSlot,
    ],
    [
      "an unknown meeting type",
      { slot: slotId("nu-exista", at("2026-12-03", "10:00")) },
      422,
      copy.unknownType,
    ],
    [
      "a mode the type does not offer",
      { slot: id("2026-12-03", "10:00"), mode: "teleportare" },
      422,
      "Alege cum",
    ],
    [
      "a line break in the name",
      { slot: id("2026-12-03", "10:00"), name: "Ioana\r\nBcc: x@y.ro" },
      422,
      "un singur rând",
    ],
    [
      "a line break in the e-mail",
      { slot: id("2026-12-03", "10:00"), email: "a@b.ro\r\nBcc: x@y.ro" },
      422,
      copy.invalid,
    ],
    [
      "a line break in the phone",
      { slot: id("2026-12-03", "10:00"), phone: "0744\r\n000111" },
      422,
      copy.invalid,
    ],
    [
      "no consent",
      { slot: id("2026-12-03", "10:00"), chkConfidentialitate: "" },
      422,
      copy.invalid,
    ],
  ];

  it.each(cases)("%s", async (_what, fields, status, words) => {
    const response = await book(server.origin, fields);
    expect(response.status).toBe(status);
    const body = (await response.json()) as Extract<BookAnswer, { success: false }>;
    expect(body.success).toBe(false);
    expect(`${body.message} ${Object.values(body.errors ?? {}).join(" ")}`).toContain(words);
    expect(rows("bookings")).toHaveLength(0);
    expect(rows("booking_mails")).toHaveLength(0);
    expect(rows("leads")).toHaveLength(0);
  });

  it("a body in a charset no browser knows", async () => {
    const response = await book(
      server.origin,
      { slot: id("2026-12-03", "10:00") },
      { "content-type": "application/x-www-form-urlencoded; charset=x-klingon" },
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ success: false, message: copy.charset });
    expect(rows("bookings")).toHaveLength(0);
    expect(rows("booking_mails")).toHaveLength(0);
    expect(rows("leads")).toHaveLength(0);
  });

  it("a body over the limit", async () => {
    const response = await book(server.origin, {
      slot: id("2026-12-03", "10:00"),
      note: "n".repeat(BOOKING_BODY_LIMIT),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, message: copy.tooLarge });
    expect(rows("bookings")).toHaveLength(0);
    expect(rows("leads")).toHaveLength(0);
  });

  it("a slot already taken", async () => {
    const wanted = id("2026-12-03", "10:00");
    expect((await bookConfirmed(server, { slot: wanted })).status).toBe(200);
    const again = await book(server.origin, {
      slot: wanted,
      email: "altcineva@firma-test.ro",
      phone: "0755000222",
    });
    expect(again.status).toBe(409);
    expect(rows("bookings")).toHaveLength(1);
    expect(rows("booking_mails")).toHaveLength(3);
    expect(rows("booking_requests")).toHaveLength(0);
  });
});

describe("without JavaScript", () => {
  const noJs = (fields: Record<string, string>) =>
    book(
      server.origin,
      { [bookingForm.fields.type]: TYPE.id, ...fields },
      { accept: "text/html,application/xhtml+xml" },
    );

  it("a preferred day and time window reach the office as a request", async () => {
    const response = await noJs({ day: "2026-12-10", window: "dimineata", note: "Leasing auto" });
    expect(response.status).toBe(303);
    const { query, noticeId } = bookingForm.noJs.requested;
    expect(response.headers.get("location")).toBe(`/programare?${query}=1#${noticeId}`);
    const [lead] = rows("leads");
    expect(lead).toMatchObject({ status: "pending", source_path: "/programare" });
    expect(lead.message).toContain("10 decembrie 2026");
    expect(lead.message).toContain("Dimineața");
    expect(lead.message).toContain("Leasing auto");
    expect(rows("bookings")).toHaveLength(0);
  });

  it("a request for a past day or without a window is sent back to the page's error notice", async () => {
    for (const fields of [
      { day: "2026-11-30", window: "dimineata" },
      { day: "mâine", window: "dimineata" },
      { day: "2026-12-10", window: "noaptea" },
    ]) {
      const response = await noJs(fields);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toContain(bookingForm.noJs.error.noticeId);
    }
    expect(rows("leads")).toHaveLength(0);
  });

  it("the same request posted by a script names the field", async () => {
    const response = await book(server.origin, { type: TYPE.id, day: "2026-11-30", window: "x" });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { day: copy.dayPast } });
  });
});

it("a filled honeypot books nothing, mails nobody and holds the request back", async () => {
  const response = await book(server.origin, {
    slot: id("2026-12-03", "10:00"),
    [HONEYPOT_FIELD]: "https://spam.example",
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ success: true, pending: true });
  expect(rows("bookings")).toHaveLength(0);
  expect(rows("booking_requests")).toHaveLength(0);
  expect(rows("leads").map((l) => l.status)).toEqual(["spam"]);
  expect((await slots(server.origin)).slots.map((s) => s.id)).toContain(id("2026-12-03", "10:00"));
});

it("/healthz counts the bookings' mails waiting to be sent", async () => {
  await bookConfirmed(server, { slot: id("2026-12-03", "10:00") });
  const health = await (await fetch(`${server.origin}${HEALTH_PATH}`)).json();
  // The confirmation and the office's notice; the reminder is not due yet.
  expect(health.bookings).toEqual({ mailsWaiting: 2, oldestWaitingAgeSeconds: 0, mailsFailed: 0 });
});

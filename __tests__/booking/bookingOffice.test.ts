/** @jest-environment node */
// What a booking sends and what the office sees, on a real server with a real SMTP server on
// loopback: the visitor's confirmation with an invitation a calendar reads, the office's notice,
// the reminder 24 hours before (the server's clock moved there), the cancellation on both sides;
// the private calendar feed parsed back by an iCalendar parser; and the office's own busy times
// read from a feed served on loopback, so no slot collides with them.
import http from "node:http";
import type { AddressInfo } from "node:net";
import ICAL from "ical.js";
import {
  BOOKING_CANCEL_PATH,
  BOOKING_FEED_PATH,
  CONFIRM_TOKEN_PARAM,
  MANAGE_TOKEN_PARAM,
  linkToken,
  slotId,
} from "../../contract/booking/api";
import { instantOf } from "../../domain/booking/zonedTime";
import { startTestServer, type TestServer } from "../helpers/server";
import { startSmtp, type SmtpSink } from "../helpers/smtp";
import { eventually } from "../helpers/eventually";
import {
  T0,
  TYPE,
  OPEN_BOUNDS,
  VISITOR_DETAILS,
  book,
  bookConfirmed,
  confirm,
  postForm,
  readMail,
  slots,
  testClock,
  testSetup,
  type ReadMail,
} from "../helpers/booking";
import { type BookAnswer } from "../../contract/forms/bookingAnswers";
import { bookingForm } from "../../contract/forms/booking";

const ZONE = "Europe/Bucharest";
const at = (date: string, time: string) => instantOf(date, time, ZONE)!;
const id = (date: string, time: string) => slotId(TYPE.id, at(date, time));
const OFFICE = "birou@firma-test.ro";
const FEED_KEY = "k".repeat(40);
const clock = testClock();

let smtp: SmtpSink;
let server: TestServer;

async function start(extra: Record<string, unknown> = {}) {
  server = await startTestServer({
    tmpPrefix: "booking-office-",
    booking: testSetup(),
    now: clock.now,
    minFillMs: 0,
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    mailTo: OFFICE,
    mailFrom: "Site <site@firma-test.ro>",
    siteUrl: "https://www.firma-test.ro",
    bookingFeedKey: FEED_KEY,
    outboxTiming: { pollMs: 50, baseDelayMs: 50 },
    bookingBounds: OPEN_BOUNDS,
    ...extra,
  });
}

beforeEach(async () => {
  clock.set(T0);
  smtp = await startSmtp();
});
afterEach(async () => {
  await server.close();
  await smtp.close();
});

/** Waits for `count` mails in the sink and reads them. */
async function mails(count: number): Promise<ReadMail[]> {
  await eventually(() => expect(smtp.mails.length).toBeGreaterThanOrEqual(count), 10_000);
  return Promise.all(smtp.mails.map(readMail));
}

const visitorAddress = VISITOR_DETAILS[bookingForm.fields.email];

/** The token of the first link to the manage page in a mail's text, by its kind ("c", "t", "o"). */
function linkIn(mail: ReadMail, param: string): string {
  const url = /https:\/\/www\.firma-test\.ro\/programare\/gestionare#\S+/.exec(mail.text)?.[0];
  if (!url) throw new Error(`no manage link in: ${mail.text}`);
  return linkToken(new URL(url).hash, param as typeof CONFIRM_TOKEN_PARAM)!;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

it("the visitor first gets only the confirm link; confirmed, the invitation and the office's notice; 24 hours before, the reminder; a cancellation reaches both", async () => {
  await start();
  const start10 = at("2026-12-04", "10:00");
  expect(
    (await book(server.origin, { [bookingForm.fields.slot]: id("2026-12-04", "10:00") })).status,
  ).toBe(200);
  const [request] = await mails(1);
  expect(request.to).toEqual([visitorAddress]);
  expect(request.text).toContain("vineri, 4 decembrie, 10:00");
  expect(request.calendar).toBeNull();
  await settle();
  expect(smtp.mails).toHaveLength(1);

  const response = await confirm(server.origin, linkIn(request, CONFIRM_TOKEN_PARAM));
  expect(response.status).toBe(200);
  const answer = (await response.json()) as Extract<BookAnswer, { success: true }>;
  const [, first, second] = await mails(3);
  const confirmation = [first, second].find((m) => m.to.includes(visitorAddress))!;
  const notice = [first, second].find((m) => m.to.includes(OFFICE))!;
  expect(confirmation.text).toContain("vineri, 4 decembrie, 10:00");
  expect(confirmation.text).toContain(`https://www.firma-test.ro${answer.manageUrl}`);
  expect(confirmation.method).toBe("REQUEST");
  const event = confirmation.calendar!.getFirstSubcomponent("vevent")!;
  const uid = event.getFirstPropertyValue("uid") as string;
  expect((event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().getTime()).toBe(start10);
  expect(notice.text).toContain("Ioana Popescu");
  expect(notice.parsed.replyTo?.text).toContain(visitorAddress);

  // No reminder yet; a minute past 24 hours before the meeting, it goes out.
  clock.set(start10 - 24 * 3_600_000 - 60_000);
  await settle();
  expect(smtp.mails).toHaveLength(3);
  clock.set(start10 - 24 * 3_600_000 + 60_000);
  const reminder = (await mails(4))[3];
  expect(reminder.to).toEqual([visitorAddress]);
  expect(reminder.text).toContain("vineri, 4 decembrie, 10:00");
  expect(reminder.calendar!.getFirstSubcomponent("vevent")!.getFirstPropertyValue("uid")).toBe(uid);

  const token = linkToken(answer.manageUrl.split("#")[1], MANAGE_TOKEN_PARAM)!;
  expect(linkIn(reminder, MANAGE_TOKEN_PARAM)).toBe(token);
  expect((await postForm(server.origin, BOOKING_CANCEL_PATH, { t: token })).status).toBe(200);
  const all = await mails(6);
  const cancelled = all.slice(4);
  const toVisitor = cancelled.find((m) => m.to.includes(visitorAddress))!;
  expect(toVisitor.method).toBe("CANCEL");
  const cancelEvent = toVisitor.calendar!.getFirstSubcomponent("vevent")!;
  expect(cancelEvent.getFirstPropertyValue("uid")).toBe(uid);
  expect(Number(cancelEvent.getFirstPropertyValue("sequence"))).toBeGreaterThan(
    Number(event.getFirstPropertyValue("sequence") ?? 0),
  );
  expect(cancelled.some((m) => m.to.includes(OFFICE))).toBe(true);
});

it("a meeting moved before its reminder was due: both sides read the old and new time, and the reminder is for the new time only", async () => {
  await start();
  const response = await bookConfirmed(server, {
    [bookingForm.fields.slot]: id("2026-12-04", "10:00"),
  });
  const answer = (await response.json()) as Extract<BookAnswer, { success: true }>;
  await mails(3);
  const token = linkToken(answer.manageUrl.split("#")[1], MANAGE_TOKEN_PARAM)!;
  const moved = await postForm(server.origin, "/booking/reschedule", {
    t: token,
    slot: id("2026-12-07", "12:00"),
  });
  expect(moved.status).toBe(200);
  // Both mails about the move say where the meeting is now and where it was.
  const aboutTheMove = (await mails(5)).slice(3);
  expect(aboutTheMove.map((m) => (m.to.includes(OFFICE) ? "office" : "visitor")).sort()).toEqual([
    "office",
    "visitor",
  ]);
  for (const mail of aboutTheMove) {
    expect(mail.text).toContain("luni, 7 decembrie, 12:00");
    expect(mail.text).toContain("Înainte: vineri, 4 decembrie, 10:00 (ora României)");
  }
  // The old reminder's time passes with nothing sent; the new one's brings one reminder.
  clock.set(at("2026-12-04", "10:00") - 23 * 3_600_000);
  await settle();
  expect(smtp.mails).toHaveLength(5);
  clock.set(at("2026-12-07", "12:00") - 23 * 3_600_000);
  const reminder = (await mails(6))[5];
  expect(reminder.text).toContain("luni, 7 decembrie, 12:00");
});

it("the office's private feed carries every booking, parsed by an iCalendar parser; a wrong key sees nothing", async () => {
  await start();
  await bookConfirmed(server, { [bookingForm.fields.slot]: id("2026-12-03", "10:00") });
  await bookConfirmed(server, {
    [bookingForm.fields.slot]: id("2026-12-08", "15:30"),
    [bookingForm.fields.name]: "Mihai Ionescu",
    [bookingForm.fields.email]: "mihai@firma-test.ro",
    [bookingForm.fields.phone]: "0755123456",
    [bookingForm.fields.mode]: "birou",
  });
  const response = await fetch(`${server.origin}${BOOKING_FEED_PATH}?key=${FEED_KEY}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const events = calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
  expect(events.map((e) => e.startDate.toJSDate().getTime()).sort()).toEqual([
    at("2026-12-03", "10:00"),
    at("2026-12-08", "15:30"),
  ]);
  expect(events.map((e) => e.description).join(" ")).toContain("Mihai Ionescu");

  for (const key of ["", "gresit", "k".repeat(39), `${FEED_KEY}x`]) {
    const wrong = await fetch(`${server.origin}${BOOKING_FEED_PATH}?key=${key}`);
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).not.toContain("Ionescu");
  }
});

describe("the office's own calendar", () => {
  let feed: http.Server;
  let ics = "";
  let feedUrl = "";

  beforeEach(async () => {
    feed = http.createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/calendar" }).end(ics);
    });
    await new Promise<void>((resolve) => feed.listen(0, "127.0.0.1", resolve));
    feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/birou.ics`;
  });
  afterEach(() => new Promise<void>((resolve) => feed.close(() => resolve())));

  it("keeps the slots clear of its meetings, and a booking of such a slot is refused", async () => {
    ics = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Test//Birou//RO",
      "BEGIN:VEVENT",
      "UID:intalnire-banca@birou",
      "DTSTAMP:20261120T100000Z",
      "DTSTART;TZID=Europe/Bucharest:20261203T110000",
      "DTEND;TZID=Europe/Bucharest:20261203T120000",
      "SUMMARY:Întâlnire la bancă",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    await start({ bookingBusyIcs: feedUrl });
    const times = (await slots(server.origin)).slots
      .filter((s) => s.date === "2026-12-03")
      .map((s) => s.time);
    expect(times).toEqual(expect.arrayContaining(["10:00", "10:30", "12:00"]));
    expect(times).not.toContain("11:00");
    expect(times).not.toContain("11:30");
    const response = await book(server.origin, {
      [bookingForm.fields.slot]: id("2026-12-03", "11:30"),
    });
    expect(response.status).toBe(409);
  });

  it("offers no slot rather than risk a collision when it cannot be read at all", async () => {
    ics = "not a calendar";
    await start({ bookingBusyIcs: feedUrl });
    const response = await fetch(`${server.origin}/booking/slots?type=${TYPE.id}`);
    expect(response.status).toBe(503);
  });
});

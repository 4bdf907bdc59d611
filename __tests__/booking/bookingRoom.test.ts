/** @jest-environment node */
// The online meeting's room, on a real server with a real SMTP server on loopback: an online
// booking's confirmation, its reminder 24 hours before and the invitation they carry (read back
// by an iCalendar parser: LOCATION and URL) all give the office's video room; a meeting by phone
// or at the office carries none of it. The shipped room comes from data/booking.json.
import ICAL from "ical.js";
import booking from "../../data/booking.json";
import { slotId, type MeetingMode } from "../../contract/booking/api";
import { instantOf } from "../../domain/booking/zonedTime";
import { bookingSetup } from "../../server/booking/setup";
import { startTestServer, type TestServer } from "../helpers/server";
import { startSmtp, type SmtpSink } from "../helpers/smtp";
import { eventually } from "../helpers/eventually";
import {
  OPEN_BOUNDS,
  T0,
  TYPE,
  VISITOR_DETAILS,
  bookConfirmed,
  readMail,
  testClock,
  testSetup,
  type ReadMail,
} from "../helpers/booking";
import { bookingForm } from "../../contract/forms/booking";

const ZONE = "Europe/Bucharest";
const ROOM = "https://video.firma-test.ro/camera-biroului";
const START = instantOf("2026-12-04", "10:00", ZONE)!;
const visitor = VISITOR_DETAILS[bookingForm.fields.email];
const clock = testClock();

let smtp: SmtpSink;
let server: TestServer;

beforeEach(async () => {
  clock.set(T0);
  smtp = await startSmtp();
  server = await startTestServer({
    tmpPrefix: "booking-room-",
    booking: testSetup({ meetingRoom: ROOM }),
    now: clock.now,
    minFillMs: 0,
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    mailTo: "birou@firma-test.ro",
    mailFrom: "Site <site@firma-test.ro>",
    siteUrl: "https://www.firma-test.ro",
    outboxTiming: { pollMs: 50, baseDelayMs: 50 },
    bookingBounds: OPEN_BOUNDS,
  });
});
afterEach(async () => {
  await server.close();
  await smtp.close();
});

async function mails(count: number): Promise<ReadMail[]> {
  await eventually(() => expect(smtp.mails.length).toBeGreaterThanOrEqual(count), 10_000);
  return Promise.all(smtp.mails.map(readMail));
}

/** Books the meeting in a mode and returns the visitor's confirmation and reminder. */
async function confirmationAndReminder(mode: MeetingMode): Promise<ReadMail[]> {
  const response = await bookConfirmed(server, {
    [bookingForm.fields.slot]: slotId(TYPE.id, START),
    [bookingForm.fields.mode]: mode,
  });
  expect(response.status).toBe(200);
  await mails(3);
  clock.set(START - 24 * 3_600_000 + 60_000);
  const all = await mails(4);
  const toVisitor = all.filter((m) => m.to.includes(visitor) && m.calendar);
  expect(toVisitor.map((m) => m.subject)).toEqual([
    expect.stringMatching(/^Programare confirmată/),
    expect.stringMatching(/^Reamintire/),
  ]);
  return toVisitor;
}

const eventOf = (mail: ReadMail) => mail.calendar!.getFirstSubcomponent("vevent")!;

it("an online meeting's confirmation, reminder and invitation give the video room", async () => {
  for (const mail of await confirmationAndReminder("online")) {
    expect(mail.text).toContain(ROOM);
    expect(mail.parsed.html).toContain(`href="${ROOM}"`);
    const event = eventOf(mail);
    expect(event.getFirstPropertyValue("location")).toBe(ROOM);
    expect(event.getFirstPropertyValue("url")).toBe(ROOM);
    expect(String(event.getFirstPropertyValue("description"))).toContain(ROOM);
  }
});

it.each(["telefon", "birou"] as const)(
  "a meeting %s carries no video room, in the mails or the invitation",
  async (mode) => {
    for (const mail of await confirmationAndReminder(mode)) {
      expect(mail.text).not.toContain(ROOM);
      expect(String(mail.parsed.html)).not.toContain(ROOM);
      const event = eventOf(mail);
      expect(event.getFirstPropertyValue("location")).toBeNull();
      expect(event.getFirstPropertyValue("url")).toBeNull();
      expect(ICAL.stringify(mail.calendar!.toJSON())).not.toContain("video.firma-test.ro");
    }
  },
);

it("the server's room is data/booking.json's", () => {
  expect(bookingSetup().meetingRoom).toBe(booking.meetingRoom);
});

/** @jest-environment node */
// The invitation and the office's feed, read back with a real iCalendar parser (ical.js): one
// event under a UID that a reschedule and a cancellation keep, the right instants on the days the
// clocks change, METHOD and STATUS, and no property a visitor's line breaks could add.
import ICAL from "ical.js";
import { eventUid, feed, invitation, mailbox, type FeedContext } from "../../server/booking/ics";
import type { BookingMailContext, BookingRow } from "../../server/booking/types";
import { bookingRow } from "../helpers/booking";

type Component = InstanceType<typeof ICAL.Component>;

const ZONE = "Europe/Bucharest";

const row = (over: Partial<BookingRow> = {}): BookingRow => bookingRow(over);

const CTX: BookingMailContext = {
  from: "Site <site@example.ro>",
  office: "Biroul Axia <office@example.ro>",
  manageUrl: "https://www.example.ro/programare/gestionare?t=abc.def",
  typeTitle: "Consultanță gratuită, 30 de minute",
  modeLabel: "La telefon (te sunăm noi)",
  timeZone: ZONE,
};

const FEED_CTX: FeedContext = {
  from: CTX.from,
  timeZone: ZONE,
  typeTitle: (type) => (type === "consultanta-gratuita" ? CTX.typeTitle : type),
  modeLabel: (mode) => `mod ${mode}`,
  name: "Programări de pe site",
};

function parse(text: string): Component {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe("vcalendar");
  return calendar;
}

function onlyEvent(text: string): { calendar: Component; event: Component } {
  const calendar = parse(text);
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  return { calendar, event: events[0] };
}

const value = (component: Component, name: string) => String(component.getFirstPropertyValue(name));
const instant = (component: Component, name: string) =>
  (component.getFirstPropertyValue(name) as InstanceType<typeof ICAL.Time>).toJSDate().getTime();

describe("invitation", () => {
  it("is one confirmed event from the office to the visitor, with the manage link", () => {
    const { calendar, event } = onlyEvent(invitation(row(), CTX, "REQUEST"));
    expect(value(calendar, "method")).toBe("REQUEST");
    expect(value(calendar, "prodid")).toContain("example.ro");
    expect(value(event, "uid")).toBe("b7f3c2a1d4e5@example.ro");
    expect(value(event, "sequence")).toBe("0");
    expect(value(event, "status")).toBe("CONFIRMED");
    expect(value(event, "summary")).toBe(CTX.typeTitle);
    expect(instant(event, "dtstart")).toBe(Date.parse("2026-12-03T08:30:00Z"));
    expect(instant(event, "dtend")).toBe(Date.parse("2026-12-03T09:00:00Z"));
    const description = value(event, "description");
    expect(description).toContain("joi, 3 decembrie, 10:30–11:00 (ora României)");
    expect(description).toContain(CTX.modeLabel);
    expect(description).toContain(CTX.manageUrl);
    const organizer = event.getFirstProperty("organizer")!;
    expect(String(organizer.getFirstValue()).toLowerCase()).toBe("mailto:office@example.ro");
    expect(organizer.getParameter("cn")).toBe("Biroul Axia");
    const attendees = event.getAllProperties("attendee");
    expect(attendees).toHaveLength(1);
    expect(String(attendees[0].getFirstValue()).toLowerCase()).toBe("mailto:ion@example.ro");
    expect(attendees[0].getParameter("cn")).toBe("Ion Popescu");
    expect(attendees[0].getParameter("rsvp")).toBe("FALSE");
  });

  it("keeps its UID across a reschedule and the cancellation, with a higher SEQUENCE", () => {
    const booked = onlyEvent(invitation(row(), CTX, "REQUEST"));
    const moved = onlyEvent(
      invitation(
        row({
          sequence: 1,
          start_at: "2026-12-04T12:00:00.000Z",
          end_at: "2026-12-04T12:30:00.000Z",
        }),
        CTX,
        "REQUEST",
      ),
    );
    const cancelled = onlyEvent(
      invitation(
        row({
          sequence: 2,
          status: "cancelled",
          cancelled_at: "2026-12-01T09:00:00.000Z",
          start_at: "2026-12-04T12:00:00.000Z",
          end_at: "2026-12-04T12:30:00.000Z",
        }),
        CTX,
        "CANCEL",
      ),
    );
    const uids = [booked, moved, cancelled].map(({ event }) => value(event, "uid"));
    expect(new Set(uids)).toEqual(new Set([eventUid(row(), CTX.from)]));
    expect([booked, moved, cancelled].map(({ event }) => value(event, "sequence"))).toEqual([
      "0",
      "1",
      "2",
    ]);
    expect(instant(moved.event, "dtstart")).toBe(Date.parse("2026-12-04T12:00:00Z"));
    expect(value(cancelled.calendar, "method")).toBe("CANCEL");
    expect(value(cancelled.event, "status")).toBe("CANCELLED");
    expect(value(moved.event, "status")).toBe("CONFIRMED");
  });

  // The office's 10:00 is 07:00 UTC in summer time and 08:00 in winter time; summer time starts
  // on the last Sunday of March (29 March 2026) and ends on the last Sunday of October (25).
  it.each([
    ["the Sunday summer time starts", "2026-03-29T07:00:00.000Z", "duminică, 29 martie, 10:00"],
    ["the Monday after it", "2026-03-30T07:00:00.000Z", "luni, 30 martie, 10:00"],
    ["the Sunday summer time ends", "2026-10-25T08:00:00.000Z", "duminică, 25 octombrie, 10:00"],
    ["the Monday after it", "2026-10-26T08:00:00.000Z", "luni, 26 octombrie, 10:00"],
    ["the Saturday before it", "2026-10-24T07:00:00.000Z", "sâmbătă, 24 octombrie, 10:00"],
  ])("puts a meeting on %s at the right instant", (_day, start, spoken) => {
    const end = new Date(Date.parse(start) + 30 * 60_000).toISOString();
    const { event } = onlyEvent(invitation(row({ start_at: start, end_at: end }), CTX, "REQUEST"));
    expect(instant(event, "dtstart")).toBe(Date.parse(start));
    expect(instant(event, "dtend")).toBe(Date.parse(end));
    // The instant is a UTC time, so no client reads it in another zone's rules.
    expect(event.getFirstPropertyValue("dtstart")!.toString()).toMatch(/Z$/);
    expect(value(event, "description")).toContain(`${spoken}–10:30 (ora României)`);
  });

  it("cannot be given properties or events by line breaks in the visitor's fields", () => {
    const hostile = row({
      name: "Ion\r\nATTENDEE:mailto:evil@example.com\r\nX-INJECTED:1",
      email: "ion@example.ro\r\nORGANIZER:mailto:evil@example.com",
      note: "a\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil\nSUMMARY:x\rDTSTART:20270101T000000Z",
    });
    for (const method of ["REQUEST", "CANCEL"] as const) {
      const text = invitation(hostile, CTX, method);
      const { event } = onlyEvent(text);
      expect(event.getAllProperties("attendee")).toHaveLength(1);
      expect(event.getAllProperties("organizer")).toHaveLength(1);
      expect(event.getAllProperties("x-injected")).toHaveLength(0);
      expect(event.getAllProperties("dtstart")).toHaveLength(1);
      // Every line is a property, a parameter continuation or a folded line, none the visitor's.
      expect(text).not.toMatch(/(^|\r\n)(ATTENDEE|ORGANIZER):mailto:evil/i);
      expect(text).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
    }
  });
});

describe("feed", () => {
  const bookings = [
    row({
      id: 2,
      uid: "second",
      start_at: "2026-12-04T12:00:00.000Z",
      end_at: "2026-12-04T12:30:00.000Z",
    }),
    row({
      id: 1,
      uid: "first",
      note: "Am nevoie de un credit\npentru firmă.",
      mode: "birou",
    }),
    row({
      id: 3,
      uid: "gone",
      status: "cancelled",
      cancelled_at: "2026-12-01T09:00:00.000Z",
      sequence: 1,
      name: "Maria Ionescu",
      email: "maria@example.ro",
      phone: "0733000111",
    }),
  ];

  it("publishes every booking under its invitation's UID, the cancelled ones as cancelled", () => {
    const calendar = parse(feed(bookings, FEED_CTX));
    expect(value(calendar, "method")).toBe("PUBLISH");
    expect(value(calendar, "x-wr-calname")).toBe("Programări de pe site");
    expect(String(calendar.getFirstPropertyValue("refresh-interval"))).toBe("PT15M");
    expect(value(calendar, "x-published-ttl")).toBe("PT15M");
    const events = calendar.getAllSubcomponents("vevent");
    expect(events.map((e) => value(e, "uid")).sort()).toEqual(
      bookings.map((b) => eventUid(b, CTX.from)).sort(),
    );
    for (const booking of bookings) {
      const event = events.find((e) => value(e, "uid") === eventUid(booking, CTX.from))!;
      const same = onlyEvent(invitation(booking, CTX, "REQUEST")).event;
      expect(value(event, "uid")).toBe(value(same, "uid"));
      expect(value(event, "sequence")).toBe(String(booking.sequence));
      expect(instant(event, "dtstart")).toBe(Date.parse(booking.start_at));
      expect(instant(event, "dtend")).toBe(Date.parse(booking.end_at));
      expect(value(event, "status")).toBe(
        booking.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
      );
      const description = value(event, "description");
      for (const detail of [booking.name, booking.email, booking.phone, `mod ${booking.mode}`])
        expect(description).toContain(detail);
      if (booking.note) expect(description).toContain(booking.note);
      expect(value(event, "summary")).toContain(booking.name);
      expect(value(event, "summary")).toContain(CTX.typeTitle);
    }
    const gone = events.find((e) => value(e, "uid") === eventUid(bookings[2], CTX.from))!;
    expect(value(gone, "summary")).toMatch(/^Anulată/);
  });

  it("cannot be given properties or events by line breaks in the visitor's fields", () => {
    const hostile = row({
      name: "Ion\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil",
      phone: "07\nX-INJECTED:1",
      note: "nota\r\nEND:VEVENT\r\nEND:VCALENDAR\r\nBEGIN:VCALENDAR\rX-INJECTED:2",
    });
    const text = feed([hostile, bookings[0]], FEED_CTX);
    const calendar = parse(text);
    const events = calendar.getAllSubcomponents("vevent");
    expect(events).toHaveLength(2);
    expect(events.flatMap((e) => e.getAllProperties("x-injected"))).toHaveLength(0);
    expect(calendar.getAllProperties("x-injected")).toHaveLength(0);
    expect(value(events[0], "description")).toContain("nota\nEND:VEVENT");
    expect(text).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
  });

  it("is an empty calendar without bookings", () => {
    const calendar = parse(feed([], FEED_CTX));
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(0);
  });
});

describe("mailbox", () => {
  it.each([
    ["office@example.ro", { name: "", address: "office@example.ro" }],
    ["Biroul <office@example.ro>", { name: "Biroul", address: "office@example.ro" }],
    ['"Axia, Biroul" <office@example.ro>', { name: "Axia, Biroul", address: "office@example.ro" }],
  ])("reads %s", (input, expected) => {
    expect(mailbox(input)).toEqual(expected);
  });
});

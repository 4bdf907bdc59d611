/** @jest-environment node */
// The booking's mails as nodemailer builds them: who gets each, the spoken day and time on the
// office's clock, the manage link in every mail to the visitor, the invitation (or its
// cancellation) as a text/calendar part with METHOD, one Message-ID per booking, kind and
// sequence, and no header a visitor's name can add.
import ICAL from "ical.js";
import MailComposer from "nodemailer/lib/mail-composer";
import type Mail from "nodemailer/lib/mailer";
import { bookingMessageId, composeBookingMail } from "../../server/booking/mail";
import { eventUid } from "../../server/booking/ics";
import {
  BOOKING_MAIL_KINDS,
  type BookingMailContext,
  type BookingMailKind,
  type BookingRow,
} from "../../server/booking/types";
import { bookingRow } from "../helpers/booking";

const VISITOR_KINDS = ["confirmation", "reminder", "rescheduled", "cancelled"] as const;
const OFFICE_KINDS = ["office-new", "office-rescheduled", "office-cancelled"] as const;

const row = (over: Partial<BookingRow> = {}): BookingRow =>
  bookingRow({
    id: 7,
    uid: "c0ffee42",
    note: "Vreau un <b>credit</b> & leasing\npentru firmă.",
    ...over,
  });

const CTX: BookingMailContext = {
  from: "Site <site@example.ro>",
  office: "office@example.ro",
  manageUrl: "https://www.example.ro/programare/gestionare?t=abc.def_ghi",
  typeTitle: "Consultanță gratuită, 30 de minute",
  modeLabel: "La telefon (te sunăm noi)",
  timeZone: "Europe/Bucharest",
};

/** "joi, 3 decembrie, 10:30": 08:30 UTC is 10:30 in Bucharest in December. */
const SPOKEN = "joi, 3 decembrie, 10:30";

const compose = (kind: BookingMailKind, booking = row(), ctx = CTX) =>
  composeBookingMail(kind, booking, ctx);

/** The message as it goes on the wire. */
async function raw(mail: Mail.Options): Promise<string> {
  const message = await new MailComposer(mail).compile().build();
  return message.toString("utf8");
}

/** The header block of a message, continuation lines joined. */
function headers(message: string): string[] {
  return message
    .split("\r\n\r\n")[0]
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n");
}

function ics(mail: Mail.Options): string {
  const event = mail.icalEvent as { method: string; content: string; filename: string };
  expect(typeof event.content).toBe("string");
  return event.content;
}

describe("composeBookingMail", () => {
  it("composes every kind", () => {
    expect([...VISITOR_KINDS, ...OFFICE_KINDS].sort()).toEqual([...BOOKING_MAIL_KINDS].sort());
  });

  it.each(VISITOR_KINDS)(
    "writes the %s to the visitor with the day, the time, the zone and the manage link",
    (kind) => {
      const mail = compose(kind);
      expect(mail.from).toBe(CTX.from);
      expect(mail.to).toEqual({ name: "Ion Popescu", address: "ion@example.ro" });
      expect(mail.replyTo).toBe(CTX.office);
      expect(mail.subject).toContain(SPOKEN);
      for (const body of [String(mail.text), String(mail.html)]) {
        expect(body).toContain(`${SPOKEN}–11:00 (ora României)`);
        expect(body).toContain(CTX.modeLabel);
        expect(body).toContain(CTX.typeTitle);
      }
      expect(mail.text).toContain(CTX.manageUrl);
      expect(mail.html).toContain(`<a href="${CTX.manageUrl}">`);
      // The office's copy of the visitor's details is not the visitor's business.
      expect(mail.text).not.toContain(row().phone);
    },
  );

  it.each([
    ["confirmation", "REQUEST", "CONFIRMED"],
    ["reminder", "REQUEST", "CONFIRMED"],
    ["rescheduled", "REQUEST", "CONFIRMED"],
    ["cancelled", "CANCEL", "CANCELLED"],
  ] as const)("attaches to the %s an invitation with METHOD:%s", async (kind, method, status) => {
    const booking =
      kind === "cancelled"
        ? row({ status: "cancelled", cancelled_at: "2026-12-01T09:00:00.000Z", sequence: 1 })
        : row();
    const mail = compose(kind, booking);
    const calendar = new ICAL.Component(ICAL.parse(ics(mail)));
    expect(calendar.getFirstPropertyValue("method")).toBe(method);
    const event = calendar.getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("uid")).toBe(eventUid(booking, CTX.from));
    expect(event.getFirstPropertyValue("status")).toBe(status);
    expect(String(event.getFirstPropertyValue("sequence"))).toBe(String(booking.sequence));
    const start = event.getFirstPropertyValue("dtstart") as InstanceType<typeof ICAL.Time>;
    expect(start.toJSDate().toISOString()).toBe(booking.start_at);

    const message = await raw(mail);
    expect(message).toContain(`Content-Type: text/calendar; charset=utf-8; method=${method}`);
    expect(message).toMatch(/Content-Disposition: attachment; filename=programare\.ics/);
  });

  it("sends a cancelled visitor back to the booking page", () => {
    const mail = compose("cancelled", row({ status: "cancelled", sequence: 1 }));
    expect(mail.text).toContain("https://www.example.ro/programare");
    expect(mail.text).toContain(CTX.manageUrl);
    expect(mail.text).not.toContain("gratuită și nu te obligă");
  });

  it.each(OFFICE_KINDS)("writes the %s to the office, the visitor as Reply-To", (kind) => {
    const mail = compose(kind);
    expect(mail.to).toBe(CTX.office);
    expect(mail.replyTo).toEqual({ name: "Ion Popescu", address: "ion@example.ro" });
    expect(mail.subject).toContain(SPOKEN);
    expect(mail.subject).toContain("Ion Popescu");
    expect(mail.icalEvent).toBeUndefined();
    for (const detail of ["Ion Popescu", "ion@example.ro", "0722123456", CTX.modeLabel])
      expect(mail.text).toContain(detail);
    expect(mail.text).toContain(`${SPOKEN}–11:00 (ora României)`);
    expect(mail.text).toContain("Vreau un <b>credit</b> & leasing\npentru firmă.");
    expect(mail.html).toContain("Vreau un &#60;b&#62;credit&#60;/b&#62; &#38; leasing");
    expect(mail.html).not.toContain("<b>credit");
    // The link that cancels the booking stays with the visitor.
    expect(mail.text).not.toContain(CTX.manageUrl);
  });

  it("names the former time of a moved meeting when it is given", () => {
    const ctx = { ...CTX, previousStart: "2026-12-02T12:00:00.000Z" };
    for (const kind of ["rescheduled", "office-rescheduled"] as const) {
      const mail = compose(kind, row({ sequence: 1 }), ctx);
      expect(mail.text).toContain("Înainte: miercuri, 2 decembrie, 14:00 (ora României)");
    }
  });

  it("gives one Message-ID per booking, kind and sequence, and threads the later mails", () => {
    const ids = BOOKING_MAIL_KINDS.map((kind) => compose(kind).messageId);
    expect(new Set(ids).size).toBe(BOOKING_MAIL_KINDS.length);
    expect(compose("confirmation").messageId).toBe("<booking-c0ffee42-confirmation-0@example.ro>");
    expect(compose("confirmation").messageId).toBe(compose("confirmation").messageId);
    expect(compose("reminder", row({ sequence: 2 })).messageId).toBe(
      bookingMessageId({ uid: "c0ffee42", sequence: 2 }, "reminder", CTX.from),
    );
    expect(compose("reminder", row({ sequence: 2 })).messageId).toBe(
      "<booking-c0ffee42-reminder-2@example.ro>",
    );
    expect(compose("confirmation").inReplyTo).toBeUndefined();
    expect(compose("rescheduled", row({ sequence: 1 })).inReplyTo).toBe(
      "<booking-c0ffee42-confirmation-0@example.ro>",
    );
    expect(compose("office-cancelled", row({ sequence: 1 })).references).toEqual([
      "<booking-c0ffee42-office-new-0@example.ro>",
    ]);
  });

  it("keeps a visitor's line breaks out of the headers", async () => {
    const hostile = row({
      name: "Ion\r\nBcc: victim@example.com\r\nX-Injected: 1",
      email: "ion@example.ro",
    });
    for (const kind of BOOKING_MAIL_KINDS) {
      const mail = compose(kind, hostile);
      expect(String(mail.subject)).not.toMatch(/[\r\n]/);
      const lines = headers(await raw(mail));
      expect(lines.filter((line) => /^(bcc|x-injected):/i.test(line))).toEqual([]);
      expect(lines.filter((line) => /^subject:/i.test(line))).toHaveLength(1);
      // Still a message with one body: the name did not end the header block early.
      expect(lines.some((line) => /^message-id:/i.test(line))).toBe(true);
    }
  });

  it.each(BOOKING_MAIL_KINDS)("escapes the visitor's fields in the HTML of the %s", (kind) => {
    const hostile = '<img src=x onerror="alert(1)">';
    const mail = compose(kind, row({ name: hostile, phone: hostile, note: hostile }));
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62;");
  });
});

/** @jest-environment node */
// No control character RFC 5545 forbids (all of C0 but HTAB, and DEL) reaches the office's feed or
// the visitor's invitation from what a visitor typed, whatever the name, e-mail, phone or note
// hold: the file is read back with ical.js, and the note keeps its lines and tabs.
import fc from "fast-check";
import ICAL from "ical.js";
import { feed, invitation, type FeedContext } from "../../server/booking/ics";
import type { BookingMailContext, BookingRow } from "../../server/booking/types";
import { bookingRow } from "../helpers/booking";
import { propertyRuns } from "../helpers/propertyRuns";

type Component = InstanceType<typeof ICAL.Component>;

const FEED_CTX: FeedContext = {
  from: "Site <site@example.ro>",
  timeZone: "Europe/Bucharest",
  typeTitle: () => "Consultanță gratuită",
  modeLabel: () => "La telefon",
  name: "Programări\u0007 de pe site",
};

const MAIL_CTX: BookingMailContext = {
  from: "Site <site@example.ro>",
  office: "Biroul\u001b[2J <office@example.ro>",
  manageUrl: "https://www.example.ro/programare/gestionare?t=abc.def",
  typeTitle: "Consultanță\u0000 gratuită",
  modeLabel: "La telefon\u0085",
  timeZone: "Europe/Bucharest",
};

/** RFC 5545's CONTROL (%x00-08 / %x0A-1F / %x7F), left after taking away the line structure
 * (CRLF, and CRLF plus a space where a long line is folded). */
function forbiddenLeft(text: string): string[] {
  const unfolded = text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .join("");
  // eslint-disable-next-line no-control-regex
  return unfolded.match(/[\u0000-\u0008\u000a-\u001f\u007f]/g) ?? [];
}

const events = (text: string): Component[] =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");

const HOSTILE: Partial<BookingRow> = {
  name: "Ioana\u0000 Pop\u0007escu\u001b[2J\u202e",
  email: "ioana\u001b@firma-test.ro",
  phone: "0744\u0000000111",
  note: "Leasing\u0000 pentru\r\ndouă\u001b[31m utilaje\tși\u0007 un\u000bcredit\rauto\u007f",
  source_path: "/programare\u0008",
};

it("the feed and the invitation of a row holding NUL, BEL, ESC, VT, BS and DEL carry none of them", () => {
  const row = bookingRow(HOSTILE);
  for (const text of [
    feed([row], FEED_CTX),
    invitation(row, MAIL_CTX, "REQUEST"),
    invitation(row, MAIL_CTX, "CANCEL"),
  ]) {
    expect(forbiddenLeft(text)).toEqual([]);
    expect(events(text)).toHaveLength(1);
  }
  const [event] = events(feed([row], FEED_CTX));
  const description = String(event.getFirstPropertyValue("description"));
  // The note's lines (CR LF and a lone CR as line breaks) and its tab are kept.
  expect(description).toContain("Leasing pentru\ndouă[31m utilaje\tși uncredit\nauto");
  // A name, an address and a phone stay on one line: each control is a space there (oneLine).
  expect(description).toContain("Nume: Ioana  Pop escu [2J\n");
  expect(String(event.getFirstPropertyValue("summary"))).not.toMatch(/[\u0000-\u001f]/); // eslint-disable-line no-control-regex
});

/** Any text, weighted towards control characters. */
const hostile = fc
  .array(
    fc.oneof(
      fc.string({ unit: "binary", minLength: 1, maxLength: 2 }),
      fc.integer({ min: 0, max: 0x9f }).map((n) => String.fromCharCode(n)),
      fc.constantFrom("\r\n", "\t", "ș", "😀", ";", ",", "\\"),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(""));

it("for any name, e-mail, phone and note, the feed holds no forbidden control and the note's lines and tabs are kept", () => {
  fc.assert(
    fc.property(hostile, hostile, hostile, hostile, (name, email, phone, note) => {
      const row = bookingRow({ name, email, phone, note });
      const text = feed([row], FEED_CTX);
      expect(forbiddenLeft(text)).toEqual([]);
      const [event] = events(text);
      const description = String(event.getFirstPropertyValue("description"));
      const lines = (value: string) => value.match(/\r\n|\r|\n/g)?.length ?? 0;
      if (note.trim() !== "") {
        // The note's own line breaks and tabs, after the rows and the note's heading.
        expect(description.split("\n").length - 1).toBeGreaterThanOrEqual(lines(note));
        expect(description.split("\t").length - 1).toBe(note.split("\t").length - 1);
      }
      // An invitation always has an address (the rules refuse a booking without one).
      const invited = { ...row, email: `a${email}@firma-test.ro` };
      expect(forbiddenLeft(invitation(invited, MAIL_CTX, "REQUEST"))).toEqual([]);
    }),
    propertyRuns(150),
  );
});

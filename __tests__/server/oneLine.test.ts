/** @jest-environment node */
// Visitor text on one line of a mail (oneLine), over any text and any length: the cut falls
// between whole characters (never inside a surrogate pair, an emoji or a letter with its accent),
// no lone surrogate or control character is left, and a subject built from it reaches the
// mailbox without U+FFFD.
import fc from "fast-check";
import MailComposer from "nodemailer/lib/mail-composer";
import { simpleParser } from "mailparser";
import copy from "../../data/contact.json";
import { composeLeadMail, oneLine } from "../../server/mail";
import type { LeadRow } from "../../server/db";
import { propertyRuns } from "../helpers/propertyRuns";

const LONE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const graphemes = (text: string): string[] =>
  Array.from(
    new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text),
    (s) => s.segment,
  );

/** Any text, weighted towards what breaks a naive cut: surrogate pairs, lone halves of one, ZWJ
 * emoji, combining marks, controls and line breaks. */
const piece = fc.oneof(
  fc.string({ unit: "binary", minLength: 1, maxLength: 3 }),
  fc.constantFrom(
    "😀", "👨‍👩‍👧", "👍🏽", "🇷🇴", "s\u0326", "a\u0306", "ș", "ț", "ă", "\ud83d", "\ude00", "\udc00\ud800",
    "\r\n", "\n", "\u0085", "\u001b", "\u202e", "\u2028", " ", "a", "Ioana",
  ), // prettier-ignore
);
const anyText = fc.array(piece, { maxLength: 50 }).map((parts) => parts.join(""));

it("cuts after whole characters, leaves no lone surrogate or control, and counts graphemes", () => {
  fc.assert(
    fc.property(anyText, fc.integer({ min: 1, max: 40 }), (text, max) => {
      const whole = oneLine(text, Infinity);
      const cut = oneLine(text, max);
      expect(LONE.test(cut)).toBe(false);
      expect(CONTROL.test(cut)).toBe(false);
      // UTF-8 can carry it as it is: no character becomes U+FFFD on the way.
      expect(Buffer.from(cut, "utf8").toString("utf8")).toBe(cut);
      const shown = graphemes(whole);
      if (shown.length <= max) {
        expect(cut).toBe(whole);
      } else {
        expect(cut.endsWith("…")).toBe(true);
        // What is kept is the first max - 1 whole characters of the text.
        expect(graphemes(cut.slice(0, -1))).toEqual(shown.slice(0, max - 1));
        expect(graphemes(cut)).toHaveLength(max);
      }
    }),
  );
});

it("never cuts a surrogate pair in a subject at the default length", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 60, max: 90 }),
      fc.constantFrom("😀", "🇷🇴", "👨‍👩‍👧", "ș"),
      (n, c) => {
        const name = "a".repeat(n) + c.repeat(5);
        const line = oneLine(name);
        expect(LONE.test(line)).toBe(false);
        expect(line.includes("\ufffd")).toBe(false);
      },
    ),
  );
  // The case of the issue: 78 letters, then an emoji across the 80th unit.
  expect(oneLine(`${"a".repeat(78)}😀😀`)).toBe(`${"a".repeat(78)}😀😀`);
  expect(oneLine(`${"a".repeat(79)}😀😀`)).toBe(`${"a".repeat(79)}…`);
  expect(oneLine(`${"a".repeat(78)}😀😀😀`)).toBe(`${"a".repeat(78)}😀…`);
});

it("a notification's subject built from a long emoji name reaches the mailbox without U+FFFD", async () => {
  await fc.assert(
    fc.asyncProperty(anyText, fc.integer({ min: 0, max: 90 }), async (tail, n) => {
      const name = "a".repeat(n) + tail.replace(/\ufffd/g, "");
      const lead = {
        id: 1,
        received_at: "2026-11-22T10:00:00.000Z",
        name,
        email: "ion@example.ro",
        phone: "0722123456",
        message: "Bună ziua",
        consent: 1,
        status: "pending",
        mail_key: "abc123",
        source_path: "/contact",
        service: null,
      } as unknown as LeadRow;
      const mail = composeLeadMail(lead, "site@example.ro", "office@example.ro");
      const parsed = await simpleParser(await new MailComposer(mail).compile().build());
      expect(parsed.subject).toBe(copy.mail.subject.replace("{name}", () => oneLine(name)));
      expect(parsed.subject?.includes("\ufffd")).toBe(false);
    }),
    propertyRuns(60),
  );
});

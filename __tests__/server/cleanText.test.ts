// The cleaning of a visitor's name and note (and the contact form's message), over any text: no
// control character or bidi control survives, a note keeps every line break and tab, cleaning
// twice changes nothing, and ordinary Romanian text (ă â î ș ț, emoji, surrogate pairs) is left
// as it is. Then both forms' rules: the value they give is the cleaned one, a name of only
// invisible characters is "required", and an e-mail needs a dotted domain.
import fc from "fast-check";
import { ValidationError } from "yup";
import copy from "../../data/contact.json";
import bookingCopy from "../../data/booking-server.json";
import { cleanName, cleanNote, showControls } from "../../contract/cleanText";
import { contactSchema, serverContactSchema } from "../../contract/forms/contactRules";
import { bookingSchema, serverBookingSchema } from "../../contract/forms/bookingRules";

/** The code points the issue names, written out here rather than read from the module. */
function forbidden(cp: number): boolean {
  return (
    cp <= 0x1f ||
    (cp >= 0x7f && cp <= 0x9f) ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2066 && cp <= 0x2069) ||
    cp === 0x200e ||
    cp === 0x200f ||
    cp === 0x061c
  );
}

const codePoints = (text: string): number[] => Array.from(text, (c) => c.codePointAt(0)!);
const count = (text: string, re: RegExp): number => text.match(re)?.length ?? 0;

/** Text as an attacker or a broken keyboard sends it: any code point, every control and bidi
 * control, line breaks in each convention, zero-width characters, and ordinary letters. */
const tricky = fc.constantFrom(
  "\n", "\r", "\r\n", "\t", "\u000b", "\u000c", "\u0000", "\u0007", "\u001b", "\u001b[31m",
  "\u007f", "\u0085", "\u009b", "\u061c", "\u200e", "\u200f", "\u202a", "\u202e", "\u2066",
  "\u2069", "\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u2028", "\u2029", " ", "\u00a0",
  "ă", "ș", "Ț", "😀", "👨‍👩‍👧",
); // prettier-ignore
const anyText = fc
  .array(
    fc.oneof(
      fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
      fc.integer({ min: 0, max: 0xa0 }).map((n) => String.fromCharCode(n)),
      tricky,
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(""));

/** Ordinary Romanian text: letters with their diacritics (comma below), digits, punctuation,
 * emoji (surrogate pairs, a ZWJ family), single spaces between words. */
const word = fc
  .array(
    fc.constantFrom(
      ..."abcdefghijklmnopqrstuvwxyzăâîșțĂÂÎȘȚ0123456789-'.,!?():",
      "😀", "🚗", "👍🏽", "👨‍👩‍👧", "€", "„", "”", "–",
    ), // prettier-ignore
    { minLength: 1, maxLength: 12 },
  )
  .map((chars) => chars.join(""));
const romanianLine = fc.array(word, { minLength: 1, maxLength: 8 }).map((w) => w.join(" "));

describe("cleanName", () => {
  it("never leaves a control character or a bidi control, nor spaces at the ends", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const name = cleanName(text);
        expect(codePoints(name).filter(forbidden)).toEqual([]);
        expect(name).toBe(name.trim());
      }),
    );
  });

  it("is idempotent", () => {
    fc.assert(fc.property(anyText, (text) => cleanName(cleanName(text)) === cleanName(text)));
  });

  it("is empty exactly when nothing visible is left", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const visible = codePoints(text).some(
          (cp) =>
            !forbidden(cp) &&
            !/\s/u.test(String.fromCodePoint(cp)) &&
            ![0x200b, 0x200c, 0x200d, 0x2060, 0xfeff].includes(cp),
        );
        expect(cleanName(text) === "").toBe(!visible);
      }),
    );
  });

  it("leaves ordinary Romanian text as it is", () => {
    fc.assert(fc.property(romanianLine, (line) => cleanName(line) === line));
  });

  it("turns a line break or a tab into a space and drops the rest", () => {
    expect(cleanName("Ioana\tPopescu")).toBe("Ioana Popescu");
    expect(cleanName("\u202eIoana\u0000 Pope\u0085scu\u001b[2J ")).toBe("Ioana Pope scu[2J");
    expect(cleanName("\u200b \u200d\ufeff\u2060")).toBe("");
  });
});

describe("cleanNote", () => {
  it("never leaves a control character other than \\n and \\t, nor a bidi control", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const note = cleanNote(text);
        expect(
          codePoints(note).filter((cp) => forbidden(cp) && cp !== 0x0a && cp !== 0x09),
        ).toEqual([]);
      }),
    );
  });

  it("keeps every line break (CR LF and a lone CR as \\n) and every tab", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const note = cleanNote(text);
        expect(count(note, /\n/g)).toBe(count(text, /\r\n|\r|\n/g));
        expect(count(note, /\t/g)).toBe(count(text, /\t/g));
      }),
    );
  });

  it("is idempotent", () => {
    fc.assert(fc.property(anyText, (text) => cleanNote(cleanNote(text)) === cleanNote(text)));
  });

  it("leaves ordinary Romanian text, its lines and tabs as they are", () => {
    const note = fc
      .array(fc.tuple(romanianLine, fc.constantFrom("\n", "\t", "\n\n", " ")), { maxLength: 6 })
      .map((parts) => parts.flat().join(""));
    fc.assert(fc.property(note, (text) => cleanNote(text) === text));
  });
});

describe("showControls", () => {
  it("shows each control as its escape, and nothing else changes", () => {
    expect(showControls("a\u0000b\u0007c\u001b[31md\u202ee\u0085")).toBe(
      "a\\u0000b\\u0007c\\u001b[31md\\u202ee\\u0085",
    );
    fc.assert(
      fc.property(anyText, (text) => {
        const shown = showControls(text);
        expect(codePoints(shown).filter(forbidden)).toEqual([]);
        // Read back, the escapes give the text again.
        expect(
          shown.replace(/\\u([0-9a-f]{4})/g, (_m, hex: string) =>
            String.fromCharCode(parseInt(hex, 16)),
          ),
        ).toBe(
          text.replace(/\\u([0-9a-f]{4})/g, (_m, hex: string) =>
            String.fromCharCode(parseInt(hex, 16)),
          ),
        );
      }),
    );
    fc.assert(fc.property(romanianLine, (line) => showControls(line) === line));
  });
});

/** The fields' messages when the rules refuse, by field; the cleaned values when they pass. */
async function check(
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  values: Record<string, unknown>,
): Promise<{ values?: Record<string, unknown>; errors?: Record<string, string> }> {
  try {
    return {
      values: (await schema.validate(values, { abortEarly: false, stripUnknown: true })) as Record<
        string,
        unknown
      >,
    };
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const errors: Record<string, string> = {};
    for (const item of err.inner) errors[item.path ?? ""] ??= item.message;
    return { errors };
  }
}

const DETAILS = {
  txtName: "Ioana Popescu",
  txtEmail: "ioana@firma-test.ro",
  txtPhone: "0744000111",
  chkConfidentialitate: true,
};
/** The booking's rules name the same details by the booking form's own keys. */
const BOOKING_DETAILS = {
  name: DETAILS.txtName,
  email: DETAILS.txtEmail,
  phone: DETAILS.txtPhone,
  consent: true,
  note: "",
};
const CONTACT_KEYS = { name: "txtName", email: "txtEmail" } as const;
const BOOKING_KEYS = { name: "name", email: "email" } as const;
const FORMS = [
  [
    "the contact form (browser)",
    contactSchema,
    { ...DETAILS, txtMessage: "Bună ziua" },
    CONTACT_KEYS,
  ],
  [
    "the contact form (server)",
    serverContactSchema,
    { ...DETAILS, txtMessage: "Bună ziua" },
    CONTACT_KEYS,
  ],
  ["the booking (browser)", bookingSchema, BOOKING_DETAILS, BOOKING_KEYS],
  ["the booking (server)", serverBookingSchema, BOOKING_DETAILS, BOOKING_KEYS],
] as const;
const v = copy.validation;

describe.each(FORMS)("%s", (_form, schema, valid, keys) => {
  it("gives the name cleaned of controls and bidi controls", async () => {
    const result = await check(schema, {
      ...valid,
      [keys.name]: " \u202eIoana\u0000 Pope\u200fscu\u0007\u009b\u2066 ",
    });
    expect(result.values?.[keys.name]).toBe("Ioana Popescu");
  });

  it.each([
    ["zero-width characters", "\u200b\u200c\u200d\u2060\ufeff"],
    ["zero-width characters and spaces", " \u200b \u00a0\ufeff "],
    ["only controls", "\u0000\u0007\u001b\u202e"],
  ])("refuses a name of %s as missing", async (_what, name) => {
    expect((await check(schema, { ...valid, [keys.name]: name })).errors).toEqual({
      [keys.name]: v.nameRequired,
    });
  });

  it("refuses an address without a dot in its domain, keeps one with", async () => {
    for (const email of ["root@localhost", "ion@firma", "a@b"]) {
      expect((await check(schema, { ...valid, [keys.email]: email })).errors).toEqual({
        [keys.email]: v.emailInvalid,
      });
    }
    for (const email of ["a@b.ro", "ion.popescu@mail.firma-test.ro"]) {
      expect((await check(schema, { ...valid, [keys.email]: email })).values?.[keys.email]).toBe(
        email,
      );
    }
  });
});

it("the contact form's message and the booking's note keep their lines and tabs, cleaned", async () => {
  const sent = "\u202eRând 1\r\nRând 2\u0000\u001b[31m\tcoloana\u0085\rRând 3 ";
  const kept = "Rând 1\nRând 2[31m\tcoloana\nRând 3";
  const contact = await check(serverContactSchema, { ...DETAILS, txtMessage: sent });
  expect(contact.values?.txtMessage).toBe(kept);
  const booking = await check(serverBookingSchema, { ...BOOKING_DETAILS, note: sent });
  expect(booking.values?.note).toBe(kept);
});

it("the contact form takes a name sent on two lines as one, the line break a space", async () => {
  for (const name of ["Ioana\r\nPopescu", "Ioana\u0085Popescu", "Ioana\u2028Popescu"]) {
    const result = await check(serverContactSchema, { ...DETAILS, txtMessage: "x", txtName: name });
    expect(result.values?.txtName).toBe("Ioana Popescu");
  }
});

it("the booking still refuses a name sent on two lines, however the break is written", async () => {
  const message = bookingCopy.lineBreak.replace("{label}", copy.fields.txtName.label);
  for (const name of [
    "Ioana\r\nBcc: x@y.ro",
    "Ioana\nPopescu",
    "Ioana\u0085Popescu",
    "Ioana\u2028P",
  ]) {
    expect((await check(serverBookingSchema, { ...BOOKING_DETAILS, name })).errors).toEqual({
      name: message,
    });
  }
  // A tab is no line: it becomes a space.
  const tab = await check(serverBookingSchema, { ...BOOKING_DETAILS, name: "Ioana\tPopescu" });
  expect(tab.values?.name).toBe("Ioana Popescu");
});

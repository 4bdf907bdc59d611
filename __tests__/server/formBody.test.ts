/** @jest-environment node */
// The urlencoded body in the charset it declares: what a browser encodes is read back exactly, in
// UTF-8 and in the single-byte charsets, and what cannot be read is refused, never stored garbled.
import fc from "fast-check";
import { FormBodyError, declaredCharset, parseFormBody } from "../../server/formBody";

const URLENCODED = "application/x-www-form-urlencoded";

/** How a browser encodes a form in `charset`: every byte outside the unreserved set escaped. */
function encode(fields: [string, string][], toBytes: (text: string) => Buffer): string {
  const escape = (text: string) =>
    [...toBytes(text)]
      .map((byte) =>
        /[A-Za-z0-9*\-._]/.test(String.fromCharCode(byte))
          ? String.fromCharCode(byte)
          : byte === 0x20
            ? "+"
            : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
      )
      .join("");
  return fields.map(([key, value]) => `${escape(key)}=${escape(value)}`).join("&");
}

const field = (chars: fc.Arbitrary<string> | "grapheme") =>
  fc.tuple(fc.string({ unit: chars, minLength: 1, maxLength: 12 }), fc.string({ unit: chars }));

it("reads back any UTF-8 form exactly, repeated keys as a list", () => {
  fc.assert(
    fc.property(fc.array(field("grapheme"), { maxLength: 8 }), (fields) => {
      const body = parseFormBody(Buffer.from(encode(fields, (t) => Buffer.from(t))), URLENCODED);
      const expected: Record<string, string | string[]> = Object.create(null);
      for (const [key, value] of fields) {
        const before = expected[key];
        expected[key] = before === undefined ? value : [...[before].flat(), value];
      }
      expect(Object.entries(body)).toEqual(Object.entries(expected));
    }),
  );
});

it("reads back any ISO-8859-1 form exactly when the request says so", () => {
  const latin1 = fc
    .integer({ min: 0x20, max: 0xff })
    .filter((c) => c < 0x7f || c > 0x9f)
    .map((c) => String.fromCharCode(c));
  fc.assert(
    fc.property(fc.array(field(latin1), { maxLength: 8 }), (fields) => {
      const raw = encode(fields, (t) => Buffer.from(t, "latin1"));
      const body = parseFormBody(Buffer.from(raw), `${URLENCODED}; charset=ISO-8859-1`);
      for (const [key, value] of fields) expect([body[key]].flat()).toContain(value);
    }),
  );
});

it("keeps a stray percent sign and reads raw UTF-8 bytes sent unescaped", () => {
  expect({ ...parseFormBody(Buffer.from("a=100%&b=50%2&c=ă ș"), URLENCODED) }).toEqual({
    a: "100%",
    b: "50%2",
    c: "ă ș",
  });
});

it("treats __proto__ and constructor as fields like any other", () => {
  const body = parseFormBody(Buffer.from("__proto__=x&constructor=y"), URLENCODED);
  expect(body.__proto__).toBe("x");
  expect(body.constructor).toBe("y");
  expect(Object.getPrototypeOf(body)).toBeNull();
});

it("refuses an unknown charset with 415 and bytes invalid in the declared one with 400", () => {
  const refused = (raw: string, type: string) => {
    try {
      parseFormBody(Buffer.from(raw), type);
    } catch (err) {
      return err instanceof FormBodyError ? err.statusCode : "other error";
    }
    return "accepted";
  };
  expect(refused("name=Ren%E9", `${URLENCODED}; charset=x-klingon`)).toBe(415);
  expect(refused("name=Ren%E9", URLENCODED)).toBe(400);
  expect(refused("name=%C8%99", `${URLENCODED}; charset="utf-8"`)).toBe("accepted");
});

it("reads the declared charset, quoted or not, UTF-8 when there is none", () => {
  expect(declaredCharset(undefined)).toBe("utf-8");
  expect(declaredCharset(URLENCODED)).toBe("utf-8");
  expect(declaredCharset(`${URLENCODED};charset="Windows-1250"`)).toBe("windows-1250");
  expect(declaredCharset(`${URLENCODED}; Charset=latin1; x=y`)).toBe("latin1");
});

// application/x-www-form-urlencoded in the charset the request declares. The form asks for UTF-8
// (accept-charset), but a client may send another one: "Ren%E9" in ISO-8859-1 is "René", and a
// parser that decodes every percent escape as UTF-8 would store it as the literal text "Ren%E9".
// A declared charset is decoded as declared; one no browser knows is refused (415), and bytes that
// are not valid in the declared charset are refused (400): nothing is stored garbled.

export type FormBody = Record<string, string | string[]>;

export class FormBodyError extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 415,
  ) {
    super(message);
    this.name = "FormBodyError";
  }
}

const PLUS = 0x2b;
const PERCENT = 0x25;
const SPACE = 0x20;

/** The charset parameter of a Content-Type header, lower-cased; UTF-8 when there is none. */
export function declaredCharset(contentType: string | undefined): string {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? "");
  return match ? match[1].toLowerCase() : "utf-8";
}

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

/** The bytes a urlencoded segment stands for: "+" is a space, "%XX" one byte, anything else
 * itself (a stray "%" stays a "%", as browsers and the URL standard do). */
function unescapeBytes(raw: Buffer, start: number, end: number): Buffer {
  const out = Buffer.allocUnsafe(end - start);
  let n = 0;
  for (let i = start; i < end; i += 1) {
    const byte = raw[i];
    if (byte === PLUS) {
      out[n++] = SPACE;
    } else if (byte === PERCENT && i + 2 < end) {
      const high = hexValue(raw[i + 1]);
      const low = hexValue(raw[i + 2]);
      if (high >= 0 && low >= 0) {
        out[n++] = high * 16 + low;
        i += 2;
      } else {
        out[n++] = byte;
      }
    } else {
      out[n++] = byte;
    }
  }
  return out.subarray(0, n);
}

export function parseFormBody(raw: Buffer, contentType: string | undefined): FormBody {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(declaredCharset(contentType), { fatal: true });
  } catch {
    throw new FormBodyError(`unsupported charset ${declaredCharset(contentType)}`, 415);
  }
  const decode = (start: number, end: number) => {
    try {
      return decoder.decode(unescapeBytes(raw, start, end));
    } catch {
      throw new FormBodyError("the body is not valid in its declared charset", 400);
    }
  };
  // No prototype: a field named __proto__ or constructor is a field like any other.
  const body: FormBody = Object.create(null) as FormBody;
  let start = 0;
  while (start <= raw.length) {
    let end = raw.indexOf(0x26 /* & */, start);
    if (end === -1) end = raw.length;
    if (end > start) {
      const eq = raw.indexOf(0x3d /* = */, start);
      const split = eq === -1 || eq > end ? end : eq;
      const key = decode(start, split);
      const value = split < end ? decode(split + 1, end) : "";
      const previous = body[key];
      if (previous === undefined) body[key] = value;
      else if (Array.isArray(previous)) previous.push(value);
      else body[key] = [previous, value];
    }
    start = end + 1;
  }
  return body;
}

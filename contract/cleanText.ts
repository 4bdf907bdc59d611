// What a visitor's free text may hold once it is stored: no control characters (C0 U+0000–U+001F
// and DEL with C1 U+007F–U+009F, NEL U+0085 among them) and no bidi overrides, isolates or marks
// (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C), which make a line in a mail, a
// calendar or the office's terminal read differently from what it holds. A name stays one line
// of visible text; a note keeps its line breaks (as \n) and tabs. The contact form's and the
// booking's rules (contract/forms/contactRules.ts, contract/forms/bookingRules.ts) clean with these, so
// the value stored is the cleaned one; the office's listing shows any that an older row holds
// escaped (showControls).

/** Every code point a stored name or note never holds, line breaks and tabs included. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** The same, less the tab and the line feed a note keeps. */
const FORBIDDEN_IN_NOTE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** The controls that separate words (tab, line breaks, form feed, NEL) and the Unicode line and
 * paragraph separators: in a name, a space. */
// eslint-disable-next-line no-control-regex
const SPACING = /[\t\n\u000b\u000c\r\u0085\u2028\u2029]+/g;
/** Characters that show nothing: a name of only these and spaces is no name. */
const INVISIBLE = /^[\s\u200b-\u200d\u2060\ufeff]*$/;

/** A name as stored: a run of line breaks and tabs becomes a space, every other control and bidi control
 * goes, the ends are trimmed; a name with nothing visible left is empty (so it is "required").
 * Zero-width joiners inside a name stay: an emoji or a script may need them. */
export function cleanName(text: string): string {
  const flat = text.replace(SPACING, " ").replace(FORBIDDEN, "").trim();
  return INVISIBLE.test(flat) ? "" : flat;
}

/** A note (or a message) as stored: CR LF and a lone CR become \n, every \n and tab stays, every
 * other control and bidi control goes. Not trimmed: the rules trim after cleaning. */
export function cleanNote(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(FORBIDDEN_IN_NOTE, "");
}

/** A text with each forbidden code point shown as its escape (`\u001b`), for a terminal: nothing
 * a row holds can move the cursor, recolour the screen or reverse a line. */
export function showControls(text: string): string {
  return text.replace(FORBIDDEN, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** A rule's transform (yup) that cleans a string value with `clean` and leaves a missing one as it
 * is, for the "required" message. */
export const cleaning =
  (clean: (text: string) => string) =>
  (value: unknown): unknown =>
    typeof value === "string" ? clean(value) : value;

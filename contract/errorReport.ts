// The error report a page's error boundary sends and the server logs: its fields and their
// cleaning. The server cleans every field with the same rules again, because it cannot trust what a
// browser sends.

/** Longest kept value of each field, in UTF-16 units; longer values are cut with an ellipsis. */
export const REPORT_MAX_LENGTHS = { message: 500, route: 200, build: 64, stack: 1500 } as const;

/** `build` when Gatsby's compilation hash is not on the page (development, tests). */
export const UNKNOWN_BUILD = "unknown";

export interface ClientErrorReport {
  message: string;
  /** The page path, never its query string or hash. */
  route: string;
  /** Gatsby's compilation hash of the build the page came from. */
  build: string;
  /** React's component stack of the boundary that caught the error. */
  stack?: string;
}

// Control characters (line breaks, escapes), Unicode line/paragraph separators and the bidi
// controls that can make a log line read differently from what it contains.
const CONTROL = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]+/gu;
/** A surrogate pair, or a lone surrogate (which JSON would escape into six bytes). */
const SURROGATE = /[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g;

/** One line of at most `max` units: control runs (and the spaces around them) become one space,
 * lone surrogates U+FFFD, and the cut never splits a character. */
export function cleanReportField(text: string, max: number): string {
  const flat = text
    .replace(CONTROL, " ")
    .replace(/ {2,}/g, " ")
    .replace(SURROGATE, (s) => (s.length === 2 ? s : "\ufffd"))
    .trim();
  if (flat.length <= max) return flat;
  let end = max - 1;
  if (/[\ud800-\udbff]/.test(flat[end - 1] ?? "")) end -= 1;
  return `${flat.slice(0, end)}…`;
}

/** The path of a route, without query string or hash (they can carry personal data). */
export function routePath(route: string): string {
  return route.split(/[?#]/, 1)[0];
}

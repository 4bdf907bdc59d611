// Browser error reports: an error boundary hands what it caught to reportClientError, which sends
// one small JSON beacon to the contact server. Reporting must never make a broken page worse, so
// nothing here throws, logs, retries or waits. The server (server/errorReports.ts) cleans and
// truncates every field with the same rules, because it cannot trust what a browser sends.

/** The one endpoint reports go to; the server route, the proxies and the develop proxy use it. */
export const CLIENT_ERRORS_PATH = "/client-errors";

/** Longest kept value of each field, in UTF-16 units; longer values are cut with an ellipsis. */
export const REPORT_MAX_LENGTHS = { message: 500, route: 200, build: 64, stack: 1500 } as const;

/** Reports one page load sends at most (client-side navigations share it), so one broken
 * component re-rendering cannot flood the server. The same message is sent only once. */
export const MAX_REPORTS_PER_PAGE = 3;

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

function describe(error: unknown): string {
  if (error instanceof Error) return error.message ? `${error.name}: ${error.message}` : error.name;
  return String(error);
}

let sent = 0;
const sentMessages = new Set<string>();

export function reportClientError(error: unknown, info?: { componentStack?: string | null }): void {
  try {
    if (typeof window === "undefined" || sent >= MAX_REPORTS_PER_PAGE) return;
    const message = cleanReportField(describe(error), REPORT_MAX_LENGTHS.message);
    if (!message || sentMessages.has(message)) return;
    sentMessages.add(message);
    sent += 1;
    const report: ClientErrorReport = {
      message,
      route: cleanReportField(routePath(window.location.pathname), REPORT_MAX_LENGTHS.route),
      build: cleanReportField(
        window.___webpackCompilationHash || UNKNOWN_BUILD,
        REPORT_MAX_LENGTHS.build,
      ),
    };
    const stack = cleanReportField(info?.componentStack ?? "", REPORT_MAX_LENGTHS.stack);
    if (stack) report.stack = stack;
    send(JSON.stringify(report));
  } catch {
    // A report that cannot even be built is dropped: the page matters more than the report.
  }
}

/** sendBeacon survives the page being closed; fetch with keepalive is the fallback where it is
 * missing or refuses the report. Either way at most one attempt, and no answer is awaited. */
function send(body: string) {
  try {
    const beacon = new Blob([body], { type: "application/json" });
    if (
      typeof navigator.sendBeacon === "function" &&
      navigator.sendBeacon(CLIENT_ERRORS_PATH, beacon)
    )
      return;
  } catch {
    // Some browsers refuse a JSON beacon outright; fetch below is the other way.
  }
  try {
    fetch(CLIENT_ERRORS_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      keepalive: true,
      credentials: "omit",
    }).catch(() => undefined);
  } catch {
    // No fetch either: the report is dropped.
  }
}

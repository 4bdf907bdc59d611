// POST /client-errors: an error boundary in the browser says what broke (src/errors/report.ts).
// One warn line in the log and nothing stored. Nothing that identifies the visitor reaches the log:
// the line holds only the cleaned report fields (addresses and phone numbers an error message may
// quote are blanked), and the route logs below warn level, so Fastify's own request lines (which
// carry the address and the full URL) are not written for it.
import type { FastifyInstance } from "fastify";
import { beaconErrors, guardBeacon, refuse, type ClientLimit } from "./jsonBeacon";
import { CLIENT_ERRORS_PATH } from "../contract/endpoints";
import {
  REPORT_MAX_LENGTHS,
  cleanReportField,
  routePath,
  type ClientErrorReport,
} from "../contract/errorReport";

/** A cleaned field costs at most 3 bytes of UTF-8 per unit in JSON; the rest is keys and quotes. */
const MAX_BYTES_PER_UNIT = 3;
const REPORT_OVERHEAD_BYTES = 256;
/** About 7 KB: a full report of the browser's own module always fits, anything else is refused. */
export const REPORT_BODY_LIMIT =
  Object.values(REPORT_MAX_LENGTHS).reduce((sum, max) => sum + max, 0) * MAX_BYTES_PER_UNIT +
  REPORT_OVERHEAD_BYTES;

/** Per client address; two page loads' worth of the browser's own cap. Its own counter, apart
 * from the contact form's: reports never use up anyone's submissions, nor the other way round. */
export const DEFAULT_REPORT_RATE_LIMIT = { max: 6, timeWindow: 60_000 };

/** Addresses the limiter remembers (least recently seen forgotten first): bounded memory however
 * many addresses send. */
export const REPORT_LIMITER_CLIENTS = 5_000;

export interface ErrorReportOptions {
  /** false lifts the limit (tests). */
  rateLimit: ClientLimit | false;
}

/** E-mail addresses, and free-standing digit runs as long as a phone number, that an error
 * message may quote from what the visitor typed. Digits inside a word (a chunk's hash in a stack)
 * and short numbers (line:column, counts) stay. */
const PERSONAL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?<![\w.-])\+?\d[\d .-]{5,}\d(?!\w)/g;
/** Romanian phone numbers have 10 digits; fewer than this is a position or a count. */
const MIN_PHONE_DIGITS = 7;
const REDACTED = "[…]";

/** The text with anything that looks like an address or a phone number replaced. */
export function redactPersonal(text: string): string {
  return text.replace(PERSONAL, (match) =>
    match.includes("@") || match.replace(/\D/g, "").length >= MIN_PHONE_DIGITS ? REDACTED : match,
  );
}

/** The report, cleaned and truncated, or why it was refused. */
export function parseReport(body: unknown): ClientErrorReport | string {
  if (!body || typeof body !== "object" || Array.isArray(body))
    return "the body must be a JSON object";
  const { message, route, build, stack } = body as Record<string, unknown>;
  if (typeof message !== "string" || typeof route !== "string" || typeof build !== "string")
    return "message, route and build must be strings";
  if (stack !== undefined && stack !== null && typeof stack !== "string")
    return "stack must be a string when present";
  const report: ClientErrorReport = {
    message: redactPersonal(cleanReportField(message, REPORT_MAX_LENGTHS.message)),
    route: cleanReportField(routePath(route), REPORT_MAX_LENGTHS.route),
    build: cleanReportField(build, REPORT_MAX_LENGTHS.build),
  };
  if (!report.message) return "message must not be empty";
  if (!report.route.startsWith("/")) return "route must be a path beginning with /";
  const cleanStack = redactPersonal(cleanReportField(stack ?? "", REPORT_MAX_LENGTHS.stack));
  if (cleanStack) report.stack = cleanStack;
  return report;
}

/** A report is never stored, so no failure is storage's; only a fault is logged. */
const REPORT_ERRORS = beaconErrors({
  noun: "a report",
  bodyLimit: REPORT_BODY_LIMIT,
  lines: { fault: "client error report failed" },
});

export async function errorReportRoutes(app: FastifyInstance, opts: ErrorReportOptions) {
  // Registered inside this plugin, the limiter counts this route only, in a store of its own.
  await guardBeacon(app, opts.rateLimit, REPORT_LIMITER_CLIENTS);
  app.setErrorHandler(REPORT_ERRORS);

  app.post(
    CLIENT_ERRORS_PATH,
    { bodyLimit: REPORT_BODY_LIMIT, logLevel: "warn" },
    async (request, reply) => {
      const report = parseReport(request.body);
      if (typeof report === "string") return refuse(reply, 400, report);
      request.log.warn({ report }, "client error report");
      return reply.code(204).send();
    },
  );
}

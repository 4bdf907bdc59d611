// Browser error reports: an error boundary hands what it caught to reportClientError, which sends
// one small JSON beacon to the contact server. Reporting must never make a broken page worse, so
// nothing here throws, logs, retries or waits. The report's shape and cleaning are shared with the
// server (contract/errorReport.ts).
import { CLIENT_ERRORS_PATH } from "../../contract/endpoints";
import {
  REPORT_MAX_LENGTHS,
  UNKNOWN_BUILD,
  cleanReportField,
  routePath,
  type ClientErrorReport,
} from "../../contract/errorReport";
import { sendJsonBeacon } from "../utils/sendJson";

/** Reports one page load sends at most (client-side navigations share it), so one broken
 * component re-rendering cannot flood the server. The same message is sent only once. */
export const MAX_REPORTS_PER_PAGE = 3;

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
    sendJsonBeacon(CLIENT_ERRORS_PATH, JSON.stringify(report));
  } catch {
    // A report that cannot even be built is dropped: the page matters more than the report.
  }
}

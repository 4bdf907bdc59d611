// The whole server on loopback with its log captured as JSON lines, for the error-report tests.
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { AppOptions } from "../../server/app";
import { CLIENT_ERRORS_PATH } from "../../contract/endpoints";
import { startTestServer } from "../helpers/server";
import { TEST_FORM_SECRET } from "../helpers/timeTrap";

export const REPORT = {
  message: "TypeError: Cannot read properties of undefined (reading 'rate')",
  route: "/servicii/leasing",
  build: "0123456789abcdef0123",
  stack: "\n    at Simulator (app-1234.js:1:99)\n    at section",
};

export interface ReportServer {
  app: FastifyInstance;
  base: string;
  /** The server's temporary folder: the SQLite file and nothing else. */
  dir: string;
  /** Everything logged since the server listened, parsed, and as written. */
  logLines: Record<string, unknown>[];
  rawLog(): string;
  /** The lines of accepted reports. */
  reportLines(): Record<string, unknown>[];
  report(body: unknown, headers?: Record<string, string>): Promise<Response>;
}

/** Both limits lifted unless `overrides` sets them. */
export async function startReportServer(
  overrides: Partial<AppOptions> = {},
): Promise<ReportServer> {
  let raw = "";
  const logLines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw += chunk.toString("utf8");
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean))
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const {
    app,
    origin: base,
    dir,
  } = await startTestServer({
    tmpPrefix: "error-reports-",
    reportRateLimit: false,
    formSecret: TEST_FORM_SECRET,
    logger: { level: "info", stream },
    ...overrides,
  });
  // Start-up lines (the listening address among them) are not the reports' business.
  logLines.length = 0;
  raw = "";
  return {
    app,
    base,
    dir,
    logLines,
    rawLog: () => raw,
    reportLines: () => logLines.filter((line) => line.msg === "client error report"),
    report: (body, headers = {}) =>
      fetch(`${base}${CLIENT_ERRORS_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
  };
}

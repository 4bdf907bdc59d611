/** @jest-environment node */
// POST /client-errors against a real server on loopback with a real SQLite file: what it answers,
// the one log line it writes, what it never logs, and that it stores nothing.
import fs from "node:fs";
import path from "node:path";
import { REPORT_BODY_LIMIT } from "../../server/errorReports";
import { NON_HTML_CSP, commonSecurityHeaders } from "../../server/security";
import { REPORT_MAX_LENGTHS } from "../../contract/errorReport";
import { REPORT, startReportServer, type ReportServer } from "./reportServer";

/** What the visitor's request carries that must never reach the log. */
const USER_AGENT = "Mozilla/5.0 SecretAgent/9.9";
const COOKIE = "session=cookie-secret-value";

let server: ReportServer;
const report: ReportServer["report"] = (body, headers) => server.report(body, headers);
const reportLines = () => server.reportLines();

beforeEach(async () => {
  server = await startReportServer();
});

afterEach(async () => {
  await server.app.close();
});

describe("an accepted report", () => {
  it("answers 204 and logs one warn line with message, route, build and stack", async () => {
    const res = await report(REPORT);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(reportLines()).toEqual([
      expect.objectContaining({
        level: 40,
        report: {
          message: REPORT.message,
          route: REPORT.route,
          build: REPORT.build,
          stack: "at Simulator (app-1234.js:1:99) at section",
        },
      }),
    ]);
  });

  it("logs nothing of the visitor: no address, user agent, cookie or query string", async () => {
    const res = await report(
      { ...REPORT, route: "/contact?email=ion%40example.ro&tel=0722123456#form" },
      { "user-agent": USER_AGENT, cookie: COOKIE, referer: `${server.base}/contact?email=x` },
    );
    expect(res.status).toBe(204);
    expect(reportLines()).toEqual([
      expect.objectContaining({ report: expect.objectContaining({ route: "/contact" }) }),
    ]);
    // Every line the request caused, not only the report's own.
    for (const secret of ["127.0.0.1", "SecretAgent", "cookie-secret", "example.ro", "0722123456"])
      expect([secret, server.rawLog().includes(secret)]).toEqual([secret, false]);
    expect(server.rawLog()).not.toMatch(/remoteAddress|user-agent|"url"/i);
  });

  it("blanks e-mail addresses and phone numbers an error message quotes", async () => {
    const res = await report({
      ...REPORT,
      message: "Error: no rate for ion.popescu@example.ro, tel. +40 722 123 456 or 0722123456",
      stack: "at Form (app-0123456789abcdef.js:1:23456) at a@b.ro",
    });
    expect(res.status).toBe(204);
    expect(reportLines()[0]).toMatchObject({
      report: {
        message: "Error: no rate for […], tel. […] or […]",
        stack: "at Form (app-0123456789abcdef.js:1:23456) at […]",
      },
    });
  });

  it("strips control characters and truncates every field to its maximum", async () => {
    const res = await report({
      message: `Error: a\u0000b\r\nc\u001b[31m\u202eend ${"x".repeat(2 * REPORT_MAX_LENGTHS.message)}`,
      route: `/${"r".repeat(REPORT_MAX_LENGTHS.route)}`,
      build: "b".repeat(REPORT_MAX_LENGTHS.build + 1),
      stack: "s\n".repeat(REPORT_MAX_LENGTHS.stack),
    });
    expect(res.status).toBe(204);
    const { report: logged } = reportLines()[0] as { report: Record<string, string> };
    expect(logged.message.startsWith("Error: a b c [31m end xxx")).toBe(true);
    for (const [field, max] of Object.entries(REPORT_MAX_LENGTHS)) {
      expect([field, logged[field].length]).toEqual([field, max]);
      expect(logged[field].endsWith("…")).toBe(true);
    }
    // eslint-disable-next-line no-control-regex
    expect(JSON.stringify(logged)).not.toMatch(/[\u0000-\u001f\u007f\u202e]|\\u00/);
  });

  it("sends the headers of every other non-HTML answer", async () => {
    for (const res of [await report(REPORT), await report("{")]) {
      expect(res.headers.get("content-security-policy")).toBe(NON_HTML_CSP);
      for (const [name, value] of Object.entries(commonSecurityHeaders(0)))
        expect([name, res.headers.get(name)]).toEqual([name, value]);
    }
  });

  it("writes nothing to the database or anywhere else on disk", async () => {
    const snapshot = () =>
      fs
        .readdirSync(server.dir)
        .sort()
        .map((name) => [name, fs.readFileSync(path.join(server.dir, name)).toString("base64")]);
    const before = snapshot();
    for (let i = 0; i < 3; i += 1)
      expect((await report({ ...REPORT, message: `Error ${i}` })).status).toBe(204);
    expect(reportLines()).toHaveLength(3);
    expect(snapshot()).toEqual(before);
  });
});

describe("a refused report", () => {
  it.each([
    ["a body that is not JSON", "{not json", /not valid JSON/],
    ["a JSON array", "[]", /JSON object/],
    ["a missing build", JSON.stringify({ message: "x", route: "/" }), /must be strings/],
    ["a number as message", JSON.stringify({ ...REPORT, message: 1 }), /must be strings/],
    ["an empty message", JSON.stringify({ ...REPORT, message: " \n " }), /not be empty/],
    ["a route that is no path", JSON.stringify({ ...REPORT, route: "https://x.ro/a" }), /route/],
    ["a stack that is no string", JSON.stringify({ ...REPORT, stack: 7 }), /stack/],
  ])("answers 400 with a JSON message to %s, and logs no report", async (_label, body, why) => {
    const res = await report(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message: expect.stringMatching(why),
    });
    expect(reportLines()).toEqual([]);
  });

  it("answers 415 to a body that is not sent as JSON", async () => {
    const res = await report(JSON.stringify(REPORT), { "content-type": "text/plain" });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ message: expect.stringMatching(/application\/json/) });
  });

  it("answers 413 above its small body limit, before reading the report", async () => {
    const res = await report({ ...REPORT, stack: "s".repeat(REPORT_BODY_LIMIT) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ statusCode: 413, error: "Payload Too Large" });
    expect(reportLines()).toEqual([]);
  });

  it("accepts the longest report the browser module can send", async () => {
    const longest = {
      message: "ț".repeat(REPORT_MAX_LENGTHS.message),
      route: `/${"ș".repeat(REPORT_MAX_LENGTHS.route - 1)}`,
      build: '"'.repeat(REPORT_MAX_LENGTHS.build),
      stack: "€".repeat(REPORT_MAX_LENGTHS.stack),
    };
    expect((await report(longest)).status).toBe(204);
  });
});

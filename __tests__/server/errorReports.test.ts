/** @jest-environment node */
// POST /client-errors against a real server on loopback with a real SQLite file: what it answers,
// the one log line it writes, what it never logs, and that it stores nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { buildApp, type AppOptions } from "../../server/app";
import { REPORT_BODY_LIMIT } from "../../server/errorReports";
import { NON_HTML_CSP, commonSecurityHeaders } from "../../server/security";
import { CLIENT_ERRORS_PATH, REPORT_MAX_LENGTHS } from "../../src/errors/report";
import { TEST_FORM_SECRET, tokenIssuedAgo } from "../helpers/timeTrap";

const REPORT = {
  message: "TypeError: Cannot read properties of undefined (reading 'rate')",
  route: "/servicii/leasing",
  build: "0123456789abcdef0123",
  stack: "\n    at Simulator (app-1234.js:1:99)\n    at section",
};
/** What the visitor's request carries that must never reach the log. */
const USER_AGENT = "Mozilla/5.0 SecretAgent/9.9";
const COOKIE = "session=cookie-secret-value";

let app: FastifyInstance;
let base: string;
let dir: string;
let dbPath: string;
let logLines: Record<string, unknown>[] = [];
let rawLog = "";

async function start(overrides: Partial<AppOptions> = {}) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "error-reports-"));
  dbPath = path.join(dir, "leads.sqlite");
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      rawLog += chunk.toString("utf8");
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean))
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  app = await buildApp({
    publicDir: dir,
    dbPath,
    rateLimit: false,
    reportRateLimit: false,
    formSecret: TEST_FORM_SECRET,
    logger: { level: "info", stream },
    ...overrides,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // Start-up lines (the listening address among them) are not the reports' business.
  logLines = [];
  rawLog = "";
}

function report(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}${CLIENT_ERRORS_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const reportLines = () => logLines.filter((line) => line.msg === "client error report");

afterEach(async () => {
  await app?.close();
});

describe("an accepted report", () => {
  beforeEach(() => start());

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
      { "user-agent": USER_AGENT, cookie: COOKIE, referer: `${base}/contact?email=x` },
    );
    expect(res.status).toBe(204);
    expect(reportLines()).toEqual([
      expect.objectContaining({ report: expect.objectContaining({ route: "/contact" }) }),
    ]);
    // Every line the request caused, not only the report's own.
    for (const secret of ["127.0.0.1", "SecretAgent", "cookie-secret", "example.ro", "0722123456"])
      expect([secret, rawLog.includes(secret)]).toEqual([secret, false]);
    expect(rawLog).not.toMatch(/remoteAddress|user-agent|"url"/i);
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
        .readdirSync(dir)
        .sort()
        .map((name) => [name, fs.readFileSync(path.join(dir, name)).toString("base64")]);
    const before = snapshot();
    for (let i = 0; i < 3; i += 1)
      expect((await report({ ...REPORT, message: `Error ${i}` })).status).toBe(204);
    expect(reportLines()).toHaveLength(3);
    expect(snapshot()).toEqual(before);
  });
});

describe("a refused report", () => {
  beforeEach(() => start());

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

  it("answers 400 to a body that is not sent as JSON", async () => {
    const res = await report(JSON.stringify(REPORT), { "content-type": "text/plain" });
    expect(res.status).toBe(400);
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

describe("rate limits", () => {
  const contactForm = () =>
    fetch(`${base}/sendmail.php`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        name: "Ion Popescu",
        email: "ion@example.ro",
        phone: "0722123456",
        comment: "Bună ziua",
        chkConfidentialitate: "1",
        formStartedAt: tokenIssuedAgo(),
      }).toString(),
    });

  it("answers 429 beyond its own limit, without eating the contact form's quota", async () => {
    await start({
      rateLimit: { max: 2, timeWindow: 60_000 },
      reportRateLimit: { max: 2, timeWindow: 60_000 },
    });
    const reports = [];
    for (let i = 0; i < 3; i += 1) reports.push((await report(REPORT)).status);
    expect(reports).toEqual([204, 204, 429]);
    const limited = await report(REPORT);
    expect(await limited.json()).toMatchObject({ statusCode: 429, error: "Too Many Requests" });
    expect(limited.headers.get("content-security-policy")).toBe(NON_HTML_CSP);
    expect(limited.headers.get("x-content-type-options")).toBe("nosniff");
    // The form still has both of its submissions, and then its own 429.
    const posts = [];
    for (let i = 0; i < 3; i += 1) posts.push((await contactForm()).status);
    expect(posts).toEqual([200, 200, 429]);
    expect(reportLines()).toHaveLength(2);
  });

  it("keeps accepting reports after the contact form's limit is used up", async () => {
    await start({
      rateLimit: { max: 1, timeWindow: 60_000 },
      reportRateLimit: { max: 2, timeWindow: 60_000 },
    });
    expect((await contactForm()).status).toBe(200);
    expect((await contactForm()).status).toBe(429);
    expect((await report(REPORT)).status).toBe(204);
  });

  it("remembers a bounded number of addresses, forgetting the least recent first", async () => {
    await start({
      trustProxy: true,
      reportRateLimit: { max: 1, timeWindow: 60_000, clients: 2 },
    });
    const from = async (ip: string) => (await report(REPORT, { "x-forwarded-for": ip })).status;
    expect([await from("192.0.2.1"), await from("192.0.2.1")]).toEqual([204, 429]);
    // Two other addresses fill the memory: the first one is forgotten, and may report again.
    expect([await from("192.0.2.2"), await from("192.0.2.3")]).toEqual([204, 204]);
    expect(await from("192.0.2.1")).toBe(204);
  });
});

/** @jest-environment node */
// Node's request log after real requests that carry secrets in their query: the calendar feed's
// key and a mail link's token are nowhere in it, while each request's path is.
import fs from "node:fs";
import path from "node:path";
import {
  BOOKING_FEED_PATH,
  BOOKING_MANAGE_PAGE_PATH,
  BOOKING_MANAGE_PATH,
} from "../../contract/booking/api";
import { REDACTED, redactUrl } from "../../server/logRedact";
import { startTestServer, type TestServer } from "../helpers/server";

/** As long and as random-looking as a real BOOKING_FEED_KEY (openssl rand -hex 32). */
const FEED_KEY = "9f2c4be07d1a56e3b8c0f7a2d4e6b1c3a5f7e9d0c2b4a6f8e1d3c5b7a9f0e2d4";
/** Another key of the same shape: the one a wrong guess sends. */
const WRONG_KEY = "0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e";
/** A manage link's token as a mail carries it (signature and all). */
const TOKEN = "1.b7f3c2a1d4e5.Zq8vX2mN4pR6tY1wK3sD5fG7hJ9lA0cE2uI4oB6nM8x";

let server: TestServer;
const lines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    tmpPrefix: "log-redact-",
    bookingFeedKey: FEED_KEY,
    logger: { level: "info", stream: { write: (line: string) => lines.push(line) } },
  });
  // The manage page as built, so that Node serves it as a file (200), the way a visitor opens it.
  const page = path.join(server.dir, BOOKING_MANAGE_PAGE_PATH, "index.html");
  fs.mkdirSync(path.dirname(page), { recursive: true });
  fs.writeFileSync(page, "<!doctype html><title>Gestionare</title>");
});

afterAll(async () => {
  await server?.close();
});

it("writes no feed key and no link token into the log, only the paths with their values blanked", async () => {
  const get = (url: string) => fetch(`${server.origin}${url}`).then((r) => r.status);
  expect(await get(`${BOOKING_FEED_PATH}?key=${FEED_KEY}`)).toBe(200);
  expect(await get(`${BOOKING_FEED_PATH}?key=${WRONG_KEY}`)).toBeGreaterThanOrEqual(400);
  expect(await get(`${BOOKING_MANAGE_PATH}?t=${TOKEN}`)).toBeGreaterThanOrEqual(400);
  // Served as a file, whatever its query.
  expect(await get(`${BOOKING_MANAGE_PAGE_PATH}?t=${TOKEN}`)).toBe(200);
  // A secret where a parameter's name would be, and a page that does not exist.
  expect(await get(`${BOOKING_FEED_PATH}?${FEED_KEY}`)).toBeGreaterThanOrEqual(400);
  expect(await get(`/nu-exista?key=${FEED_KEY}&t=${TOKEN}`)).toBe(404);

  const log = lines.join("");
  // The log was written: one incoming and one completed line per request at least.
  expect(lines.length).toBeGreaterThanOrEqual(12);
  for (const secret of [FEED_KEY, WRONG_KEY, TOKEN]) expect(log).not.toContain(secret);
  // Not even a piece of one (a long run of its characters).
  for (const secret of [FEED_KEY, WRONG_KEY, TOKEN]) expect(log).not.toContain(secret.slice(8, 24));
  const urls = lines
    .map((line) => JSON.parse(line) as { req?: { url?: string } })
    .flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
  expect(urls).toEqual([
    `${BOOKING_FEED_PATH}?key=${REDACTED}`,
    `${BOOKING_FEED_PATH}?key=${REDACTED}`,
    `${BOOKING_MANAGE_PATH}?t=${REDACTED}`,
    `${BOOKING_MANAGE_PAGE_PATH}?t=${REDACTED}`,
    `${BOOKING_FEED_PATH}?${REDACTED}`,
    `/nu-exista?key=${REDACTED}&t=${REDACTED}`,
  ]);
});

it.each([
  ["/", "/"],
  ["/servicii/leasing", "/servicii/leasing"],
  ["/booking/slots?type=consultanta-gratuita", `/booking/slots?type=${REDACTED}`],
  [
    "/booking/calendar.ics?key=abc&key=def",
    `/booking/calendar.ics?key=${REDACTED}&key=${REDACTED}`,
  ],
  ["/a?=secret&&x=", `/a?${REDACTED}&x=${REDACTED}`],
  [`/a?${"n".repeat(25)}=1`, `/a?${REDACTED}`],
  ["/a?", "/a?"],
])("redactUrl(%j) is %j", (url, redacted) => {
  expect(redactUrl(url)).toBe(redacted);
});

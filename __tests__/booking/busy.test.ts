/** @jest-environment node */
// The office's busy times from its own calendar: iCalendar files as calendar applications write
// them (TZID with VTIMEZONE, all-day events, weekly series with EXDATE and moved or cancelled
// occurrences, free and cancelled events), the bounds that keep a hostile file from holding the
// server, and BusySource over a real HTTP server on loopback and a file, on an injected clock.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import ICAL from "ical.js";
import {
  BusySource,
  BusyUnavailableError,
  BUSY_REFRESH_MS,
  type BusyLogger,
} from "../../server/booking/busy";
import {
  BusyFeedError,
  MAX_OCCURRENCES_PER_EVENT,
  MAX_OCCURRENCES_PER_FILE,
  MAX_RULE_STEPS_PER_EVENT,
  MAX_RULE_STEPS_PER_FILE,
  busyFromIcs,
  mergeBusy,
} from "../../server/booking/busyExpand";
import { BUSY_MAX_BYTES, BUSY_TIMEOUT_MS } from "../../server/booking/busyRead";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(iso);
const span = (start: string, end: string) => ({ start: at(start), end: at(end) });

/** A calendar as a calendar application exports it, CRLF line ends. */
const calendar = (...parts: string[]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//test//busy//EN",
    ...parts,
    "END:VCALENDAR",
    "",
  ].join("\r\n");

const event = (...lines: string[]) =>
  ["BEGIN:VEVENT", `UID:${Math.random().toString(36).slice(2)}@test`, ...lines, "END:VEVENT"].join(
    "\r\n",
  );

/** Europe/Bucharest as Google Calendar writes it. */
const BUCHAREST = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Bucharest",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0300",
  "TZNAME:EEST",
  "DTSTART:19700329T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0300",
  "TZOFFSETTO:+0200",
  "TZNAME:EET",
  "DTSTART:19701025T040000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

/** A zone under a name no platform knows (as Outlook names them): only its VTIMEZONE says that
 * it is five hours behind UTC in winter. */
const EASTERN = [
  "BEGIN:VTIMEZONE",
  "TZID:Eastern Standard Time",
  "BEGIN:STANDARD",
  "DTSTART:16010101T020000",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=1SU;BYMONTH=11",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:16010101T020000",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=2SU;BYMONTH=3",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
].join("\r\n");

const DECEMBER = { from: at("2026-12-01T00:00:00Z"), to: at("2027-01-01T00:00:00Z") };
const inDecember = (text: string) => busyFromIcs(text, DECEMBER.from, DECEMBER.to);

describe("busyFromIcs", () => {
  it("reads a UTC event, a TZID event through its VTIMEZONE and a floating one", () => {
    const text = calendar(
      EASTERN,
      event("DTSTART:20261203T080000Z", "DTEND:20261203T090000Z"),
      event(
        "DTSTART;TZID=Eastern Standard Time:20261207T090000",
        "DTEND;TZID=Eastern Standard Time:20261207T100000",
      ),
      // No VTIMEZONE, but a name the platform knows.
      event("DTSTART;TZID=America/New_York:20261208T090000", "DURATION:PT30M"),
      // Floating: the office's clock (10:00 in Bucharest is 08:00 UTC in December).
      event("DTSTART:20261209T100000", "DTEND:20261209T103000"),
    );
    expect(inDecember(text)).toEqual([
      span("2026-12-03T08:00:00Z", "2026-12-03T09:00:00Z"),
      span("2026-12-07T14:00:00Z", "2026-12-07T15:00:00Z"),
      span("2026-12-08T14:00:00Z", "2026-12-08T14:30:00Z"),
      span("2026-12-09T08:00:00Z", "2026-12-09T08:30:00Z"),
    ]);
  });

  it("makes an all-day event busy from midnight to midnight in Bucharest, 25 hours on 25 October", () => {
    const text = calendar(
      event("DTSTART;VALUE=DATE:20261203", "DTEND;VALUE=DATE:20261205"),
      event("DTSTART;VALUE=DATE:20261025"),
    );
    expect(busyFromIcs(text, at("2026-10-01T00:00:00Z"), DECEMBER.to)).toEqual([
      span("2026-10-24T21:00:00Z", "2026-10-25T22:00:00Z"),
      span("2026-12-02T22:00:00Z", "2026-12-04T22:00:00Z"),
    ]);
    // In another office zone the same days fall elsewhere.
    expect(busyFromIcs(text, DECEMBER.from, DECEMBER.to, { timeZone: "America/New_York" })).toEqual(
      [span("2026-12-03T05:00:00Z", "2026-12-05T05:00:00Z")],
    );
  });

  it("expands a weekly series across the end of summer time, less EXDATE, with a moved and a cancelled occurrence", () => {
    const uid = "UID:weekly@test";
    const text = calendar(
      BUCHAREST,
      [
        "BEGIN:VEVENT",
        uid,
        "DTSTART;TZID=Europe/Bucharest:20261019T100000",
        "DTEND;TZID=Europe/Bucharest:20261019T110000",
        "RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=7",
        "EXDATE;TZID=Europe/Bucharest:20261109T100000",
        "END:VEVENT",
      ].join("\r\n"),
      [
        "BEGIN:VEVENT",
        uid,
        "RECURRENCE-ID;TZID=Europe/Bucharest:20261116T100000",
        "DTSTART;TZID=Europe/Bucharest:20261117T140000",
        "DTEND;TZID=Europe/Bucharest:20261117T150000",
        "END:VEVENT",
      ].join("\r\n"),
      [
        "BEGIN:VEVENT",
        uid,
        "RECURRENCE-ID;TZID=Europe/Bucharest:20261123T100000",
        "DTSTART;TZID=Europe/Bucharest:20261123T100000",
        "DTEND;TZID=Europe/Bucharest:20261123T110000",
        "STATUS:CANCELLED",
        "END:VEVENT",
      ].join("\r\n"),
    );
    expect(busyFromIcs(text, at("2026-10-01T00:00:00Z"), DECEMBER.to)).toEqual([
      span("2026-10-19T07:00:00Z", "2026-10-19T08:00:00Z"),
      span("2026-10-26T08:00:00Z", "2026-10-26T09:00:00Z"),
      span("2026-11-02T08:00:00Z", "2026-11-02T09:00:00Z"),
      span("2026-11-17T12:00:00Z", "2026-11-17T13:00:00Z"),
      span("2026-11-30T08:00:00Z", "2026-11-30T09:00:00Z"),
    ]);
    // An occurrence moved into the window from a day outside it is found there.
    expect(busyFromIcs(text, at("2026-11-17T00:00:00Z"), at("2026-11-18T00:00:00Z"))).toEqual([
      span("2026-11-17T12:00:00Z", "2026-11-17T13:00:00Z"),
    ]);
  });

  it("leaves out free (transparent) and cancelled events", () => {
    const text = calendar(
      event("DTSTART:20261203T080000Z", "DTEND:20261203T090000Z", "TRANSP:TRANSPARENT"),
      event("DTSTART:20261204T080000Z", "DTEND:20261204T090000Z", "STATUS:CANCELLED"),
      event("DTSTART;VALUE=DATE:20261210", "TRANSP:TRANSPARENT"),
      event(
        "DTSTART:20261201T080000Z",
        "DTEND:20261201T090000Z",
        "RRULE:FREQ=DAILY;COUNT=20",
        "STATUS:CANCELLED",
      ),
      event("DTSTART:20261205T080000Z", "DTEND:20261205T090000Z", "TRANSP:OPAQUE"),
      event("DTSTART:20261206T080000Z", "DTEND:20261206T090000Z", "STATUS:TENTATIVE"),
    );
    expect(inDecember(text)).toEqual([
      span("2026-12-05T08:00:00Z", "2026-12-05T09:00:00Z"),
      span("2026-12-06T08:00:00Z", "2026-12-06T09:00:00Z"),
    ]);
  });

  it("keeps what overlaps the window, whole, and merges what overlaps or touches", () => {
    const text = calendar(
      event("DTSTART:20261203T070000Z", "DTEND:20261203T090000Z"),
      event("DTSTART:20261203T085000Z", "DTEND:20261203T093000Z"),
      event("DTSTART:20261203T093000Z", "DTEND:20261203T100000Z"),
      // Ends where the window starts, starts where it ends: outside it.
      event("DTSTART:20261203T050000Z", "DTEND:20261203T080000Z"),
      event("DTSTART:20261203T120000Z", "DTEND:20261203T130000Z"),
      // No length: takes no time.
      event("DTSTART:20261203T083000Z"),
    );
    const from = at("2026-12-03T08:00:00Z");
    const to = at("2026-12-03T12:00:00Z");
    expect(busyFromIcs(text, from, to)).toEqual([
      span("2026-12-03T07:00:00Z", "2026-12-03T10:00:00Z"),
    ]);
    expect(busyFromIcs(text, to, from)).toEqual([]);
  });

  it("reads VFREEBUSY periods other than FREE as busy", () => {
    const text = calendar(
      [
        "BEGIN:VFREEBUSY",
        "DTSTART:20261201T000000Z",
        "DTEND:20261231T000000Z",
        "FREEBUSY:20261203T080000Z/20261203T090000Z,20261203T120000Z/PT30M",
        "FREEBUSY;FBTYPE=BUSY-UNAVAILABLE:20261204T080000Z/20261204T090000Z",
        "FREEBUSY;FBTYPE=FREE:20261205T080000Z/20261205T090000Z",
        "END:VFREEBUSY",
      ].join("\r\n"),
    );
    expect(inDecember(text)).toEqual([
      span("2026-12-03T08:00:00Z", "2026-12-03T09:00:00Z"),
      span("2026-12-03T12:00:00Z", "2026-12-03T12:30:00Z"),
      span("2026-12-04T08:00:00Z", "2026-12-04T09:00:00Z"),
    ]);
  });

  it("finds today's occurrences of a daily or every-other-week series begun years ago", () => {
    const text = calendar(
      BUCHAREST,
      event(
        "DTSTART;TZID=Europe/Bucharest:20150105T090000",
        "DTEND;TZID=Europe/Bucharest:20150105T091500",
        "RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR",
      ),
      event(
        "DTSTART;TZID=Europe/Bucharest:20100105T150000",
        "DTEND;TZID=Europe/Bucharest:20100105T160000",
        "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH",
      ),
    );
    // The reference: every occurrence from DTSTART on, by ical.js without any bound.
    const expected: { start: number; end: number }[] = [];
    const root = new ICAL.Component(ICAL.parse(text));
    for (const component of root.getAllSubcomponents("vevent")) {
      const series = new ICAL.Event(component);
      const expansion = series.iterator();
      for (let next = expansion.next(); next; next = expansion.next()) {
        const start = next.toJSDate().getTime();
        if (start >= DECEMBER.to) break;
        const end = start + series.duration.toSeconds() * 1000;
        if (end > DECEMBER.from) expected.push({ start, end });
      }
    }
    expect(expected.length).toBeGreaterThan(25);
    expect(inDecember(text)).toEqual(mergeBusy(expected));
    // Bucharest's 09:00 on a December Monday, 15:00 on a Tuesday of the series' weeks.
    expect(inDecember(text)).toContainEqual(span("2026-12-07T07:00:00Z", "2026-12-07T07:15:00Z"));
  });

  it(`expands at most ${MAX_OCCURRENCES_PER_EVENT} occurrences of an event and refuses more`, () => {
    const text = calendar(
      event("DTSTART:20261203T080000Z", "DURATION:PT1S", "RRULE:FREQ=SECONDLY"),
    );
    const from = at("2026-12-03T08:00:00Z");
    // 600 occurrences of a second each: one busy stretch of ten minutes.
    expect(busyFromIcs(text, from, from + 10 * MINUTE)).toEqual([
      { start: from, end: from + 10 * MINUTE },
    ]);
    const started = Date.now();
    expect(() => busyFromIcs(text, from, from + HOUR)).toThrow(BusyFeedError);
    expect(() => busyFromIcs(text, from, from + HOUR)).toThrow(
      `over ${MAX_OCCURRENCES_PER_EVENT} occurrences`,
    );
    // The bound holds within one more than it, exactly.
    const exact = (MAX_OCCURRENCES_PER_EVENT * 1000) as number;
    expect(busyFromIcs(text, from, from + exact)).toEqual([{ start: from, end: from + exact }]);
    expect(() => busyFromIcs(text, from, from + exact + 1000)).toThrow(BusyFeedError);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("stops a rule no date satisfies instead of looping forever", () => {
    const text = calendar(
      event(
        "DTSTART:20260105T090000Z",
        "DTEND:20260105T093000Z",
        "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
      ),
    );
    const started = Date.now();
    expect(() => inDecember(text)).toThrow(/rule steps/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it(`refuses a file with more than ${MAX_OCCURRENCES_PER_FILE} occurrences in all`, () => {
    const from = at("2026-12-03T08:00:00Z");
    const perEvent = MAX_OCCURRENCES_PER_EVENT - 1;
    const events = Math.ceil(MAX_OCCURRENCES_PER_FILE / perEvent) + 1;
    const series = Array.from({ length: events }, () =>
      event("DTSTART:20261203T080000Z", "DURATION:PT1S", `RRULE:FREQ=SECONDLY;COUNT=${perEvent}`),
    );
    expect(() => busyFromIcs(calendar(...series), from, from + DAY)).toThrow(
      `over ${MAX_OCCURRENCES_PER_FILE} occurrences in the file`,
    );
    expect(busyFromIcs(calendar(...series.slice(0, 3)), from, from + DAY)).toEqual([
      { start: from, end: from + perEvent * 1000 },
    ]);
  });

  it(`refuses a file whose rules take more than ${MAX_RULE_STEPS_PER_FILE} steps in all`, () => {
    // Each series looks at every day since 1977 for its 1 January: some 18,000 steps, under the
    // bound of one event; six of them are over the file's.
    const yearly = () =>
      event(
        "DTSTART:19770101T090000Z",
        "DTEND:19770101T100000Z",
        "RRULE:FREQ=DAILY;BYMONTH=1;BYMONTHDAY=1;COUNT=100",
      );
    expect(MAX_RULE_STEPS_PER_EVENT).toBeGreaterThan(18_300);
    expect(inDecember(calendar(yearly()))).toEqual([]);
    expect(() => inDecember(calendar(...Array.from({ length: 6 }, yearly)))).toThrow(
      `over ${MAX_RULE_STEPS_PER_FILE} rule steps in the file`,
    );
  });

  it.each([
    ["an HTML page", "<!doctype html><html><body>Sign in</body></html>"],
    ["an empty file", ""],
    ["a vCard", "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ion\r\nEND:VCARD\r\n"],
  ])("refuses %s", (_what, text) => {
    expect(() => inDecember(text)).toThrow(BusyFeedError);
  });

  it("reads every calendar of a file that holds several", () => {
    const text =
      calendar(event("DTSTART:20261203T080000Z", "DTEND:20261203T090000Z")) +
      calendar(event("DTSTART:20261204T080000Z", "DTEND:20261204T090000Z"));
    expect(inDecember(text)).toEqual([
      span("2026-12-03T08:00:00Z", "2026-12-03T09:00:00Z"),
      span("2026-12-04T08:00:00Z", "2026-12-04T09:00:00Z"),
    ]);
  });
});

describe("BusySource", () => {
  const FIRST = calendar(event("DTSTART:20261203T080000Z", "DTEND:20261203T090000Z"));
  const SECOND = calendar(event("DTSTART:20261204T100000Z", "DTEND:20261204T110000Z"));
  const FIRST_BUSY = [span("2026-12-03T08:00:00Z", "2026-12-03T09:00:00Z")];
  const SECOND_BUSY = [span("2026-12-04T10:00:00Z", "2026-12-04T11:00:00Z")];

  /** What the server answers at /cal.ics; the other paths misbehave in one way each. */
  let body = FIRST;
  let status = 200;
  const hits = new Map<string, number>();
  const hung = new Set<http.ServerResponse>();
  let server: http.Server;
  let base: string;
  let tmp: string;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "busy-test-"));
    server = http.createServer((req, res) => {
      const url = req.url ?? "";
      hits.set(url, (hits.get(url) ?? 0) + 1);
      if (url === "/cal.ics" || url.startsWith("/secret-")) {
        res.writeHead(status, { "content-type": "text/calendar; charset=utf-8" });
        res.end(body);
      } else if (url === "/silent") {
        hung.add(res);
      } else if (url === "/trickle") {
        res.writeHead(200, { "content-type": "text/calendar" });
        res.write("BEGIN:VCALENDAR\r\n");
        hung.add(res);
      } else if (url === "/big") {
        // Announces more than the bound and stalls: refused on the announcement, not the timeout.
        res.writeHead(200, { "content-type": "text/calendar", "content-length": "2000" });
        res.write("x".repeat(10));
        hung.add(res);
      } else if (url === "/big-chunked") {
        res.writeHead(200, { "content-type": "text/calendar" });
        for (let i = 0; i < 20; i++) res.write("x".repeat(100));
        res.end();
      } else {
        res.writeHead(404).end("not found");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const res of hung) res.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  beforeEach(() => {
    body = FIRST;
    status = 200;
    hits.clear();
  });

  function logger() {
    const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    return log satisfies BusyLogger;
  }

  /** A clock the test moves by hand. */
  function clock(start = at("2026-12-01T09:00:00Z")) {
    let now = start;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  }

  it("has the documented defaults", () => {
    expect(BUSY_REFRESH_MS).toBe(5 * MINUTE);
    expect(BUSY_TIMEOUT_MS).toBe(10_000);
    expect(BUSY_MAX_BYTES).toBe(5 * 1024 * 1024);
    // Fastify's logger is one it can write to.
    const fastifyLog = null as unknown as FastifyBaseLogger;
    const accepted: BusyLogger | null = fastifyLog;
    expect(accepted).toBeNull();
  });

  it("reads the feed, then again only once refreshMs has passed", async () => {
    const time = clock();
    const log = logger();
    const source = new BusySource(`${base}/cal.ics`, { now: time.now, refreshMs: 60_000, log });
    expect(source.status()).toEqual({ ok: false, lastLoadedAt: null, error: null });
    expect(await source.busy(DECEMBER.from, DECEMBER.to)).toEqual(FIRST_BUSY);
    expect(source.status()).toEqual({
      ok: true,
      lastLoadedAt: "2026-12-01T09:00:00.000Z",
      error: null,
    });
    expect(log.info).toHaveBeenCalledTimes(1);

    body = SECOND;
    time.advance(59_999);
    expect(await source.busy(DECEMBER.from, DECEMBER.to)).toEqual(FIRST_BUSY);
    expect(hits.get("/cal.ics")).toBe(1);

    time.advance(1);
    expect(await source.busy(DECEMBER.from, DECEMBER.to)).toEqual(SECOND_BUSY);
    expect(hits.get("/cal.ics")).toBe(2);
    expect(source.status().lastLoadedAt).toBe("2026-12-01T09:01:00.000Z");
    // Only the times overlapping the span asked for.
    expect(await source.busy(at("2026-12-04T11:00:00Z"), DECEMBER.to)).toEqual([]);
  });

  it("reads once for calls that arrive together", async () => {
    const source = new BusySource(`${base}/cal.ics`, { now: clock().now });
    const answers = await Promise.all([1, 2, 3].map(() => source.busy(DECEMBER.from, DECEMBER.to)));
    expect(answers).toEqual([FIRST_BUSY, FIRST_BUSY, FIRST_BUSY]);
    expect(hits.get("/cal.ics")).toBe(1);
  });

  it("keeps the last good times when a later read fails, and logs it", async () => {
    const time = clock();
    const log = logger();
    const source = new BusySource(`${base}/cal.ics`, { now: time.now, refreshMs: 60_000, log });
    await source.busy(DECEMBER.from, DECEMBER.to);

    status = 500;
    time.advance(60_000);
    expect(await source.busy(DECEMBER.from, DECEMBER.to)).toEqual(FIRST_BUSY);
    expect(source.status()).toEqual({
      ok: false,
      lastLoadedAt: "2026-12-01T09:00:00.000Z",
      error: "HTTP 500",
    });
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: "HTTP 500" }),
      expect.stringContaining("last good"),
    );

    // A file that is not iCalendar is a failed read too, not an empty calendar.
    status = 200;
    body = "<html>Sign in</html>";
    time.advance(60_000);
    expect(await source.busy(DECEMBER.from, DECEMBER.to)).toEqual(FIRST_BUSY);
    expect(source.status().error).toMatch(/not an iCalendar file/);

    body = SECOND;
    time.advance(60_000);
    expect(await source.busy(DECEMBER.from, DECEMBER.to)).toEqual(SECOND_BUSY);
    expect(source.status()).toMatchObject({ ok: true, error: null });
    expect(hits.get("/cal.ics")).toBe(4);
  });

  it("throws before its first good read, tries again after retryMs, and logs without the URL's secret", async () => {
    const time = clock();
    const log = logger();
    const url = `${base}/secret-0123456789abcdef/basic.ics`;
    status = 404;
    const source = new BusySource(url, { now: time.now, retryMs: 30_000, log });
    await expect(source.busy(DECEMBER.from, DECEMBER.to)).rejects.toThrow(BusyUnavailableError);
    expect(source.status()).toEqual({ ok: false, lastLoadedAt: null, error: "HTTP 404" });
    expect(log.error).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify([log.error.mock.calls, log.warn.mock.calls]);
    expect(logged).not.toContain("secret-0123456789abcdef");
    expect(logged).toContain("127.0.0.1");

    // Within retryMs it refuses at once, without asking the server again.
    status = 200;
    time.advance(29_999);
    await expect(source.busy(DECEMBER.from, DECEMBER.to)).rejects.toThrow(BusyUnavailableError);
    expect(hits.get("/secret-0123456789abcdef/basic.ics")).toBe(1);

    time.advance(1);
    expect(await source.busy(DECEMBER.from, DECEMBER.to)).toEqual(FIRST_BUSY);
  });

  it.each([
    ["with a Content-Length", "/big"],
    ["sent in chunks", "/big-chunked"],
  ])("refuses an answer larger than maxBytes %s", async (_how, route) => {
    const source = new BusySource(`${base}${route}`, {
      now: clock().now,
      maxBytes: 1000,
      timeoutMs: 3000,
    });
    await expect(source.busy(DECEMBER.from, DECEMBER.to)).rejects.toThrow(BusyUnavailableError);
    expect(source.status().error).toBe("larger than 1000 bytes");
  });

  it.each([
    ["a server that never answers", "/silent"],
    ["an answer that never ends", "/trickle"],
  ])("gives up on %s after timeoutMs", async (_what, route) => {
    const source = new BusySource(`${base}${route}`, { now: clock().now, timeoutMs: 300 });
    const started = Date.now();
    await expect(source.busy(DECEMBER.from, DECEMBER.to)).rejects.toThrow(BusyUnavailableError);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(source.status().error).toBe("no answer within 300 ms");
  });

  it("reads a file path, with the same size bound", async () => {
    const file = path.join(tmp, "office.ics");
    fs.writeFileSync(file, FIRST);
    const time = clock();
    const source = new BusySource(file, { now: time.now, refreshMs: 1000 });
    expect(await source.busy(DECEMBER.from, DECEMBER.to)).toEqual(FIRST_BUSY);

    fs.writeFileSync(file, SECOND);
    time.advance(1000);
    expect(await source.busy(DECEMBER.from, DECEMBER.to)).toEqual(SECOND_BUSY);
    const byUrl = new BusySource(pathToFileURL(file).href, { now: time.now });
    expect(await byUrl.busy(DECEMBER.from, DECEMBER.to)).toEqual(SECOND_BUSY);

    const small = new BusySource(file, { now: time.now, maxBytes: 100 });
    await expect(small.busy(DECEMBER.from, DECEMBER.to)).rejects.toThrow(BusyUnavailableError);
    expect(small.status().error).toBe("larger than 100 bytes");

    const missing = new BusySource(path.join(tmp, "none.ics"), { now: time.now });
    await expect(missing.busy(DECEMBER.from, DECEMBER.to)).rejects.toThrow(/ENOENT/);
  });

  it("expands again for a span beyond the one it holds", async () => {
    const text = calendar(
      event(
        "DTSTART:20260105T080000Z",
        "DTEND:20260105T090000Z",
        "RRULE:FREQ=MONTHLY;BYMONTHDAY=5",
      ),
    );
    const file = path.join(tmp, "monthly.ics");
    fs.writeFileSync(file, text);
    const source = new BusySource(file, { now: clock().now });
    expect(await source.busy(DECEMBER.from, DECEMBER.to)).toEqual([
      span("2026-12-05T08:00:00Z", "2026-12-05T09:00:00Z"),
    ]);
    const june = { from: at("2027-06-01T00:00:00Z"), to: at("2027-07-01T00:00:00Z") };
    expect(await source.busy(june.from, june.to)).toEqual([
      span("2027-06-05T08:00:00Z", "2027-06-05T09:00:00Z"),
    ]);
  });
});

// The booking server under test: a calendar open every day (so a test does not depend on the
// weekday it runs on), a clock the test moves, and the mails as a visitor's mail program reads
// them (mailparser), invitations included.
import { simpleParser, type ParsedMail } from "mailparser";
import ICAL from "ical.js";
import {
  BOOKING_FIELDS,
  BOOKING_PATH,
  BOOKING_SLOTS_PATH,
  type SlotsAnswer,
} from "../../contract/booking/api";
import { HONEYPOT_FIELD } from "../../contract/contact";
import type { BookingSetup } from "../../server/booking/setup";
import type { BookingRow } from "../../server/booking/types";
import { bookingSetup } from "../../server/booking/setup";
import type { Mail } from "./smtp";

/** Wednesday 2 December 2026, 08:00 in Bucharest: the first day of the horizon is a working day
 * after a public holiday (1 December), and the horizon holds Christmas and New Year. */
export const T0 = Date.parse("2026-12-02T06:00:00.000Z");

/** The shipped meeting type and modes, with office hours every day from 09:00 to 17:00. */
export function testSetup(overrides: Partial<BookingSetup> = {}): BookingSetup {
  const shipped = bookingSetup();
  return {
    ...shipped,
    calendar: {
      ...shipped.calendar,
      officeHours: ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({
        weekday,
        from: "09:00",
        to: "17:00",
      })),
      closures: [],
    },
    ...overrides,
  };
}

export const TYPE = bookingSetup().types[0];

/** A stored booking as the database row holds it: Thursday 3 December 2026, 10:30 in Bucharest,
 * by phone; `over` changes what a test is about. */
export function bookingRow(over: Partial<BookingRow> = {}): BookingRow {
  return {
    id: 1,
    uid: "b7f3c2a1d4e5",
    created_at: "2026-11-20T10:00:00.000Z",
    type: "consultanta-gratuita",
    mode: "telefon",
    start_at: "2026-12-03T08:30:00.000Z",
    end_at: "2026-12-03T09:00:00.000Z",
    buffer_before_min: 10,
    buffer_after_min: 10,
    name: "Ion Popescu",
    email: "ion@example.ro",
    phone: "0722123456",
    note: "",
    status: "confirmed",
    cancelled_at: null,
    sequence: 0,
    source_path: "/programare",
    ...over,
  };
}

/** A clock the server reads; `set` moves it. */
export function testClock(start = T0) {
  let value = start;
  return {
    now: () => value,
    set: (to: number) => {
      value = to;
    },
  };
}

export const VISITOR_DETAILS = {
  [BOOKING_FIELDS.name]: "Ioana Popescu",
  [BOOKING_FIELDS.email]: "ioana.popescu@firma-test.ro",
  [BOOKING_FIELDS.phone]: "0744000111",
  [BOOKING_FIELDS.consent]: "1",
};

export async function slots(origin: string, type = TYPE.id): Promise<SlotsAnswer> {
  const response = await fetch(`${origin}${BOOKING_SLOTS_PATH}?type=${type}`);
  if (response.status !== 200) throw new Error(`slots: ${response.status}`);
  return (await response.json()) as SlotsAnswer;
}

/** A booking as the page's script posts it. */
export function book(
  origin: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${origin}${BOOKING_PATH}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
      ...headers,
    },
    body: new URLSearchParams({
      [BOOKING_FIELDS.mode]: "online",
      [HONEYPOT_FIELD]: "",
      ...VISITOR_DETAILS,
      ...fields,
    }).toString(),
    redirect: "manual",
  });
}

export function postForm(origin: string, path: string, fields: Record<string, string>) {
  return fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams(fields).toString(),
  });
}

export interface ReadMail {
  parsed: ParsedMail;
  subject: string;
  text: string;
  to: string[];
  /** The calendar invitation attached, parsed; null without one. */
  calendar: ICAL.Component | null;
  /** METHOD of the attached invitation. */
  method: string | null;
}

export async function readMail(mail: Mail): Promise<ReadMail> {
  const parsed = await simpleParser(mail.raw);
  const part = parsed.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  const ics = part?.content.toString("utf8") ?? null;
  const calendar = ics ? new ICAL.Component(ICAL.parse(ics)) : null;
  return {
    parsed,
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    to: mail.to,
    calendar,
    method: (calendar?.getFirstPropertyValue("method") as string | null) ?? null,
  };
}

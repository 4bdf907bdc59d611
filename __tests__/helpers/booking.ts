// The booking server under test: a calendar open every day (so a test does not depend on the
// weekday it runs on), a clock the test moves, and the mails as a visitor's mail program reads
// them (mailparser), invitations included.
import { simpleParser, type ParsedMail } from "mailparser";
import ICAL from "ical.js";
import Database from "better-sqlite3";
import {
  BOOKING_CONFIRM_PATH,
  BOOKING_PATH,
  BOOKING_SLOTS_PATH,
  CONFIRM_TOKEN_PARAM,
  linkToken,
} from "../../contract/booking/api";
import { BOOKING_LINK_SECRET_SETTING, bookingLinks } from "../../server/booking/links";
import type { RequestRow } from "../../server/booking/pending";
import type { BookingBounds } from "../../server/booking/bounds";
import type { BookingSetup } from "../../server/booking/setup";
import type { BookingRow } from "../../server/booking/types";
import { bookingSetup } from "../../server/booking/setup";
import type { Mail } from "./smtp";
import { HONEYPOT_FIELD, STARTED_AT_FIELD, FORM_TOKEN_PATH } from "../../contract/forms/antiBot";
import { type PendingAnswer, type SlotsAnswer } from "../../contract/forms/bookingAnswers";
import { bookingForm, bookingRequestForm } from "../../contract/forms/booking";

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

/** Bounds on mails and link actions high enough for a test that books many times from one
 * address; the bounds themselves have their own tests. */
export const OPEN_BOUNDS: Partial<BookingBounds> = {
  mailsPerClient: { max: 10_000, windowMs: 60_000 },
  mailsPerRecipient: { max: 10_000, windowMs: 60_000 },
  actionsPerClient: { max: 10_000, windowMs: 60_000 },
};

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
    moves: 0,
    suspect_reason: null,
    suspect_age_ms: null,
    service: null,
    source_page: null,
    figures: null,
    ...over,
  };
}

/** An unconfirmed request as the store keeps it, for the meeting of `bookingRow()`, its link
 * valid an hour from T0; `over` changes what a test is about. */
export function requestRow(over: Partial<RequestRow> = {}): RequestRow {
  const booking = bookingRow();
  return {
    id: 7,
    created_at: new Date(T0).toISOString(),
    expires_at: new Date(T0 + 3_600_000).toISOString(),
    status: "unconfirmed",
    type: booking.type,
    mode: booking.mode,
    start_at: booking.start_at,
    end_at: booking.end_at,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    note: "Despre un credit",
    source_path: "/programare",
    suspect_reason: null,
    suspect_age_ms: null,
    confirm_nonce: "c",
    page_nonce: "p",
    mail_kind: "request-confirm",
    mail_status: "pending",
    mail_attempts: 0,
    mail_last_error: null,
    mail_next_attempt_at: null,
    mail_sent_at: null,
    mail_key: "k",
    service: null,
    source_page: null,
    figures: null,
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
  [bookingForm.fields.name]: "Ioana Popescu",
  [bookingForm.fields.email]: "ioana.popescu@firma-test.ro",
  [bookingForm.fields.phone]: "0744000111",
  [bookingForm.fields.consent]: "1",
};

export async function slots(origin: string, type = TYPE.id): Promise<SlotsAnswer> {
  const response = await fetch(`${origin}${BOOKING_SLOTS_PATH}?type=${type}`);
  if (response.status !== 200) throw new Error(`slots: ${response.status}`);
  return (await response.json()) as SlotsAnswer;
}

/** A time-trap token as the page asks the server for one (GET /form-token). */
export async function formToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}${FORM_TOKEN_PATH}`);
  return ((await response.json()) as { token: string }).token;
}

/** A request for a slot as the page's script posts it, with a token the server issued (`token:
 * null` sends none, a string sends that one). Nothing is booked until it is confirmed. */
export async function book(
  origin: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  token: string | null | undefined = undefined,
): Promise<Response> {
  const sent = token === undefined ? await formToken(origin) : token;
  return fetch(`${origin}${BOOKING_PATH}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
      ...headers,
    },
    body: new URLSearchParams({
      [bookingForm.fields.mode]: "online",
      [HONEYPOT_FIELD]: "",
      ...VISITOR_DETAILS,
      ...(sent === null ? {} : { [STARTED_AT_FIELD]: sent }),
      ...fields,
    }).toString(),
    redirect: "manual",
  });
}

/** The confirm link of a stored request, as its mail carries it (read from the database, for the
 * tests without an SMTP server). */
export function confirmTokenOf(dbPath: string, requestId: number): string {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const secret = db
      .prepare("SELECT value FROM settings WHERE key = ?")
      .get(BOOKING_LINK_SECRET_SETTING) as { value: string };
    const row = db
      .prepare("SELECT * FROM booking_requests WHERE id = ?")
      .get(requestId) as RequestRow;
    return linkToken(
      bookingLinks(secret.value).confirmPath(row).split("#")[1],
      CONFIRM_TOKEN_PARAM,
    )!;
  } finally {
    db.close();
  }
}

/** The newest stored request's id. */
export function lastRequestId(dbPath: string): number {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT MAX(id) AS id FROM booking_requests").get() as { id: number }).id;
  } finally {
    db.close();
  }
}

/** Presses the confirm page's button for a confirm token (`slot` instead of a taken time). */
export function confirm(origin: string, token: string, slot?: string): Promise<Response> {
  return postForm(origin, BOOKING_CONFIRM_PATH, {
    [bookingRequestForm.fields.confirm]: token,
    ...(slot ? { [bookingForm.fields.slot]: slot } : {}),
  });
}

/** A booking as a person makes it: the request, then the button behind the mailed link. Answers
 * the confirmation's response (or the request's, when the request was refused). */
export async function bookConfirmed(
  server: { origin: string; dbPath: string },
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const requested = await book(server.origin, fields, headers);
  if (requested.status !== 200) return requested;
  const answer = (await requested.clone().json()) as PendingAnswer;
  if (!answer.pageKey) return requested;
  const id = Number(answer.pageKey.split(".")[0]);
  return confirm(server.origin, confirmTokenOf(server.dbPath, id));
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

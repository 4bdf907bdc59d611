// The booking page's calls to the server (contract/booking/api.ts): the free slots, a booking sent
// as the urlencoded form the server also takes without JavaScript, and the manage page's reading,
// cancelling and moving of a booking. Every answer is turned into one outcome here, and only an
// answer that says success on a 2xx is ever a booking: the components never read a status code.
import {
  BOOKING_CANCEL_PATH,
  BOOKING_FIELDS,
  BOOKING_MANAGE_PATH,
  BOOKING_PATH,
  BOOKING_RESCHEDULE_PATH,
  BOOKING_SLOTS_PATH,
  MANAGE_TOKEN_PARAM,
  MEETING_MODES,
  parseSlotId,
  type BookingView,
  type MeetingMode,
  type SlotView,
  type SlotsAnswer,
} from "../../contract/booking/api";
import { HONEYPOT_FIELD, SOURCE_FIELD, STARTED_AT_FIELD } from "../../contract/contact";
import { currentRoute } from "../contact/leadSource";

const JSON_HEADERS = { Accept: "application/json" };
const FORM_HEADERS = {
  "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
  Accept: "application/json",
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** A slot of an answer, or null when it is not one (a wrong id or start). */
function slotOf(value: unknown): SlotView | null {
  if (!isObject(value)) return null;
  const { id, start, end, date, time } = value;
  if (typeof id !== "string" || typeof start !== "string" || !parseSlotId(id)) return null;
  if (!Number.isFinite(Date.parse(start))) return null;
  return { id, start, end: text(end), date: text(date), time: text(time) };
}

function slotsOf(value: unknown): SlotView[] {
  return Array.isArray(value)
    ? value.map(slotOf).filter((slot): slot is SlotView => slot !== null)
    : [];
}

function bookingOf(value: unknown): BookingView | null {
  if (!isObject(value) || typeof value.start !== "string") return null;
  if (!Number.isFinite(Date.parse(value.start))) return null;
  const mode = (MEETING_MODES as readonly string[]).includes(text(value.mode))
    ? (value.mode as MeetingMode)
    : MEETING_MODES[0];
  return {
    type: text(value.type),
    mode,
    start: value.start,
    end: text(value.end),
    date: text(value.date),
    time: text(value.time),
    status: value.status === "cancelled" ? "cancelled" : "confirmed",
  };
}

/** The JSON of a response, or null when it has none. */
async function jsonOf(response: Response): Promise<Json | null> {
  try {
    const data: unknown = await response.json();
    return isObject(data) ? data : null;
  } catch {
    return null;
  }
}

export type SlotsResult =
  | { kind: "ready"; answer: SlotsAnswer }
  /** The server's words when it gave some (slots unavailable), else none. */
  | { kind: "failed"; message: string };

/** The free slots of a meeting type. */
export async function fetchSlots(type: string): Promise<SlotsResult> {
  try {
    const query = new URLSearchParams({ type }).toString();
    const response = await fetch(`${BOOKING_SLOTS_PATH}?${query}`, {
      headers: JSON_HEADERS,
      credentials: "same-origin",
    });
    const data = await jsonOf(response);
    if (response.ok && data && Array.isArray(data.slots) && typeof data.timeZone === "string") {
      return {
        kind: "ready",
        answer: { timeZone: data.timeZone, type: text(data.type), slots: slotsOf(data.slots) },
      };
    }
    return { kind: "failed", message: text(data?.message) };
  } catch {
    return { kind: "failed", message: "" };
  }
}

/** What the booking form sends, by its own names; `encodeBooking` gives them their wire names. */
export interface BookingFields {
  type: string;
  slot: string;
  mode: string;
  name: string;
  email: string;
  phone: string;
  note: string;
  consent: boolean;
  /** The honeypot: hidden from people, filled by bots. */
  website: string;
}

/** The urlencoded body of a booking, with the time-trap token and the route it was sent from. */
export function encodeBooking(fields: BookingFields, token: string): URLSearchParams {
  const body = new URLSearchParams();
  body.append(BOOKING_FIELDS.type, fields.type);
  body.append(BOOKING_FIELDS.slot, fields.slot);
  body.append(BOOKING_FIELDS.mode, fields.mode);
  body.append(BOOKING_FIELDS.name, fields.name.trim());
  body.append(BOOKING_FIELDS.email, fields.email.trim());
  body.append(BOOKING_FIELDS.phone, fields.phone.trim());
  body.append(BOOKING_FIELDS.note, fields.note.trim());
  body.append(BOOKING_FIELDS.consent, fields.consent ? "1" : "0");
  body.append(HONEYPOT_FIELD, fields.website);
  body.append(STARTED_AT_FIELD, token);
  body.append(SOURCE_FIELD, currentRoute());
  return body;
}

export type SendOutcome =
  /** The server booked (or moved) the meeting: its answer said success. */
  | { kind: "booked"; message: string; booking: BookingView | null; manageUrl: string }
  /** The slot was taken meanwhile (409): the nearest free ones instead. */
  | { kind: "taken"; message: string; nearest: SlotView[] }
  /** Fields the server refused (422), by their names on the wire. */
  | { kind: "invalid"; message: string; errors: Record<string, string> }
  /** Refused for another reason the server states (too many requests, unavailable, a stale link). */
  | { kind: "refused"; message: string }
  /** No answer, or one that cannot be read. */
  | { kind: "failed" };

/** Posts a form body and reads the answer as a booking's outcome. */
async function postForm(path: string, body: URLSearchParams): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: FORM_HEADERS,
      body: body.toString(),
      credentials: "same-origin",
    });
  } catch {
    return { kind: "failed" };
  }
  const data = await jsonOf(response);
  if (!data || typeof data.success !== "boolean") return { kind: "failed" };
  const message = text(data.message);
  if (data.success === true) {
    return response.ok
      ? {
          kind: "booked",
          message,
          booking: bookingOf(data.booking),
          manageUrl: text(data.manageUrl),
        }
      : { kind: "failed" };
  }
  if (response.status === 409) return { kind: "taken", message, nearest: slotsOf(data.nearest) };
  if (response.status === 422 && isObject(data.errors)) {
    const errors = Object.fromEntries(
      Object.entries(data.errors).filter((entry): entry is [string, string] => {
        return typeof entry[1] === "string" && entry[1] !== "";
      }),
    );
    return { kind: "invalid", message, errors };
  }
  return message ? { kind: "refused", message } : { kind: "failed" };
}

export function submitBooking(fields: BookingFields, token: string): Promise<SendOutcome> {
  return postForm(BOOKING_PATH, encodeBooking(fields, token));
}

/** Moves the booking a manage token names to another free slot. */
export function rescheduleBooking(manageToken: string, slot: string): Promise<SendOutcome> {
  const body = new URLSearchParams();
  body.append(BOOKING_FIELDS.token, manageToken);
  body.append(BOOKING_FIELDS.slot, slot);
  return postForm(BOOKING_RESCHEDULE_PATH, body);
}

export type CancelOutcome =
  | { kind: "cancelled"; message: string; booking: BookingView | null }
  | { kind: "refused"; message: string }
  | { kind: "failed" };

/** Cancels the booking a manage token names. */
export async function cancelBooking(manageToken: string): Promise<CancelOutcome> {
  const body = new URLSearchParams();
  body.append(BOOKING_FIELDS.token, manageToken);
  const outcome = await postForm(BOOKING_CANCEL_PATH, body);
  if (outcome.kind === "booked") {
    return { kind: "cancelled", message: outcome.message, booking: outcome.booking };
  }
  if (outcome.kind === "failed") return outcome;
  return { kind: "refused", message: outcome.message };
}

export type ManageResult =
  { kind: "ready"; booking: BookingView; canChange: boolean } | { kind: "failed"; message: string };

/** The booking a manage token names. */
export async function fetchManage(manageToken: string): Promise<ManageResult> {
  try {
    const query = new URLSearchParams({ [MANAGE_TOKEN_PARAM]: manageToken }).toString();
    const response = await fetch(`${BOOKING_MANAGE_PATH}?${query}`, {
      headers: JSON_HEADERS,
      credentials: "same-origin",
    });
    const data = await jsonOf(response);
    const booking = bookingOf(data?.booking);
    if (response.ok && data?.success === true && booking) {
      return { kind: "ready", booking, canChange: data.canChange === true };
    }
    return { kind: "failed", message: text(data?.message) };
  } catch {
    return { kind: "failed", message: "" };
  }
}

/** The manage token of the page's address (`?t=`), or null. */
export function manageTokenOfPage(): string | null {
  if (typeof window === "undefined") return null;
  return new URLSearchParams(window.location.search).get(MANAGE_TOKEN_PARAM) || null;
}

/** The manage token of a manage link the server gave (a moved booking gets a new one). */
export function manageTokenOf(manageUrl: string): string | null {
  try {
    return new URL(manageUrl, window.location.origin).searchParams.get(MANAGE_TOKEN_PARAM);
  } catch {
    return null;
  }
}

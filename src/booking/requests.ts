// The booking pages' calls to the server (contract/booking/api.ts): the free slots; a request for a
// slot, sent as the urlencoded form the server also takes without JavaScript, and its mail sent
// again; the manage page's reading and confirming of a request, its reading, cancelling and moving
// of a booking, and the office's link. Every answer is turned into one outcome here, and only an
// answer that says success on a 2xx is ever one: the components never read a status code.
import {
  BOOKING_CANCEL_PATH,
  BOOKING_CONFIRM_PATH,
  BOOKING_FIELDS,
  BOOKING_MANAGE_PATH,
  BOOKING_OFFICE_PATH,
  BOOKING_PATH,
  BOOKING_REQUEST_PATH,
  BOOKING_RESCHEDULE_PATH,
  BOOKING_RESEND_PATH,
  BOOKING_SLOTS_PATH,
  CONFIRM_TOKEN_PARAM,
  MANAGE_TOKEN_PARAM,
  MEETING_MODES,
  OFFICE_ACTIONS,
  OFFICE_TOKEN_PARAM,
  linkToken,
  manageLink,
  parseSlotId,
  type BookingView,
  type LinkParam,
  type MeetingMode,
  type OfficeAction,
  type RequestView,
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
const isInstant = (value: unknown): value is string =>
  typeof value === "string" && Number.isFinite(Date.parse(value));

/** A slot of an answer, or null when it is not one (a wrong id or start). */
function slotOf(value: unknown): SlotView | null {
  if (!isObject(value)) return null;
  const { id, start, end, date, time } = value;
  if (typeof id !== "string" || !isInstant(start) || !parseSlotId(id)) return null;
  return { id, start, end: text(end), date: text(date), time: text(time) };
}

function slotsOf(value: unknown): SlotView[] {
  return Array.isArray(value)
    ? value.map(slotOf).filter((slot): slot is SlotView => slot !== null)
    : [];
}

/** Every state a meeting is shown in: a booking's, or a request's before it is one. */
export type MeetingStatus = BookingView["status"] | RequestView["status"];
const STATUSES: readonly MeetingStatus[] = [
  "confirmed",
  "cancelled",
  "unconfirmed",
  "awaiting-office",
];

/** A meeting as the office's link shows it: a booking or a request, its status as the server
 * gave it, or null for one the page has no words for. */
export type MeetingView = Omit<BookingView, "status"> & { status: MeetingStatus | null };

function meetingOf(value: unknown): MeetingView | null {
  if (!isObject(value) || !isInstant(value.start)) return null;
  const mode = (MEETING_MODES as readonly string[]).includes(text(value.mode))
    ? (value.mode as MeetingMode)
    : MEETING_MODES[0];
  const status = STATUSES.find((known) => known === value.status) ?? null;
  return {
    type: text(value.type),
    mode,
    start: value.start,
    end: text(value.end),
    date: text(value.date),
    time: text(value.time),
    status,
  };
}

function bookingOf(value: unknown): BookingView | null {
  const meeting = meetingOf(value);
  if (!meeting) return null;
  return { ...meeting, status: meeting.status === "cancelled" ? "cancelled" : "confirmed" };
}

function requestOf(value: unknown): RequestView | null {
  const meeting = meetingOf(value);
  if (!meeting || !isObject(value)) return null;
  const status = meeting.status === "awaiting-office" ? "awaiting-office" : "unconfirmed";
  return { ...meeting, status, expiresAt: text(value.expiresAt) };
}

/** A server's answer: its status and its JSON object, or null for no answer or no JSON object. */
interface Answer {
  ok: boolean;
  status: number;
  data: Json;
}

async function answerOf(request: Promise<Response>): Promise<Answer | null> {
  try {
    const response = await request;
    const data: unknown = await response.json();
    return isObject(data) ? { ok: response.ok, status: response.status, data } : null;
  } catch {
    return null;
  }
}

/** Posts fields as an urlencoded form, in the given order, and reads the answer. */
function post(path: string, fields: [string, string][]): Promise<Answer | null> {
  return answerOf(
    fetch(path, {
      method: "POST",
      headers: FORM_HEADERS,
      body: new URLSearchParams(fields).toString(),
      credentials: "same-origin",
    }),
  );
}

/** An answer that says success, on a 2xx. */
const succeeded = (answer: Answer | null): answer is Answer =>
  answer !== null && answer.ok && answer.data.success === true;

export type SlotsResult =
  | { kind: "ready"; answer: SlotsAnswer }
  /** The server's words when it gave some (slots unavailable, booking paused), else none. */
  | { kind: "failed"; message: string };

/** The free slots of a meeting type. */
export async function fetchSlots(type: string): Promise<SlotsResult> {
  const query = new URLSearchParams({ type }).toString();
  const answer = await answerOf(
    fetch(`${BOOKING_SLOTS_PATH}?${query}`, { headers: JSON_HEADERS, credentials: "same-origin" }),
  );
  const data = answer?.data;
  if (answer?.ok && data && Array.isArray(data.slots) && typeof data.timeZone === "string") {
    return {
      kind: "ready",
      answer: { timeZone: data.timeZone, type: text(data.type), slots: slotsOf(data.slots) },
    };
  }
  return { kind: "failed", message: text(data?.message) };
}

/** Why a request, a confirmation or a move did not go through. */
export type Refusal =
  /** The slot was taken meanwhile (409): the nearest free ones instead. */
  | { kind: "taken"; message: string; nearest: SlotView[] }
  /** Fields the server refused (422), by their names on the wire. */
  | { kind: "invalid"; message: string; errors: Record<string, string> }
  /** Refused for another reason the server states (too many requests, paused, a stale link). */
  | { kind: "refused"; message: string }
  /** No answer, one that cannot be read, or a success on an error status. */
  | { kind: "failed" };

function refusalOf(answer: Answer | null): Refusal {
  if (!answer || answer.data.success !== false) return { kind: "failed" };
  const { data, status } = answer;
  const message = text(data.message);
  if (status === 409) return { kind: "taken", message, nearest: slotsOf(data.nearest) };
  if (status === 422 && isObject(data.errors)) {
    const errors = Object.fromEntries(
      Object.entries(data.errors).filter((entry): entry is [string, string] => {
        return typeof entry[1] === "string" && entry[1] !== "";
      }),
    );
    return { kind: "invalid", message, errors };
  }
  return message ? { kind: "refused", message } : { kind: "failed" };
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
  return new URLSearchParams([
    [BOOKING_FIELDS.type, fields.type],
    [BOOKING_FIELDS.slot, fields.slot],
    [BOOKING_FIELDS.mode, fields.mode],
    [BOOKING_FIELDS.name, fields.name.trim()],
    [BOOKING_FIELDS.email, fields.email.trim()],
    [BOOKING_FIELDS.phone, fields.phone.trim()],
    [BOOKING_FIELDS.note, fields.note.trim()],
    [BOOKING_FIELDS.consent, fields.consent ? "1" : "0"],
    [HONEYPOT_FIELD, fields.website],
    [STARTED_AT_FIELD, token],
    [SOURCE_FIELD, currentRoute()],
  ]);
}

/** A request waiting for the visitor to confirm it through the mailed link. */
export interface Pending {
  /** The server's words, naming the address. */
  message: string;
  email: string;
  /** Lets the page send the mail again (resendRequest), never confirm. */
  pageKey: string;
  /** ISO instant after which the link no longer works. */
  expiresAt: string;
}

export type RequestOutcome = { kind: "pending"; pending: Pending } | Refusal;

function requestOutcome(answer: Answer | null): RequestOutcome {
  if (!succeeded(answer)) return refusalOf(answer);
  const { data } = answer;
  // The page key may be empty (the server keeps a bot's request without one): the mail is then
  // not sent again, and the server says why.
  if (data.pending !== true || typeof data.pageKey !== "string" || !isInstant(data.expiresAt)) {
    return { kind: "failed" };
  }
  return {
    kind: "pending",
    pending: {
      message: text(data.message),
      email: text(data.email),
      pageKey: text(data.pageKey),
      expiresAt: data.expiresAt,
    },
  };
}

/** Asks for a slot: nothing is held until the visitor confirms through the mailed link. */
export async function submitBooking(fields: BookingFields, token: string): Promise<RequestOutcome> {
  return requestOutcome(await post(BOOKING_PATH, [...encodeBooking(fields, token)]));
}

/** The confirmation mail again, to the same address or to a corrected one. */
export async function resendRequest(pageKey: string, email?: string): Promise<RequestOutcome> {
  const fields: [string, string][] = [[BOOKING_FIELDS.pageKey, pageKey]];
  if (email !== undefined) fields.push([BOOKING_FIELDS.email, email.trim()]);
  return requestOutcome(await post(BOOKING_RESEND_PATH, fields));
}

/** A booking the server made (or moved): its answer said success. */
export interface Booked {
  kind: "booked";
  message: string;
  booking: BookingView | null;
  manageUrl: string;
}

function bookedOf(data: Json): Booked {
  return {
    kind: "booked",
    message: text(data.message),
    booking: bookingOf(data.booking),
    manageUrl: text(data.manageUrl),
  };
}

export type RequestResult =
  { kind: "ready"; request: RequestView } | { kind: "failed"; message: string };

/** The request a confirm link names; reading it changes nothing. */
export async function fetchRequest(confirmToken: string): Promise<RequestResult> {
  const answer = await post(BOOKING_REQUEST_PATH, [[BOOKING_FIELDS.confirm, confirmToken]]);
  const request = succeeded(answer) ? requestOf(answer.data.request) : null;
  return request
    ? { kind: "ready", request }
    : { kind: "failed", message: text(answer?.data.message) };
}

export type ConfirmOutcome = Booked | { kind: "awaiting"; message: string } | Refusal;

/** Confirms the request a confirm link names, at its time or at `slot` instead of a taken one. */
export async function confirmRequest(confirmToken: string, slot?: string): Promise<ConfirmOutcome> {
  const fields: [string, string][] = [[BOOKING_FIELDS.confirm, confirmToken]];
  if (slot) fields.push([BOOKING_FIELDS.slot, slot]);
  const answer = await post(BOOKING_CONFIRM_PATH, fields);
  if (!succeeded(answer)) return refusalOf(answer);
  if (answer.data.awaiting === true)
    return { kind: "awaiting", message: text(answer.data.message) };
  return bookedOf(answer.data);
}

/** Moves the booking a manage token names to another free slot. */
export async function rescheduleBooking(
  manageToken: string,
  slot: string,
): Promise<Booked | Refusal> {
  const answer = await post(BOOKING_RESCHEDULE_PATH, [
    [BOOKING_FIELDS.token, manageToken],
    [BOOKING_FIELDS.slot, slot],
  ]);
  return succeeded(answer) ? bookedOf(answer.data) : refusalOf(answer);
}

export type CancelOutcome =
  | { kind: "cancelled"; message: string; booking: BookingView | null }
  | { kind: "refused"; message: string }
  | { kind: "failed" };

/** Cancels the booking a manage token names. */
export async function cancelBooking(manageToken: string): Promise<CancelOutcome> {
  const answer = await post(BOOKING_CANCEL_PATH, [[BOOKING_FIELDS.token, manageToken]]);
  if (succeeded(answer)) {
    const { message, booking } = bookedOf(answer.data);
    return { kind: "cancelled", message, booking };
  }
  const refusal = refusalOf(answer);
  return refusal.kind === "failed" ? refusal : { kind: "refused", message: refusal.message };
}

export type ManageResult =
  { kind: "ready"; booking: BookingView; canChange: boolean } | { kind: "failed"; message: string };

/** The booking a manage token names, asked for with a POST so the token is in no address. */
export async function fetchManage(manageToken: string): Promise<ManageResult> {
  const answer = await post(BOOKING_MANAGE_PATH, [[BOOKING_FIELDS.token, manageToken]]);
  const booking = succeeded(answer) ? bookingOf(answer.data.booking) : null;
  return booking
    ? { kind: "ready", booking, canChange: answer?.data.canChange === true }
    : { kind: "failed", message: text(answer?.data.message) };
}

/** The booking or request an office link names, with the visitor's details. */
export interface OfficeView {
  /** After an action, what was done; empty on a view. */
  message: string;
  subject: "booking" | "request";
  booking: MeetingView;
  name: string;
  email: string;
  phone: string;
  note: string;
  /** The actions still open. */
  actions: OfficeAction[];
}

export type OfficeResult =
  { kind: "ready"; office: OfficeView } | { kind: "failed"; message: string };

/** An office link's action ("view" changes nothing), answered with what the link names now. */
export async function officeAction(
  officeToken: string,
  action: OfficeAction,
): Promise<OfficeResult> {
  const answer = await post(BOOKING_OFFICE_PATH, [
    [BOOKING_FIELDS.office, officeToken],
    [BOOKING_FIELDS.action, action],
  ]);
  const data = answer?.data;
  const booking = succeeded(answer) ? meetingOf(answer.data.booking) : null;
  if (!data || !booking) return { kind: "failed", message: text(data?.message) };
  const actions = Array.isArray(data.actions)
    ? OFFICE_ACTIONS.filter((known) => (data.actions as unknown[]).includes(known))
    : [];
  return {
    kind: "ready",
    office: {
      message: text(data.message),
      subject: data.subject === "request" ? "request" : "booking",
      booking,
      name: text(data.name),
      email: text(data.email),
      phone: text(data.phone),
      note: text(data.note),
      actions,
    },
  };
}

/** What an office link names, changing nothing. */
export function fetchOffice(officeToken: string): Promise<OfficeResult> {
  return officeAction(officeToken, "view");
}

/** A token of the manage page's address and what it is for. */
export interface PageLink {
  param: LinkParam;
  token: string;
}

const LINK_PARAMS: readonly LinkParam[] = [
  CONFIRM_TOKEN_PARAM,
  MANAGE_TOKEN_PARAM,
  OFFICE_TOKEN_PARAM,
];

/**
 * The token of the manage page's address, from its fragment ("#c=…", "#t=…", "#o=…"), or null.
 * A mail sent before the tokens moved there carries "?t=…": it is moved into the fragment, so the
 * address kept in the history and sent onward holds it no more.
 */
export function linkOfPage(): PageLink | null {
  if (typeof window === "undefined") return null;
  const { hash, search } = window.location;
  for (const param of LINK_PARAMS) {
    const token = linkToken(hash, param);
    if (token) return { param, token };
  }
  const older = new URLSearchParams(search).get(MANAGE_TOKEN_PARAM);
  if (!older) return null;
  window.history.replaceState(window.history.state, "", manageLink(MANAGE_TOKEN_PARAM, older));
  return { param: MANAGE_TOKEN_PARAM, token: older };
}

/** The manage token of a manage link the server gave ("/programare/gestionare#t=…"). */
export function manageTokenOf(manageUrl: string): string | null {
  try {
    return linkToken(new URL(manageUrl, window.location.origin).hash, MANAGE_TOKEN_PARAM);
  } catch {
    return null;
  }
}

// The booking page's calls to the server (contract/booking/api.ts): the free slots, a request for a
// slot, sent as the urlencoded form the server also takes without JavaScript, and its mail sent
// again. The manage page's calls are in manageRequests.ts, so this page carries none of them.
import {
  BOOKING_FIELDS,
  BOOKING_PATH,
  BOOKING_RESEND_PATH,
  BOOKING_SLOTS_PATH,
  type SlotsAnswer,
} from "../../contract/booking/api";
import { HONEYPOT_FIELD, SOURCE_FIELD, STARTED_AT_FIELD } from "../../contract/contact";
import { currentRoute } from "../contact/leadSource";
import {
  JSON_HEADERS,
  answerOf,
  isInstant,
  post,
  refusalOf,
  slotsOf,
  succeeded,
  text,
  type Answer,
  type Refusal,
} from "./answers";

export type { Refusal } from "./answers";

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
  /** The honeypot (HONEYPOT_FIELD on the wire): hidden from people, filled by bots. */
  honeypot: string;
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
    [HONEYPOT_FIELD, fields.honeypot],
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

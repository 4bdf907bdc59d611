// The manage page's calls to the server (contract/booking/api.ts): reading and confirming the
// request a mailed link names, reading, cancelling and moving a booking, and the office's link; and
// the token the page's address carries in its fragment.
import {
  BOOKING_CANCEL_PATH,
  BOOKING_CONFIRM_PATH,
  BOOKING_FIELDS,
  BOOKING_MANAGE_PATH,
  BOOKING_OFFICE_PATH,
  BOOKING_REQUEST_PATH,
  BOOKING_RESCHEDULE_PATH,
  CONFIRM_TOKEN_PARAM,
  MANAGE_TOKEN_PARAM,
  OFFICE_ACTIONS,
  OFFICE_TOKEN_PARAM,
  linkToken,
  manageLink,
  type BookingView,
  type LinkParam,
  type OfficeAction,
  type RequestView,
} from "../../contract/booking/api";
import {
  bookingOf,
  meetingOf,
  post,
  refusalOf,
  requestOf,
  succeeded,
  text,
  type Json,
  type MeetingView,
  type Refusal,
} from "./answers";

export type { MeetingStatus, Refusal } from "./answers";

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

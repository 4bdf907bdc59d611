// The booking's protocol below its forms (contract/forms/booking.ts): the paths, the links a mail
// carries, the meeting modes and the slot ids. Shared by the page (src/booking), the server
// (server/booking) and the proxies' routing (every path below is forwarded to the Node server).

/** GET ?type=<meeting type id>: the free slots of that meeting type (SlotsAnswer). */
export const BOOKING_SLOTS_PATH = "/booking/slots";
/** POST (urlencoded form from the page's script): ask for a slot (PendingAnswer). Nothing is held
 * until the visitor confirms through the link mailed to the address typed. Without a slot (the
 * page without JavaScript): a preferred day and time window, stored and mailed like a lead. */
export const BOOKING_PATH = "/booking";
/** POST k=<page key>[&email=<corrected address>]: the confirmation mail again, to the same or a
 * corrected address (PendingAnswer). The page key lets the page resend, never confirm. */
export const BOOKING_RESEND_PATH = "/booking/resend";
/** POST c=<confirm token>: the unconfirmed request the mailed link names (RequestAnswer). */
export const BOOKING_REQUEST_PATH = "/booking/request";
/** POST c=<confirm token>[&slot=<slot id>]: confirms it, booking its slot (or the one chosen instead
 * of a slot taken meanwhile): BookAnswer; when the office approves each booking, AwaitingAnswer. */
export const BOOKING_CONFIRM_PATH = "/booking/confirm";
/** POST t=<signed token>: the booking the token names (ManageAnswer). */
export const BOOKING_MANAGE_PATH = "/booking/manage";
/** POST t=<signed token>: cancels the booking. */
export const BOOKING_CANCEL_PATH = "/booking/cancel";
/** POST t=<signed token>&slot=<slot id>: moves the booking to another free slot. */
export const BOOKING_RESCHEDULE_PATH = "/booking/reschedule";
/** POST o=<office token>&action=<OfficeAction>: the office's link from its mail (OfficeAnswer). */
export const BOOKING_OFFICE_PATH = "/booking/office";
/** GET ?key=<BOOKING_FEED_KEY>: the office's private calendar feed (text/calendar). */
export const BOOKING_FEED_PATH = "/booking/calendar.ics";

/** Every booking path, for the proxies and the develop server's forwarding. */
export const BOOKING_PATHS = [
  BOOKING_SLOTS_PATH,
  BOOKING_PATH,
  BOOKING_RESEND_PATH,
  BOOKING_REQUEST_PATH,
  BOOKING_CONFIRM_PATH,
  BOOKING_MANAGE_PATH,
  BOOKING_CANCEL_PATH,
  BOOKING_RESCHEDULE_PATH,
  BOOKING_OFFICE_PATH,
  BOOKING_FEED_PATH,
] as const;

/** The paths that change something: each is a POST, refused from another site. */
export const BOOKING_POST_PATHS = [
  BOOKING_PATH,
  BOOKING_RESEND_PATH,
  BOOKING_REQUEST_PATH,
  BOOKING_CONFIRM_PATH,
  BOOKING_MANAGE_PATH,
  BOOKING_CANCEL_PATH,
  BOOKING_RESCHEDULE_PATH,
  BOOKING_OFFICE_PATH,
] as const;

/** The booking page's route, and the page a link from a mail opens to manage a booking. */
export const BOOKING_PAGE_PATH = "/programare";
export const BOOKING_MANAGE_PAGE_PATH = "/programare/gestionare";
/** The manage page's links carry their token in the URL's fragment ("#t=…", "#c=…", "#o=…"),
 * which no request line, log or Referer holds; the page's script reads it and POSTs it. */
export const MANAGE_TOKEN_PARAM = "t";
export const CONFIRM_TOKEN_PARAM = "c";
export const OFFICE_TOKEN_PARAM = "o";
export type LinkParam =
  typeof MANAGE_TOKEN_PARAM | typeof CONFIRM_TOKEN_PARAM | typeof OFFICE_TOKEN_PARAM;

/** The manage page's address for a token: "/programare/gestionare#t=…". */
export function manageLink(param: LinkParam, token: string): string {
  return `${BOOKING_MANAGE_PAGE_PATH}#${param}=${encodeURIComponent(token)}`;
}

/** The token of one kind in a URL fragment ("#c=…"), or null. */
export function linkToken(hash: string, param: LinkParam): string | null {
  return new URLSearchParams(hash.replace(/^#/, "")).get(param) || null;
}

/** How the meeting takes place; the labels are in data/booking.json (`modes`). */
export const MEETING_MODES = ["online", "telefon", "birou"] as const;
export type MeetingMode = (typeof MEETING_MODES)[number];

/** A slot id on the wire: the meeting type's id, a tilde, and the start as an ISO instant in UTC
 * ("consultanta-gratuita~2026-12-03T08:30:00.000Z"). The server books only an id whose start is
 * among the type's free slots at that moment; anything else is refused. */
export function slotId(type: string, start: number): string {
  return `${type}~${new Date(start).toISOString()}`;
}

const SLOT_ID = /^([a-z0-9-]{1,60})~(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)$/;

/** The type and start of a slot id, or null when it is not one. */
export function parseSlotId(id: string): { type: string; start: number } | null {
  const match = SLOT_ID.exec(id);
  if (!match) return null;
  const start = Date.parse(match[2]);
  if (!Number.isFinite(start) || new Date(start).toISOString() !== match[2]) return null;
  return { type: match[1], start };
}

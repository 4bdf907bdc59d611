// What the booking page sends and the server answers: the paths, the field names on the wire, the
// slot ids and the shapes of the answers. Shared by the page (src/booking), the server
// (server/booking) and the proxies' routing (every path below is forwarded to the Node server).
import type { IsoDate } from "../../domain/booking/holidays";
import type { WallTime } from "../../domain/booking/zonedTime";

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

/** Field names on the wire. The honeypot and the time-trap token are the contact form's
 * (HONEYPOT_FIELD, STARTED_AT_FIELD in contract/contact.ts) and the same server checks apply. */
export const BOOKING_FIELDS = {
  type: "type",
  slot: "slot",
  mode: "mode",
  name: "name",
  email: "email",
  phone: "phone",
  note: "note",
  consent: "chkConfidentialitate",
  /** The request without JavaScript: a preferred day and a time window id. */
  day: "day",
  window: "window",
  /** A booking's signed manage token. */
  token: MANAGE_TOKEN_PARAM,
  /** An unconfirmed request's confirm token (from the mail) and its page key (from the answer). */
  confirm: CONFIRM_TOKEN_PARAM,
  pageKey: "k",
  /** The office's signed token and what it does with it. */
  office: OFFICE_TOKEN_PARAM,
  action: "action",
} as const;

/** What the office's link can do: see it; cancel a booking (the visitor is told); report it as
 * abuse (cancelled, nobody it names is mailed, its address blocked); approve or decline a
 * request when the office approves each booking. */
export const OFFICE_ACTIONS = ["view", "cancel", "report", "approve", "decline"] as const;
export type OfficeAction = (typeof OFFICE_ACTIONS)[number];

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

export interface SlotView {
  id: string;
  /** ISO instants (UTC). */
  start: string;
  end: string;
  /** The office's calendar date and clock time of the start. */
  date: IsoDate;
  time: WallTime;
}

export interface SlotsAnswer {
  timeZone: string;
  type: string;
  slots: SlotView[];
}

export interface BookingView {
  type: string;
  mode: MeetingMode;
  start: string;
  end: string;
  date: IsoDate;
  time: WallTime;
  status: "confirmed" | "cancelled";
}

/** A request for a slot, waiting for its address to be proved: nothing is held yet. */
export interface PendingAnswer {
  success: true;
  pending: true;
  /** "Verifică-ți e-mailul…", naming the address. */
  message: string;
  /** The address the confirmation went to, as the visitor can correct it. */
  email: string;
  /** Lets this page resend the mail or correct the address (BOOKING_RESEND_PATH), never confirm. */
  pageKey: string;
  /** ISO instant after which the request is gone. */
  expiresAt: string;
}

/** An unconfirmed request as its confirm link shows it. */
export interface RequestView {
  type: string;
  mode: MeetingMode;
  start: string;
  end: string;
  date: IsoDate;
  time: WallTime;
  /** unconfirmed: waits for the visitor's button; awaiting-office: confirmed by the visitor, waits
   * for the office's approval. */
  status: "unconfirmed" | "awaiting-office";
  expiresAt: string;
}

export type RequestAnswer =
  { success: true; request: RequestView } | { success: false; message: string };

/** A confirmed address when the office approves each booking: nothing is booked before it does. */
export interface AwaitingAnswer {
  success: true;
  awaiting: true;
  message: string;
}

/** The office's link: the booking or request it names, with the visitor's details. */
export type OfficeAnswer =
  | {
      success: true;
      /** After an action, the sentence saying what was done. */
      message: string;
      subject: "booking" | "request";
      booking: BookingView | RequestView;
      name: string;
      email: string;
      phone: string;
      note: string;
      /** The actions still open. */
      actions: OfficeAction[];
    }
  | { success: false; message: string };

export type BookAnswer =
  | { success: true; message: string; booking: BookingView; manageUrl: string }
  | {
      success: false;
      message: string;
      /** Field name on the wire → message, for a 422. */
      errors?: Record<string, string>;
      /** For a slot taken or no longer free (409): the nearest free slots. */
      nearest?: SlotView[];
    };

/** The answer to a cancellation through the signed link. */
export type CancelAnswer =
  { success: true; message: string; booking: BookingView } | { success: false; message: string };

/** A move answers like a booking: the new time, and the new manage link (the old one is
 * replaced). */
export type RescheduleAnswer = BookAnswer;

/** A confirmation answers like a booking (the booked meeting and its manage link, or 409 with the
 * nearest free slots when its time was taken meanwhile), or, when the office approves each
 * booking, with AwaitingAnswer. */
export type ConfirmAnswer = BookAnswer | AwaitingAnswer;

/** What POST /booking answers: a request waiting for its confirmation, or why not. */
export type RequestSlotAnswer = PendingAnswer | Extract<BookAnswer, { success: false }>;

export type ManageAnswer =
  { success: true; booking: BookingView; canChange: boolean } | { success: false; message: string };

/** Where a form post without JavaScript lands, by outcome; the id is the URL hash, so CSS
 * `:target` shows the notice. */
export const BOOKING_NO_JS_OUTCOMES = {
  requested: { query: "cerere-trimisa", noticeId: "programare-trimisa" },
  booked: { query: "rezervat", noticeId: "programare-rezervata" },
  error: { query: "eroare", noticeId: "programare-eroare" },
} as const;
export type BookingNoJsOutcome = keyof typeof BOOKING_NO_JS_OUTCOMES;

export function bookingRedirectUrl(outcome: BookingNoJsOutcome): string {
  const { query, noticeId } = BOOKING_NO_JS_OUTCOMES[outcome];
  return `${BOOKING_PAGE_PATH}?${query}=1#${noticeId}`;
}

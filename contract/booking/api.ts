// What the booking page sends and the server answers: the paths, the field names on the wire, the
// slot ids and the shapes of the answers. Shared by the page (src/booking), the server
// (server/booking) and the proxies' routing (every path below is forwarded to the Node server).
import type { IsoDate } from "./holidays";
import type { WallTime } from "./zonedTime";

/** GET ?type=<meeting type id>: the free slots of that meeting type (SlotsAnswer). */
export const BOOKING_SLOTS_PATH = "/booking/slots";
/** POST (urlencoded form, or JSON from the page's script): book a slot (BookAnswer), or, without a
 * slot, ask for a meeting by preferred day and time window (stored and mailed like a lead). */
export const BOOKING_PATH = "/booking";
/** GET ?t=<signed token>: the booking the token names (ManageAnswer). */
export const BOOKING_MANAGE_PATH = "/booking/manage";
/** POST t=<signed token>: cancels the booking. */
export const BOOKING_CANCEL_PATH = "/booking/cancel";
/** POST t=<signed token>&slot=<slot id>: moves the booking to another free slot. */
export const BOOKING_RESCHEDULE_PATH = "/booking/reschedule";
/** GET ?key=<BOOKING_FEED_KEY>: the office's private calendar feed (text/calendar). */
export const BOOKING_FEED_PATH = "/booking/calendar.ics";

/** Every booking path, for the proxies and the develop server's forwarding. */
export const BOOKING_PATHS = [
  BOOKING_SLOTS_PATH,
  BOOKING_PATH,
  BOOKING_MANAGE_PATH,
  BOOKING_CANCEL_PATH,
  BOOKING_RESCHEDULE_PATH,
  BOOKING_FEED_PATH,
] as const;

/** The booking page's route, and the page a link from a mail opens to manage a booking. */
export const BOOKING_PAGE_PATH = "/programare";
export const BOOKING_MANAGE_PAGE_PATH = "/programare/gestionare";
/** The query parameter of the manage page (and of the manage endpoint) carrying the token. */
export const MANAGE_TOKEN_PARAM = "t";

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
  token: "t",
} as const;

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

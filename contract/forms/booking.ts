// The booking's forms: what each posts, its fields and their names on the wire. The booking page
// asks for a slot (or, without JavaScript, for a day and a time window); the mailed confirm link
// reads and confirms that request; a booking's own link reads, cancels or moves it; the office's
// link acts on it. The details' rules are in bookingRules.ts, apart so that only the code that
// checks a form loads them; the answers and their readers are in bookingAnswers.ts.
import {
  BOOKING_CANCEL_PATH,
  BOOKING_CONFIRM_PATH,
  BOOKING_MANAGE_PATH,
  BOOKING_OFFICE_PATH,
  BOOKING_PAGE_PATH,
  BOOKING_PATH,
  BOOKING_REQUEST_PATH,
  BOOKING_RESCHEDULE_PATH,
  BOOKING_RESEND_PATH,
  BOOKING_SLOTS_PATH,
  CONFIRM_TOKEN_PARAM,
  MANAGE_TOKEN_PARAM,
  OFFICE_TOKEN_PARAM,
} from "../booking/api";
import { contactForm } from "./contact";

/** The booking page's request: a slot of a meeting type, or a preferred day and time window. */
export const bookingForm = {
  /** POST: the request (RequestSlotAnswer); GET `slotsPath?type=`: the free slots (SlotsAnswer). */
  path: BOOKING_PATH,
  slotsPath: BOOKING_SLOTS_PATH,
  /** The form's own key → the name on the wire. The consent box has the contact form's name, so
   * every form of the site sends its consent under one name. */
  fields: {
    type: "type",
    slot: "slot",
    mode: "mode",
    name: "name",
    email: "email",
    phone: "phone",
    note: "note",
    consent: contactForm.fields.chkConfidentialitate,
    /** The request without JavaScript: a preferred day and a time window id. */
    day: "day",
    window: "window",
    /** What the booking is about (bookingContext.ts): a service's slug, the path of the page the
     * visitor came from and, when they chose to send it, the calculation's inputs as compact JSON.
     * Each may be empty; the server checks them (bookingContextRules.ts). */
    service: "service",
    source: "source",
    figures: "figures",
  },
  /** Where a post without JavaScript lands, by outcome; the id is the URL hash, so CSS `:target`
   * shows the notice. */
  page: BOOKING_PAGE_PATH,
  noJs: {
    requested: { query: "cerere-trimisa", noticeId: "programare-trimisa" },
    booked: { query: "rezervat", noticeId: "programare-rezervata" },
    error: { query: "eroare", noticeId: "programare-eroare" },
  },
} as const;

/** The context's wire fields, in the form's order. */
export const CONTEXT_KEYS = ["service", "source", "figures"] as const;
export type ContextKey = (typeof CONTEXT_KEYS)[number];

/** The details a visitor gives, checked by bookingRules.ts under these keys. */
export const DETAIL_KEYS = ["name", "email", "phone", "note", "consent"] as const;
export type DetailKey = (typeof DETAIL_KEYS)[number];

export type BookingNoJsOutcome = keyof typeof bookingForm.noJs;

export function bookingRedirectUrl(outcome: BookingNoJsOutcome): string {
  const { query, noticeId } = bookingForm.noJs[outcome];
  return `${bookingForm.page}?${query}=1#${noticeId}`;
}

/** A request before its address is proved: the booking page sends its mail again (the page key
 * lets it resend, never confirm), and the mailed link reads and confirms it. */
export const bookingRequestForm = {
  /** POST pageKey[, email]: the mail again, to the same or a corrected address (PendingAnswer). */
  resendPath: BOOKING_RESEND_PATH,
  /** POST confirm: the request the link names (RequestAnswer). */
  requestPath: BOOKING_REQUEST_PATH,
  /** POST confirm[, slot]: books it, or the slot chosen instead of a taken one (ConfirmAnswer). */
  confirmPath: BOOKING_CONFIRM_PATH,
  fields: {
    pageKey: "k",
    email: bookingForm.fields.email,
    confirm: CONFIRM_TOKEN_PARAM,
    slot: bookingForm.fields.slot,
  },
} as const;

/** What can be done with a booking: by the visitor through its signed link, by the office through
 * its own. */
export const manageForm = {
  /** POST token: the booking (ManageAnswer). */
  managePath: BOOKING_MANAGE_PATH,
  /** POST token: cancels it (CancelAnswer). */
  cancelPath: BOOKING_CANCEL_PATH,
  /** POST token, slot: moves it to another free slot (RescheduleAnswer). */
  reschedulePath: BOOKING_RESCHEDULE_PATH,
  /** POST office, action: the office's link (OfficeAnswer). */
  officePath: BOOKING_OFFICE_PATH,
  fields: {
    token: MANAGE_TOKEN_PARAM,
    slot: bookingForm.fields.slot,
    office: OFFICE_TOKEN_PARAM,
    action: "action",
  },
  /** What the office's link can do: see it; cancel a booking (the visitor is told); report it as
   * abuse (cancelled, nobody it names is mailed, its address blocked); approve or decline a
   * request when the office approves each booking. */
  officeActions: ["view", "cancel", "report", "approve", "decline"],
} as const;

export type OfficeAction = (typeof manageForm.officeActions)[number];

// What the booking endpoints answer, made from the rows as they are: a request waiting for its
// confirmation mail (and the same answer to a filled honeypot, so a bot learns nothing), a request
// waiting for the office, a booking made, moved, shown or cancelled, and the office's view of a
// booking or request with the actions still open to it. Times are said on the office's clock.
import copy from "../../data/booking-server.json";
import type { Slot } from "../../domain/booking/availability";
import { spokenSlot } from "../../domain/booking/spoken";
import { wallClock } from "../../domain/booking/zonedTime";
import { fillTemplate } from "../../domain/format";
import { MINUTE, spokenMinutes } from "./offered";
import type { RequestRow } from "./pending";
import type { BookingSetup } from "./setup";
import type { BookingRow } from "./types";
import {
  type AwaitingAnswer,
  type BookAnswer,
  type BookingView,
  type CancelAnswer,
  type ManageAnswer,
  type OfficeAnswer,
  type PendingAnswer,
  type RequestAnswer,
  type RequestView,
} from "../../contract/forms/bookingAnswers";

function meetingView(
  row: Pick<BookingRow, "type" | "mode" | "start_at" | "end_at">,
  timeZone: string,
) {
  const { date, time } = wallClock(Date.parse(row.start_at), timeZone);
  return { type: row.type, mode: row.mode, start: row.start_at, end: row.end_at, date, time };
}

export const bookingView = (booking: BookingRow, timeZone: string): BookingView => ({
  ...meetingView(booking, timeZone),
  status: booking.status,
});

export const requestView = (request: RequestRow, timeZone: string): RequestView => ({
  ...meetingView(request, timeZone),
  status: request.status === "awaiting-office" ? "awaiting-office" : "unconfirmed",
  expiresAt: request.expires_at,
});

/** What the page is told while the confirmation link waits in the visitor's mailbox. */
export const pendingAnswer = (
  setup: BookingSetup,
  request: Pick<RequestRow, "email" | "start_at" | "expires_at">,
  pageKey: string,
): PendingAnswer => ({
  success: true,
  pending: true,
  message: fillTemplate(copy.pending, {
    email: request.email,
    slot: spokenSlot(Date.parse(request.start_at), setup.calendar.timeZone),
    validity: spokenMinutes(setup.limits.requestValidMinutes),
  }),
  email: request.email,
  pageKey,
  expiresAt: request.expires_at,
});

/** A filled honeypot's answer: a request for the slot waiting for its mail, as a person's would
 * be, valid as long as one; with no page key, as nothing was stored that one could resend. */
export const heldAnswer = (
  setup: BookingSetup,
  email: string,
  slot: Pick<Slot, "start">,
  at: number,
): PendingAnswer =>
  pendingAnswer(
    setup,
    {
      email,
      start_at: new Date(slot.start).toISOString(),
      expires_at: new Date(at + setup.limits.requestValidMinutes * MINUTE).toISOString(),
    },
    "",
  );

/** A confirmed address when the office approves each booking: the time it waits for. */
export const awaitingAnswer = (row: RequestRow, timeZone: string): AwaitingAnswer => ({
  success: true,
  awaiting: true,
  message: fillTemplate(copy.awaiting, { slot: spokenSlot(Date.parse(row.start_at), timeZone) }),
});

export const requestAnswer = (request: RequestRow, timeZone: string): RequestAnswer => ({
  success: true,
  request: requestView(request, timeZone),
});

/** A booking made or moved: the sentence naming its time, the booking, its new manage link. */
export const bookedAnswer = (
  template: string,
  booking: BookingRow,
  manageUrl: string,
  timeZone: string,
): BookAnswer => ({
  success: true,
  message: fillTemplate(template, { slot: spokenSlot(Date.parse(booking.start_at), timeZone) }),
  booking: bookingView(booking, timeZone),
  manageUrl,
});

/** Whether a booking may still be moved or cancelled at `at`: confirmed and not yet begun. */
export const isOpen = (booking: BookingRow, at: number): boolean =>
  booking.status === "confirmed" && Date.parse(booking.start_at) > at;

export const manageAnswer = (booking: BookingRow, at: number, timeZone: string): ManageAnswer => ({
  success: true,
  booking: bookingView(booking, timeZone),
  canChange: isOpen(booking, at),
});

export const cancelledAnswer = (booking: BookingRow, timeZone: string): CancelAnswer => ({
  success: true,
  message: copy.cancelled,
  booking: bookingView(booking, timeZone),
});

/** The office's view of a booking or request, with the visitor's details. */
export type OfficeView = Extract<OfficeAnswer, { success: true }>;

const contactOf = (row: Pick<BookingRow, "name" | "email" | "phone" | "note">) => ({
  name: row.name,
  email: row.email,
  phone: row.phone,
  note: row.note,
});

/** The office's view of a booking: it may cancel or report one still to come. */
export const officeBookingAnswer = (
  booking: BookingRow,
  at: number,
  timeZone: string,
  message = "",
): OfficeView => ({
  success: true,
  message,
  subject: "booking",
  booking: bookingView(booking, timeZone),
  ...contactOf(booking),
  actions: isOpen(booking, at) ? ["cancel", "report"] : [],
});

/** The office's view of a request: it may approve or decline one the visitor has confirmed. */
export const officeRequestAnswer = (
  request: RequestRow,
  timeZone: string,
  message = "",
): OfficeView => ({
  success: true,
  message,
  subject: "request",
  booking: requestView(request, timeZone),
  ...contactOf(request),
  actions: request.status === "awaiting-office" ? ["approve", "decline"] : [],
});

// The booking's answers: what the server answers each of its forms (contract/forms/booking.ts),
// and the readers the page reads them with. The server builds every answer in one place
// (server/booking/answers.ts); a reader keeps only what has the promised shape, so a page never
// trusts a field it did not check. Only an answer that says success on a 2xx is ever one; a
// refusal keeps the server's words, and the components never read a status code.
import type { IsoDate } from "../../domain/booking/holidays";
import type { WallTime } from "../../domain/booking/zonedTime";
import { MEETING_MODES, parseSlotId, type MeetingMode } from "../booking/api";
import { manageForm, type OfficeAction } from "./booking";

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

/** A meeting's type, mode and time, as every answer shows it. */
interface MeetingTime {
  type: string;
  mode: MeetingMode;
  /** ISO instants (UTC). */
  start: string;
  end: string;
  /** The office's calendar date and clock time of the start. */
  date: IsoDate;
  time: WallTime;
}

export interface BookingView extends MeetingTime {
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
  /** Lets this page resend the mail or correct the address (bookingRequestForm.resendPath), never
   * confirm. */
  pageKey: string;
  /** ISO instant after which the request is gone. */
  expiresAt: string;
}

/** An unconfirmed request as its confirm link shows it. */
export interface RequestView extends MeetingTime {
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

// Reading the answers.

export type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);
export const text = (value: unknown): string => (typeof value === "string" ? value : "");
export const isInstant = (value: unknown): value is string =>
  typeof value === "string" && Number.isFinite(Date.parse(value));

/** A slot of an answer, or null when it is not one (a wrong id or start). */
export function slotOf(value: unknown): SlotView | null {
  if (!isObject(value)) return null;
  const { id, start, end, date, time } = value;
  if (typeof id !== "string" || !isInstant(start) || !parseSlotId(id)) return null;
  return { id, start, end: text(end), date: text(date), time: text(time) };
}

export function slotsOf(value: unknown): SlotView[] {
  return Array.isArray(value)
    ? value.map(slotOf).filter((slot): slot is SlotView => slot !== null)
    : [];
}

/** Every state a meeting is shown in: a booking's, or a request's before it is one. */
export type MeetingStatus = BookingView["status"] | RequestView["status"];
export const STATUSES: readonly MeetingStatus[] = [
  "confirmed",
  "cancelled",
  "unconfirmed",
  "awaiting-office",
];

/** A meeting as the office's link shows it: a booking or a request, its status as the server
 * gave it, or null for one the page has no words for. */
export type MeetingView = Omit<BookingView, "status"> & { status: MeetingStatus | null };

export function meetingOf(value: unknown): MeetingView | null {
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

export function bookingOf(value: unknown): BookingView | null {
  const meeting = meetingOf(value);
  if (!meeting) return null;
  return { ...meeting, status: meeting.status === "cancelled" ? "cancelled" : "confirmed" };
}

export function requestOf(value: unknown): RequestView | null {
  const meeting = meetingOf(value);
  if (!meeting || !isObject(value)) return null;
  const status = meeting.status === "awaiting-office" ? "awaiting-office" : "unconfirmed";
  return { ...meeting, status, expiresAt: text(value.expiresAt) };
}

/** A server's answer: its status and its JSON object, or null for no answer or no JSON object. */
export interface Answer {
  ok: boolean;
  status: number;
  data: Json;
}

/** An answer that says success, on a 2xx. */
export const succeeded = (answer: Answer | null): answer is Answer =>
  answer !== null && answer.ok && answer.data.success === true;

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

export function refusalOf(answer: Answer | null): Refusal {
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

/** The free slots of a meeting type, or null when the answer has none. */
export function slotsAnswerOf(answer: Answer | null): SlotsAnswer | null {
  const data = answer?.data;
  if (!answer?.ok || !data || !Array.isArray(data.slots) || typeof data.timeZone !== "string") {
    return null;
  }
  return { timeZone: data.timeZone, type: text(data.type), slots: slotsOf(data.slots) };
}

/** A request waiting for the visitor to confirm it through the mailed link. */
export interface Pending {
  /** The server's words, naming the address. */
  message: string;
  email: string;
  /** Lets the page send the mail again, never confirm. */
  pageKey: string;
  /** ISO instant after which the link no longer works. */
  expiresAt: string;
}

export type RequestOutcome = { kind: "pending"; pending: Pending } | Refusal;

/** What a request for a slot, or its mail sent again, came to. */
export function requestOutcomeOf(answer: Answer | null): RequestOutcome {
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

/** A move: the booking at its new time, or why not. */
export function movedOf(answer: Answer | null): Booked | Refusal {
  return succeeded(answer) ? bookedOf(answer.data) : refusalOf(answer);
}

export type RequestResult =
  { kind: "ready"; request: RequestView } | { kind: "failed"; message: string };

/** The request a confirm link names. */
export function requestResultOf(answer: Answer | null): RequestResult {
  const request = succeeded(answer) ? requestOf(answer.data.request) : null;
  return request
    ? { kind: "ready", request }
    : { kind: "failed", message: text(answer?.data.message) };
}

export type ConfirmOutcome = Booked | { kind: "awaiting"; message: string } | Refusal;

/** A confirmation: booked, waiting for the office's approval, or why not. */
export function confirmOutcomeOf(answer: Answer | null): ConfirmOutcome {
  if (!succeeded(answer)) return refusalOf(answer);
  if (answer.data.awaiting === true)
    return { kind: "awaiting", message: text(answer.data.message) };
  return bookedOf(answer.data);
}

export type CancelOutcome =
  | { kind: "cancelled"; message: string; booking: BookingView | null }
  | { kind: "refused"; message: string }
  | { kind: "failed" };

/** A cancellation: done, with the booking as it is now, or why not. */
export function cancelOutcomeOf(answer: Answer | null): CancelOutcome {
  if (succeeded(answer)) {
    const { message, booking } = bookedOf(answer.data);
    return { kind: "cancelled", message, booking };
  }
  const refusal = refusalOf(answer);
  return refusal.kind === "failed" ? refusal : { kind: "refused", message: refusal.message };
}

export type ManageResult =
  { kind: "ready"; booking: BookingView; canChange: boolean } | { kind: "failed"; message: string };

/** The booking a manage link names. */
export function manageResultOf(answer: Answer | null): ManageResult {
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

/** What an office link names now, after its action. */
export function officeResultOf(answer: Answer | null): OfficeResult {
  const data = answer?.data;
  const booking = succeeded(answer) ? meetingOf(answer.data.booking) : null;
  if (!data || !booking) return { kind: "failed", message: text(data?.message) };
  const actions = Array.isArray(data.actions)
    ? manageForm.officeActions.filter((known) => (data.actions as unknown[]).includes(known))
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

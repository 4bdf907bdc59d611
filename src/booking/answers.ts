// What the booking pages' calls share: posting a form to the server and reading its answer into
// the shapes of contract/booking/api.ts. Only an answer that says success on a 2xx is ever one; a
// refusal keeps the server's words, and the components never read a status code.
import {
  MEETING_MODES,
  parseSlotId,
  type BookingView,
  type MeetingMode,
  type RequestView,
  type SlotView,
} from "../../contract/booking/api";

export const JSON_HEADERS = { Accept: "application/json" };
export const FORM_HEADERS = {
  "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
  Accept: "application/json",
};

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

export async function answerOf(request: Promise<Response>): Promise<Answer | null> {
  try {
    const response = await request;
    const data: unknown = await response.json();
    return isObject(data) ? { ok: response.ok, status: response.status, data } : null;
  } catch {
    return null;
  }
}

/** Posts fields as an urlencoded form, in the given order, and reads the answer. */
export function post(path: string, fields: [string, string][]): Promise<Answer | null> {
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

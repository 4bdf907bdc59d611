// The booking page's calls to the server (contract/forms/booking.ts): the free slots, a request for
// a slot, sent as the urlencoded form the server also takes without JavaScript, and its mail sent
// again. The manage page's calls are in manageRequests.ts, so this page carries none of them.
import { antiBotFields } from "../../contract/forms/antiBot";
import { bookingForm, bookingRequestForm } from "../../contract/forms/booking";
import {
  requestOutcomeOf,
  slotsAnswerOf,
  text,
  type RequestOutcome,
  type SlotsAnswer,
} from "../../contract/forms/bookingAnswers";
import { encodeFields } from "../../contract/forms/wire";
import { currentRoute } from "../contact/leadSource";
import { JSON_HEADERS, answerOf, post } from "./answers";

export type { Pending, Refusal, RequestOutcome } from "../../contract/forms/bookingAnswers";

export type SlotsResult =
  | { kind: "ready"; answer: SlotsAnswer }
  /** The server's words when it gave some (slots unavailable, booking paused), else none. */
  | { kind: "failed"; message: string };

/** The free slots of a meeting type. */
export async function fetchSlots(type: string): Promise<SlotsResult> {
  const query = new URLSearchParams({ type }).toString();
  const answer = await answerOf(
    fetch(`${bookingForm.slotsPath}?${query}`, {
      headers: JSON_HEADERS,
      credentials: "same-origin",
    }),
  );
  const slots = slotsAnswerOf(answer);
  return slots
    ? { kind: "ready", answer: slots }
    : { kind: "failed", message: text(answer?.data.message) };
}

/** What the booking form sends, by the form's own keys (bookingForm.fields). */
export interface BookingFields {
  type: string;
  slot: string;
  mode: string;
  name: string;
  email: string;
  phone: string;
  note: string;
  consent: boolean;
  /** What the booking is about (contract/forms/bookingContext.ts): a service's slug, the page the
   * visitor came from, the figures' JSON; "" for none. */
  service?: string;
  source?: string;
  figures?: string;
  /** The honeypot: hidden from people, filled by bots. */
  honeypot: string;
}

/** The urlencoded body of a booking, with the time-trap token and the route it was sent from. */
export function encodeBooking(fields: BookingFields, token: string): URLSearchParams {
  const { honeypot, ...values } = fields;
  return new URLSearchParams([
    ...encodeFields(bookingForm.fields, values),
    ...antiBotFields(honeypot, token, currentRoute()),
  ]);
}

/** Asks for a slot: nothing is held until the visitor confirms through the mailed link. */
export async function submitBooking(fields: BookingFields, token: string): Promise<RequestOutcome> {
  return requestOutcomeOf(await post(bookingForm.path, [...encodeBooking(fields, token)]));
}

/** The confirmation mail again, to the same address or to a corrected one. */
export async function resendRequest(pageKey: string, email?: string): Promise<RequestOutcome> {
  const { fields } = bookingRequestForm;
  return requestOutcomeOf(
    await post(bookingRequestForm.resendPath, encodeFields(fields, { pageKey, email })),
  );
}

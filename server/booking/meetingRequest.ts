// A request for a meeting without a chosen slot (the booking page without JavaScript): a meeting
// type, a mode, a preferred day and a time window, each checked with the sentence the page shows on
// its field, and the message the office reads, stored as a lead from the booking page. A filled
// honeypot's request for a slot is kept as the same kind of message, never mailed.
import copy from "../../data/booking-server.json";
import { type MeetingMode } from "../../contract/booking/api";
import { weekdayOf, type Slot } from "../../domain/booking/availability";
import { spokenDate, spokenDay } from "../../domain/booking/spoken";
import { spokenSpan, windowOnDay, windowOnDayLabel } from "../../domain/booking/windows";
import { fillTemplate } from "../../domain/format";
import { meetingMode, meetingType } from "./offered";
import { fieldError } from "./refusal";
import { requestDayProblem } from "./requestDay";
import type { BookingSetup, MeetingTypeSetup } from "./setup";
import { bookingForm } from "../../contract/forms/booking";

/** The request's fields as posted; an empty type is the first meeting type. */
export interface MeetingRequestForm {
  type: string;
  mode: string;
  day: string;
  window: string;
  note: string;
}

export interface MeetingRequest {
  type: MeetingTypeSetup;
  mode: MeetingMode;
  /** The request as the office reads it: what, how, when, and the visitor's note. */
  message: string;
}

/** The request a form names at `at`, or the refusal of its first field the office cannot meet. */
export function meetingRequest(
  setup: BookingSetup,
  form: MeetingRequestForm,
  at: number,
): MeetingRequest {
  const type = meetingType(setup, form.type || setup.types[0].id);
  const mode = meetingMode(setup, form.mode, type);
  const problem = requestDayProblem(form.day, at, setup, type);
  if (problem) throw fieldError(bookingForm.fields.day, problem);
  const window = setup.windows.find((w) => w.id === form.window);
  if (!window) throw fieldError(bookingForm.fields.window, copy.badWindow);
  // The day is a working day (requestDayProblem): the window must leave some of its hours.
  const hours = setup.calendar.officeHours.find((h) => h.weekday === weekdayOf(form.day))!;
  const span = windowOnDay(window, hours);
  if (!span) {
    throw fieldError(
      bookingForm.fields.window,
      fillTemplate(copy.windowOutside, {
        window: window.label,
        day: spokenDate(form.day),
        hours: spokenSpan(hours),
      }),
    );
  }
  const message = [
    fillTemplate(copy.request.message, {
      type: type.title,
      mode: setup.modeLabels[mode],
      day: spokenDate(form.day),
      window: windowOnDayLabel(window, span),
    }),
    ...(form.note ? [fillTemplate(copy.request.note, { note: form.note })] : []),
  ].join("\n\n");
  return { type, mode, message };
}

/** What a filled honeypot's request for a slot leaves for the office: the request's message, the
 * slot's day and time for its window, without the note. */
export function heldMessage(
  setup: BookingSetup,
  type: MeetingTypeSetup,
  mode: MeetingMode,
  slot: Pick<Slot, "start" | "time">,
): string {
  return fillTemplate(copy.request.message, {
    type: type.title,
    mode: setup.modeLabels[mode],
    day: spokenDay(slot.start, setup.calendar.timeZone),
    window: slot.time,
  });
}

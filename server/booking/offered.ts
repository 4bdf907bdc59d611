// What the office offers, read from its setup alone: a meeting type by its id, the mode a visitor
// chose among its type's modes, and whether a slot id names a time the office offers at all (taken
// or not), with the reason a visitor can act on when it does not. Whether an offered slot is still
// free is the offer's (offer.ts), which reads the bookings.
import copy from "../../data/booking-server.json";
import { MEETING_MODES, parseSlotId, slotId, type MeetingMode } from "../../contract/booking/api";
import { closedOn, openingsOn, type Slot } from "../../domain/booking/availability";
import { holidayOn } from "../../domain/booking/holidays";
import { countOf } from "../../domain/booking/spoken";
import { wallClock } from "../../domain/booking/zonedTime";
import { fillTemplate } from "../../domain/format";
import { fieldError } from "./refusal";
import type { BookingSetup, MeetingTypeSetup } from "./setup";
import { type SlotView } from "../../contract/forms/bookingAnswers";
import { bookingForm } from "../../contract/forms/booking";

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/** A span of minutes said as a visitor reads it: in hours when whole ("2 ore"), else minutes. */
export const spokenMinutes = (minutes: number): string =>
  minutes % 60 === 0 ? countOf(minutes / 60, copy.hours) : countOf(minutes, copy.minutes);

export function slotView(type: string, slot: Slot): SlotView {
  return {
    id: slotId(type, slot.start),
    start: new Date(slot.start).toISOString(),
    end: new Date(slot.end).toISOString(),
    date: slot.date,
    time: slot.time,
  };
}

/** The meeting type an id names; any other id is refused on the type field. */
export function meetingType(setup: BookingSetup, id: string): MeetingTypeSetup {
  const type = setup.types.find((t) => t.id === id);
  if (!type) throw fieldError(bookingForm.fields.type, copy.unknownType);
  return type;
}

/** The mode a visitor chose, if the type offers it; the refusal lists the modes it does. */
export function meetingMode(
  setup: BookingSetup,
  value: string,
  type: MeetingTypeSetup,
): MeetingMode {
  const mode = value as MeetingMode;
  if (!MEETING_MODES.includes(mode) || !type.modes.includes(mode)) {
    const modes = type.modes.map((m) => setup.modeLabels[m]).join("; ");
    throw fieldError(bookingForm.fields.mode, fillTemplate(copy.badMode, { modes }));
  }
  return mode;
}

/** The slot a wire id names, if the office offers it at all (taken or not): of the type given (any
 * type when null), after the type's notice, within its horizon, on an open day, at an opening. */
export function offeredSlot(
  setup: BookingSetup,
  raw: string,
  type: MeetingTypeSetup | null,
  at: number,
): { type: MeetingTypeSetup; slot: Slot } {
  const parsed = parseSlotId(raw);
  if (!parsed) throw fieldError(bookingForm.fields.slot, copy.badSlot);
  const meeting = type ?? meetingType(setup, parsed.type);
  if (parsed.type !== meeting.id) throw fieldError(bookingForm.fields.slot, copy.badSlot);
  const { rules } = meeting;
  if (parsed.start < at + rules.minNoticeMinutes * MINUTE) {
    const notice = spokenMinutes(rules.minNoticeMinutes);
    throw fieldError(bookingForm.fields.slot, fillTemplate(copy.past, { notice }));
  }
  if (parsed.start >= at + rules.horizonDays * DAY) {
    const horizon = countOf(rules.horizonDays, copy.days);
    throw fieldError(bookingForm.fields.slot, fillTemplate(copy.beyondHorizon, { horizon }));
  }
  const { date } = wallClock(parsed.start, setup.calendar.timeZone);
  if (closedOn(date, setup.calendar)) {
    const reason = holidayOn(date)?.name ?? copy.closedReason;
    throw fieldError(bookingForm.fields.slot, fillTemplate(copy.closed, { reason }));
  }
  const slot = openingsOn(date, setup.calendar, rules).find((s) => s.start === parsed.start);
  if (!slot) throw fieldError(bookingForm.fields.slot, copy.outsideHours);
  return { type: meeting, slot };
}

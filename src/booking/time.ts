// A slot's day and time as the booking pages show and say them: on the office's clock first
// ("joi, 3 decembrie, 10:30", the accessible name of every time), and, for a visitor whose own
// time zone is another, the same moment on their clock beside it ("09:30 la tine").
import { spokenDay, spokenSlot, spokenTime } from "../../domain/booking/spoken";

export { countOf, type PluralForms } from "../../domain/booking/spoken";
import { wallClock } from "../../domain/booking/zonedTime";
import { fillTemplate } from "../../domain/format";
import { type SlotView } from "../../contract/forms/bookingAnswers";

/** The visitor's time zone as the browser reports it (IANA name), or null when it does not. */
export function visitorTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** The visitor's zone when it is another than the office's, else null (nothing to add). */
export function otherZone(officeZone: string, visitorZone: string | null): string | null {
  return visitorZone && visitorZone !== officeZone ? visitorZone : null;
}

export interface DayGroup {
  /** The office's calendar date, YYYY-MM-DD. */
  date: string;
  /** "joi, 3 decembrie". */
  spoken: string;
  slots: SlotView[];
}

/** The slots by the office's day, in the order the server gave them (time order). */
export function groupByDay(slots: readonly SlotView[], officeZone: string): DayGroup[] {
  const days: DayGroup[] = [];
  for (const slot of slots) {
    let day = days.find((d) => d.date === slot.date);
    if (!day) {
      day = { date: slot.date, spoken: spokenDay(Date.parse(slot.start), officeZone), slots: [] };
      days.push(day);
    }
    day.slots.push(slot);
  }
  return days;
}

/** The copy a slot's labels are made of (the booking page's picker copy). */
export interface TimeCopy {
  officeTime: string;
  localTime: string;
  localDay: string;
}

export interface SlotLabels {
  /** The accessible name: "joi, 3 decembrie, 10:30" on the office's clock. */
  name: string;
  /** What the slot shows on the office's clock: "10:30", or "10:30 ora României" when the
   * visitor's clock is another. */
  office: string;
  /** The visitor's own time ("09:30 la tine", with the day when it is another there), or null. */
  local: string | null;
}

/** The labels of a slot starting at `start` (an ISO instant). */
export function slotLabels(
  start: string,
  officeZone: string,
  visitorZone: string | null,
  copy: TimeCopy,
): SlotLabels {
  const instant = Date.parse(start);
  const time = spokenTime(instant, officeZone);
  const name = spokenSlot(instant, officeZone);
  const zone = otherZone(officeZone, visitorZone);
  if (!zone) return { name, office: time, local: null };
  const localTime = spokenTime(instant, zone);
  const sameDay = wallClock(instant, zone).date === wallClock(instant, officeZone).date;
  const local = sameDay
    ? fillTemplate(copy.localTime, { time: localTime })
    : fillTemplate(copy.localDay, { time: localTime, day: spokenDay(instant, zone) });
  return { name, office: fillTemplate(copy.officeTime, { time }), local };
}

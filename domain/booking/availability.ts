// The free slots of a meeting type: the office's hours on working days in its time zone, less
// public holidays and closures, less what is already booked (with the buffers of both meetings)
// and the office's own busy times, from the minimum notice to the horizon, at most so many a day.
// Shared by the server, which answers with these and refuses anything else, and the page.
import { addDays, holidayOn, type IsoDate } from "./holidays";
import { instantOf, minutesOf, wallClock, type WallTime } from "./zonedTime";

/** ISO weekday: 1 is Monday, 7 is Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface OfficeHours {
  weekday: Weekday;
  from: WallTime;
  to: WallTime;
}

export interface Closure {
  from: IsoDate;
  to: IsoDate;
}

export interface Calendar {
  timeZone: string;
  /** Minutes between two slot starts. */
  slotStepMinutes: number;
  officeHours: readonly OfficeHours[];
  closures: readonly Closure[];
}

export interface MeetingRules {
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
  maxPerDay: number;
}

/** A meeting already in the calendar, with the buffers of its own type. */
export interface Booked {
  start: number;
  end: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
}

/** A time the office is busy elsewhere (its own calendar), start inclusive, end exclusive. */
export interface Busy {
  start: number;
  end: number;
}

export interface Slot {
  /** The instant it starts, ms since the epoch. */
  start: number;
  end: number;
  /** Its date and start on the office's clock. */
  date: IsoDate;
  time: WallTime;
}

export interface AvailabilityInput {
  calendar: Calendar;
  rules: MeetingRules;
  now: number;
  booked: readonly Booked[];
  busy?: readonly Busy[];
}

const MINUTE = 60_000;

/** The ISO weekday of a date. */
export function weekdayOf(date: IsoDate): Weekday {
  const [y, m, d] = date.split("-").map(Number);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
}

const pad = (n: number): string => String(n).padStart(2, "0");
const timeOf = (minutes: number): WallTime =>
  `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** Whether the office is closed all day: a public holiday or one of its closures. */
export function closedOn(date: IsoDate, calendar: Calendar): boolean {
  return (
    holidayOn(date) !== undefined ||
    calendar.closures.some((closure) => closure.from <= date && date <= closure.to)
  );
}

/** The slot starts of a date on the office's clock, before any booking is looked at. */
export function openingsOn(date: IsoDate, calendar: Calendar, rules: MeetingRules): Slot[] {
  if (closedOn(date, calendar)) return [];
  const weekday = weekdayOf(date);
  const slots: Slot[] = [];
  for (const hours of calendar.officeHours) {
    if (hours.weekday !== weekday) continue;
    const close = minutesOf(hours.to);
    for (let at = minutesOf(hours.from); at + rules.durationMinutes <= close;) {
      const time = timeOf(at);
      const start = instantOf(date, time, calendar.timeZone);
      if (start !== null)
        slots.push({ start, end: start + rules.durationMinutes * MINUTE, date, time });
      at += calendar.slotStepMinutes;
    }
  }
  // Two ranges of hours that overlap would offer a start twice.
  const unique = new Map(slots.map((slot) => [slot.start, slot]));
  return [...unique.values()].sort((a, b) => a.start - b.start);
}

const overlaps = (a: Busy, b: Busy): boolean => a.start < b.end && b.start < a.end;

/** A meeting's time with its buffers around it. */
export function padded(start: number, end: number, before: number, after: number): Busy {
  return { start: start - before * MINUTE, end: end + after * MINUTE };
}

/** Whether a slot is free of the bookings (both meetings' buffers apply) and the busy times. */
export function isFree(slot: Busy, input: AvailabilityInput): boolean {
  const { rules, booked, busy = [] } = input;
  const mine = padded(slot.start, slot.end, rules.bufferBeforeMinutes, rules.bufferAfterMinutes);
  return (
    booked.every(
      (b) => !overlaps(mine, padded(b.start, b.end, b.bufferBeforeMinutes, b.bufferAfterMinutes)),
    ) && busy.every((b) => !overlaps(slot, b))
  );
}

/** The free slots from now on, within the notice and the horizon, in time order. */
export function freeSlots(input: AvailabilityInput): Slot[] {
  const { calendar, rules, now, booked } = input;
  const earliest = now + rules.minNoticeMinutes * MINUTE;
  const latest = now + rules.horizonDays * 24 * 60 * MINUTE;
  const today = wallClock(now, calendar.timeZone).date;
  const perDay = new Map<IsoDate, number>();
  for (const b of booked) {
    const date = wallClock(b.start, calendar.timeZone).date;
    perDay.set(date, (perDay.get(date) ?? 0) + 1);
  }
  const slots: Slot[] = [];
  for (let day = 0; day <= rules.horizonDays; day++) {
    const date = addDays(today, day);
    if ((perDay.get(date) ?? 0) >= rules.maxPerDay) continue;
    for (const slot of openingsOn(date, calendar, rules)) {
      if (slot.start < earliest || slot.start >= latest) continue;
      if (isFree(slot, input)) slots.push(slot);
    }
  }
  return slots;
}

/** The free slots nearest to an instant (before or after it), for a slot that was just taken. */
export function nearestSlots(slots: readonly Slot[], instant: number, count: number): Slot[] {
  return [...slots]
    .sort((a, b) => Math.abs(a.start - instant) - Math.abs(b.start - instant) || a.start - b.start)
    .slice(0, count)
    .sort((a, b) => a.start - b.start);
}

// The day a request without a slot names (the booking page without JavaScript: a preferred day and
// a time window): a real date of the calendar, not past, within the meeting type's horizon, and a
// day the office works, each refusal a Romanian sentence naming why (a holiday by its name).
import copy from "../../data/booking-server.json";
import { closedOn, weekdayOf } from "../../domain/booking/availability";
import { addDays, holidayOn } from "../../domain/booking/holidays";
import { countOf } from "../../domain/booking/spoken";
import { wallClock } from "../../domain/booking/zonedTime";
import { fillTemplate } from "../../domain/format";
import { localeOf } from "../../domain/locale";
import type { BookingSetup, MeetingTypeSetup } from "./setup";

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month of the Gregorian calendar, by arithmetic alone (no Date, whose two-digit
 * years and rollover would accept 2027-02-30 as 2 March). */
function daysIn(year: number, month: number): number {
  if (month === 2) return isLeap(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

let weekdayFormat: Intl.DateTimeFormat | null = null;

/** "duminică": the weekday of a calendar date, as Romanian names it. */
function weekdayName(date: string): string {
  weekdayFormat ??= new Intl.DateTimeFormat(localeOf("ro").tag, {
    weekday: "long",
    timeZone: "UTC",
  });
  return weekdayFormat.format(new Date(`${date}T12:00:00Z`));
}

/**
 * Why a request cannot be for this day (`YYYY-MM-DD` on the office's calendar), or null when it
 * can: not a date, a date the calendar does not have, a day already past on the office's clock,
 * a day after the type's horizon (today plus horizonDays is the last), a public holiday or a
 * closure of the office, or a weekday it has no hours on.
 */
export function requestDayProblem(
  day: string,
  now: number,
  setup: BookingSetup,
  type: MeetingTypeSetup,
): string | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return copy.badDay;
  const [year, month, date] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || date < 1 || date > daysIn(year, month)) {
    return fillTemplate(copy.noSuchDay, { day });
  }
  const { calendar } = setup;
  const today = wallClock(now, calendar.timeZone).date;
  if (day < today) return copy.dayPast;
  if (day > addDays(today, type.rules.horizonDays)) {
    return fillTemplate(copy.beyondHorizon, {
      horizon: countOf(type.rules.horizonDays, copy.days),
    });
  }
  if (closedOn(day, calendar)) {
    const reason = holidayOn(day)?.name ?? copy.closedReason;
    return fillTemplate(copy.closed, { reason });
  }
  const weekday = weekdayOf(day);
  if (!calendar.officeHours.some((hours) => hours.weekday === weekday)) {
    const reason = fillTemplate(copy.closedWeekday, { weekday: weekdayName(day) });
    return fillTemplate(copy.closed, { reason });
  }
  return null;
}

// The time windows a request without JavaScript offers ("Dimineața", "După-amiaza"), drawn from
// each day's office hours rather than from a fixed list: a window names at most a start and an
// end on the office's clock, and on a given day it is that span clipped to the day's hours. The
// page's select says the hours each window has on each working day, and the server refuses a
// window that leaves nothing of a day's hours, so Friday's earlier closing is never offered as
// an afternoon until 17:00. Pure, and small enough for the booking page's own script.
import { localeOf } from "../locale";

/** `HH:MM` on a 24-hour clock, as data/booking.json writes times. */
type Time = string;

/** A window as data/booking.json gives it: without `from` it starts when the office opens,
 * without `to` it ends when the office closes. */
export interface WindowRule {
  id: string;
  label: string;
  from?: Time | null;
  to?: Time | null;
}

/** One working day's hours (ISO weekday: 1 is Monday, 7 is Sunday). */
export interface DayHours {
  weekday: number;
  from: Time;
  to: Time;
}

export interface Span {
  from: Time;
  to: Time;
}

const minutesOf = (time: Time): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** The window's hours on a day the office keeps these hours, or null when none are left. */
export function windowOnDay(window: WindowRule, hours: Span): Span | null {
  const from =
    window.from && minutesOf(window.from) > minutesOf(hours.from) ? window.from : hours.from;
  const to = window.to && minutesOf(window.to) < minutesOf(hours.to) ? window.to : hours.to;
  return minutesOf(from) < minutesOf(to) ? { from, to } : null;
}

/** "9:00–12:00": a span as the page and the office's mail write it. */
export function spokenSpan({ from, to }: Span): string {
  const clock = (time: Time) => time.replace(/^0(\d)/, "$1");
  return `${clock(from)}–${clock(to)}`;
}

/** "Dimineața (9:00–12:00)": a window on one day, as the office's mail names the request. */
export function windowOnDayLabel(window: WindowRule, span: Span): string {
  return `${window.label} (${spokenSpan(span)})`;
}

let weekdayFormat: Intl.DateTimeFormat | null = null;

/** "luni": an ISO weekday as Romanian names it, from the platform's locale. */
export function weekdayName(weekday: number): string {
  weekdayFormat ??= new Intl.DateTimeFormat(localeOf("ro").tag, {
    weekday: "long",
    timeZone: "UTC",
  });
  // 2026-11-30 is a Monday.
  return weekdayFormat.format(new Date(Date.UTC(2026, 10, 29 + weekday, 12)));
}

/** "luni–joi", "marți", "luni, miercuri": weekdays in order, runs of three or more joined. */
function weekdays(days: readonly number[]): string {
  const runs: number[][] = [];
  for (const day of [...days].sort((a, b) => a - b)) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [`${weekdayName(run[0])}–${weekdayName(run[run.length - 1])}`]
        : run.map(weekdayName),
    )
    .join(", ");
}

/**
 * What the request form's select shows for a window: its hours when every working day gives it
 * the same ("Dimineața (9:00–12:00)"), else the hours of each group of days ("După-amiaza
 * (luni–joi 12:00–17:00, vineri 12:00–15:00)"). A day the window leaves nothing of is not named.
 */
export function windowLabel(window: WindowRule, officeHours: readonly DayHours[]): string {
  const groups = new Map<string, number[]>();
  for (const day of [...officeHours].sort((a, b) => a.weekday - b.weekday)) {
    const span = windowOnDay(window, day);
    if (!span) continue;
    const key = spokenSpan(span);
    groups.set(key, [...(groups.get(key) ?? []), day.weekday]);
  }
  if (groups.size === 0) return window.label;
  if (groups.size === 1) return `${window.label} (${[...groups.keys()][0]})`;
  const parts = [...groups].map(([span, days]) => `${weekdays(days)} ${span}`);
  return `${window.label} (${parts.join(", ")})`;
}

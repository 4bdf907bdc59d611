// Wall-clock time in the office's time zone (Europe/Bucharest) and the instants it names, without
// a time-zone library: the platform's Intl knows the zone's rules, so summer time starts and ends
// on the right Sundays in any year. A wall-clock time that the clocks skip (03:00–03:59 on the
// last Sunday of March) names no instant; one they pass twice (03:00–03:59 on the last Sunday of
// October) names the first.
import type { IsoDate } from "./holidays";

/** `HH:MM`, 24-hour. */
export type WallTime = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** The date and wall-clock time an instant shows in a zone. */
export function wallClock(instant: number, timeZone: string): { date: IsoDate; time: WallTime } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The zone's offset from UTC at an instant, in minutes (+120 in winter, +180 in summer here). */
export function offsetMinutes(instant: number, timeZone: string): number {
  const { date, time } = wallClock(instant, timeZone);
  const [y, m, d] = date.split("-").map(Number);
  const [h, min] = time.split(":").map(Number);
  const asUtc = Date.UTC(y, m - 1, d, h, min);
  return Math.round((asUtc - (instant - (instant % 60_000))) / 60_000);
}

/** Minutes since midnight of a wall-clock time. */
export function minutesOf(time: WallTime): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`"${time}" is not a time HH:MM`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The instant a date and wall-clock time name in a zone, or null when the clocks skip it. Of a
 * time the clocks pass twice, the first.
 */
export function instantOf(date: IsoDate, time: WallTime, timeZone: string): number | null {
  const [y, m, d] = date.split("-").map(Number);
  const minutes = minutesOf(time);
  const asUtc = Date.UTC(y, m - 1, d, 0, minutes);
  // The offset is one of the two around the date; try the larger first (the earlier instant).
  const offsets = [
    offsetMinutes(asUtc - 36 * 3_600_000, timeZone),
    offsetMinutes(asUtc + 36 * 3_600_000, timeZone),
  ].sort((a, b) => b - a);
  for (const offset of offsets) {
    const instant = asUtc - offset * 60_000;
    const shown = wallClock(instant, timeZone);
    if (shown.date === date && shown.time === time) return instant;
  }
  return null;
}

/** @jest-environment node */
// The free slots over the whole input domain (property tests): every slot offered keeps every
// rule (office hours on the office's clock, holidays and closures, notice, horizon, both meetings'
// buffers, busy times, the daily maximum), no slot that keeps them is missing, and none is
// duplicated or shifted, also on the days summer time starts and ends.
import fc from "fast-check";
import {
  closedOn,
  freeSlots,
  isFree,
  nearestSlots,
  openingsOn,
  weekdayOf,
  type AvailabilityInput,
  type Calendar,
  type MeetingRules,
  type Weekday,
} from "../../domain/booking/availability";
import { addDays, holidayOn } from "../../domain/booking/holidays";
import { instantOf, minutesOf, wallClock } from "../../domain/booking/zonedTime";
import { propertyRuns } from "../helpers/propertyRuns";

const ZONE = "Europe/Bucharest";
const MINUTE = 60_000;
const pad = (n: number) => String(n).padStart(2, "0");
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

const rulesArb: fc.Arbitrary<MeetingRules> = fc.record({
  durationMinutes: fc.constantFrom(15, 30, 45, 60, 90),
  bufferBeforeMinutes: fc.integer({ min: 0, max: 30 }),
  bufferAfterMinutes: fc.integer({ min: 0, max: 30 }),
  minNoticeMinutes: fc.integer({ min: 0, max: 48 * 60 }),
  horizonDays: fc.integer({ min: 1, max: 12 }),
  maxPerDay: fc.integer({ min: 1, max: 8 }),
});

/** Office hours anywhere in the day, the night of a clock change included. */
const hoursArb = fc
  .tuple(
    fc.constantFrom<Weekday>(1, 2, 3, 4, 5, 6, 7),
    fc.integer({ min: 0, max: 95 }),
    fc.integer({ min: 1, max: 95 }),
  )
  .map(([weekday, a, length]) => ({
    weekday,
    from: hhmm(a * 15),
    to: hhmm(Math.min(95, a + length) * 15 + (a + length >= 95 ? 14 : 0)),
  }))
  .filter((h) => minutesOf(h.from) < minutesOf(h.to));

const calendarArb: fc.Arbitrary<Calendar> = fc.record({
  timeZone: fc.constant(ZONE),
  slotStepMinutes: fc.constantFrom(15, 30, 60),
  officeHours: fc.array(hoursArb, { minLength: 1, maxLength: 8 }),
  closures: fc.array(
    fc
      .tuple(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 10 }))
      .map(([start, days]) => ({
        from: addDays("2025-01-01", start),
        to: addDays("2025-01-01", start + days),
      })),
    { maxLength: 2 },
  ),
});

/** Now: any minute of 2025–2035, often near a change of the clocks. */
const nowArb = fc
  .oneof(
    fc.integer({ min: Date.UTC(2025, 0, 1) / MINUTE, max: Date.UTC(2035, 11, 1) / MINUTE }),
    fc
      .tuple(
        fc.integer({ min: 2025, max: 2035 }),
        fc.constantFrom(3, 10),
        fc.integer({ min: -3 * 1440, max: 1440 }),
      )
      .map(([year, month, shift]) => {
        const last = new Date(Date.UTC(year, month, 0));
        last.setUTCDate(last.getUTCDate() - last.getUTCDay());
        return last.getTime() / MINUTE + shift;
      }),
  )
  .map((minute) => minute * MINUTE);

/** An input with some of its own openings already booked and some busy times. */
const inputArb: fc.Arbitrary<AvailabilityInput> = fc
  .record({
    calendar: calendarArb,
    rules: rulesArb,
    now: nowArb,
    picks: fc.array(fc.nat(), { maxLength: 6 }),
  })
  .chain(({ calendar, rules, now, picks }) => {
    const openings = Array.from({ length: rules.horizonDays + 1 }, (_, d) =>
      openingsOn(addDays(wallClock(now, ZONE).date, d), calendar, rules),
    ).flat();
    const booked = openings.length
      ? [...new Set(picks.map((p) => p % openings.length))].map((i) => ({
          start: openings[i].start,
          end: openings[i].end,
          bufferBeforeMinutes: (i * 7) % 20,
          bufferAfterMinutes: (i * 11) % 20,
        }))
      : [];
    return fc
      .array(
        fc.tuple(
          fc.integer({ min: 0, max: rules.horizonDays * 1440 }),
          fc.integer({ min: 15, max: 240 }),
        ),
        { maxLength: 3 },
      )
      .map((spans) => ({
        calendar,
        rules,
        now,
        booked,
        busy: spans.map(([at, length]) => ({
          start: now + at * MINUTE,
          end: now + (at + length) * MINUTE,
        })),
      }));
  });

/** What the rules allow, decided for one candidate start on its own. */
function allowed(input: AvailabilityInput, date: string, time: string): number | null {
  const { calendar, rules, now, booked } = input;
  const start = instantOf(date, time, ZONE);
  if (start === null) return null;
  if (holidayOn(date) || calendar.closures.some((c) => c.from <= date && date <= c.to)) return null;
  if (start < now + rules.minNoticeMinutes * MINUTE) return null;
  if (start >= now + rules.horizonDays * 1440 * MINUTE) return null;
  const sameDay = booked.filter((b) => wallClock(b.start, ZONE).date === date).length;
  if (sameDay >= rules.maxPerDay) return null;
  if (!isFree({ start, end: start + rules.durationMinutes * MINUTE }, input)) return null;
  return start;
}

describe("free slots", () => {
  it("keep every rule, and are in time order without repeats", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const slots = freeSlots(input);
        const { calendar, rules, now } = input;
        slots.forEach((slot, i) => {
          if (i > 0) expect(slot.start).toBeGreaterThan(slots[i - 1].start);
          // Not shifted: the instant shows the slot's date and time on the office's clock.
          expect(wallClock(slot.start, ZONE)).toEqual({ date: slot.date, time: slot.time });
          expect(slot.end - slot.start).toBe(rules.durationMinutes * MINUTE);
          expect(closedOn(slot.date, calendar)).toBe(false);
          const within = calendar.officeHours.some(
            (h) =>
              h.weekday === weekdayOf(slot.date) &&
              minutesOf(h.from) <= minutesOf(slot.time) &&
              minutesOf(slot.time) + rules.durationMinutes <= minutesOf(h.to) &&
              (minutesOf(slot.time) - minutesOf(h.from)) % calendar.slotStepMinutes === 0,
          );
          expect(within).toBe(true);
          expect(slot.start).toBeGreaterThanOrEqual(now + rules.minNoticeMinutes * MINUTE);
          expect(slot.start).toBeLessThan(now + rules.horizonDays * 1440 * MINUTE);
          expect(isFree(slot, input)).toBe(true);
        });
      }),
      propertyRuns(300),
    );
  });

  it("leave out no start the rules allow", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const offered = new Set(freeSlots(input).map((slot) => slot.start));
        const { calendar, rules, now } = input;
        const today = wallClock(now, ZONE).date;
        for (let d = 0; d <= rules.horizonDays; d++) {
          const date = addDays(today, d);
          for (const h of calendar.officeHours) {
            if (h.weekday !== weekdayOf(date)) continue;
            for (
              let at = minutesOf(h.from);
              at + rules.durationMinutes <= minutesOf(h.to);
              at += calendar.slotStepMinutes
            ) {
              const start = allowed(input, date, hhmm(at));
              if (start !== null) expect(offered.has(start)).toBe(true);
            }
          }
        }
      }),
      propertyRuns(300),
    );
  });

  it.each(Array.from({ length: 11 }, (_, i) => 2025 + i))(
    "%i: on the days the clocks change, offer each wall-clock start once, the skipped hour none",
    (year) => {
      const calendar: Calendar = {
        timeZone: ZONE,
        slotStepMinutes: 30,
        officeHours: [{ weekday: 7, from: "00:00", to: "23:59" }],
        closures: [],
      };
      const rules: MeetingRules = {
        durationMinutes: 30,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        minNoticeMinutes: 0,
        horizonDays: 2,
        maxPerDay: 100,
      };
      for (const month of [3, 10]) {
        const last = new Date(Date.UTC(year, month, 0));
        last.setUTCDate(last.getUTCDate() - last.getUTCDay());
        const sunday = last.toISOString().slice(0, 10);
        const now = instantOf(addDays(sunday, -1), "23:00", ZONE)!;
        const times = freeSlots({ calendar, rules, now, booked: [] })
          .filter((slot) => slot.date === sunday)
          .map((slot) => slot.time);
        const all = Array.from({ length: 47 }, (_, i) => hhmm(i * 30));
        expect(times).toEqual(
          month === 3 ? all.filter((t) => t !== "03:00" && t !== "03:30") : all,
        );
      }
    },
  );

  it("apply both meetings' buffers, and offer the nearest free slots of a taken one", () => {
    const calendar: Calendar = {
      timeZone: ZONE,
      slotStepMinutes: 15,
      officeHours: [{ weekday: 2, from: "09:00", to: "12:00" }],
      closures: [],
    };
    const rules: MeetingRules = {
      durationMinutes: 30,
      bufferBeforeMinutes: 15,
      bufferAfterMinutes: 0,
      minNoticeMinutes: 0,
      horizonDays: 2,
      maxPerDay: 5,
    };
    const now = instantOf("2026-12-07", "08:00", ZONE)!; // a Monday
    const start = instantOf("2026-12-08", "10:00", ZONE)!;
    const booked = [
      { start, end: start + 30 * MINUTE, bufferBeforeMinutes: 0, bufferAfterMinutes: 15 },
    ];
    const times = freeSlots({ calendar, rules, now, booked }).map((slot) => slot.time);
    // Ours needs 15 minutes before it, theirs 15 after it: 09:30 is the last start before
    // (ends 10:00), and 11:00 the first after (10:30 + 15 + 15).
    expect(times).toEqual(["09:00", "09:15", "09:30", "11:00", "11:15", "11:30"]);
    // The four nearest to the taken 10:00, in time order: 30, 45 and (twice) 60 minutes away.
    const nearest = nearestSlots(freeSlots({ calendar, rules, now, booked }), start, 4);
    expect(nearest.map((slot) => slot.time)).toEqual(["09:00", "09:15", "09:30", "11:00"]);
  });

  it("start exactly at the notice, and stop before the horizon", () => {
    const calendar: Calendar = {
      timeZone: ZONE,
      slotStepMinutes: 60,
      officeHours: [2, 3].map((weekday) => ({
        weekday: weekday as Weekday,
        from: "09:00",
        to: "12:00",
      })),
      closures: [],
    };
    const rules: MeetingRules = {
      durationMinutes: 60,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      minNoticeMinutes: 120,
      horizonDays: 1,
      maxPerDay: 9,
    };
    const nine = instantOf("2026-12-08", "09:00", ZONE)!;
    const times = (now: number) =>
      freeSlots({ calendar, rules, now, booked: [] }).map((slot) => `${slot.date} ${slot.time}`);
    // Two hours' notice: at 07:00 the 09:00 slot is offered, a minute later it is not.
    expect(times(nine - 120 * MINUTE)[0]).toBe("2026-12-08 09:00");
    expect(times(nine - 119 * MINUTE)[0]).toBe("2026-12-08 10:00");
    // A day's horizon: from 07:00 it ends before the next day's 07:00, from 09:30 before 09:30.
    expect(times(nine - 120 * MINUTE).at(-1)).toBe("2026-12-08 11:00");
    expect(times(nine + 30 * MINUTE)).toEqual(["2026-12-09 09:00"]);
  });

  it("offer nothing on a holiday, a closure or a day already full", () => {
    const calendar: Calendar = {
      timeZone: ZONE,
      slotStepMinutes: 60,
      officeHours: [1, 2, 3, 4, 5].map((weekday) => ({
        weekday: weekday as Weekday,
        from: "09:00",
        to: "12:00",
      })),
      closures: [{ from: "2026-12-02", to: "2026-12-02" }],
    };
    const rules: MeetingRules = {
      durationMinutes: 60,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      minNoticeMinutes: 0,
      horizonDays: 3,
      maxPerDay: 1,
    };
    const now = instantOf("2026-11-30", "08:00", ZONE)!; // Monday, Sfântul Andrei
    const start = instantOf("2026-12-03", "09:00", ZONE)!;
    const booked = [
      { start, end: start + 60 * MINUTE, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 },
    ];
    const dates = new Set(freeSlots({ calendar, rules, now, booked }).map((slot) => slot.date));
    // 30 Nov and 1 Dec are holidays, 2 Dec is closed, 3 Dec has its one meeting.
    expect([...dates]).toEqual([]);
  });
});

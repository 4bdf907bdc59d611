/** @jest-environment node */
// The request's time windows drawn from each day's office hours: for every working day of the
// data and every window, the window's hours lie within that day's (and so do the hours the page's
// select names); the same holds for any hours and windows drawn at random; a window left with
// nothing of any day is a data error, naming the file and the field.
import fc from "fast-check";
import booking from "../../data/booking.json";
import { BOOKING } from "../../contract/booking/data";
import { BookingDataError, readBookingData } from "../../contract/booking/dataRules";
import {
  spokenSpan,
  weekdayName,
  windowLabel,
  windowOnDay,
  type DayHours,
  type WindowRule,
} from "../../domain/booking/windows";
import { TIME_WINDOWS } from "../../src/booking/meeting";
import { propertyRuns } from "../helpers/propertyRuns";

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const time = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
/** Every "H:MM–H:MM" a label names, in minutes. */
const spansIn = (label: string) =>
  [...label.matchAll(/(\d{1,2}):(\d\d)–(\d{1,2}):(\d\d)/g)].map((m) => ({
    from: Number(m[1]) * 60 + Number(m[2]),
    to: Number(m[3]) * 60 + Number(m[4]),
  }));

const within = (span: { from: string; to: string }, day: { from: string; to: string }) =>
  minutes(day.from) <= minutes(span.from) &&
  minutes(span.from) < minutes(span.to) &&
  minutes(span.to) <= minutes(day.to);

describe("the shipped windows", () => {
  const days = BOOKING.calendar.officeHours;

  it.each(days.map((day) => [weekdayName(day.weekday), day] as const))(
    "lie within %s's office hours, each window and the hours the page names for the day",
    (name, day) => {
      for (const window of BOOKING.windows) {
        const span = windowOnDay(window, day);
        expect(span).not.toBeNull();
        expect([window.id, within(span!, day)]).toEqual([window.id, true]);
        // The page's label names the day's span; every span it names fits some day it is for.
        const label = TIME_WINDOWS.find((w) => w.id === window.id)!.label;
        expect(label).toContain(spokenSpan(span!));
        for (const named of spansIn(label)) {
          const fits = days.some((d) => minutes(d.from) <= named.from && named.to <= minutes(d.to));
          expect([name, window.id, label, fits]).toEqual([name, window.id, label, true]);
        }
      }
    },
  );

  it("offer nothing past Friday's closing, which is earlier than the other days'", () => {
    const friday = days.find((d) => d.weekday === 5)!;
    expect(minutes(friday.to)).toBeLessThan(Math.max(...days.map((d) => minutes(d.to))));
    const afternoon = TIME_WINDOWS.find((w) => w.id === "dupa-amiaza")!.label;
    expect(afternoon).toContain(`vineri 12:00–${friday.to}`);
    // The page says the same as the data: no fixed list of hours is left in the file.
    for (const window of booking.windows) expect(window.label).not.toMatch(/\d:\d\d/);
  });
});

const dayHours: fc.Arbitrary<DayHours> = fc
  .tuple(
    fc.integer({ min: 1, max: 7 }),
    fc.integer({ min: 0, max: 1438 }),
    fc.integer({ min: 1, max: 1439 }),
  )
  .filter(([, a, b]) => a < b)
  .map(([weekday, a, b]) => ({ weekday, from: time(a), to: time(b) }));

const windowRule: fc.Arbitrary<WindowRule> = fc
  .record({
    from: fc.option(fc.integer({ min: 0, max: 1439 }), { nil: undefined }),
    to: fc.option(fc.integer({ min: 0, max: 1439 }), { nil: undefined }),
  })
  .map(({ from, to }) => ({
    id: "w",
    label: "Intervalul",
    ...(from === undefined ? {} : { from: time(from) }),
    ...(to === undefined ? {} : { to: time(to) }),
  }));

describe("any hours and any window", () => {
  it("give a span within the day's hours and the window's bounds, or none", () => {
    fc.assert(
      fc.property(dayHours, windowRule, (day, window) => {
        const span = windowOnDay(window, day);
        const lo = Math.max(minutes(day.from), window.from ? minutes(window.from) : 0);
        const hi = Math.min(minutes(day.to), window.to ? minutes(window.to) : 1440);
        if (lo >= hi) return span === null;
        return span !== null && minutes(span.from) === lo && minutes(span.to) === hi;
      }),
      propertyRuns(2_000),
    );
  });

  it("are labelled with hours inside some day's hours only", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(dayHours, { selector: (d) => d.weekday, minLength: 1, maxLength: 7 }),
        windowRule,
        (days, window) => {
          for (const span of spansIn(windowLabel(window, days))) {
            const fits = days.some((d) => minutes(d.from) <= span.from && span.to <= minutes(d.to));
            if (!fits || span.from >= span.to) return false;
          }
          return true;
        },
      ),
      propertyRuns(1_000),
    );
  });
});

describe("the data's rule", () => {
  it("refuses a window that leaves nothing of any day's hours", () => {
    const data = JSON.parse(JSON.stringify(booking));
    data.windows.push({ id: "noaptea", label: "Noaptea", from: "20:00", to: "23:00" });
    expect(() => readBookingData(data)).toThrow(BookingDataError);
    expect(() => readBookingData(data)).toThrow(
      "data/booking.json (windows[3]): leaves nothing of any day's office hours; move its from or to inside them",
    );
  });

  it("reads a window without bounds as the whole of each day", () => {
    const anytime = BOOKING.windows.find((w) => w.id === "oricand")!;
    expect(anytime.from).toBeUndefined();
    expect(anytime.to).toBeUndefined();
    for (const day of BOOKING.calendar.officeHours) {
      expect(windowOnDay(anytime, day)).toEqual({ from: day.from, to: day.to });
    }
  });
});

/** @jest-environment node */
// The office's clock (Europe/Bucharest) across both changes of summer time, for every year the
// calendar books, and a round trip from any instant to its wall-clock time and back.
import fc from "fast-check";
import { instantOf, offsetMinutes, wallClock } from "../../domain/booking/zonedTime";
import { propertyRuns } from "../helpers/propertyRuns";

const ZONE = "Europe/Bucharest";
const HOUR = 3_600_000;

/** The last Sunday of a month, as ISO text. */
function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}

describe("the office's clock", () => {
  it.each(Array.from({ length: 11 }, (_, i) => 2025 + i))(
    "%i: skips 03:00–03:59 in March and passes it twice in October",
    (year) => {
      const march = lastSunday(year, 3);
      expect(instantOf(march, "02:59", ZONE)).not.toBeNull();
      expect(instantOf(march, "03:00", ZONE)).toBeNull();
      expect(instantOf(march, "03:59", ZONE)).toBeNull();
      const four = instantOf(march, "04:00", ZONE)!;
      expect(four - instantOf(march, "02:59", ZONE)!).toBe(60_000);
      expect(offsetMinutes(four - HOUR, ZONE)).toBe(120);
      expect(offsetMinutes(four, ZONE)).toBe(180);

      const october = lastSunday(year, 10);
      const first = instantOf(october, "03:30", ZONE)!;
      // The first 03:30 is summer time; an hour later the clock shows 03:30 again.
      expect(offsetMinutes(first, ZONE)).toBe(180);
      expect(wallClock(first + HOUR, ZONE)).toEqual({ date: october, time: "03:30" });
      expect(instantOf(october, "04:00", ZONE)! - first).toBe(1.5 * HOUR);
    },
  );

  it("names, for any instant, a wall-clock time that names that instant or the hour before", () => {
    const start = Date.UTC(2025, 0, 1);
    const end = Date.UTC(2036, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: start / 60_000, max: end / 60_000 }), (minute) => {
        const instant = minute * 60_000;
        const { date, time } = wallClock(instant, ZONE);
        const back = instantOf(date, time, ZONE);
        expect(back === instant || back === instant - HOUR).toBe(true);
        expect([120, 180]).toContain(offsetMinutes(instant, ZONE));
      }),
      propertyRuns(2000),
    );
  });

  it("refuses a time that is not HH:MM", () => {
    expect(() => instantOf("2026-01-05", "9:00", ZONE)).toThrow(RangeError);
    expect(() => instantOf("2026-01-05", "24:00", ZONE)).toThrow(RangeError);
  });
});

/** @jest-environment node */
// Romania's public holidays against the published dates: the Orthodox Easter of 2025–2035 as the
// Romanian Orthodox Church's calendars give it, and Codul muncii art. 139's fixed days.
import { addDays, holidayOn, orthodoxEaster, publicHolidays } from "../../domain/booking/holidays";

/** Orthodox Easter Sunday, 2025–2035, as published. */
const PUBLISHED_EASTER: Record<number, string> = {
  2025: "2025-04-20",
  2026: "2026-04-12",
  2027: "2027-05-02",
  2028: "2028-04-16",
  2029: "2029-04-08",
  2030: "2030-04-28",
  2031: "2031-04-13",
  2032: "2032-05-02",
  2033: "2033-04-24",
  2034: "2034-04-09",
  2035: "2035-04-29",
};

/** Rusaliile (Pentecost Sunday), 2025–2035, as published. */
const PUBLISHED_PENTECOST: Record<number, string> = {
  2025: "2025-06-08",
  2026: "2026-05-31",
  2027: "2027-06-20",
  2028: "2028-06-04",
  2029: "2029-05-27",
  2030: "2030-06-16",
  2031: "2031-06-01",
  2032: "2032-06-20",
  2033: "2033-06-12",
  2034: "2034-05-28",
  2035: "2035-06-17",
};

const FIXED = [
  "01-01",
  "01-02",
  "01-06",
  "01-07",
  "01-24",
  "05-01",
  "06-01",
  "08-15",
  "11-30",
  "12-01",
  "12-25",
  "12-26",
];

describe("Romanian public holidays", () => {
  it.each(Object.entries(PUBLISHED_EASTER))(
    "Easter %s is on %s, with its Friday and Monday",
    (year, easter) => {
      expect(orthodoxEaster(Number(year))).toBe(easter);
      const dates = publicHolidays(Number(year)).map((h) => h.date);
      expect(dates).toEqual(
        expect.arrayContaining([addDays(easter, -2), easter, addDays(easter, 1)]),
      );
      expect(holidayOn(addDays(easter, -2))?.name).toBe("Vinerea Mare");
    },
  );

  it.each(Object.entries(PUBLISHED_PENTECOST))(
    "Pentecost %s is on %s, with its Monday",
    (year, pentecost) => {
      const dates = publicHolidays(Number(year)).map((h) => h.date);
      expect(dates).toEqual(expect.arrayContaining([pentecost, addDays(pentecost, 1)]));
    },
  );

  it("has the fixed days of every year, and nothing else besides the five moving ones", () => {
    for (let year = 2025; year <= 2035; year++) {
      const holidays = publicHolidays(year);
      expect(holidays).toHaveLength(FIXED.length + 5);
      for (const day of FIXED) expect(holidayOn(`${year}-${day}`)).toBeDefined();
      expect(holidays.map((h) => h.date)).toEqual([...holidays.map((h) => h.date)].sort());
    }
    // An ordinary day is no holiday; Pentecost Monday 2026 is also Children's Day.
    expect(holidayOn("2026-03-03")).toBeUndefined();
    expect(publicHolidays(2026).filter((h) => h.date === "2026-06-01")).toHaveLength(2);
  });

  it("refuses years the computus is not valid for", () => {
    expect(() => orthodoxEaster(1899)).toThrow(RangeError);
    expect(() => orthodoxEaster(2100)).toThrow(RangeError);
  });
});

/** @jest-environment node */
// The day of a request without a slot, on fixed clocks: not a date, a date the calendar does not
// have (2027-02-30), a past day on the office's clock, a day beyond the type's horizon (9999-12-31
// too), a holiday by its name, a closure and a weekday without hours are each refused with their
// sentence; every other day of the horizon is accepted.
import fc from "fast-check";
import copy from "../../data/booking-server.json";
import { addDays, holidayOn } from "../../domain/booking/holidays";
import { countOf } from "../../domain/booking/spoken";
import { instantOf, wallClock } from "../../domain/booking/zonedTime";
import { fillTemplate } from "../../domain/format";
import { bookingSetup } from "../../server/booking/setup";
import { requestDayProblem } from "../../server/booking/requestDay";
import { T0, TYPE, testSetup } from "../helpers/booking";

const ZONE = "Europe/Bucharest";
/** The shipped calendar: Monday to Friday. */
const SHIPPED = bookingSetup();
/** Open every day, no closures. */
const EVERY_DAY = testSetup();
const closed = (reason: string) => fillTemplate(copy.closed, { reason });

describe("on Wednesday 2 December 2026, 08:00 in Bucharest, with a 30-day horizon", () => {
  const problem = (day: string, setup = SHIPPED) => requestDayProblem(day, T0, setup, TYPE);

  it("accepts today and the working days ahead", () => {
    expect(TYPE.rules.horizonDays).toBe(30);
    for (const day of ["2026-12-02", "2026-12-03", "2026-12-07", "2026-12-31", "2026-12-24"]) {
      expect(problem(day)).toBeNull();
    }
  });

  it.each(["mâine", "", "2026-12-3", "02.12.2026", "2026-12-03T10:00", " 2026-12-03"])(
    "%j is not a day",
    (day) => {
      expect(problem(day)).toBe(copy.badDay);
    },
  );

  it.each(["2027-02-30", "2026-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-12-00"])(
    "%s is a date the calendar does not have",
    (day) => {
      expect(problem(day)).toBe(fillTemplate(copy.noSuchDay, { day }));
    },
  );

  it("a past day, on the office's clock", () => {
    expect(problem("2026-12-01")).toBe(copy.dayPast);
    expect(problem("1999-06-15")).toBe(copy.dayPast);
    // 00:30 on 3 December in Bucharest is still 2 December in UTC: the office's day counts.
    const afterMidnight = instantOf("2026-12-03", "00:30", ZONE)!;
    expect(new Date(afterMidnight).toISOString().slice(0, 10)).toBe("2026-12-02");
    expect(requestDayProblem("2026-12-02", afterMidnight, SHIPPED, TYPE)).toBe(copy.dayPast);
    expect(requestDayProblem("2026-12-03", afterMidnight, SHIPPED, TYPE)).toBeNull();
  });

  it("a day beyond the horizon, said in days", () => {
    const beyond = fillTemplate(copy.beyondHorizon, { horizon: "30 de zile" });
    expect(problem("2027-01-04")).toBe(beyond);
    expect(problem("9999-12-31")).toBe(beyond);
    expect(problem("2027-02-30")).not.toBe(beyond);
  });

  it("a public holiday, by its name, and a closure of the office", () => {
    expect(problem("2026-12-25")).toBe(closed("Crăciunul"));
    expect(problem("2026-12-26", EVERY_DAY)).toBe(closed("Crăciunul (a doua zi)"));
    // The horizon's last day, 2 December + 30, is New Year's Day.
    expect(problem("2027-01-01")).toBe(closed("Anul Nou"));
    const closure = testSetup({
      calendar: { ...EVERY_DAY.calendar, closures: [{ from: "2026-12-14", to: "2026-12-18" }] },
    });
    expect(problem("2026-12-16", closure)).toBe(closed(copy.closedReason));
    expect(problem("2026-12-19", closure)).toBeNull();
  });

  it("a weekday the office has no hours on, by its name", () => {
    expect(problem("2026-12-05")).toBe(closed("sâmbătă nu avem program"));
    expect(problem("2026-12-06")).toBe(closed("duminică nu avem program"));
    expect(problem("2026-12-06", EVERY_DAY)).toBeNull();
  });
});

it("the horizon's last day is today plus horizonDays on the office's calendar", () => {
  const short = { ...TYPE, rules: { ...TYPE.rules, horizonDays: 10 } };
  expect(requestDayProblem("2026-12-12", T0, EVERY_DAY, short)).toBeNull();
  expect(requestDayProblem("2026-12-13", T0, EVERY_DAY, short)).toBe(
    fillTemplate(copy.beyondHorizon, { horizon: "10 zile" }),
  );
});

it("29 February is a day in a leap year", () => {
  const now = instantOf("2028-02-20", "09:00", ZONE)!;
  expect(requestDayProblem("2028-02-29", now, SHIPPED, TYPE)).toBeNull();
  expect(requestDayProblem("2100-02-29", now, SHIPPED, TYPE)).toBe(
    fillTemplate(copy.noSuchDay, { day: "2100-02-29" }),
  );
});

const pad = (n: number, width: number) => String(n).padStart(width, "0");

it("any YYYY-MM-DD is refused as no day exactly when the calendar lacks it", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 99 }),
      fc.integer({ min: 0, max: 99 }),
      (year, month, date) => {
        const day = `${pad(year, 4)}-${pad(month, 2)}-${pad(date, 2)}`;
        // The platform's own calendar, without its two-digit-year rule.
        const t = new Date(0);
        t.setUTCFullYear(year, month - 1, date);
        const real =
          t.getUTCFullYear() === year && t.getUTCMonth() === month - 1 && t.getUTCDate() === date;
        const answer = requestDayProblem(day, T0, EVERY_DAY, TYPE);
        expect(answer === fillTemplate(copy.noSuchDay, { day })).toBe(!real);
      },
    ),
  );
});

it("on any clock, with every day open, a day is accepted exactly when it is within the horizon and no holiday", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: Date.parse("2020-01-01"), max: Date.parse("2090-12-31") }),
      fc.integer({ min: -40, max: 80 }),
      fc.integer({ min: 1, max: 60 }),
      (now, offset, horizonDays) => {
        const today = wallClock(now, ZONE).date;
        const day = addDays(today, offset);
        const type = { ...TYPE, rules: { ...TYPE.rules, horizonDays } };
        const answer = requestDayProblem(day, now, EVERY_DAY, type);
        const open = offset >= 0 && offset <= horizonDays && holidayOn(day) === undefined;
        expect(answer === null).toBe(open);
        if (offset < 0) expect(answer).toBe(copy.dayPast);
        if (offset > horizonDays) {
          const horizon = countOf(horizonDays, copy.days);
          expect(answer).toBe(fillTemplate(copy.beyondHorizon, { horizon }));
        }
      },
    ),
  );
});

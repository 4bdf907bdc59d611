/** @jest-environment node */
// data/booking.json as the server and the page read it: the shipped file passes and gives the
// calendar and rules the availability works with; every kind of wrong value fails with one error
// listing each problem by file and field; the office hours stay marked as placeholders, so the
// go-live check refuses them until the office confirms its real hours.
import fs from "node:fs";
import path from "node:path";
import shipped from "../../data/booking.json";
import { freeSlots } from "../../domain/booking/availability";
import { BOOKING, readBookingData } from "../../contract/booking/data";
import { BookingDataError, meetingTypeOf } from "../../contract/booking/dataRules";
import { MEETING_MODES } from "../../contract/booking/api";
import { checkPlaceholders } from "../../gatsby/placeholders";

const FILE = "data/booking.json";
type Data = Record<string, unknown> & typeof shipped;

/** A fresh copy of the shipped file, changed by `change`. */
function changed(change: (data: Data) => void): Data {
  const data = JSON.parse(JSON.stringify(shipped)) as Data;
  change(data);
  return data;
}

/** The problems reading `data` reports (none when it passes). */
function problemsOf(data: unknown): string[] {
  try {
    readBookingData(data);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(BookingDataError);
    expect((error as Error).message).toBe((error as BookingDataError).problems.join("\n"));
    return [...(error as BookingDataError).problems];
  }
}

const firstType = (data: Data) => data.meetingTypes[0] as Record<string, unknown>;
const firstHours = (data: Data) => data.officeHours[0] as Record<string, unknown>;
const firstWindow = (data: Data) => data.windows[0] as Record<string, unknown>;

describe("data/booking.json as shipped", () => {
  it("passes, and BOOKING is what it reads", () => {
    expect(problemsOf(shipped)).toEqual([]);
    expect(BOOKING).toEqual(readBookingData(shipped));
  });

  it("gives the office's calendar, each meeting type's rules, the mode labels and the windows", () => {
    expect(BOOKING.calendar).toEqual({
      timeZone: "Europe/Bucharest",
      slotStepMinutes: shipped.slotStepMinutes,
      officeHours: shipped.officeHours,
      closures: shipped.closures,
    });
    const type = meetingTypeOf(BOOKING, "consultanta-gratuita");
    expect(type?.rules).toEqual({
      durationMinutes: 30,
      bufferBeforeMinutes: 10,
      bufferAfterMinutes: 10,
      minNoticeMinutes: 120,
      horizonDays: 30,
      maxPerDay: 6,
    });
    expect(type?.modes).toEqual([...MEETING_MODES]);
    for (const mode of type?.modes ?? []) expect(BOOKING.modes[mode]).toBeTruthy();
    expect(BOOKING.windows.map((w) => w.id)).toEqual(["dimineata", "dupa-amiaza", "oricand"]);
    expect(meetingTypeOf(BOOKING, "nu-exista")).toBeUndefined();
  });

  it("offers slots through the availability rules", () => {
    const now = Date.UTC(2026, 11, 1, 7, 0); // Tuesday 1 December 2026, 09:00 in Bucharest
    const slots = freeSlots({
      calendar: BOOKING.calendar,
      rules: BOOKING.meetingTypes[0].rules,
      now,
      booked: [],
    });
    expect(slots.length).toBeGreaterThan(0);
    // 1 December is Romania's national day: nothing that day, though it is a Tuesday.
    expect(slots.some((slot) => slot.date === "2026-12-01")).toBe(false);
    expect(slots[0]).toMatchObject({ date: "2026-12-02", time: "09:00" });
  });

  it("marks the office hours as placeholders, which the go-live check lists", () => {
    const { placeholders, errors } = checkPlaceholders("booking.json", shipped as never);
    expect(errors).toEqual([]);
    const keys = placeholders.map((p) => p.key);
    expect(keys).toEqual(expect.arrayContaining(["officeHours.0.from", "officeHours.4.to"]));
    expect(keys).toContain("meetingRoom");
    expect(keys.every((key) => key.startsWith("officeHours.") || key === "meetingRoom")).toBe(true);
    // Once the office confirms its hours the list is empty, and the file still reads.
    expect(problemsOf(changed((d) => (d.placeholders = [])))).toEqual([]);
    expect(problemsOf(changed((d) => delete (d as Record<string, unknown>).placeholders))).toEqual(
      [],
    );
  });

  it("is read by itself from disk as the import reads it", () => {
    const onDisk = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, "../../data/booking.json"), "utf8"),
    );
    expect(onDisk).toEqual(shipped);
  });
});

/** [what is wrong, the change, the line the error must hold]. */
const MEETING_ROOM_RULE = `${FILE} (meetingRoom): must be the https address of the office's video meeting room (e.g. https://meet.example.com/biroul), as long as a meeting type is held online`;

const BAD: [string, (d: Data) => void, string][] = [
  [
    "no meeting room while a type is held online",
    (d) => delete (d as Record<string, unknown>).meetingRoom,
    MEETING_ROOM_RULE,
  ],
  [
    "a meeting room that is not https",
    (d) => (d.meetingRoom = "http://meet.example.com/biroul"),
    MEETING_ROOM_RULE,
  ],
  [
    "a meeting room on two lines",
    (d) => (d.meetingRoom = "https://meet.example.com/biroul\nBcc: x@example.com"),
    MEETING_ROOM_RULE,
  ],
  [
    "a language other than Romanian",
    (d) => (d.lang = "en"),
    `${FILE} (lang): must be "ro": the booking page and its mails are Romanian`,
  ],
  [
    "a time zone Intl does not know",
    (d) => (d.timeZone = "Europe/Bucuresti"),
    `${FILE} (timeZone): must be a time zone the platform knows, such as "Europe/Bucharest"`,
  ],
  [
    "a slot step that does not divide an hour",
    (d) => (d.slotStepMinutes = 25),
    `${FILE} (slotStepMinutes): must be one of 5, 10, 15, 20, 30, 60 (minutes)`,
  ],
  [
    "a weekday out of 1–7",
    (d) => (firstHours(d).weekday = 0),
    `${FILE} (officeHours[0].weekday): must be a whole number from 1 to 7`,
  ],
  [
    "a weekday listed twice",
    (d) => ((d.officeHours[1] as Record<string, unknown>).weekday = 1),
    `${FILE} (officeHours[1].weekday): day 1 is listed twice (also officeHours[0].weekday)`,
  ],
  [
    "a time not written HH:MM",
    (d) => (firstHours(d).from = "9:00"),
    `${FILE} (officeHours[0].from): must be a time HH:MM on a 24-hour clock, from 00:00 to 23:59 (e.g. 09:30)`,
  ],
  [
    "closing before opening",
    (d) => (firstHours(d).to = "08:00"),
    `${FILE} (officeHours[0].to): must be later than "from" (09:00)`,
  ],
  [
    "no office hours at all",
    (d) => (d.officeHours = []),
    `${FILE} (officeHours): must list at least one working day`,
  ],
  [
    "a closure on a day that does not exist",
    (d) => (d.closures = [{ from: "2026-02-30", to: "2026-03-02" }] as never),
    `${FILE} (closures[0].from): must be a date YYYY-MM-DD that exists, from 2000 to 2099 (e.g. 2026-12-24)`,
  ],
  [
    "a closure that ends before it starts",
    (d) => (d.closures = [{ from: "2026-08-14", to: "2026-08-10" }] as never),
    `${FILE} (closures[0].to): must not be before "from" (2026-08-14)`,
  ],
  [
    "a meeting type id with capitals and spaces",
    (d) => (firstType(d).id = "Consultanta gratuita"),
    `${FILE} (meetingTypes[0].id): must be 1 to 60 lowercase letters a-z, digits or hyphens (e.g. consultanta-gratuita)`,
  ],
  [
    "two meeting types with one id",
    (d) => d.meetingTypes.push({ ...d.meetingTypes[0] }),
    `${FILE} (meetingTypes[1].id): "consultanta-gratuita" is the id of meetingTypes[0] too`,
  ],
  [
    "a duration that is not a whole number",
    (d) => (firstType(d).durationMinutes = 30.5),
    `${FILE} (meetingTypes[0].durationMinutes): must be a whole number from 5 to 480`,
  ],
  [
    "a duration written as text",
    (d) => (firstType(d).durationMinutes = "30"),
    `${FILE} (meetingTypes[0].durationMinutes): must be a whole number from 5 to 480`,
  ],
  [
    "a duration longer than any day's hours",
    (d) => {
      for (const hours of d.officeHours) hours.to = "12:00";
      firstType(d).durationMinutes = 240;
    },
    `${FILE} (meetingTypes[0].durationMinutes): 240 minutes fit in no day's office hours (the longest day is 3 h)`,
  ],
  [
    "a negative buffer",
    (d) => (firstType(d).bufferBeforeMinutes = -5),
    `${FILE} (meetingTypes[0].bufferBeforeMinutes): must be a whole number from 0 to 240`,
  ],
  [
    "a buffer of a whole day",
    (d) => (firstType(d).bufferAfterMinutes = 1440),
    `${FILE} (meetingTypes[0].bufferAfterMinutes): must be a whole number from 0 to 240`,
  ],
  [
    "a notice of more than two weeks",
    (d) => (firstType(d).minNoticeMinutes = 30_000),
    `${FILE} (meetingTypes[0].minNoticeMinutes): must be a whole number from 0 to 20160`,
  ],
  [
    "a notice that reaches past the horizon",
    (d) => Object.assign(firstType(d), { minNoticeMinutes: 2880, horizonDays: 2 }),
    `${FILE} (meetingTypes[0].minNoticeMinutes): the notice (2880 minutes) leaves nothing to book within horizonDays (2)`,
  ],
  [
    "a horizon beyond a year",
    (d) => (firstType(d).horizonDays = 366),
    `${FILE} (meetingTypes[0].horizonDays): must be a whole number from 1 to 365`,
  ],
  [
    "no meeting a day",
    (d) => (firstType(d).maxPerDay = 0),
    `${FILE} (meetingTypes[0].maxPerDay): must be a whole number from 1 to 100`,
  ],
  [
    "a meeting type without modes",
    (d) => (firstType(d).modes = []),
    `${FILE} (meetingTypes[0].modes): must list at least one meeting mode (online, telefon, birou)`,
  ],
  [
    "a mode the contract does not have",
    (d) => (firstType(d).modes = ["online", "whatsapp"]),
    `${FILE} (meetingTypes[0].modes[1]): must be one of the meeting modes online, telefon, birou`,
  ],
  [
    "a mode offered twice",
    (d) => (firstType(d).modes = ["online", "online"]),
    `${FILE} (meetingTypes[0].modes[1]): "online" is listed twice`,
  ],
  [
    "a mode offered without a label",
    (d) => delete (d.modes as Record<string, unknown>).birou,
    `${FILE} (meetingTypes[0].modes[2]): "birou" has no label under "modes"`,
  ],
  [
    "a label for a mode the contract does not have",
    (d) => ((d.modes as Record<string, unknown>).video = "Video"),
    `${FILE} (modes.video): is not a meeting mode (online, telefon, birou)`,
  ],
  [
    "an empty mode label",
    (d) => ((d.modes as Record<string, unknown>).telefon = " "),
    `${FILE} (modes.telefon): must be a text that is not empty`,
  ],
  [
    "an empty title",
    (d) => (firstType(d).title = ""),
    `${FILE} (meetingTypes[0].title): must be a text that is not empty`,
  ],
  [
    "a title with ş ţ written with a cedilla",
    (d) => (firstType(d).title = "Consultanţă gratuită"),
    `${FILE} (meetingTypes[0].title): writes ş or ţ with a cedilla; write ș and ț (comma below)`,
  ],
  [
    "a description with a cedilla",
    (d) => (firstType(d).description = "Discuţie"),
    `${FILE} (meetingTypes[0].description): writes ş or ţ with a cedilla; write ș and ț (comma below)`,
  ],
  [
    "a title on two lines",
    (d) => (firstType(d).title = "Consultanță\ngratuită"),
    `${FILE} (meetingTypes[0].title): must be on one line`,
  ],
  [
    "a field of a meeting type misspelt",
    (d) => (firstType(d).duration = 30),
    `${FILE} (meetingTypes[0].duration): is not a field of a meeting type (its fields: id, title, description, durationMinutes, bufferBeforeMinutes, bufferAfterMinutes, minNoticeMinutes, horizonDays, maxPerDay, modes)`,
  ],
  [
    "a field the file does not have",
    (d) => (d.holidays = ["2026-12-25"]),
    `${FILE} (holidays): is not a field of the file (its fields: lang, timeZone, slotStepMinutes, approval, paused, limits, officeHours, closures, meetingRoom, meetingTypes, modes, windows, placeholders)`,
  ],
  [
    "an approval nobody gives",
    (d) => (d.approval = "robot"),
    `${FILE} (approval): must be one of visitor, office`,
  ],
  [
    "a brake that is not true or false",
    (d) => ((d as Record<string, unknown>).paused = "da"),
    `${FILE} (paused): must be true or false`,
  ],
  [
    "no coming meeting allowed per person",
    (d) => ((d.limits as Record<string, unknown>).comingPerPerson = 0),
    `${FILE} (limits.comingPerPerson): must be a whole number from 1 to 20`,
  ],
  [
    "a request that waits a week",
    (d) => ((d.limits as Record<string, unknown>).requestValidMinutes = 10_080),
    `${FILE} (limits.requestValidMinutes): must be a whole number from 10 to 1440`,
  ],
  [
    "a limit the file does not have",
    (d) => ((d.limits as Record<string, unknown>).perDay = 3),
    `${FILE} (limits.perDay): is not a field of the limits (its fields: comingPerPerson, movesPerBooking, requestValidMinutes)`,
  ],
  [
    "no meeting types",
    (d) => (d.meetingTypes = []),
    `${FILE} (meetingTypes): must list at least one meeting type`,
  ],
  [
    "meeting types that are not a list",
    (d) => (d.meetingTypes = {} as never),
    `${FILE} (meetingTypes): must be a list`,
  ],
  [
    "a window id used twice",
    (d) => ((d.windows[1] as Record<string, unknown>).id = "dimineata"),
    `${FILE} (windows[1].id): "dimineata" is the id of windows[0] too`,
  ],
  [
    "a window that ends when it starts",
    (d) => Object.assign(firstWindow(d), { from: "10:00", to: "09:00" }),
    `${FILE} (windows[0].to): must be later than "from" (10:00)`,
  ],
  [
    "a window without a label",
    (d) => delete firstWindow(d).label,
    `${FILE} (windows[0].label): must be a text that is not empty`,
  ],
  [
    "no windows",
    (d) => (d.windows = []),
    `${FILE} (windows): must list at least one time window for the request without JavaScript`,
  ],
  [
    "a placeholder mark that is not a key",
    (d) => (d.placeholders = [3] as never),
    `${FILE} (placeholders[0]): must be a text (a key of the file)`,
  ],
];

describe("a wrong data/booking.json", () => {
  it.each(BAD)("fails on %s, naming the file and the field", (_what, change, line) => {
    const problems = problemsOf(changed(change));
    expect(problems).toContain(line);
    for (const problem of problems) expect(problem).toMatch(/^data\/booking\.json \([^)]+\): /);
  });

  it("lists every problem in one error, not only the first", () => {
    const problems = problemsOf(
      changed((d) => {
        d.timeZone = "Mars/Olympus";
        firstHours(d).to = "25:00";
        firstType(d).maxPerDay = -1;
        firstWindow(d).label = "Dimineaţa";
      }),
    );
    expect(problems).toEqual([
      `${FILE} (timeZone): must be a time zone the platform knows, such as "Europe/Bucharest"`,
      `${FILE} (officeHours[0].to): must be a time HH:MM on a 24-hour clock, from 00:00 to 23:59 (e.g. 09:30)`,
      `${FILE} (meetingTypes[0].maxPerDay): must be a whole number from 1 to 100`,
      `${FILE} (windows[0].label): writes ş or ţ with a cedilla; write ș and ț (comma below)`,
    ]);
  });

  it("names the file it is given, and refuses what is not an object", () => {
    expect(() => readBookingData({ ...shipped, lang: "en" }, "copie/booking.json")).toThrow(
      'copie/booking.json (lang): must be "ro"',
    );
    expect(problemsOf([])).toEqual([`${FILE}: must hold an object`]);
    expect(problemsOf(null)).toEqual([`${FILE}: must hold an object`]);
  });

  it("accepts a file without closures, and several closures in any order", () => {
    expect(problemsOf(changed((d) => delete (d as Record<string, unknown>).closures))).toEqual([]);
    const data = changed(
      (d) =>
        (d.closures = [
          { from: "2026-12-27", to: "2026-12-31" },
          { from: "2026-08-10", to: "2026-08-10" },
        ] as never),
    );
    expect(readBookingData(data).calendar.closures).toEqual(data.closures);
  });
});

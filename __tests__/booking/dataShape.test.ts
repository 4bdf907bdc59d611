/** @jest-environment node */
// data/booking.json has one reader and one shape: readBookingData checks the file, then shapes it
// with shapeBookingData, whose parts the booking page uses alone on a file the build has checked.
// For the shipped file and valid variants of it the shape alone gives exactly what the reader
// gives, and it gives each field as the file writes it (texts trimmed, optional lists empty, no
// meeting room as null); the page's meeting types, mode labels and windows are the ones the
// server reads, from the shipped file and from a padded one; and the shape's module imports types
// only, so the checks stay out of the page's script.
import fs from "node:fs";
import path from "node:path";
import shipped from "../../data/booking.json";
import { readBookingData } from "../../contract/booking/dataRules";
import { shapeBookingData, type BookingFile } from "../../contract/booking/dataShape";
import { MEETING_MODES } from "../../contract/booking/api";
import {
  MEETING_TYPES,
  OFFICE_TIME_ZONE,
  TIME_WINDOWS,
  meetingType,
  modeLabel,
} from "../../src/booking/meeting";

type Data = Record<string, unknown> & typeof shipped;

/** A fresh copy of the shipped file, changed by `change`. */
function changed(change: (data: Data) => void): Data {
  const data = JSON.parse(JSON.stringify(shipped)) as Data;
  change(data);
  return data;
}

const variants: [string, Data][] = [
  ["as shipped", changed(() => {})],
  [
    "with closures, the office approving, paused and other limits",
    changed((data) => {
      data.closures = [
        { from: "2026-12-24", to: "2026-12-31" },
        { from: "2027-04-10", to: "2027-04-10" },
      ] as never;
      data.approval = "office";
      data.paused = true;
      data.limits = { comingPerPerson: 2, movesPerBooking: 0, requestValidMinutes: 30 };
      data.slotStepMinutes = 15;
    }),
  ],
  [
    "without the optional fields, and no meeting held online",
    changed((data) => {
      const raw = data as Record<string, unknown>;
      delete raw.closures;
      delete raw.placeholders;
      delete raw.meetingRoom;
      data.meetingTypes[0].modes = ["birou", "telefon"];
    }),
  ],
  [
    "with texts padded by spaces and two meeting types",
    changed((data) => {
      data.meetingTypes[0].title = `  ${data.meetingTypes[0].title} `;
      data.meetingTypes[0].description = `\n${data.meetingTypes[0].description}\n`;
      data.meetingTypes.push({
        ...data.meetingTypes[0],
        id: "analiza-dosar",
        title: "Analiza dosarului",
        description: "O discuție mai lungă.",
        durationMinutes: 60,
        bufferBeforeMinutes: 0,
        minNoticeMinutes: 0,
        modes: ["birou"],
      });
      data.modes.birou = ` ${data.modes.birou}  `;
      data.windows = [
        { id: "pranz", label: " La prânz ", from: "11:00", to: "14:00" },
        ...data.windows,
      ] as never;
    }),
  ],
];

describe("shapeBookingData", () => {
  it.each(variants)("gives what readBookingData gives, %s", (_name, data) => {
    const read = readBookingData(data);
    expect(shapeBookingData(data as BookingFile)).toStrictEqual(read);
  });

  it("maps the shipped file field by field", () => {
    const [type] = shipped.meetingTypes;
    expect(shapeBookingData(shipped)).toStrictEqual({
      calendar: {
        timeZone: shipped.timeZone,
        slotStepMinutes: shipped.slotStepMinutes,
        officeHours: shipped.officeHours,
        closures: [],
      },
      approval: shipped.approval,
      paused: shipped.paused,
      limits: shipped.limits,
      meetingTypes: [
        {
          id: type.id,
          title: type.title,
          description: type.description,
          rules: {
            durationMinutes: type.durationMinutes,
            bufferBeforeMinutes: type.bufferBeforeMinutes,
            bufferAfterMinutes: type.bufferAfterMinutes,
            minNoticeMinutes: type.minNoticeMinutes,
            horizonDays: type.horizonDays,
            maxPerDay: type.maxPerDay,
          },
          modes: type.modes,
        },
      ],
      modes: shipped.modes,
      windows: shipped.windows,
      meetingRoom: shipped.meetingRoom,
      placeholders: shipped.placeholders,
    });
  });

  it("trims the texts as the check reads them", () => {
    const shaped = shapeBookingData(variants[3][1] as BookingFile);
    expect(shaped.meetingTypes[0].title).toBe(shipped.meetingTypes[0].title);
    expect(shaped.meetingTypes[0].description).toBe(shipped.meetingTypes[0].description);
    expect(shaped.modes.birou).toBe(shipped.modes.birou);
    expect(shaped.windows[0]).toStrictEqual({
      id: "pranz",
      label: "La prânz",
      from: "11:00",
      to: "14:00",
    });
  });

  it("gives no closures, no placeholders and no meeting room when the file leaves them out", () => {
    const shaped = shapeBookingData(variants[2][1] as BookingFile);
    expect(shaped.calendar.closures).toStrictEqual([]);
    expect(shaped.placeholders).toStrictEqual([]);
    expect(shaped.meetingRoom).toBeNull();
  });

  it("leaves the file it shapes as it was", () => {
    const data = variants[3][1];
    const before = JSON.stringify(data);
    shapeBookingData(data as BookingFile);
    expect(JSON.stringify(data)).toBe(before);
  });

  it("lives in a module that imports types only, so the page carries none of the checks", () => {
    const source = fs.readFileSync(
      path.join(__dirname, "../../contract/booking/dataShape.ts"),
      "utf8",
    );
    const imports = source.match(/^import\b[^;]*;/gm) ?? [];
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((line) => !line.startsWith("import type "))).toEqual([]);
  });
});

describe("the booking page's calendar", () => {
  const shaped = shapeBookingData(shipped);

  it("offers the shaped meeting types, which are the ones the server reads", () => {
    expect(MEETING_TYPES).toStrictEqual(shaped.meetingTypes);
    expect(MEETING_TYPES).toStrictEqual(readBookingData(shipped).meetingTypes);
    expect(meetingType("no-such-type")).toBe(MEETING_TYPES[0]);
  });

  it("keeps the shaped time zone, mode labels and windows, each window labelled with its hours", () => {
    expect(OFFICE_TIME_ZONE).toBe(shaped.calendar.timeZone);
    for (const mode of MEETING_MODES) expect(modeLabel(mode)).toBe(shaped.modes[mode] ?? mode);
    expect(TIME_WINDOWS.map(({ id, from, to }) => ({ id, from, to }))).toEqual(
      shaped.windows.map(({ id, from, to }) => ({ id, from, to })),
    );
    TIME_WINDOWS.forEach((window, i) =>
      expect(window.label.startsWith(shaped.windows[i].label)).toBe(true),
    );
  });
});

describe("the booking page's calendar from another file", () => {
  // The page imports the file itself: given the padded variant instead, it reads what the server
  // would read from that file.
  const data = variants[3][1];
  let page: typeof import("../../src/booking/meeting");
  beforeAll(() => {
    jest.isolateModules(() => {
      jest.doMock("../../data/booking.json", () => data);
      page = jest.requireActual("../../src/booking/meeting");
    });
  });
  afterAll(() => jest.dontMock("../../data/booking.json"));

  it("offers the meeting types, mode labels and windows the server reads from it", () => {
    const read = readBookingData(data);
    expect(page.MEETING_TYPES).toStrictEqual(read.meetingTypes);
    for (const mode of MEETING_MODES) expect(page.modeLabel(mode)).toBe(read.modes[mode] ?? mode);
    expect(page.TIME_WINDOWS.map((window) => window.id)).toEqual(read.windows.map((w) => w.id));
    page.TIME_WINDOWS.forEach((window, i) =>
      expect(window.label.startsWith(`${read.windows[i].label} (`)).toBe(true),
    );
  });
});

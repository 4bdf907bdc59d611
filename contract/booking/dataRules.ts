// What data/booking.json must hold: the office's calendar (time zone, slot step, hours, closures),
// the meeting types with their rules, the labels of the meeting modes and the time windows of the
// request sent without JavaScript. checkBookingData collects every problem and throws them as one
// error, each line naming the file and the field, so a maintainer's typo says where to look
// whether the build, the editor's form, the server or the page meets it first. readBookingData is
// that check, then shapeBookingData (contract/booking/dataShape.ts, which holds the typed values
// and none of these checks). Nothing here reads the file: the build's check
// (gatsby/directData.ts) and the editor's form (cms/bookingFields.ts) read the rules without
// importing the data, which contract/booking/data.ts does for the server.
import { MEETING_MODES, type MeetingMode } from "./api";
import { APPROVALS, shapeBookingData, type BookingData, type BookingFile } from "./dataShape";
import type { MeetingRules } from "../../domain/booking/availability";
import type { IsoDate } from "../../domain/booking/holidays";
import { windowOnDay, type Span } from "../../domain/booking/windows";
import type { WallTime } from "../../domain/booking/zonedTime";

export {
  APPROVALS,
  meetingTypeOf,
  shapeBookingData,
  type Approval,
  type BookingData,
  type BookingFile,
  type BookingLimits,
  type MeetingType,
  type TimeWindow,
} from "./dataShape";

/** The minutes between two slot starts the calendar may use: each divides an hour. */
export const SLOT_STEPS = [5, 10, 15, 20, 30, 60] as const;

export interface Limits {
  min: number;
  max: number;
}

/**
 * The whole-number fields and their ranges. A meeting is at least 5 minutes and at most a working
 * day; buffers and notice stay within days, not weeks; nobody books more than a year ahead.
 */
export const NUMBER_LIMITS = {
  weekday: { min: 1, max: 7 },
  durationMinutes: { min: 5, max: 480 },
  bufferBeforeMinutes: { min: 0, max: 240 },
  bufferAfterMinutes: { min: 0, max: 240 },
  minNoticeMinutes: { min: 0, max: 20_160 },
  horizonDays: { min: 1, max: 365 },
  maxPerDay: { min: 1, max: 100 },
  comingPerPerson: { min: 1, max: 20 },
  movesPerBooking: { min: 0, max: 20 },
  requestValidMinutes: { min: 10, max: 1_440 },
} as const satisfies Record<string, Limits>;

/** `HH:MM` on a 24-hour clock, as domain/booking/zonedTime.ts reads it. */
export const TIME_PATTERN = "^([01]\\d|2[0-3]):[0-5]\\d$";
/** `YYYY-MM-DD`; whether the day exists is checked apart. */
export const DATE_PATTERN = "^(20\\d\\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$";
/** A meeting type's or a window's id: it travels in slot ids and form values (contract/booking/api.ts). */
export const ID_PATTERN = "^[a-z0-9-]{1,60}$";
/** The cedilla letters a Romanian text must not use (ş ţ Ş Ţ): ș ț take the comma below. */
const CEDILLA_LETTERS = "\\u015F\\u0163\\u015E\\u0162";
export const CEDILLA = new RegExp(`[${CEDILLA_LETTERS}]`);
/** A text free of them, for the editor's form. */
export const NO_CEDILLA_PATTERN = `^[^${CEDILLA_LETTERS}]*$`;

/** Every problem of the file, one line each; `message` is the same lines. */
export class BookingDataError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(problems.join("\n"));
    this.name = "BookingDataError";
    this.problems = problems;
  }
}

type Json = Record<string, unknown>;

const KNOWN_FIELDS = {
  root: [
    "lang",
    "timeZone",
    "slotStepMinutes",
    "approval",
    "paused",
    "limits",
    "officeHours",
    "closures",
    "meetingRoom",
    "meetingTypes",
    "modes",
    "windows",
    "placeholders",
  ],
  limits: ["comingPerPerson", "movesPerBooking", "requestValidMinutes"] as const,
  officeHours: ["weekday", "from", "to"],
  closure: ["from", "to"],
  meetingType: [
    "id",
    "title",
    "description",
    "durationMinutes",
    "bufferBeforeMinutes",
    "bufferAfterMinutes",
    "minNoticeMinutes",
    "horizonDays",
    "maxPerDay",
    "modes",
  ],
  window: ["id", "label", "from", "to"],
};

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === "object" && !Array.isArray(value);

const TIME = new RegExp(TIME_PATTERN);
const DATE = new RegExp(DATE_PATTERN);
const ID = new RegExp(ID_PATTERN);

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** Whether the platform's Intl knows the zone (it throws a RangeError for one it does not). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone }).format(0);
    return true;
  } catch {
    return false;
  }
}

/** Whether a `YYYY-MM-DD` names a day of the calendar (not 2026-02-30). */
function isRealDate(date: string): boolean {
  const [y, m, d] = date.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** An https address on one line, as a mail and an invitation may carry it. */
function isMeetingRoom(value: string): boolean {
  if (!/^https:\/\/[^\s"<>]+$/.test(value)) return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

const hours = (minutes: number): string =>
  minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} minutes`;

/**
 * Checks data/booking.json (already parsed), or throws a BookingDataError listing every problem as
 * `data/booking.json (meetingTypes[0].durationMinutes): must be a whole number from 5 to 480`.
 */
export function checkBookingData(
  raw: unknown,
  file = "data/booking.json",
): asserts raw is BookingFile {
  const problems: string[] = [];
  const fail = (path: string, problem: string) => problems.push(`${file} (${path}): ${problem}`);

  const unknownFields = (value: Json, known: readonly string[], prefix: string, what: string) => {
    for (const key of Object.keys(value)) {
      if (!known.includes(key)) {
        fail(`${prefix}${key}`, `is not a field of ${what} (its fields: ${known.join(", ")})`);
      }
    }
  };

  const wholeNumber = (value: unknown, path: string, { min, max }: Limits): number | null => {
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
      fail(path, `must be a whole number from ${min} to ${max}`);
      return null;
    }
    return value;
  };

  const time = (value: unknown, path: string): WallTime | null => {
    if (typeof value === "string" && TIME.test(value)) return value;
    fail(path, "must be a time HH:MM on a 24-hour clock, from 00:00 to 23:59 (e.g. 09:30)");
    return null;
  };

  const date = (value: unknown, path: string): IsoDate | null => {
    if (typeof value === "string" && DATE.test(value) && isRealDate(value)) return value;
    fail(path, "must be a date YYYY-MM-DD that exists, from 2000 to 2099 (e.g. 2026-12-24)");
    return null;
  };

  /** Text a visitor reads: present, in Romanian letters ș ț, on one line unless `lines`. */
  const text = (value: unknown, path: string, lines = false): string => {
    if (typeof value !== "string" || value.trim() === "") {
      fail(path, "must be a text that is not empty");
      return "";
    }
    if (CEDILLA.test(value))
      fail(path, "writes ş or ţ with a cedilla; write ș and ț (comma below)");
    if (!lines && /[\r\n]/.test(value)) fail(path, "must be on one line");
    return value.trim();
  };

  /** From before to, both on the clock. */
  const span = (item: Json, path: string) => {
    const from = time(item.from, `${path}.from`);
    const to = time(item.to, `${path}.to`);
    if (from && to && minutesOf(from) >= minutesOf(to)) {
      fail(`${path}.to`, `must be later than "from" (${from})`);
    }
    return from && to ? { from, to } : null;
  };

  const list = (value: unknown, path: string, optional = false): unknown[] => {
    if (optional && (value === undefined || value === null)) return [];
    if (Array.isArray(value)) return value;
    fail(path, "must be a list");
    return [];
  };

  const objects = (value: unknown, path: string, optional = false): [Json, string][] =>
    list(value, path, optional).flatMap((item, i): [Json, string][] => {
      if (isObject(item)) return [[item, `${path}[${i}]`]];
      fail(`${path}[${i}]`, "must be an object");
      return [];
    });

  if (!isObject(raw)) {
    throw new BookingDataError([`${file}: must hold an object`]);
  }
  unknownFields(raw, KNOWN_FIELDS.root, "", "the file");

  if (raw.lang !== "ro") fail("lang", 'must be "ro": the booking page and its mails are Romanian');

  if (typeof raw.timeZone !== "string" || !isTimeZone(raw.timeZone)) {
    fail("timeZone", 'must be a time zone the platform knows, such as "Europe/Bucharest"');
  }

  const steps: readonly number[] = SLOT_STEPS;
  if (typeof raw.slotStepMinutes !== "number" || !steps.includes(raw.slotStepMinutes)) {
    fail("slotStepMinutes", `must be one of ${SLOT_STEPS.join(", ")} (minutes)`);
  }

  const approvals: readonly string[] = APPROVALS;
  if (typeof raw.approval !== "string" || !approvals.includes(raw.approval)) {
    fail("approval", `must be one of ${APPROVALS.join(", ")}`);
  }

  if (typeof raw.paused !== "boolean") fail("paused", "must be true or false");

  if (!isObject(raw.limits)) fail("limits", "must be an object");
  else {
    unknownFields(raw.limits, KNOWN_FIELDS.limits, "limits.", "the limits");
    for (const key of KNOWN_FIELDS.limits) {
      wholeNumber(raw.limits[key], `limits.${key}`, NUMBER_LIMITS[key]);
    }
  }

  // The office hours that passed, for the checks of the meeting types and windows against them.
  const officeHours: Span[] = [];
  const weekdays = new Map<number, string>();
  const hoursList = objects(raw.officeHours, "officeHours");
  if (Array.isArray(raw.officeHours) && raw.officeHours.length === 0) {
    fail("officeHours", "must list at least one working day");
  }
  for (const [item, path] of hoursList) {
    unknownFields(item, KNOWN_FIELDS.officeHours, `${path}.`, "a day's office hours");
    const weekday = wholeNumber(item.weekday, `${path}.weekday`, NUMBER_LIMITS.weekday);
    const seen = weekday === null ? undefined : weekdays.get(weekday);
    if (seen) fail(`${path}.weekday`, `day ${weekday} is listed twice (also ${seen}.weekday)`);
    else if (weekday !== null) weekdays.set(weekday, path);
    const range = span(item, path);
    if (weekday !== null && range) officeHours.push(range);
  }

  for (const [item, path] of objects(raw.closures, "closures", true)) {
    unknownFields(item, KNOWN_FIELDS.closure, `${path}.`, "a closure");
    const from = date(item.from, `${path}.from`);
    const to = date(item.to, `${path}.to`);
    if (from && to && from > to) fail(`${path}.to`, `must not be before "from" (${from})`);
  }

  const known: readonly string[] = MEETING_MODES;
  if (!isObject(raw.modes)) {
    fail(
      "modes",
      `must be an object giving each meeting mode (${MEETING_MODES.join(", ")}) its label`,
    );
  } else {
    for (const [mode, label] of Object.entries(raw.modes)) {
      if (!known.includes(mode)) {
        fail(`modes.${mode}`, `is not a meeting mode (${MEETING_MODES.join(", ")})`);
      } else text(label, `modes.${mode}`);
    }
  }

  const longestDay = Math.max(0, ...officeHours.map((h) => minutesOf(h.to) - minutesOf(h.from)));
  let online = false;
  const typeIds = new Map<string, string>();
  if (Array.isArray(raw.meetingTypes) && raw.meetingTypes.length === 0) {
    fail("meetingTypes", "must list at least one meeting type");
  }
  for (const [item, path] of objects(raw.meetingTypes, "meetingTypes")) {
    unknownFields(item, KNOWN_FIELDS.meetingType, `${path}.`, "a meeting type");
    const id = typeof item.id === "string" && ID.test(item.id) ? item.id : null;
    if (!id) {
      fail(
        `${path}.id`,
        "must be 1 to 60 lowercase letters a-z, digits or hyphens (e.g. consultanta-gratuita)",
      );
    } else if (typeIds.has(id)) {
      fail(`${path}.id`, `"${id}" is the id of ${typeIds.get(id)} too`);
    } else typeIds.set(id, path);
    const rule = (key: keyof typeof NUMBER_LIMITS & keyof MeetingRules) =>
      wholeNumber(item[key], `${path}.${key}`, NUMBER_LIMITS[key]);
    const given = {
      durationMinutes: rule("durationMinutes"),
      bufferBeforeMinutes: rule("bufferBeforeMinutes"),
      bufferAfterMinutes: rule("bufferAfterMinutes"),
      minNoticeMinutes: rule("minNoticeMinutes"),
      horizonDays: rule("horizonDays"),
      maxPerDay: rule("maxPerDay"),
    };
    const { durationMinutes: duration, minNoticeMinutes: notice, horizonDays: horizon } = given;
    if (duration !== null && officeHours.length > 0 && duration > longestDay) {
      fail(
        `${path}.durationMinutes`,
        `${duration} minutes fit in no day's office hours (the longest day is ${hours(longestDay)})`,
      );
    }
    if (notice !== null && horizon !== null && notice >= horizon * 24 * 60) {
      fail(
        `${path}.minNoticeMinutes`,
        `the notice (${notice} minutes) leaves nothing to book within horizonDays (${horizon})`,
      );
    }
    const offered: MeetingMode[] = [];
    const modeList = list(item.modes, `${path}.modes`);
    if (Array.isArray(item.modes) && modeList.length === 0) {
      fail(`${path}.modes`, `must list at least one meeting mode (${MEETING_MODES.join(", ")})`);
    }
    modeList.forEach((mode, i) => {
      const at = `${path}.modes[${i}]`;
      if (typeof mode !== "string" || !known.includes(mode)) {
        fail(at, `must be one of the meeting modes ${MEETING_MODES.join(", ")}`);
      } else if (offered.includes(mode as MeetingMode)) {
        fail(at, `"${mode}" is listed twice`);
      } else {
        offered.push(mode as MeetingMode);
        if (isObject(raw.modes) && !(mode in raw.modes)) {
          fail(at, `"${mode}" has no label under "modes"`);
        }
      }
    });
    if (offered.includes("online")) online = true;
    text(item.title, `${path}.title`);
    text(item.description, `${path}.description`, true);
  }

  if (raw.meetingRoom !== undefined || online) {
    if (typeof raw.meetingRoom !== "string" || !isMeetingRoom(raw.meetingRoom)) {
      fail(
        "meetingRoom",
        "must be the https address of the office's video meeting room (e.g. https://meet.example.com/biroul), as long as a meeting type is held online",
      );
    }
  }

  const windowIds = new Map<string, string>();
  if (Array.isArray(raw.windows) && raw.windows.length === 0) {
    fail("windows", "must list at least one time window for the request without JavaScript");
  }
  for (const [item, path] of objects(raw.windows, "windows")) {
    unknownFields(item, KNOWN_FIELDS.window, `${path}.`, "a time window");
    const id = typeof item.id === "string" && ID.test(item.id) ? item.id : null;
    if (!id) {
      fail(
        `${path}.id`,
        "must be 1 to 60 lowercase letters a-z, digits or hyphens (e.g. dimineata)",
      );
    } else if (windowIds.has(id)) {
      fail(`${path}.id`, `"${id}" is the id of ${windowIds.get(id)} too`);
    } else windowIds.set(id, path);
    const label = text(item.label, `${path}.label`);
    // Either bound may be left out: the window then starts at the opening or ends at the closing.
    const from = item.from === undefined ? undefined : time(item.from, `${path}.from`);
    const to = item.to === undefined ? undefined : time(item.to, `${path}.to`);
    if (from && to && minutesOf(from) >= minutesOf(to)) {
      fail(`${path}.to`, `must be later than "from" (${from})`);
    } else if (from !== null && to !== null && id) {
      const window = { id, label, from, to };
      if (officeHours.length > 0 && !officeHours.some((day) => windowOnDay(window, day))) {
        fail(path, "leaves nothing of any day's office hours; move its from or to inside them");
      }
    }
  }

  list(raw.placeholders, "placeholders", true).forEach((key, i) => {
    if (typeof key !== "string") fail(`placeholders[${i}]`, "must be a text (a key of the file)");
  });

  if (problems.length > 0) throw new BookingDataError(problems);
}

/**
 * Reads data/booking.json (already parsed) into BookingData: checkBookingData, which throws every
 * problem, then shapeBookingData.
 */
export function readBookingData(raw: unknown, file = "data/booking.json"): BookingData {
  checkBookingData(raw, file);
  return shapeBookingData(raw);
}

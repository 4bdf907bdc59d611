// data/booking.json in the one shape every reader uses: the server (through contract/booking/data.ts),
// the build's check and the editor's form (through contract/booking/dataRules.ts) and the booking
// page (src/booking/meeting.ts). shapeBookingData only maps a file that checkBookingData
// (contract/booking/dataRules.ts) has passed and checks nothing itself, so this module imports no
// checking code: the page, whose file the build has already checked, shapes it without carrying
// the checks in its script. readBookingData is the check, then this shape.
import type { MeetingMode } from "./api";
import type { Calendar, MeetingRules, Weekday } from "../../domain/booking/availability";
import type { WallTime } from "../../domain/booking/zonedTime";

/** Who makes a request a booking once the visitor has proved the address: the visitor's own
 * click ("visitor"), or the office approving each one ("office"). */
export const APPROVALS = ["visitor", "office"] as const;
export type Approval = (typeof APPROVALS)[number];

/** The bounds a person meets: coming meetings per e-mail address and per phone number, moves per
 * booking, and how long a request waits for its confirmation. */
export interface BookingLimits {
  comingPerPerson: number;
  movesPerBooking: number;
  requestValidMinutes: number;
}

export interface MeetingType {
  id: string;
  title: string;
  description: string;
  rules: MeetingRules;
  /** How it may take place, each with a label in `modes`. */
  modes: readonly MeetingMode[];
}

/** A part of the day a visitor without JavaScript may ask for, on the office's clock: from
 * `from` (else the opening) to `to` (else the closing), within each day's office hours
 * (domain/booking/windows.ts). */
export interface TimeWindow {
  id: string;
  label: string;
  from?: WallTime;
  to?: WallTime;
}

export interface BookingData {
  calendar: Calendar;
  approval: Approval;
  /** The office's brake: the page offers only the request form, no slot is booked. */
  paused: boolean;
  limits: BookingLimits;
  meetingTypes: readonly MeetingType[];
  /** The label of each meeting mode a meeting type offers (and of any other listed). */
  modes: Readonly<Partial<Record<MeetingMode, string>>>;
  windows: readonly TimeWindow[];
  /** The office's video meeting room: every online meeting's mails and invitation carry it. Null
   * only when no meeting type is held online. */
  meetingRoom: string | null;
  /** Keys still marked as placeholders (gatsby/placeholders.ts): the office hours until the
   * office confirms them. */
  placeholders: readonly string[];
}

/** A meeting type as data/booking.json writes it, once checked. */
export type MeetingTypeFile = MeetingRules & {
  id: string;
  title: string;
  description: string;
  modes: readonly string[];
};

/** A time window as data/booking.json writes it, once checked. */
export interface TimeWindowFile {
  id: string;
  label: string;
  from?: string;
  to?: string;
}

/** data/booking.json as written, typed as loosely as its JSON import is (strings and numbers),
 * once checkBookingData has passed it: exactly these fields, each within its rules. */
export interface BookingFile {
  timeZone: string;
  slotStepMinutes: number;
  approval: string;
  paused: boolean;
  limits: BookingLimits;
  officeHours: readonly { weekday: number; from: string; to: string }[];
  closures?: readonly { from: string; to: string }[] | null;
  meetingRoom?: string | null;
  meetingTypes: readonly MeetingTypeFile[];
  modes: Readonly<Record<string, string>>;
  windows: readonly TimeWindowFile[];
  placeholders?: readonly string[] | null;
}

// The parts below are shapeBookingData's own, exported for the booking page: it shapes only the
// fields it shows, each read from the imported file by name, so that the bundler keeps just those
// fields of the file in the page's script rather than the whole file.

/** A text of the checked file as the check reads it, without the spaces around it. */
export const shapeText = (text: string): string => text.trim();

/** A checked meeting type: its texts trimmed as the check reads them, and past its id, texts and
 * modes it holds its rules and nothing else. */
export const shapeMeetingType = ({
  id,
  title,
  description,
  modes,
  ...rules
}: MeetingTypeFile): MeetingType => ({
  id,
  title: shapeText(title),
  description: shapeText(description),
  rules,
  modes: modes as readonly MeetingMode[],
});

/** The checked labels of the meeting modes, trimmed. */
export const shapeModes = (modes: BookingFile["modes"]): BookingData["modes"] =>
  Object.fromEntries(Object.entries(modes).map(([mode, label]) => [mode, shapeText(label)]));

/** A checked time window, its label trimmed: it holds `from` and `to` only where the file gives
 * them, as times. */
export const shapeWindow = (window: TimeWindowFile): TimeWindow => ({
  ...window,
  label: shapeText(window.label),
});

/**
 * The checked file as BookingData. Texts are trimmed as the check reads them; optional lists
 * default to empty, and a missing meeting room (allowed only when no type is held online) to null.
 */
export function shapeBookingData(file: BookingFile): BookingData {
  const { limits, paused, slotStepMinutes, timeZone } = file;
  return {
    calendar: {
      timeZone,
      slotStepMinutes,
      // The check has held each weekday to 1 to 7.
      officeHours: file.officeHours.map(({ weekday, from, to }) => ({
        weekday: weekday as Weekday,
        from,
        to,
      })),
      closures: (file.closures ?? []).map(({ from, to }) => ({ from, to })),
    },
    approval: file.approval as Approval,
    paused,
    limits: {
      comingPerPerson: limits.comingPerPerson,
      movesPerBooking: limits.movesPerBooking,
      requestValidMinutes: limits.requestValidMinutes,
    },
    meetingTypes: file.meetingTypes.map(shapeMeetingType),
    modes: shapeModes(file.modes),
    windows: file.windows.map(shapeWindow),
    meetingRoom: file.meetingRoom ?? null,
    placeholders: [...(file.placeholders ?? [])],
  };
}

/** The meeting type of an id, if the data has one. */
export function meetingTypeOf(data: BookingData, id: string): MeetingType | undefined {
  return data.meetingTypes.find((type) => type.id === id);
}

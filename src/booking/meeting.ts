// The office's booking calendar as the page shows it: the meeting types, how a meeting may take
// place and the time windows of a request, from data/booking.json in the one shape the server
// reads too (contract/booking/dataShape.ts). The page shapes the file without checking it: the
// checks (contract/booking/dataRules.ts) would be a third of the booking pages' own script, and
// the build has already run them (gatsby/directData.ts stops the build on any problem). It shapes
// only the fields it shows, each read from the file by name, with the parts shapeBookingData is
// made of: the bundler then keeps only those fields of the file in the page's script.
import booking from "../../data/booking.json";
import type { MeetingMode } from "../../contract/booking/api";
import {
  shapeMeetingType,
  shapeText,
  shapeWindow,
  type MeetingType,
  type TimeWindow,
} from "../../contract/booking/dataShape";
import { windowLabel } from "../../domain/booking/windows";

/** The office's time zone: every time the page shows is on its clock first. */
export const OFFICE_TIME_ZONE: string = booking.timeZone;

/** The meeting types a visitor may book, in the file's order, each with the modes it offers. */
export const MEETING_TYPES: readonly MeetingType[] = booking.meetingTypes.map(shapeMeetingType);

/** The label of a way a meeting takes place ("La birou"); the build checks every offered mode
 * has one, and a mode without one reads as its id rather than as nothing. */
export function modeLabel(mode: MeetingMode): string {
  return shapeText(booking.modes[mode] ?? mode);
}

/** The time windows a request without JavaScript offers, each labelled with the hours it has on
 * each working day (Friday's earlier closing included). */
export const TIME_WINDOWS: readonly TimeWindow[] = booking.windows.map((window) => ({
  ...window,
  label: windowLabel(shapeWindow(window), booking.officeHours),
}));

/** The meeting type of an id, or the first one when the id names none (a stale link). */
export function meetingType(id: string): MeetingType {
  return MEETING_TYPES.find((type) => type.id === id) ?? MEETING_TYPES[0];
}

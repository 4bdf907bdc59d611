// The office's booking calendar as the page shows it: the meeting types, how a meeting may take
// place and the time windows of a request, from data/booking.json. The page imports the file
// itself rather than contract/booking/data.ts: that reading checks every rule of the file, which
// the build has already done (gatsby/directData.ts stops the build on any problem), and its code
// would be a third of the booking pages' own script. The server reads the file through BOOKING.
import booking from "../../data/booking.json";
import { MEETING_MODES, type MeetingMode } from "../../contract/booking/api";
import { windowLabel } from "../../domain/booking/windows";

export interface MeetingType {
  id: string;
  title: string;
  description: string;
  durationMinutes: number;
  modes: readonly MeetingMode[];
}

export interface TimeWindow {
  id: string;
  label: string;
}

const isMode = (mode: string): mode is MeetingMode =>
  (MEETING_MODES as readonly string[]).includes(mode);

/** The office's time zone: every time the page shows is on its clock first. */
export const OFFICE_TIME_ZONE: string = booking.timeZone;

/** The meeting types a visitor may book, in the file's order, each with the modes it offers. */
export const MEETING_TYPES: readonly MeetingType[] = booking.meetingTypes.map((type) => ({
  id: type.id,
  title: type.title,
  description: type.description,
  durationMinutes: type.durationMinutes,
  modes: type.modes.filter(isMode),
}));

const MODE_LABELS: Partial<Record<string, string>> = booking.modes;

/** The label of a way a meeting takes place ("La birou"); the build checks every offered mode
 * has one, and a mode without one reads as its id rather than as nothing. */
export function modeLabel(mode: MeetingMode): string {
  return MODE_LABELS[mode] ?? mode;
}

/** The time windows a request without JavaScript offers, each labelled with the hours it has on
 * each working day (Friday's earlier closing included). */
export const TIME_WINDOWS: readonly TimeWindow[] = booking.windows.map((window) => ({
  id: window.id,
  label: windowLabel(window, booking.officeHours),
}));

/** The meeting type of an id, or the first one when the id names none (a stale link). */
export function meetingType(id: string): MeetingType {
  return MEETING_TYPES.find((type) => type.id === id) ?? MEETING_TYPES[0];
}

// What the office offers: the meeting types and modes, the free slots of a type (from a short cache
// that every write clears, so a flood of slot requests costs one computation a few seconds), and
// whether a slot id names a time the office offers at all, with the reason a visitor can act on
// when it does not.
import copy from "../../data/booking-server.json";
import {
  BOOKING_FIELDS,
  MEETING_MODES,
  parseSlotId,
  slotId,
  type MeetingMode,
  type SlotView,
} from "../../contract/booking/api";
import {
  closedOn,
  freeSlots,
  nearestSlots,
  openingsOn,
  type Busy,
  type Slot,
} from "../../contract/booking/availability";
import { holidayOn } from "../../contract/booking/holidays";
import { countOf } from "../../contract/booking/spoken";
import { wallClock } from "../../contract/booking/zonedTime";
import { fillTemplate } from "../../contract/format";
import type { BusySource } from "./busy";
import { Refusal, fieldError } from "./refusal";
import type { BookingSetup, MeetingTypeSetup } from "./setup";
import type { BookingStore } from "./store";

const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
/** How many free slots a refusal of a taken one offers instead. */
export const NEAREST_COUNT = 6;
/** How long the free slots of a type are served from memory, unless a write clears them first. */
export const SLOTS_CACHE_MS = 10_000;

/** A span of minutes said as a visitor reads it: in hours when whole ("2 ore"), else minutes. */
export const spokenMinutes = (minutes: number): string =>
  minutes % 60 === 0 ? countOf(minutes / 60, copy.hours) : countOf(minutes, copy.minutes);

export function slotView(type: string, slot: Slot): SlotView {
  return {
    id: slotId(type, slot.start),
    start: new Date(slot.start).toISOString(),
    end: new Date(slot.end).toISOString(),
    date: slot.date,
    time: slot.time,
  };
}

export type Offer = ReturnType<typeof createOffer>;

export function createOffer(setup: BookingSetup, store: BookingStore, busySource?: BusySource) {
  const timeZone = setup.calendar.timeZone;
  const cache = new Map<string, { until: number; slots: Slot[] }>();

  const typeOf = (id: string): MeetingTypeSetup => {
    const type = setup.types.find((t) => t.id === id);
    if (!type) throw fieldError(BOOKING_FIELDS.type, copy.unknownType);
    return type;
  };

  /** The office's own busy times over a span; without them no slot is offered or booked. */
  const busyBetween = async (from: number, to: number): Promise<Busy[]> => {
    if (!busySource) return [];
    try {
      return await busySource.busy(from, to);
    } catch {
      throw new Refusal(503, copy.slotsUnavailable);
    }
  };

  const compute = async (type: MeetingTypeSetup, at: number): Promise<Slot[]> => {
    const until = at + (type.rules.horizonDays + 1) * DAY;
    return freeSlots({
      calendar: setup.calendar,
      rules: type.rules,
      now: at,
      booked: store.booked(at - DAY, until + DAY),
      busy: await busyBetween(at, until),
    });
  };

  /** The free slots of a type at `at`; a cached list drops the slots its age has made too near. */
  const free = async (type: MeetingTypeSetup, at: number): Promise<Slot[]> => {
    const hit = cache.get(type.id);
    const notice = at + type.rules.minNoticeMinutes * MINUTE;
    if (hit && hit.until > at) return hit.slots.filter((slot) => slot.start >= notice);
    const slots = await compute(type, at);
    cache.set(type.id, { until: at + SLOTS_CACHE_MS, slots });
    return slots;
  };

  /** The slot a wire id names, if the office offers it at all (taken or not). */
  const offered = (
    raw: string,
    type: MeetingTypeSetup | null,
    at: number,
  ): { type: MeetingTypeSetup; slot: Slot } => {
    const parsed = parseSlotId(raw);
    if (!parsed) throw fieldError(BOOKING_FIELDS.slot, copy.badSlot);
    const meeting = type ?? typeOf(parsed.type);
    if (parsed.type !== meeting.id) throw fieldError(BOOKING_FIELDS.slot, copy.badSlot);
    const { rules } = meeting;
    if (parsed.start < at + rules.minNoticeMinutes * MINUTE) {
      const notice = spokenMinutes(rules.minNoticeMinutes);
      throw fieldError(BOOKING_FIELDS.slot, fillTemplate(copy.past, { notice }));
    }
    if (parsed.start >= at + rules.horizonDays * DAY) {
      const horizon = countOf(rules.horizonDays, copy.days);
      throw fieldError(BOOKING_FIELDS.slot, fillTemplate(copy.beyondHorizon, { horizon }));
    }
    const { date } = wallClock(parsed.start, timeZone);
    if (closedOn(date, setup.calendar)) {
      const reason = holidayOn(date)?.name ?? copy.closedReason;
      throw fieldError(BOOKING_FIELDS.slot, fillTemplate(copy.closed, { reason }));
    }
    const slot = openingsOn(date, setup.calendar, rules).find((s) => s.start === parsed.start);
    if (!slot) throw fieldError(BOOKING_FIELDS.slot, copy.outsideHours);
    return { type: meeting, slot };
  };

  const modeOf = (value: string, type: MeetingTypeSetup): MeetingMode => {
    const mode = value as MeetingMode;
    if (!MEETING_MODES.includes(mode) || !type.modes.includes(mode)) {
      const modes = type.modes.map((m) => setup.modeLabels[m]).join("; ");
      throw fieldError(BOOKING_FIELDS.mode, fillTemplate(copy.badMode, { modes }));
    }
    return mode;
  };

  /** A taken slot's refusal, with the nearest free ones. */
  const takenRefusal = async (type: MeetingTypeSetup, start: number, at: number) => {
    const nearest = nearestSlots(await free(type, at), start, NEAREST_COUNT).map((slot) =>
      slotView(type.id, slot),
    );
    return new Refusal(409, nearest.length > 0 ? copy.taken : copy.noneNear, { nearest });
  };

  return {
    typeOf,
    modeOf,
    offered,
    free,
    busyBetween,
    takenRefusal,
    /** Whether the slot is free now (a request for a taken one is refused before any mail). */
    async isFree(type: MeetingTypeSetup, start: number, at: number): Promise<boolean> {
      return (await free(type, at)).some((slot) => slot.start === start);
    },
    /** After any write that books, moves or frees a time. */
    invalidate(): void {
      cache.clear();
    },
  };
}

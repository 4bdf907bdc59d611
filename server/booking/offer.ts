// What the office has free: the free slots of a type (from a short cache that every write clears,
// so a flood of slot requests costs one computation a few seconds), the office's own busy times,
// whether an offered slot is free now, and the refusal of a taken one with the nearest free ones.
// What it offers at all is offered.ts, from the setup alone.
import copy from "../../data/booking-server.json";
import { freeSlots, nearestSlots, type Busy, type Slot } from "../../domain/booking/availability";
import type { BusySource } from "./busy";
import { DAY, MINUTE, slotView } from "./offered";
import { Refusal } from "./refusal";
import type { BookingSetup, MeetingTypeSetup } from "./setup";
import type { BookingStore } from "./store";

/** How many free slots a refusal of a taken one offers instead. */
export const NEAREST_COUNT = 6;
/** How long the free slots of a type are served from memory, unless a write clears them first. */
export const SLOTS_CACHE_MS = 10_000;

export type Offer = ReturnType<typeof createOffer>;

export function createOffer(setup: BookingSetup, store: BookingStore, busySource?: BusySource) {
  const cache = new Map<string, { until: number; slots: Slot[] }>();

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

  /** A taken slot's refusal, with the nearest free ones. */
  const takenRefusal = async (type: MeetingTypeSetup, start: number, at: number) => {
    const nearest = nearestSlots(await free(type, at), start, NEAREST_COUNT).map((slot) =>
      slotView(type.id, slot),
    );
    return new Refusal(409, nearest.length > 0 ? copy.taken : copy.noneNear, { nearest });
  };

  return {
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

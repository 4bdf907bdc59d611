// The booking calendar as the server uses it: the office's calendar, each meeting type with its
// rules, the labels of the modes and the time windows of a request, from data/booking.json as
// contract/booking/data.ts has checked it (a bad file keeps the server from starting).
import type { MeetingMode } from "../../contract/booking/api";
import { BOOKING, type BookingData, type MeetingType } from "../../contract/booking/data";
import type { Approval, BookingLimits, TimeWindow } from "../../contract/booking/dataRules";
import type { Calendar } from "../../domain/booking/availability";
import copy from "../../data/booking-server.json";
import { readServiceCatalog, type ServiceCatalog } from "./catalog";

export type MeetingTypeSetup = Pick<MeetingType, "id" | "title" | "rules" | "modes">;

export interface BookingSetup {
  calendar: Calendar;
  types: readonly MeetingTypeSetup[];
  modeLabels: Readonly<Record<MeetingMode, string>>;
  windows: readonly TimeWindow[];
  /** The name of the office's calendar feed in its calendar application. */
  feedName: string;
  /** Who turns a proved request into a booking: the visitor's click or the office's approval. */
  approval: Approval;
  /** Booking paused in the data (BOOKING_PAUSED pauses it without a rebuild). */
  paused: boolean;
  limits: BookingLimits;
  /** The office's video meeting room, sent with every online meeting (data/booking.json). */
  meetingRoom: string | null;
  /** The services a booking may be about, with what checks and tells its context (catalog.ts). */
  services: ServiceCatalog;
}

let shippedCatalog: ServiceCatalog | null = null;

/** The catalog of data/, read once. */
function shippedServices(): ServiceCatalog {
  shippedCatalog ??= readServiceCatalog();
  return shippedCatalog;
}

export function bookingSetup(
  data: BookingData = BOOKING,
  services: ServiceCatalog = shippedServices(),
): BookingSetup {
  return {
    calendar: data.calendar,
    types: data.meetingTypes,
    // Every mode a type offers has its label (the data's rules); a mode no type offers is never
    // shown, so its label may be absent.
    modeLabels: data.modes as Record<MeetingMode, string>,
    windows: data.windows,
    feedName: copy.feedName,
    approval: data.approval,
    paused: data.paused,
    limits: data.limits,
    meetingRoom: data.meetingRoom,
    services,
  };
}

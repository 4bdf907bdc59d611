// A booking as the database keeps it, and what the mails, the invitation and the feed are made from.
import type { MeetingMode } from "../../contract/booking/api";
import type { ServiceCatalog } from "./catalog";

export const BOOKING_STATUSES = ["confirmed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export interface BookingRow {
  id: number;
  /** Random, fixed at insert: the invitation's UID and every mail's Message-ID are built from it,
   * so a reschedule or a cancellation updates the same event in the visitor's calendar. */
  uid: string;
  created_at: string;
  /** The meeting type's id in data/booking.json. */
  type: string;
  mode: MeetingMode;
  /** ISO instants (UTC). */
  start_at: string;
  end_at: string;
  /** The buffers of its type when booked: later edits of data/booking.json do not move them. */
  buffer_before_min: number;
  buffer_after_min: number;
  name: string;
  email: string;
  phone: string;
  note: string;
  status: BookingStatus;
  cancelled_at: string | null;
  /** iCalendar SEQUENCE: 0 when booked, +1 on every reschedule and on cancellation. */
  sequence: number;
  source_path: string;
  /** How often the visitor moved it (capped by data/booking.json `limits.movesPerBooking`). */
  moves: number;
  /** Why its form looked automated (an expired or too quick token), shown in the office's mail. */
  suspect_reason: string | null;
  suspect_age_ms: number | null;
  /** What it is about (bookingContext.ts): a service's slug, the page the visitor came from, and
   * the calculation's inputs as compact JSON when the visitor chose to send them; each nullable. */
  service: string | null;
  source_page: string | null;
  figures: string | null;
}

/** The mails a booking sends, each queued in the outbox as a row of booking_mails. */
export const BOOKING_MAIL_KINDS = [
  /** To the visitor: the confirmation with the invitation (.ics, METHOD:REQUEST). */
  "confirmation",
  /** To the office: a new booking. */
  "office-new",
  /** To the visitor, 24 h before: the reminder, with the invitation again. */
  "reminder",
  /** To the visitor: the meeting moved (the invitation, same UID, higher SEQUENCE). */
  "rescheduled",
  /** To the office: a booking moved. */
  "office-rescheduled",
  /** To the visitor: cancelled (.ics, METHOD:CANCEL). */
  "cancelled",
  /** To the office: a booking cancelled. */
  "office-cancelled",
] as const;
export type BookingMailKind = (typeof BOOKING_MAIL_KINDS)[number];

/** What a booking mail needs beside the row. */
export interface BookingMailContext {
  /** The sender (MAIL_FROM) and the office's address (MAIL_TO). */
  from: string;
  office: string;
  /** The page that manages this booking, with its signed token: "https://…/programare/gestionare?t=…". */
  manageUrl: string;
  /** The meeting type's title from data/booking.json. */
  typeTitle: string;
  /** The mode's label from data/booking.json. */
  modeLabel: string;
  timeZone: string;
  /** The video meeting room, for an online meeting only: its mails and invitation carry it. */
  meetingUrl?: string;
  /** For the two mails about a move, the visitor's and the office's: where the meeting was before. */
  previousStart?: string;
  /** The office's own link (cancel or report), on the office's notice of a new booking. */
  officeUrl?: string;
  /** The services, for what the booking is about: the office's mails tell it, the visitor's
   * confirmation lists the service's documents. Absent: neither is told. */
  services?: ServiceCatalog;
}

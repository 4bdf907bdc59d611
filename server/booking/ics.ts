// The booking as iCalendar: the invitation a visitor's mail carries (METHOD:REQUEST, then CANCEL)
// and the office's private subscription feed (METHOD:PUBLISH). Both are written by
// ical-generator, which escapes every text value, so a visitor's name or note cannot start a line
// of its own. It leaves other control characters as they are, which RFC 5545 forbids in a value
// (only HTAB is allowed): every text value goes through `text` first, which drops them (NUL, BEL,
// ESC, C1, bidi controls) and keeps the line breaks ical-generator escapes.
//
// Times are written in UTC ("DTSTART:20261203T083000Z"), not with TZID=Europe/Bucharest: a TZID
// needs its VTIMEZONE in the same file (RFC 5545 3.2.19), ical-generator only writes one through
// an extra generator package, and a UTC instant is shown right by every client in the reader's own
// zone. The office's wall-clock time is said in words in the description.
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import copy from "../../data/booking-mail.json";
import { fillTemplate } from "../../domain/format";
import { spokenSlot, spokenTime } from "../../domain/booking/spoken";
import type { MeetingMode } from "../../contract/booking/api";
import { cleanNote } from "../../contract/cleanText";
import { oneLine, senderDomain } from "../mail";
import type { BookingMailContext, BookingRow } from "./types";

export type InvitationMethod = "REQUEST" | "CANCEL";

export interface FeedContext {
  /** The sender (MAIL_FROM): the UIDs are minted under its domain, as the invitations' are. */
  from: string;
  timeZone: string;
  typeTitle: (type: string) => string;
  modeLabel: (mode: MeetingMode) => string;
  /** The calendar's name in the office's calendar application. */
  name: string;
  /** What a booking is about, as lines of its description (the service, the page the visitor
   * came from, the figures); absent: none. */
  about?: (booking: BookingRow) => string[];
}

/** How often a subscribed client is asked to fetch the feed again. */
export const FEED_REFRESH_SECONDS = 15 * 60;

/** The event's UID: the same for the invitation, its updates, its cancellation and the feed. */
export function eventUid(booking: Pick<BookingRow, "uid">, from: string): string {
  return `${booking.uid}@${senderDomain(from)}`;
}

/** "joi, 3 decembrie, 10:30–11:00 (ora României)": a meeting's day and hours on the office's clock. */
export function spokenWhen(
  booking: Pick<BookingRow, "start_at" | "end_at">,
  timeZone: string,
): string {
  return fillTemplate(copy.when, {
    slot: spokenSlot(Date.parse(booking.start_at), timeZone),
    end: spokenTime(Date.parse(booking.end_at), timeZone),
    zone: copy.zone,
  });
}

/** A stored ISO instant said on the office's clock ("vineri, 20 noiembrie, 12:00"), or as stored
 * when it is not one. */
export function spokenInstant(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? spokenSlot(ms, timeZone) : iso;
}

/** "Name <address>" or a bare address, as MAIL_FROM and MAIL_TO may be written. */
export function mailbox(value: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^<>]+)>\s*$/.exec(value);
  if (match) return { name: oneLine(match[1], Infinity), address: match[2].trim() };
  return { name: "", address: value.trim() };
}

/** A text value as RFC 5545 allows it: no control character but HTAB and the line breaks that
 * ical-generator writes as "\n". */
const text = (value: string): string => cleanNote(value);

/** A stored ISO instant as a Date, or undefined when it is not one (the property is left out). */
function dateOf(iso: string | null): Date | undefined {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(ms) ? new Date(ms) : undefined;
}

/** PRODID names the site by its mail domain: "-//example.ro//Programari//RO". */
function prodId(from: string) {
  return { company: senderDomain(from), product: "Programari", language: "RO" };
}

/** The invitation for the visitor's calendar: one VEVENT, updated in place by a higher SEQUENCE. */
export function invitation(
  booking: BookingRow,
  ctx: BookingMailContext,
  method: InvitationMethod,
): string {
  const office = mailbox(ctx.office);
  const sender = mailbox(ctx.from);
  const cancelled = method === "CANCEL";
  const room = cancelled ? undefined : ctx.meetingUrl;
  const calendar = ical({
    prodId: prodId(ctx.from),
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: eventUid(booking, ctx.from),
    sequence: booking.sequence,
    start: new Date(booking.start_at),
    end: new Date(booking.end_at),
    summary: text(ctx.typeTitle),
    description: text(
      [
        ...(cancelled ? [copy.invitation.cancelled] : []),
        `${copy.labels.when}: ${spokenWhen(booking, ctx.timeZone)}`,
        `${copy.labels.mode}: ${ctx.modeLabel}`,
        ...(room ? [fillTemplate(copy.invitation.online, { url: room })] : []),
        fillTemplate(copy.invitation.manage, { url: ctx.manageUrl }),
      ].join("\n"),
    ),
    // An online meeting takes place in the office's video room: calendars show LOCATION as where
    // to go, and many offer a button to join from an https one.
    ...(room ? { location: text(room), url: room } : {}),
    // The office organises: a client that answers the invitation writes to the office's address.
    organizer: { name: office.name || sender.name || office.address, email: office.address },
    // The visitor chose the slot, so the invitation does not ask for an answer; moving or
    // cancelling goes through the manage link, which the server can act on.
    attendees: [
      {
        name: oneLine(booking.name, Infinity),
        email: oneLine(booking.email, Infinity),
        role: ICalAttendeeRole.REQ,
        // A cancellation says nothing of the visitor's answer: the office may have cancelled.
        status: cancelled ? null : ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    created: dateOf(booking.created_at),
  });
  return calendar.toString();
}

/**
 * The office's private feed of bookings, for a calendar subscription: every booking given, the
 * cancelled ones as STATUS:CANCELLED so a client drops them, each under its invitation's UID.
 * It names the visitor and carries their contact details and note, so it is served only with
 * the feed's key.
 */
export function feed(bookings: readonly BookingRow[], ctx: FeedContext): string {
  const calendar = ical({
    prodId: prodId(ctx.from),
    method: ICalCalendarMethod.PUBLISH,
    name: text(ctx.name),
    ttl: FEED_REFRESH_SECONDS,
  });
  const sorted = [...bookings].sort(
    (a, b) => Date.parse(a.start_at) - Date.parse(b.start_at) || a.id - b.id,
  );
  for (const booking of sorted) {
    const cancelled = booking.status === "cancelled";
    const values = { name: oneLine(booking.name), type: ctx.typeTitle(booking.type) };
    const rows: [string, string][] = [
      [copy.labels.when, spokenWhen(booking, ctx.timeZone)],
      [copy.labels.mode, ctx.modeLabel(booking.mode)],
      [copy.labels.name, oneLine(booking.name, Infinity)],
      [copy.labels.email, oneLine(booking.email, Infinity)],
      [copy.labels.phone, oneLine(booking.phone, Infinity)],
      [copy.labels.created, spokenInstant(booking.created_at, ctx.timeZone)],
      [copy.labels.source, booking.source_path],
    ];
    const about = ctx.about?.(booking) ?? [];
    calendar.createEvent({
      id: eventUid(booking, ctx.from),
      sequence: booking.sequence,
      start: new Date(booking.start_at),
      end: new Date(booking.end_at),
      summary: text(
        fillTemplate(cancelled ? copy.feed.summaryCancelled : copy.feed.summary, values),
      ),
      description: text(
        [
          ...rows.map(([label, value]) => `${label}: ${value}`),
          ...(about.length > 0 ? ["", ...about] : []),
          ...(booking.note ? ["", `${copy.labels.note}:`, booking.note] : []),
        ].join("\n"),
      ),
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      created: dateOf(booking.created_at),
      lastModified: dateOf(booking.cancelled_at),
    });
  }
  return calendar.toString();
}

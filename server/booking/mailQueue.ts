// The bookings' mails as a queue of the outbox: each row is composed when it is sent, from the
// booking as it is then (a confirmation still queued when the visitor moves the meeting names the
// new time; the mail about the move follows it, with the time the meeting had before).
import type { MailQueue } from "../outbox";
import { composeBookingMail } from "./mail";
import type { BookingLinks } from "./links";
import type { BookingSetup } from "./setup";
import type { BookingMailRow } from "./mailRows";
import type { BookingStore } from "./store";

/** What the bookings' queue and the requests' (requestMail.ts) are both given. */
export interface MailQueueOptions {
  setup: BookingSetup;
  links: BookingLinks;
  from: string;
  office: string;
  /** The site's public address, for the links in the mails ("https://www.example.com"). */
  siteUrl: string;
  now?: () => number;
}

export interface BookingMailOptions extends MailQueueOptions {
  store: BookingStore;
}

export function bookingMailQueue(opts: BookingMailOptions): MailQueue<BookingMailRow> {
  const { store, setup, links } = opts;
  const origin = opts.siteUrl.replace(/\/+$/, "");
  const now = opts.now ?? Date.now;
  return {
    logKey: "bookingMailId",
    due: (at, limit) => store.dueMails(at, limit),
    compose(row) {
      const booking = store.get(row.booking_id);
      if (!booking) return null;
      // A reminder is for a confirmed meeting still to come, whatever changed the row since it was
      // queued (a cancellation by hand, a clock past the meeting): otherwise it is void.
      const coming = booking.status === "confirmed" && Date.parse(booking.start_at) > now();
      if (row.kind === "reminder" && !coming) return null;
      const type = setup.types.find((t) => t.id === booking.type);
      return composeBookingMail(row.kind, booking, {
        from: opts.from,
        office: opts.office,
        manageUrl: `${origin}${links.path(booking)}`,
        typeTitle: type?.title ?? booking.type,
        modeLabel: setup.modeLabels[booking.mode],
        timeZone: setup.calendar.timeZone,
        services: setup.services,
        ...(booking.mode === "online" && setup.meetingRoom
          ? { meetingUrl: setup.meetingRoom }
          : {}),
        ...(row.previous_start_at ? { previousStart: row.previous_start_at } : {}),
        ...(row.kind === "office-new"
          ? { officeUrl: `${origin}${links.officePath({ booking })}` }
          : {}),
      });
    },
    markSent: (id, at) => store.markMailSent(id, at),
    markAttemptFailed: (id, error, next) => store.markMailFailed(id, error, next),
    markVoid: (id) => store.markMailVoid(id),
  };
}

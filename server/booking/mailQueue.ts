// The bookings' mails as a queue of the outbox: each row is composed when it is sent, from the
// booking as it is then (a confirmation still queued when the visitor moves the meeting names the
// new time; the mail about the move follows it, with the time the meeting had before).
import type { MailQueue } from "../outbox";
import { composeBookingMail } from "./mail";
import type { BookingLinks } from "./links";
import type { BookingSetup } from "./setup";
import type { BookingMailRow, BookingStore } from "./store";

export interface BookingMailOptions {
  store: BookingStore;
  setup: BookingSetup;
  links: BookingLinks;
  from: string;
  office: string;
  /** The site's public address, for the link in the mails ("https://www.example.com"). */
  siteUrl: string;
}

export function bookingMailQueue(opts: BookingMailOptions): MailQueue<BookingMailRow> {
  const { store, setup, links } = opts;
  const origin = opts.siteUrl.replace(/\/+$/, "");
  return {
    logKey: "bookingMailId",
    due: (now, limit) => store.dueMails(now, limit),
    compose(row) {
      const booking = store.get(row.booking_id);
      if (!booking) return null;
      const type = setup.types.find((t) => t.id === booking.type);
      return composeBookingMail(row.kind, booking, {
        from: opts.from,
        office: opts.office,
        manageUrl: `${origin}${links.path(booking)}`,
        typeTitle: type?.title ?? booking.type,
        modeLabel: setup.modeLabels[booking.mode],
        timeZone: setup.calendar.timeZone,
        ...(row.previous_start_at ? { previousStart: row.previous_start_at } : {}),
      });
    },
    markSent: (id, at) => store.markMailSent(id, at),
    markAttemptFailed: (id, error, next) => store.markMailFailed(id, error, next),
    markVoid: (id) => store.markMailVoid(id),
  };
}

/** @jest-environment node */
// What /healthz counts of the mails of bookings and requests, on a real SQLite file: the mails due
// and not yet sent (with the time the oldest was due), and those given up on; a mail not yet due,
// sent, voided, or of an expired request is not waiting.
import { openBookingBacklog, openRequestBacklog } from "../../server/booking/backlog";
import { openBookingMailOutbox, openBookingMails } from "../../server/booking/mailRows";
import { openRequestStore } from "../../server/booking/pending";
import { newRequest, leadDbPerTest } from "./bookingContext";

const HOUR = 3_600_000;
const NOW = Date.parse("2026-12-01T09:00:00Z");
const iso = (ms: number) => new Date(ms).toISOString();

const db = leadDbPerTest();

it("counts the bookings' mails waiting, the oldest due, and those given up on", () => {
  const backlog = openBookingBacklog(db.raw);
  expect(backlog.mailBacklog(new Date(NOW))).toEqual({ waiting: 0, oldestDue: null, failed: 0 });

  const mails = openBookingMails(db.raw);
  const outbox = openBookingMailOutbox(db.raw);
  mails.queue(1, "confirmation", NOW - HOUR, NOW - HOUR);
  mails.queue(1, "office-new", NOW - 2 * HOUR, NOW - 2 * HOUR);
  mails.queue(1, "reminder", NOW + HOUR, NOW);
  mails.queue(2, "confirmation", NOW, NOW);
  mails.queue(3, "confirmation", NOW, NOW);
  const due = outbox.dueMails(new Date(NOW), 10);
  outbox.markMailFailed(due.find((r) => r.booking_id === 2)!.id, "550 refused", null);
  outbox.markMailSent(due.find((r) => r.booking_id === 3)!.id, new Date(NOW));

  expect(backlog.mailBacklog(new Date(NOW))).toEqual({
    waiting: 2,
    oldestDue: iso(NOW - 2 * HOUR),
    failed: 1,
  });
  expect(backlog.mailBacklog(new Date(NOW + HOUR)).waiting).toBe(3);
});

it("counts the requests' mails waiting, leaving out expired requests", () => {
  const requests = openRequestStore(db.raw);
  const backlog = openRequestBacklog(db.raw);
  const request = (email: string, expiresAt: number) => newRequest(NOW, { email, expiresAt });
  requests.create(request("a@firma-test.ro", NOW + HOUR), NOW);
  requests.create(request("b@firma-test.ro", NOW + 2 * HOUR), NOW);
  const sent = requests.create(request("c@firma-test.ro", NOW + 2 * HOUR), NOW);
  requests.markMailSent(sent.id, new Date(NOW));

  expect(backlog.mailsWaiting(new Date(NOW))).toBe(2);
  expect(backlog.mailsWaiting(new Date(NOW + HOUR))).toBe(1);
  expect(backlog.mailsWaiting(new Date(NOW + 2 * HOUR))).toBe(0);
  // The request store answers the same count.
  expect(requests.mailsWaiting(new Date(NOW))).toBe(2);
});

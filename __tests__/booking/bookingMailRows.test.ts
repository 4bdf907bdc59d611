/** @jest-environment node */
// The bookings' mail queue on a real SQLite file: a queued mail waits with a Message-ID of its
// own until it is due, the outbox reads the due ones in order and records each send, and a change
// voids what it made pointless (a booking's reminder, or everything still waiting) and nothing of
// another booking.
import {
  openBookingMailOutbox,
  openBookingMails,
  type BookingMailRow,
} from "../../server/booking/mailRows";
import { leadDbPerTest } from "./bookingContext";

const HOUR = 3_600_000;
const NOW = Date.parse("2026-12-01T09:00:00Z");

const db = leadDbPerTest();

const all = () =>
  db.raw.prepare(`SELECT * FROM booking_mails ORDER BY id`).all() as BookingMailRow[];

it("queues a mail with its own key, and hands out the due ones in order", () => {
  const mails = openBookingMails(db.raw);
  const outbox = openBookingMailOutbox(db.raw);
  mails.queue(1, "reminder", NOW + 2 * HOUR, NOW);
  mails.queue(1, "confirmation", NOW, NOW);
  mails.queue(2, "rescheduled", NOW, NOW, "2026-12-03T10:00:00.000Z");
  const rows = all();
  expect(rows.map((r) => [r.booking_id, r.kind, r.status, r.next_attempt_at])).toEqual([
    [1, "reminder", "pending", new Date(NOW + 2 * HOUR).toISOString()],
    [1, "confirmation", "pending", new Date(NOW).toISOString()],
    [2, "rescheduled", "pending", new Date(NOW).toISOString()],
  ]);
  expect(rows.map((r) => r.previous_start_at)).toEqual([null, null, "2026-12-03T10:00:00.000Z"]);
  expect(new Set(rows.map((r) => r.mail_key)).size).toBe(3);
  expect(rows[0].mail_key).toMatch(/^[0-9a-f]{32}$/);

  expect(outbox.dueMails(new Date(NOW), 10).map((r) => r.kind)).toEqual([
    "confirmation",
    "rescheduled",
  ]);
  expect(outbox.dueMails(new Date(NOW), 1).map((r) => r.kind)).toEqual(["confirmation"]);
  expect(outbox.dueMails(new Date(NOW + 2 * HOUR), 10).map((r) => r.kind)).toEqual([
    "confirmation",
    "rescheduled",
    "reminder",
  ]);
});

it("voids a booking's reminder, or all it still waits for, and nothing of another booking", () => {
  const mails = openBookingMails(db.raw);
  const outbox = openBookingMailOutbox(db.raw);
  for (const id of [1, 2]) {
    mails.queue(id, "confirmation", NOW, NOW);
    mails.queue(id, "office-new", NOW, NOW);
    mails.queue(id, "reminder", NOW + HOUR, NOW);
  }
  const [sent] = outbox.dueMails(new Date(NOW), 1);
  outbox.markMailSent(sent.id, new Date(NOW));

  mails.voidReminders(1);
  expect(all().map((r) => [r.booking_id, r.kind, r.status])).toEqual([
    [1, "confirmation", "sent"],
    [1, "office-new", "pending"],
    [1, "reminder", "void"],
    [2, "confirmation", "pending"],
    [2, "office-new", "pending"],
    [2, "reminder", "pending"],
  ]);
  mails.voidPending(2);
  expect(all().map((r) => r.status)).toEqual(["sent", "pending", "void", "void", "void", "void"]);
  expect(all().filter((r) => r.status === "void" && r.next_attempt_at !== null)).toEqual([]);
  expect(outbox.dueMails(new Date(NOW + HOUR), 10).map((r) => [r.booking_id, r.kind])).toEqual([
    [1, "office-new"],
  ]);
});

it("records a send, a retry, giving up and a mail with nothing left to send", () => {
  const mails = openBookingMails(db.raw);
  const outbox = openBookingMailOutbox(db.raw);
  for (const id of [1, 2, 3, 4]) mails.queue(id, "confirmation", NOW, NOW);
  const [a, b, c, d] = outbox.dueMails(new Date(NOW), 10).map((r) => r.id);
  const later = new Date(NOW + HOUR);

  outbox.markMailSent(a, new Date(NOW));
  outbox.markMailFailed(b, `421 ${"x".repeat(600)}`, later);
  outbox.markMailFailed(c, "550 refused", null);
  outbox.markMailVoid(d);

  const [sent, retried, failed, voided] = all();
  expect(sent).toMatchObject({ status: "sent", attempts: 1, sent_at: new Date(NOW).toISOString() });
  expect(sent).toMatchObject({ last_error: null, next_attempt_at: null });
  expect(retried).toMatchObject({
    status: "pending",
    attempts: 1,
    next_attempt_at: later.toISOString(),
  });
  expect(retried.last_error).toHaveLength(500);
  expect(failed).toMatchObject({ status: "failed", attempts: 1, next_attempt_at: null });
  expect(failed.last_error).toBe("550 refused");
  expect(voided).toMatchObject({ status: "void", attempts: 0, next_attempt_at: null });
  expect(outbox.dueMails(later, 10).map((r) => r.id)).toEqual([b]);
});

/** @jest-environment node */
// What the booking endpoints answer, from rows as the stores keep them: the request waiting for its
// mail (and a filled honeypot's answer, the same in every field a bot could compare, with no page
// key), the request waiting for the office, a booking made, shown or cancelled, and the office's
// view with the actions still open. Times are said on the office's clock.
import copy from "../../data/booking-server.json";
import { spokenSlot } from "../../domain/booking/spoken";
import { fillTemplate } from "../../domain/format";
import {
  awaitingAnswer,
  bookedAnswer,
  bookingView,
  cancelledAnswer,
  heldAnswer,
  isOpen,
  manageAnswer,
  officeBookingAnswer,
  officeRequestAnswer,
  pendingAnswer,
  requestAnswer,
  requestView,
} from "../../server/booking/answers";
import { T0, bookingRow, requestRow, testSetup } from "../helpers/booking";

const ZONE = "Europe/Bucharest";
const SETUP = testSetup();
/** The booking's start, Thursday 3 December 2026 at 10:30 in Bucharest. */
const START = Date.parse(bookingRow().start_at);

describe("while the confirmation link waits", () => {
  it("names the address, the slot on the office's clock and how long the link is valid", () => {
    const answer = pendingAnswer(SETUP, requestRow(), "page-key");
    expect(answer).toEqual({
      success: true,
      pending: true,
      message: fillTemplate(copy.pending, {
        email: "ion@example.ro",
        slot: spokenSlot(START, ZONE),
        validity: "o oră",
      }),
      email: "ion@example.ro",
      pageKey: "page-key",
      expiresAt: requestRow().expires_at,
    });
    expect(answer.message).toContain("3 decembrie");
    expect(answer.message).toContain("10:30");
  });

  it("a filled honeypot hears the same, valid as long as a request, with no page key", () => {
    const row = requestRow({ expires_at: new Date(T0 + 60 * 60_000).toISOString() });
    expect(SETUP.limits.requestValidMinutes).toBe(60);
    expect(heldAnswer(SETUP, row.email, { start: START }, T0)).toEqual(
      pendingAnswer(SETUP, row, ""),
    );
  });
});

describe("the views of a meeting", () => {
  it("a booking: its type, mode, instants, day and time, and status", () => {
    expect(bookingView(bookingRow(), ZONE)).toEqual({
      type: "consultanta-gratuita",
      mode: "telefon",
      start: "2026-12-03T08:30:00.000Z",
      end: "2026-12-03T09:00:00.000Z",
      date: "2026-12-03",
      time: "10:30",
      status: "confirmed",
    });
  });

  it("a request: waiting for the visitor or for the office, and until when", () => {
    expect(requestView(requestRow(), ZONE)).toMatchObject({
      time: "10:30",
      status: "unconfirmed",
      expiresAt: requestRow().expires_at,
    });
    const confirmed = requestRow({ status: "awaiting-office" });
    expect(requestView(confirmed, ZONE).status).toBe("awaiting-office");
    expect(requestView(requestRow({ status: "declined" }), ZONE).status).toBe("unconfirmed");
    expect(requestAnswer(confirmed, ZONE)).toEqual({
      success: true,
      request: requestView(confirmed, ZONE),
    });
  });
});

describe("a booking's answers", () => {
  it("made or moved: the template naming its time, the booking and its manage link", () => {
    expect(bookedAnswer(copy.booked, bookingRow(), "/programare/gestionare#t=x", ZONE)).toEqual({
      success: true,
      message: fillTemplate(copy.booked, { slot: spokenSlot(START, ZONE) }),
      booking: bookingView(bookingRow(), ZONE),
      manageUrl: "/programare/gestionare#t=x",
    });
  });

  it("waiting for the office: the time it waits for", () => {
    expect(awaitingAnswer(requestRow({ status: "awaiting-office" }), ZONE)).toEqual({
      success: true,
      awaiting: true,
      message: fillTemplate(copy.awaiting, { slot: spokenSlot(START, ZONE) }),
    });
  });

  it("may be changed while confirmed and not begun", () => {
    expect(isOpen(bookingRow(), T0)).toBe(true);
    expect(isOpen(bookingRow(), START - 1)).toBe(true);
    expect(isOpen(bookingRow(), START)).toBe(false);
    expect(isOpen(bookingRow({ status: "cancelled" }), T0)).toBe(false);
    expect(manageAnswer(bookingRow(), T0, ZONE)).toEqual({
      success: true,
      booking: bookingView(bookingRow(), ZONE),
      canChange: true,
    });
    expect(manageAnswer(bookingRow(), START, ZONE)).toMatchObject({ canChange: false });
  });

  it("cancelled: says so, with the booking as it is now", () => {
    const cancelled = bookingRow({ status: "cancelled" });
    expect(cancelledAnswer(cancelled, ZONE)).toEqual({
      success: true,
      message: copy.cancelled,
      booking: bookingView(cancelled, ZONE),
    });
  });
});

describe("the office's view", () => {
  const contact = { name: "Ion Popescu", email: "ion@example.ro", phone: "0722123456" };

  it("of a booking to come: the visitor's details, cancel or report; of a past one: nothing", () => {
    expect(officeBookingAnswer(bookingRow({ note: "Sună-mă" }), T0, ZONE, "Gata")).toEqual({
      success: true,
      message: "Gata",
      subject: "booking",
      booking: bookingView(bookingRow(), ZONE),
      ...contact,
      note: "Sună-mă",
      actions: ["cancel", "report"],
    });
    expect(officeBookingAnswer(bookingRow(), START, ZONE).actions).toEqual([]);
    expect(officeBookingAnswer(bookingRow(), START, ZONE).message).toBe("");
  });

  it("of a request: approve or decline once the visitor confirmed it, nothing before", () => {
    const confirmed = requestRow({ status: "awaiting-office" });
    expect(officeRequestAnswer(confirmed, ZONE)).toEqual({
      success: true,
      message: "",
      subject: "request",
      booking: requestView(confirmed, ZONE),
      ...contact,
      note: "Despre un credit",
      actions: ["approve", "decline"],
    });
    expect(officeRequestAnswer(requestRow(), ZONE).actions).toEqual([]);
    expect(officeRequestAnswer(requestRow({ status: "declined" }), ZONE).actions).toEqual([]);
  });
});

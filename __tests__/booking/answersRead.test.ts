/** @jest-environment node */
// The booking's answers, built by the server and read by the page through the contract's readers:
// each answer, sent as JSON, reads back as the same meeting, words and links, so the two sides
// cannot drift apart unnoticed. A refusal reads as its kind, with the server's words, the refused
// fields or the nearest free slots.
import copy from "../../data/booking-server.json";
import { slotId } from "../../contract/booking/api";
import {
  cancelOutcomeOf,
  confirmOutcomeOf,
  manageResultOf,
  movedOf,
  officeResultOf,
  refusalOf,
  requestOutcomeOf,
  requestResultOf,
  type Answer,
} from "../../contract/forms/bookingAnswers";
import {
  awaitingAnswer,
  bookedAnswer,
  bookingView,
  cancelledAnswer,
  manageAnswer,
  officeBookingAnswer,
  officeRequestAnswer,
  pendingAnswer,
  requestAnswer,
  requestView,
} from "../../server/booking/answers";
import { Refusal, fieldError } from "../../server/booking/refusal";
import { T0, bookingRow, requestRow, testSetup } from "../helpers/booking";

const ZONE = "Europe/Bucharest";
const SETUP = testSetup();
const MANAGE_URL = "/programare/gestionare#t=abc";

/** An answer as the page receives it: its status, and its body through JSON. */
const sent = (body: object, status = 200): Answer => ({
  ok: status >= 200 && status < 300,
  status,
  data: JSON.parse(JSON.stringify(body)) as Answer["data"],
});

/** A refusal as the server's error handler sends it. */
const refused = (refusal: Refusal): Answer =>
  sent({ success: false, message: refusal.message, ...refusal.extra }, refusal.status);

it("a request waiting for its mail reads as pending, with the address, page key and expiry", () => {
  const answer = pendingAnswer(SETUP, requestRow(), "page-key");
  expect(requestOutcomeOf(sent(answer))).toEqual({
    kind: "pending",
    pending: {
      message: answer.message,
      email: answer.email,
      pageKey: "page-key",
      expiresAt: answer.expiresAt,
    },
  });
});

it("the request a confirm link names reads as the same meeting, in either state", () => {
  for (const status of ["unconfirmed", "awaiting-office"] as const) {
    const row = requestRow({ status });
    expect(requestResultOf(sent(requestAnswer(row, ZONE)))).toEqual({
      kind: "ready",
      request: requestView(row, ZONE),
    });
  }
});

it("a confirmation reads as booked, with the booking and its link, or as awaiting the office", () => {
  const booking = bookingRow();
  const booked = bookedAnswer(copy.booked, booking, MANAGE_URL, ZONE);
  const expected = {
    kind: "booked",
    message: booked.success ? booked.message : "",
    booking: bookingView(booking, ZONE),
    manageUrl: MANAGE_URL,
  };
  expect(confirmOutcomeOf(sent(booked))).toEqual(expected);
  expect(movedOf(sent(booked))).toEqual(expected);
  const awaiting = awaitingAnswer(requestRow(), ZONE);
  expect(confirmOutcomeOf(sent(awaiting))).toEqual({ kind: "awaiting", message: awaiting.message });
});

it("a booking's own link reads as the booking and whether it may still change; a cancellation as cancelled", () => {
  const booking = bookingRow();
  for (const at of [T0, Date.parse(booking.start_at) + 1]) {
    const answer = manageAnswer(booking, at, ZONE);
    expect(manageResultOf(sent(answer))).toEqual({
      kind: "ready",
      booking: bookingView(booking, ZONE),
      canChange: answer.success && answer.canChange,
    });
  }
  const cancelled = bookingRow({ status: "cancelled" });
  expect(cancelOutcomeOf(sent(cancelledAnswer(cancelled, ZONE)))).toEqual({
    kind: "cancelled",
    message: copy.cancelled,
    booking: bookingView(cancelled, ZONE),
  });
});

it("the office's link reads as the booking or request with the visitor's details and the actions open", () => {
  const answers = [
    officeBookingAnswer(bookingRow(), T0, ZONE, "Făcut."),
    officeBookingAnswer(bookingRow(), Date.parse(bookingRow().start_at) + 1, ZONE),
    officeRequestAnswer(requestRow({ status: "awaiting-office" }), ZONE),
    officeRequestAnswer(requestRow(), ZONE),
  ];
  for (const answer of answers) {
    // The office's page shows a meeting as a booking shows it: a request's expiry is not read.
    const { type, mode, start, end, date, time, status } = answer.booking;
    const office = { ...answer, booking: { type, mode, start, end, date, time, status } };
    delete (office as Partial<typeof office>).success;
    expect(officeResultOf(sent(answer))).toEqual({ kind: "ready", office });
  }
  expect(answers.map((answer) => answer.actions)).toEqual([
    ["cancel", "report"],
    [],
    ["approve", "decline"],
    [],
  ]);
});

it("a refusal reads as its kind: a taken slot with the nearest free ones, refused fields, or the server's words", () => {
  const start = Date.parse(bookingRow().start_at);
  const nearest = [
    {
      id: slotId("consultanta", start),
      start: new Date(start).toISOString(),
      end: "",
      date: "2026-12-03",
      time: "10:30",
    },
  ];
  expect(refusalOf(refused(new Refusal(409, copy.taken, { nearest })))).toEqual({
    kind: "taken",
    message: copy.taken,
    nearest,
  });
  expect(refusalOf(refused(fieldError("email", "Email invalid")))).toEqual({
    kind: "invalid",
    message: "Email invalid",
    errors: { email: "Email invalid" },
  });
  expect(refusalOf(refused(new Refusal(429, copy.tooMany)))).toEqual({
    kind: "refused",
    message: copy.tooMany,
  });
  // No answer, or a success on an error status, is a failure the page words itself.
  expect(refusalOf(null)).toEqual({ kind: "failed" });
  expect(cancelOutcomeOf(sent({ success: true }, 500))).toEqual({ kind: "failed" });
});

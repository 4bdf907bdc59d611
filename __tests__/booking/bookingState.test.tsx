// The booking pages' state as pure reducers, called directly: the picker's choice (the day shown,
// the slot chosen, a choice of the address waiting for the slots and how each change enters the
// history), the booking form's, the manage page's choice of another time and the manage page's
// view; and the address's form of a choice (query parameters tip, zi, ora).
import booking from "../../data/booking.json";
import {
  bookingChoice,
  bookingReducer,
  initialBooking,
  requestReducer,
  type BookingState,
} from "../../src/booking/bookingState";
import {
  CHOICE_PARAMS,
  NO_CHOICE,
  readChoice,
  sameChoice,
  withChoice,
} from "../../src/booking/choiceUrl";
import { NOTHING_PICKED, choiceOfPick, pick } from "../../src/booking/pickerState";
import { INITIAL_RESCHEDULE, rescheduleReducer } from "../../src/booking/rescheduleState";
import { INITIAL_MANAGE, manageReducer } from "../../src/booking/manageState";
import { TYPE, slotView } from "./bookingSlots";

const SLOTS = [
  slotView("2026-12-03T07:00:00.000Z"), // joi 09:00
  slotView("2026-12-03T08:30:00.000Z"), // joi 10:30
  slotView("2026-12-04T09:00:00.000Z"), // vineri 11:00
];
const [NINE, HALF_PAST_TEN, FRIDAY] = SLOTS;

describe("the address's form of a choice", () => {
  it("names the type, the day and the office's time in Romanian parameters", () => {
    expect(CHOICE_PARAMS).toEqual({ type: "tip", day: "zi", time: "ora" });
    expect(readChoice(`?tip=${TYPE}&zi=2026-12-03&ora=10:30`)).toEqual({
      type: TYPE,
      day: "2026-12-03",
      time: "10:30",
    });
    expect(readChoice("?zi=2026-12-03&ora=10%3A30").time).toBe("10:30");
  });

  it("reads a malformed value as none, never throwing", () => {
    for (const search of [
      "?tip=Consultanță&zi=3 decembrie&ora=25:00",
      "?tip=&zi=&ora=",
      "?zi=%E0%A4%A&ora=%",
      "?tip=a/b&zi=2026-12-3&ora=9:30",
      `?tip=${"x".repeat(61)}&zi=2026-12-03T00:00&ora=10:30:00`,
      "",
      "?",
    ]) {
      expect(readChoice(search)).toEqual(NO_CHOICE);
    }
    // Each value is read on its own.
    expect(readChoice("?tip=Consultanță&zi=2026-12-03&ora=25:00")).toEqual({
      ...NO_CHOICE,
      day: "2026-12-03",
    });
  });

  it("writes the choice in place of the old one, keeping every other parameter", () => {
    const choice = { type: TYPE, day: "2026-12-04", time: "11:00" };
    expect(withChoice("", choice)).toBe(`?tip=${TYPE}&zi=2026-12-04&ora=11:00`);
    expect(withChoice("?cerere-trimisa=1&zi=2026-12-03&ora=10:30", choice)).toBe(
      `?cerere-trimisa=1&zi=2026-12-04&ora=11:00&tip=${TYPE}`,
    );
    expect(withChoice(`?utm_source=mail&tip=${TYPE}&zi=2026-12-03`, NO_CHOICE)).toBe(
      "?utm_source=mail",
    );
    expect(withChoice("?zi=2026-12-03", NO_CHOICE)).toBe("");
    expect(sameChoice(readChoice(withChoice("", choice)), choice)).toBe(true);
  });
});

describe("the picker's choice", () => {
  it("pushes a day shown and replaces for a slot chosen, whose day is then shown", () => {
    const day = pick(NOTHING_PICKED, { type: "day", date: FRIDAY.date });
    expect(day).toEqual({ ...NOTHING_PICKED, day: "2026-12-04", step: "push" });
    const slot = pick(day, { type: "slot", slot: HALF_PAST_TEN });
    expect(slot).toEqual({ day: "2026-12-03", slot: HALF_PAST_TEN, wanted: null, step: "replace" });
    expect(choiceOfPick(slot, TYPE)).toEqual({ type: TYPE, day: "2026-12-03", time: "10:30" });
    // A slot chosen on a day no longer shown stays chosen; the address holds the day shown.
    const other = pick(slot, { type: "day", date: FRIDAY.date });
    expect(other.slot).toBe(HALF_PAST_TEN);
    expect(choiceOfPick(other, TYPE)).toEqual({ type: TYPE, day: "2026-12-04", time: null });
    // A slot taken meanwhile is chosen no more; its day stays shown.
    expect(pick(slot, { type: "taken" })).toEqual({ ...slot, slot: null });
  });

  it("keeps the address's choice until the slots are there, then applies what they offer", () => {
    const wanted = { type: TYPE, day: "2026-12-04", time: "11:00" };
    const waiting = pick(NOTHING_PICKED, { type: "restore", choice: wanted });
    expect(waiting).toEqual({ ...NOTHING_PICKED, wanted, step: null });
    expect(pick(waiting, { type: "offer", slots: SLOTS })).toEqual({
      day: "2026-12-04",
      slot: FRIDAY,
      wanted: null,
      step: "replace",
    });
    // With nothing waiting, new slots change nothing.
    const shown = pick(NOTHING_PICKED, { type: "slot", slot: NINE });
    expect(pick(shown, { type: "offer", slots: SLOTS })).toBe(shown);
  });

  it.each([
    ["a past day", { day: "2020-01-06", time: "10:30" }, { day: null, time: null }],
    ["a day without slots", { day: "2026-12-05", time: null }, { day: null, time: null }],
    [
      "a time no longer free",
      { day: "2026-12-03", time: "12:00" },
      { day: "2026-12-03", time: null },
    ],
    ["a time without its day", { day: null, time: "10:30" }, { day: null, time: null }],
    ["no choice at all", { day: null, time: null }, { day: null, time: null }],
  ])("drops %s and shows what is offered", (_, given, shown) => {
    const waiting = pick(pick(NOTHING_PICKED, { type: "slot", slot: NINE }), {
      type: "restore",
      choice: { type: null, ...given },
    });
    const applied = pick(waiting, { type: "offer", slots: SLOTS });
    expect(choiceOfPick(applied, null)).toEqual({ type: null, ...shown });
    expect(applied.wanted).toBeNull();
    // The address is rewritten to what is shown.
    expect(applied.step).toBe("replace");
  });
});

describe("the booking form's reducer", () => {
  const start = initialBooking();
  const offer = (state: BookingState) =>
    bookingReducer(state, { type: "offer", meeting: state.meeting, slots: SLOTS });

  it("starts with the first type and its first mode, nothing chosen or sent", () => {
    expect(start).toMatchObject({
      meeting: booking.meetingTypes[0].id,
      mode: booking.meetingTypes[0].modes[0],
      day: null,
      slot: null,
      errors: {},
      problem: null,
      sending: false,
    });
    expect(bookingChoice(start)).toEqual(NO_CHOICE);
  });

  it("applies the address's choice to the type's slots, and drops an unknown type", () => {
    const wanted = { type: TYPE, day: "2026-12-03", time: "10:30" };
    const restored = bookingReducer(start, { type: "restore", choice: wanted });
    expect(restored.wanted).toEqual(wanted);
    // Slots of another type than the form's (asked for before a change) are not applied.
    expect(bookingReducer(restored, { type: "offer", meeting: "alt-tip", slots: SLOTS })).toBe(
      restored,
    );
    const applied = offer({ ...restored, errors: { slot: "Alege o oră din calendar." } });
    expect(applied.slot).toBe(HALF_PAST_TEN);
    expect(applied.errors).toEqual({});
    expect(bookingChoice(applied)).toEqual(wanted);

    const stale = offer(
      bookingReducer(start, { type: "restore", choice: { ...wanted, type: "nu-mai-exista" } }),
    );
    expect(stale.meeting).toBe(booking.meetingTypes[0].id);
    expect(stale.slot).toBe(HALF_PAST_TEN);
    expect(bookingChoice(stale)).toEqual(wanted);
  });

  it("clears a field's error as it changes, and the slot's as a slot is chosen", () => {
    const errors = { name: "N", email: "E", chkConfidentialitate: "C", mode: "M", slot: "S" };
    let state: BookingState = { ...start, errors };
    state = bookingReducer(state, { type: "field", name: "name", value: "Ion" });
    state = bookingReducer(state, { type: "field", name: "consent", value: true });
    state = bookingReducer(state, { type: "field", name: "honeypot", value: "x" });
    state = bookingReducer(state, { type: "mode", mode: "telefon" });
    expect(state.values).toMatchObject({ name: "Ion", consent: true, honeypot: "x" });
    expect(state.mode).toBe("telefon");
    expect(state.errors).toEqual({ email: "E", slot: "S" });
    state = bookingReducer(state, { type: "slot", slot: NINE });
    expect(state.errors).toEqual({ email: "E" });
    expect(state.step).toBe("replace");
  });

  it("keeps the mode and forgets the slot when the type changes, in a new history entry", () => {
    const chosen = bookingReducer({ ...start, mode: "birou" }, { type: "slot", slot: NINE });
    const same = bookingReducer(chosen, { type: "meeting", id: chosen.meeting });
    expect(same.slot).toBe(NINE);
    const other = bookingReducer(chosen, { type: "meeting", id: "alt-tip" });
    expect(other).toMatchObject({ meeting: "alt-tip", mode: "birou", day: null, slot: null });
    expect(other.step).toBe("push");
    expect(bookingChoice(other)).toEqual({ type: "alt-tip", day: null, time: null });
  });

  it("follows a submit: sending, the refusals, a slot taken and one of the nearest", () => {
    let state = bookingReducer(start, { type: "slot", slot: HALF_PAST_TEN });
    state = bookingReducer({ ...state, problem: { message: "vechi" } }, { type: "send" });
    expect(state).toMatchObject({ sending: true, problem: null });
    state = bookingReducer(state, { type: "errors", errors: { phone: "P" } });
    expect(state.errors).toEqual({ phone: "P" });
    state = bookingReducer(state, {
      type: "problem",
      problem: { message: "Verifică datele." },
      errors: { email: "E" },
    });
    expect(state).toMatchObject({
      problem: { message: "Verifică datele." },
      errors: { email: "E" },
    });
    state = bookingReducer(state, { type: "problem", problem: { message: "Prea multe." } });
    expect(state.errors).toEqual({ email: "E" });
    state = bookingReducer(state, { type: "sent" });
    expect(state.sending).toBe(false);

    const taken = bookingReducer(state, {
      type: "taken",
      problem: { message: "Ora nu mai este liberă.", nearest: [FRIDAY] },
    });
    expect(taken).toMatchObject({ slot: null, day: "2026-12-03", step: "replace" });
    expect(taken.problem?.nearest).toEqual([FRIDAY]);
    const nearest = bookingReducer(taken, { type: "nearest", slot: FRIDAY });
    expect(nearest).toMatchObject({ slot: FRIDAY, day: "2026-12-04", problem: null });
  });

  it("leaves the state as it was for an action that changes nothing", () => {
    expect(bookingReducer(start, { type: "offer", meeting: start.meeting, slots: SLOTS })).toBe(
      start,
    );
  });
});

describe("around the form", () => {
  it("holds the pending request, and starts a new round without it", () => {
    const pending = {
      message: "m",
      email: "e",
      pageKey: "k",
      expiresAt: "2026-12-01T13:30:00.000Z",
    };
    const sent = requestReducer({ pending: null, round: 0 }, { type: "pending", pending });
    expect(sent).toEqual({ pending, round: 0 });
    expect(requestReducer(sent, { type: "again" })).toEqual({ pending: null, round: 1 });
  });
});

describe("the manage page's choice of another time", () => {
  it("says a missing slot at the times, and follows the move as the form does", () => {
    let state = rescheduleReducer(INITIAL_RESCHEDULE, { type: "missing", error: "Alege o oră." });
    expect(state.error).toBe("Alege o oră.");
    state = rescheduleReducer(state, { type: "day", date: FRIDAY.date });
    state = rescheduleReducer(state, { type: "slot", slot: FRIDAY });
    expect(state).toMatchObject({ day: "2026-12-04", slot: FRIDAY, error: undefined });
    state = rescheduleReducer(state, { type: "send" });
    state = rescheduleReducer(state, {
      type: "taken",
      problem: { message: "Luată.", nearest: [NINE] },
    });
    expect(state).toMatchObject({ slot: null, sending: true, problem: { message: "Luată." } });
    state = rescheduleReducer(state, { type: "nearest", slot: NINE });
    expect(state).toMatchObject({ slot: NINE, day: "2026-12-03", problem: null });
    state = rescheduleReducer(state, { type: "problem", problem: { message: "Nu." } });
    state = rescheduleReducer(state, { type: "sent" });
    expect(state).toMatchObject({ sending: false, problem: { message: "Nu." } });
  });

  it("applies the address's day and time once the slots are there", () => {
    const restored = rescheduleReducer(INITIAL_RESCHEDULE, {
      type: "restore",
      choice: { type: null, day: "2026-12-03", time: "09:00" },
    });
    expect(restored.slot).toBeNull();
    expect(rescheduleReducer(restored, { type: "offer", slots: SLOTS })).toMatchObject({
      day: "2026-12-03",
      slot: NINE,
      wanted: null,
    });
  });
});

describe("the manage page's view", () => {
  it("shows each reading of the address as a new round", () => {
    const none = manageReducer(INITIAL_MANAGE, { type: "read", link: null });
    expect(none).toEqual({ rounds: 1, view: { kind: "none" } });
    const confirm = manageReducer(none, { type: "read", link: { param: "c", token: "c1" } });
    expect(confirm.view).toEqual({ kind: "confirm", token: "c1", round: 2 });
    const office = manageReducer(confirm, { type: "read", link: { param: "o", token: "o1" } });
    expect(office.view).toEqual({ kind: "office", token: "o1", round: 3 });
    const manage = manageReducer(office, { type: "read", link: { param: "t", token: "t1" } });
    expect(manage.view).toEqual({ kind: "manage", token: "t1", round: 4 });
  });

  it("goes on as the booking's manage link once a request is confirmed on the page", () => {
    const confirmed = {
      booking: {
        type: TYPE,
        mode: "birou" as const,
        start: NINE.start,
        end: NINE.end,
        date: NINE.date,
        time: NINE.time,
        status: "confirmed" as const,
      },
      message: "Confirmată.",
    };
    const state = { rounds: 2, view: { kind: "confirm" as const, token: "c1", round: 2 } };
    expect(manageReducer(state, { type: "booked", token: "t2", confirmed })).toEqual({
      rounds: 3,
      view: { kind: "manage", token: "t2", round: 3, confirmed },
    });
  });
});

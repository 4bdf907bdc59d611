/** @jest-environment node */
// What the office offers, from its setup alone, on a fixed clock: a meeting type by its id, a mode
// among the type's own, and a slot id the office offers (taken or not) against every reason it
// may not: unreadable, of another type, too near, beyond the horizon, on a holiday or a closure, or
// off the openings; each refusal a 422 on its field with the sentence the page shows.
import copy from "../../data/booking-server.json";
import { slotId } from "../../contract/booking/api";
import { instantOf } from "../../domain/booking/zonedTime";
import { fillTemplate } from "../../domain/format";
import {
  DAY,
  meetingMode,
  meetingType,
  offeredSlot,
  slotView,
  spokenMinutes,
} from "../../server/booking/offered";
import { Refusal } from "../../server/booking/refusal";
import type { MeetingTypeSetup } from "../../server/booking/setup";
import { T0, TYPE, testSetup } from "../helpers/booking";
import { bookingForm } from "../../contract/forms/booking";

const ZONE = "Europe/Bucharest";
const SETUP = testSetup();
const at = (day: string, time: string) => instantOf(day, time, ZONE)!;

/** The refusal `fn` throws: its status, message and refused fields. */
function refusalOf(fn: () => unknown): Refusal {
  try {
    fn();
  } catch (err) {
    if (err instanceof Refusal) return err;
    throw err;
  }
  throw new Error("not refused");
}

const fieldRefusal = (field: string, message: string) => ({
  status: 422,
  message,
  extra: { errors: { [field]: message } },
});

const expectRefused = (fn: () => unknown, field: string, message: string) => {
  const refusal = refusalOf(fn);
  expect({ status: refusal.status, message: refusal.message, extra: refusal.extra }).toEqual(
    fieldRefusal(field, message),
  );
};

describe("meetingType", () => {
  it("is the type an id names", () => {
    expect(meetingType(SETUP, TYPE.id)).toBe(SETUP.types[0]);
  });

  it.each(["", "consultanta", "CONSULTANTA-GRATUITA"])("refuses %j on the type field", (id) => {
    expectRefused(() => meetingType(SETUP, id), bookingForm.fields.type, copy.unknownType);
  });
});

describe("meetingMode", () => {
  /** A type met only by phone or at the office. */
  const NOT_ONLINE: MeetingTypeSetup = { ...TYPE, modes: ["telefon", "birou"] };

  it("is each mode the type offers", () => {
    for (const mode of TYPE.modes) expect(meetingMode(SETUP, mode, TYPE)).toBe(mode);
  });

  it("refuses a mode no type has and a mode this type does not offer, listing its own", () => {
    const all = TYPE.modes.map((m) => SETUP.modeLabels[m]).join("; ");
    expectRefused(
      () => meetingMode(SETUP, "fax", TYPE),
      bookingForm.fields.mode,
      fillTemplate(copy.badMode, { modes: all }),
    );
    const two = `${SETUP.modeLabels.telefon}; ${SETUP.modeLabels.birou}`;
    expectRefused(
      () => meetingMode(SETUP, "online", NOT_ONLINE),
      bookingForm.fields.mode,
      fillTemplate(copy.badMode, { modes: two }),
    );
  });
});

describe("offeredSlot on Wednesday 2 December 2026, 08:00 in Bucharest", () => {
  const offered = (start: number, type: MeetingTypeSetup | null = null, setup = SETUP) =>
    offeredSlot(setup, slotId(TYPE.id, start), type, T0);
  const refusedSlot = (fn: () => unknown, message: string) =>
    expectRefused(fn, bookingForm.fields.slot, message);

  it("is the opening a slot id names, of the type it names or the one given", () => {
    const start = at("2026-12-03", "10:30");
    const { type, slot } = offered(start);
    expect(type).toBe(SETUP.types[0]);
    expect(slot).toMatchObject({
      start,
      end: start + 30 * 60_000,
      date: "2026-12-03",
      time: "10:30",
    });
    expect(offered(start, TYPE).slot.start).toBe(start);
  });

  it("the first opening after the notice is offered, the one before it is not", () => {
    // Two hours' notice: 10:00 is the first time a visitor may still ask for.
    expect(offered(at("2026-12-02", "10:00")).slot.time).toBe("10:00");
    refusedSlot(
      () => offered(at("2026-12-02", "09:30")),
      fillTemplate(copy.past, { notice: spokenMinutes(TYPE.rules.minNoticeMinutes) }),
    );
  });

  it("refuses an id it cannot read, and one of another type than the one given", () => {
    refusedSlot(() => offeredSlot(SETUP, "mâine la 10", null, T0), copy.badSlot);
    refusedSlot(
      () => offeredSlot(SETUP, "consultanta-gratuita~2026-12-03T08:30:00Z", null, T0),
      copy.badSlot,
    );
    const other = { ...TYPE, id: "evaluare" };
    refusedSlot(() => offered(at("2026-12-03", "10:30"), other), copy.badSlot);
  });

  it("refuses an unknown type named in the id on the type field", () => {
    expectRefused(
      () => offeredSlot(SETUP, slotId("evaluare", at("2026-12-03", "10:30")), null, T0),
      bookingForm.fields.type,
      copy.unknownType,
    );
  });

  it("refuses a slot at or beyond the horizon, said in days", () => {
    const horizon = fillTemplate(copy.beyondHorizon, { horizon: "30 de zile" });
    refusedSlot(() => offered(T0 + TYPE.rules.horizonDays * DAY), horizon);
    expect(offered(at("2026-12-31", "10:00")).slot.date).toBe("2026-12-31");
  });

  it("refuses a holiday by its name and a closure by the office's reason", () => {
    refusedSlot(
      () => offered(at("2026-12-25", "10:00")),
      fillTemplate(copy.closed, { reason: "Crăciunul" }),
    );
    const closed = testSetup({
      calendar: { ...SETUP.calendar, closures: [{ from: "2026-12-07", to: "2026-12-08" }] },
    });
    refusedSlot(
      () => offered(at("2026-12-08", "10:00"), null, closed),
      fillTemplate(copy.closed, { reason: copy.closedReason }),
    );
  });

  it("refuses a time off the openings: before the hours, after them, off the step", () => {
    for (const time of ["08:30", "17:00", "10:15"]) {
      refusedSlot(() => offered(at("2026-12-03", time)), copy.outsideHours);
    }
  });
});

describe("said to the visitor", () => {
  it("spokenMinutes says whole hours in hours, anything else in minutes", () => {
    expect(spokenMinutes(120)).toBe("2 ore");
    expect(spokenMinutes(60)).toBe("o oră");
    expect(spokenMinutes(90)).toBe("90 de minute");
  });

  it("slotView carries the slot's id, instants and wall-clock day and time", () => {
    const start = at("2026-12-03", "10:30");
    expect(
      slotView(TYPE.id, { start, end: start + 1_800_000, date: "2026-12-03", time: "10:30" }),
    ).toEqual({
      id: `${TYPE.id}~2026-12-03T08:30:00.000Z`,
      start: "2026-12-03T08:30:00.000Z",
      end: "2026-12-03T09:00:00.000Z",
      date: "2026-12-03",
      time: "10:30",
    });
  });
});

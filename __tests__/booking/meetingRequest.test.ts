/** @jest-environment node */
// A request without a chosen slot, on a fixed clock: the message the office reads (what, how, the
// day and the window's hours on that day, the visitor's note), and each field refused with its
// sentence on that field: the type, the mode, the day, a window that is none, and a window the
// office's hours that day leave nothing of. A filled honeypot's request reads like one.
import copy from "../../data/booking-server.json";
import { fillTemplate } from "../../domain/format";
import { heldMessage, meetingRequest } from "../../server/booking/meetingRequest";
import { Refusal } from "../../server/booking/refusal";
import { T0, TYPE, testSetup } from "../helpers/booking";
import { bookingForm } from "../../contract/forms/booking";

/** Open every day from 09:00 to 17:00, but Thursdays only until noon. */
const SETUP = (() => {
  const open = testSetup();
  return testSetup({
    calendar: {
      ...open.calendar,
      officeHours: open.calendar.officeHours.map((hours) =>
        hours.weekday === 4 ? { ...hours, to: "12:00" } : hours,
      ),
    },
  });
})();

const FORM = { type: "", mode: "birou", day: "2026-12-04", window: "dimineata", note: "" };
const request = (over: Partial<typeof FORM> = {}) =>
  meetingRequest(SETUP, { ...FORM, ...over }, T0);

function refusedField(over: Partial<typeof FORM>): { field: string; message: string } {
  try {
    request(over);
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    expect(err.status).toBe(422);
    const errors = err.extra.errors as Record<string, string>;
    const [field] = Object.keys(errors);
    expect(errors[field]).toBe(err.message);
    return { field, message: err.message };
  }
  throw new Error("not refused");
}

describe("on Wednesday 2 December 2026, 08:00 in Bucharest", () => {
  it("an empty type is the first meeting type; the message names it, the mode, day and hours", () => {
    const asked = request();
    expect(asked.type).toBe(SETUP.types[0]);
    expect(asked.mode).toBe("birou");
    expect(asked.message).toBe(
      "Cerere de programare fără oră aleasă: Consultanță gratuită, 30 de minute, La birou. " +
        "Ziua dorită: vineri, 4 decembrie 2026, Dimineața (9:00–12:00).",
    );
  });

  it("the window is said with the hours it leaves that day; the note follows in a paragraph", () => {
    const asked = request({ type: TYPE.id, window: "oricand", note: "Prefer după 10." });
    expect(asked.message.split("\n\n")).toEqual([
      "Cerere de programare fără oră aleasă: Consultanță gratuită, 30 de minute, La birou. " +
        "Ziua dorită: vineri, 4 decembrie 2026, Oricând în programul biroului (9:00–17:00).",
      fillTemplate(copy.request.note, { note: "Prefer după 10." }),
    ]);
  });

  it("refuses an unknown type and a mode the type does not offer, on their fields", () => {
    expect(refusedField({ type: "evaluare" })).toEqual({
      field: bookingForm.fields.type,
      message: copy.unknownType,
    });
    expect(refusedField({ mode: "fax" }).field).toBe(bookingForm.fields.mode);
  });

  it("refuses a day it cannot be for with the day's own sentence", () => {
    expect(refusedField({ day: "mâine" })).toEqual({
      field: bookingForm.fields.day,
      message: copy.badDay,
    });
    expect(refusedField({ day: "2026-12-01" })).toEqual({
      field: bookingForm.fields.day,
      message: copy.dayPast,
    });
  });

  it("refuses a window that is none", () => {
    expect(refusedField({ window: "noaptea" })).toEqual({
      field: bookingForm.fields.window,
      message: copy.badWindow,
    });
  });

  it("refuses the afternoon of a day the office closes at noon, naming the day's hours", () => {
    expect(request({ day: "2026-12-03" }).message).toContain("Dimineața (9:00–12:00)");
    expect(refusedField({ day: "2026-12-03", window: "dupa-amiaza" })).toEqual({
      field: bookingForm.fields.window,
      message: fillTemplate(copy.windowOutside, {
        window: "După-amiaza",
        day: "joi, 3 decembrie 2026",
        hours: "9:00–12:00",
      }),
    });
  });
});

it("a filled honeypot's request for a slot reads as a request for its day and time", () => {
  const start = Date.parse("2026-12-03T08:30:00.000Z");
  expect(heldMessage(SETUP, TYPE, "online", { start, time: "10:30" })).toBe(
    "Cerere de programare fără oră aleasă: Consultanță gratuită, 30 de minute, " +
      `${SETUP.modeLabels.online}. Ziua dorită: joi, 3 decembrie, 10:30.`,
  );
});

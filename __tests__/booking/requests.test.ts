// The booking page's calls and how each answer of the server becomes one outcome: only a success
// on a 2xx is a booking, a 409 brings the nearest slots, a 422 the refused fields, anything else
// the server's words or a failure.
import {
  BOOKING_CANCEL_PATH,
  BOOKING_MANAGE_PATH,
  BOOKING_RESCHEDULE_PATH,
} from "../../contract/booking/api";
import {
  cancelBooking,
  fetchManage,
  fetchSlots,
  manageTokenOf,
  rescheduleBooking,
  submitBooking,
  type BookingFields,
} from "../../src/booking/requests";
import { OFFICE_ZONE, TYPE, reply, slotView, type FakeReply } from "../helpers/bookingSlots";

const calls: { url: string; init?: RequestInit }[] = [];
let answer: FakeReply | Error;

beforeEach(() => {
  calls.length = 0;
  global.fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (answer instanceof Error) throw answer;
    return reply(answer);
  }) as unknown as typeof fetch;
});

const FIELDS: BookingFields = {
  type: TYPE,
  slot: slotView("2026-12-03T08:30:00.000Z").id,
  mode: "birou",
  name: "  Ion Popescu ",
  email: "ion@example.ro",
  phone: "0722123456",
  note: "",
  consent: true,
  website: "",
};
const slot = slotView("2026-12-03T08:30:00.000Z");
const view = {
  type: TYPE,
  mode: "birou",
  start: slot.start,
  end: slot.end,
  date: slot.date,
  time: slot.time,
  status: "confirmed",
};

describe("submitBooking", () => {
  it("posts urlencoded, asks for JSON and trims what the visitor typed", async () => {
    answer = {
      status: 200,
      body: { success: true, message: "ok", booking: view, manageUrl: "/m" },
    };
    await submitBooking(FIELDS, "tok");
    const { url, init } = calls[0];
    expect(url).toBe("/booking");
    expect(init?.method).toBe("POST");
    expect(init?.headers).toMatchObject({
      "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
      Accept: "application/json",
    });
    const body = new URLSearchParams(String(init?.body));
    expect(body.get("name")).toBe("Ion Popescu");
    expect(body.get("chkConfidentialitate")).toBe("1");
    expect(body.get("formStartedAt")).toBe("tok");
    expect(body.get("website")).toBe("");
  });

  it("reads a success on a 2xx as booked, with the booking and its manage link", async () => {
    answer = {
      status: 200,
      body: { success: true, message: "Gata", booking: view, manageUrl: "/m?t=x" },
    };
    await expect(submitBooking(FIELDS, "tok")).resolves.toEqual({
      kind: "booked",
      message: "Gata",
      booking: view,
      manageUrl: "/m?t=x",
    });
  });

  it("never reads anything else as booked", async () => {
    for (const status of [200, 409, 422, 500]) {
      answer = { status, body: { success: false } };
      expect((await submitBooking(FIELDS, "tok")).kind).not.toBe("booked");
    }
    answer = { status: 500, body: { success: true } };
    await expect(submitBooking(FIELDS, "tok")).resolves.toEqual({ kind: "failed" });
    answer = { status: 200, body: "<html>" };
    await expect(submitBooking(FIELDS, "tok")).resolves.toEqual({ kind: "failed" });
    answer = new TypeError("offline");
    await expect(submitBooking(FIELDS, "tok")).resolves.toEqual({ kind: "failed" });
  });

  it("keeps the nearest slots of a 409 that are slots, and the field errors of a 422", async () => {
    const near = slotView("2026-12-03T09:00:00.000Z");
    answer = {
      status: 409,
      body: { success: false, message: "Ocupat", nearest: [near, { id: "x" }] },
    };
    await expect(submitBooking(FIELDS, "tok")).resolves.toEqual({
      kind: "taken",
      message: "Ocupat",
      nearest: [near],
    });
    answer = {
      status: 422,
      body: { success: false, message: "Verifică", errors: { email: "Email invalid", x: 3 } },
    };
    await expect(submitBooking(FIELDS, "tok")).resolves.toEqual({
      kind: "invalid",
      message: "Verifică",
      errors: { email: "Email invalid" },
    });
  });

  it("passes on the server's words for a 429 or a 503", async () => {
    for (const status of [429, 503]) {
      answer = { status, body: { success: false, message: `Mesaj ${status}` } };
      await expect(submitBooking(FIELDS, "tok")).resolves.toEqual({
        kind: "refused",
        message: `Mesaj ${status}`,
      });
    }
  });
});

describe("the manage page's calls", () => {
  it("reads the booking a token names, and its refusal", async () => {
    answer = { status: 200, body: { success: true, booking: view, canChange: true } };
    await expect(fetchManage("a b")).resolves.toEqual({
      kind: "ready",
      booking: view,
      canChange: true,
    });
    expect(calls[0].url).toBe(`${BOOKING_MANAGE_PATH}?t=a+b`);
    answer = { status: 404, body: { success: false, message: "Programarea nu mai există." } };
    await expect(fetchManage("x")).resolves.toEqual({
      kind: "failed",
      message: "Programarea nu mai există.",
    });
  });

  it("cancels and moves with the token, urlencoded", async () => {
    answer = {
      status: 200,
      body: { success: true, message: "Anulată", booking: { ...view, status: "cancelled" } },
    };
    await expect(cancelBooking("tok")).resolves.toMatchObject({
      kind: "cancelled",
      message: "Anulată",
    });
    expect(calls[0].url).toBe(BOOKING_CANCEL_PATH);
    expect(String(calls[0].init?.body)).toBe("t=tok");
    answer = {
      status: 200,
      body: {
        success: true,
        message: "Mutată",
        booking: view,
        manageUrl: "https://x/programare/gestionare?t=nou",
      },
    };
    await expect(rescheduleBooking("tok", slot.id)).resolves.toMatchObject({ kind: "booked" });
    expect(calls[1].url).toBe(BOOKING_RESCHEDULE_PATH);
    expect(Object.fromEntries(new URLSearchParams(String(calls[1].init?.body)))).toEqual({
      t: "tok",
      slot: slot.id,
    });
    expect(manageTokenOf("https://x/programare/gestionare?t=nou")).toBe("nou");
    answer = { status: 410, body: { success: false, message: "Linkul nu mai poate fi folosit." } };
    await expect(cancelBooking("tok")).resolves.toEqual({
      kind: "refused",
      message: "Linkul nu mai poate fi folosit.",
    });
  });
});

describe("fetchSlots", () => {
  it("reads the slots of a type, and the server's words when there are none to read", async () => {
    answer = { status: 200, body: { timeZone: OFFICE_ZONE, type: TYPE, slots: [slot, { id: 1 }] } };
    await expect(fetchSlots(TYPE)).resolves.toEqual({
      kind: "ready",
      answer: { timeZone: OFFICE_ZONE, type: TYPE, slots: [slot] },
    });
    expect(calls[0].url).toBe(`/booking/slots?type=${TYPE}`);
    answer = { status: 503, body: { success: false, message: "Indisponibil" } };
    await expect(fetchSlots(TYPE)).resolves.toEqual({ kind: "failed", message: "Indisponibil" });
  });
});

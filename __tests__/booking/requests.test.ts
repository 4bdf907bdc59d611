// The booking pages' calls and how each answer of the server becomes one outcome: only a success
// on a 2xx counts (a request waiting for its mail, a booking, a confirmation, an office's view), a
// 409 brings the nearest slots, a 422 the refused fields, anything else the server's words or a
// failure. Every call but the slots is a urlencoded POST, so no token is ever in an address.
import {
  BOOKING_CANCEL_PATH,
  BOOKING_CONFIRM_PATH,
  BOOKING_MANAGE_PAGE_PATH,
  BOOKING_MANAGE_PATH,
  BOOKING_OFFICE_PATH,
  BOOKING_PATH,
  BOOKING_REQUEST_PATH,
  BOOKING_RESCHEDULE_PATH,
  BOOKING_RESEND_PATH,
} from "../../contract/booking/api";
import {
  fetchSlots,
  resendRequest,
  submitBooking,
  type BookingFields,
} from "../../src/booking/requests";
import {
  cancelBooking,
  confirmRequest,
  fetchManage,
  fetchOffice,
  fetchRequest,
  linkOfPage,
  manageTokenOf,
  officeAction,
  rescheduleBooking,
} from "../../src/booking/manageRequests";
import { OFFICE_ZONE, TYPE, reply, slotView, type FakeReply } from "./bookingSlots";
import { HONEYPOT_FIELD } from "../../contract/forms/antiBot";

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

/** The one call made: its path, and its body as ordered pairs, after checking it is a form POST. */
function posted(index = 0): { url: string; body: [string, string][] } {
  const { url, init } = calls[index];
  expect(init?.method).toBe("POST");
  expect(init?.headers).toMatchObject({
    "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
    Accept: "application/json",
  });
  expect(init?.credentials).toBe("same-origin");
  return { url, body: [...new URLSearchParams(String(init?.body))] };
}

const FIELDS: BookingFields = {
  type: TYPE,
  slot: slotView("2026-12-03T08:30:00.000Z").id,
  mode: "birou",
  name: "  Ion Popescu ",
  email: "ion@example.ro",
  phone: "0722123456",
  note: "",
  consent: true,
  honeypot: "",
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
const EXPIRES = "2026-12-01T13:30:00.000Z";
const PENDING = {
  success: true,
  pending: true,
  message: "Verifică-ți e-mailul: ți-am trimis linkul la ion@example.ro.",
  email: "ion@example.ro",
  pageKey: "cheie",
  expiresAt: EXPIRES,
};

describe("submitBooking", () => {
  it("posts urlencoded, asks for JSON and trims what the visitor typed", async () => {
    answer = { status: 200, body: PENDING };
    await submitBooking(FIELDS, "tok");
    const { url, body } = posted();
    expect(url).toBe(BOOKING_PATH);
    const fields = Object.fromEntries(body);
    expect(fields.name).toBe("Ion Popescu");
    expect(fields.chkConfidentialitate).toBe("1");
    expect(fields.formStartedAt).toBe("tok");
    expect(fields[HONEYPOT_FIELD]).toBe("");
  });

  it("reads a pending request on a 2xx: the server's words, the address, the page key", async () => {
    answer = { status: 200, body: PENDING };
    await expect(submitBooking(FIELDS, "tok")).resolves.toEqual({
      kind: "pending",
      pending: {
        message: PENDING.message,
        email: "ion@example.ro",
        pageKey: "cheie",
        expiresAt: EXPIRES,
      },
    });
    // An empty key (a request the server keeps without one) is still a request for the page.
    answer = { status: 200, body: { ...PENDING, pageKey: "" } };
    await expect(submitBooking(FIELDS, "tok")).resolves.toMatchObject({
      kind: "pending",
      pending: { pageKey: "" },
    });
  });

  it("never reads anything else as pending, not even a booking the old way", async () => {
    for (const status of [200, 409, 422, 500]) {
      answer = { status, body: { success: false } };
      expect((await submitBooking(FIELDS, "tok")).kind).not.toBe("pending");
    }
    answer = { status: 500, body: PENDING };
    await expect(submitBooking(FIELDS, "tok")).resolves.toEqual({ kind: "failed" });
    // A success without a page key or an expiry cannot be followed by the page.
    for (const body of [
      { success: true, message: "Gata", booking: view, manageUrl: "/m" },
      { ...PENDING, pageKey: undefined },
      { ...PENDING, expiresAt: "mâine" },
      { ...PENDING, pending: false },
    ]) {
      answer = { status: 200, body };
      await expect(submitBooking(FIELDS, "tok")).resolves.toEqual({ kind: "failed" });
    }
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

  it("passes on the server's words for a 403, a 429 or a 503", async () => {
    for (const status of [403, 429, 503]) {
      answer = { status, body: { success: false, message: `Mesaj ${status}` } };
      await expect(submitBooking(FIELDS, "tok")).resolves.toEqual({
        kind: "refused",
        message: `Mesaj ${status}`,
      });
    }
  });
});

describe("resendRequest", () => {
  it("posts the page key alone to send the mail again, and reads the new pending answer", async () => {
    answer = { status: 200, body: { ...PENDING, message: "Ți-am trimis din nou linkul." } };
    await expect(resendRequest("cheie")).resolves.toMatchObject({
      kind: "pending",
      pending: { message: "Ți-am trimis din nou linkul.", pageKey: "cheie" },
    });
    expect(posted()).toEqual({ url: BOOKING_RESEND_PATH, body: [["k", "cheie"]] });
  });

  it("posts a corrected address with the page key, trimmed", async () => {
    answer = { status: 200, body: { ...PENDING, email: "ioan@example.ro" } };
    await expect(resendRequest("cheie", " ioan@example.ro ")).resolves.toMatchObject({
      kind: "pending",
      pending: { email: "ioan@example.ro" },
    });
    expect(posted()).toEqual({
      url: BOOKING_RESEND_PATH,
      body: [
        ["k", "cheie"],
        ["email", "ioan@example.ro"],
      ],
    });
  });

  it("reads a refused address (422), the mail bound (429) and an expired request (410)", async () => {
    answer = {
      status: 422,
      body: { success: false, message: "", errors: { email: "Email invalid" } },
    };
    await expect(resendRequest("cheie", "x")).resolves.toEqual({
      kind: "invalid",
      message: "",
      errors: { email: "Email invalid" },
    });
    for (const status of [429, 410, 403]) {
      answer = { status, body: { success: false, message: `Nu ${status}` } };
      await expect(resendRequest("cheie")).resolves.toEqual({
        kind: "refused",
        message: `Nu ${status}`,
      });
    }
    answer = new TypeError("offline");
    await expect(resendRequest("cheie")).resolves.toEqual({ kind: "failed" });
  });
});

describe("the confirm link's calls", () => {
  const request = { ...view, status: "unconfirmed", expiresAt: EXPIRES };

  it("reads the request a confirm token names with a POST, and its refusal", async () => {
    answer = { status: 200, body: { success: true, request } };
    await expect(fetchRequest("c 1")).resolves.toEqual({ kind: "ready", request });
    expect(posted()).toEqual({ url: BOOKING_REQUEST_PATH, body: [["c", "c 1"]] });
    answer = {
      status: 200,
      body: { success: true, request: { ...request, status: "awaiting-office" } },
    };
    await expect(fetchRequest("c")).resolves.toMatchObject({
      request: { status: "awaiting-office" },
    });
    answer = { status: 410, body: { success: false, message: "Linkul a expirat." } };
    await expect(fetchRequest("c")).resolves.toEqual({
      kind: "failed",
      message: "Linkul a expirat.",
    });
    answer = { status: 500, body: { success: true, request } };
    await expect(fetchRequest("c")).resolves.toEqual({ kind: "failed", message: "" });
    answer = { status: 200, body: { success: true, request: { ...request, start: "x" } } };
    await expect(fetchRequest("c")).resolves.toEqual({ kind: "failed", message: "" });
  });

  it("confirms with the token, and with a slot instead of a taken one", async () => {
    answer = {
      status: 200,
      body: { success: true, message: "Confirmată", booking: view, manageUrl: "/m#t=nou" },
    };
    await expect(confirmRequest("c1")).resolves.toEqual({
      kind: "booked",
      message: "Confirmată",
      booking: view,
      manageUrl: "/m#t=nou",
    });
    expect(posted(0)).toEqual({ url: BOOKING_CONFIRM_PATH, body: [["c", "c1"]] });
    await confirmRequest("c1", slot.id);
    expect(posted(1)).toEqual({
      url: BOOKING_CONFIRM_PATH,
      body: [
        ["c", "c1"],
        ["slot", slot.id],
      ],
    });
  });

  it("reads the office's approval to come, a time taken meanwhile, and never a booking on an error", async () => {
    answer = { status: 200, body: { success: true, awaiting: true, message: "Așteaptă biroul." } };
    await expect(confirmRequest("c")).resolves.toEqual({
      kind: "awaiting",
      message: "Așteaptă biroul.",
    });
    const near = slotView("2026-12-03T09:00:00.000Z");
    answer = { status: 409, body: { success: false, message: "Ocupată", nearest: [near] } };
    await expect(confirmRequest("c")).resolves.toEqual({
      kind: "taken",
      message: "Ocupată",
      nearest: [near],
    });
    answer = { status: 410, body: { success: false, message: "Expirat" } };
    await expect(confirmRequest("c")).resolves.toEqual({ kind: "refused", message: "Expirat" });
    answer = { status: 502, body: { success: true, booking: view, manageUrl: "/m#t=x" } };
    await expect(confirmRequest("c")).resolves.toEqual({ kind: "failed" });
  });
});

describe("the manage link's calls", () => {
  it("reads the booking a token names with a POST, and its refusal", async () => {
    answer = { status: 200, body: { success: true, booking: view, canChange: true } };
    await expect(fetchManage("a b")).resolves.toEqual({
      kind: "ready",
      booking: view,
      canChange: true,
    });
    expect(posted()).toEqual({ url: BOOKING_MANAGE_PATH, body: [["t", "a b"]] });
    answer = { status: 403, body: { success: false, message: "Linkul nu este valid." } };
    await expect(fetchManage("x")).resolves.toEqual({
      kind: "failed",
      message: "Linkul nu este valid.",
    });
    answer = { status: 500, body: { success: true, booking: view, canChange: true } };
    await expect(fetchManage("x")).resolves.toEqual({ kind: "failed", message: "" });
  });

  it("cancels and moves with the token, urlencoded", async () => {
    answer = {
      status: 200,
      body: { success: true, message: "Anulată", booking: { ...view, status: "cancelled" } },
    };
    await expect(cancelBooking("tok")).resolves.toEqual({
      kind: "cancelled",
      message: "Anulată",
      booking: { ...view, status: "cancelled" },
    });
    expect(posted(0)).toEqual({ url: BOOKING_CANCEL_PATH, body: [["t", "tok"]] });
    answer = {
      status: 200,
      body: {
        success: true,
        message: "Mutată",
        booking: view,
        manageUrl: "/programare/gestionare#t=nou",
      },
    };
    await expect(rescheduleBooking("tok", slot.id)).resolves.toEqual({
      kind: "booked",
      message: "Mutată",
      booking: view,
      manageUrl: "/programare/gestionare#t=nou",
    });
    expect(posted(1)).toEqual({
      url: BOOKING_RESCHEDULE_PATH,
      body: [
        ["t", "tok"],
        ["slot", slot.id],
      ],
    });
    answer = { status: 410, body: { success: false, message: "Linkul nu mai poate fi folosit." } };
    await expect(cancelBooking("tok")).resolves.toEqual({
      kind: "refused",
      message: "Linkul nu mai poate fi folosit.",
    });
    answer = { status: 500, body: { success: true, message: "Anulată" } };
    await expect(cancelBooking("tok")).resolves.toEqual({ kind: "failed" });
  });

  it("reads a moved booking's new token from the fragment of its link, never from a query", () => {
    expect(manageTokenOf("/programare/gestionare#t=nou%2Bsemnat")).toBe("nou+semnat");
    expect(manageTokenOf("https://x.ro/programare/gestionare#t=nou")).toBe("nou");
    expect(manageTokenOf("/programare/gestionare?t=vechi")).toBeNull();
    expect(manageTokenOf("/programare/gestionare#c=alt")).toBeNull();
  });
});

describe("the office link's calls", () => {
  const office = {
    success: true,
    message: "",
    subject: "booking",
    booking: view,
    name: "Ion Popescu",
    email: "ion@example.ro",
    phone: "0722123456",
    note: "Leasing",
    actions: ["cancel", "report", "fly"],
  };

  it("views with the token and the action, and keeps only the actions it knows", async () => {
    answer = { status: 200, body: office };
    await expect(fetchOffice("o1")).resolves.toEqual({
      kind: "ready",
      office: {
        message: "",
        subject: "booking",
        booking: view,
        name: "Ion Popescu",
        email: "ion@example.ro",
        phone: "0722123456",
        note: "Leasing",
        actions: ["cancel", "report"],
      },
    });
    expect(posted()).toEqual({
      url: BOOKING_OFFICE_PATH,
      body: [
        ["o", "o1"],
        ["action", "view"],
      ],
    });
  });

  it("posts an action and reads the new state, a request's status, and a refusal", async () => {
    answer = {
      status: 200,
      body: {
        ...office,
        message: "Programarea a fost raportată.",
        subject: "request",
        booking: { ...view, status: "awaiting-office" },
        actions: [],
      },
    };
    await expect(officeAction("o1", "report")).resolves.toMatchObject({
      kind: "ready",
      office: {
        message: "Programarea a fost raportată.",
        subject: "request",
        booking: { status: "awaiting-office" },
        actions: [],
      },
    });
    expect(posted().body).toEqual([
      ["o", "o1"],
      ["action", "report"],
    ]);
    answer = { status: 403, body: { success: false, message: "Linkul nu este valid." } };
    await expect(officeAction("o1", "cancel")).resolves.toEqual({
      kind: "failed",
      message: "Linkul nu este valid.",
    });
    answer = { status: 500, body: office };
    await expect(officeAction("o1", "cancel")).resolves.toEqual({ kind: "failed", message: "" });
    answer = new TypeError("offline");
    await expect(fetchOffice("o1")).resolves.toEqual({ kind: "failed", message: "" });
  });
});

describe("linkOfPage", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("reads each kind of token from the fragment", () => {
    for (const param of ["c", "t", "o"] as const) {
      window.history.replaceState(null, "", `${BOOKING_MANAGE_PAGE_PATH}#${param}=ab%2Bc`);
      expect(linkOfPage()).toEqual({ param, token: "ab+c" });
    }
    window.history.replaceState(null, "", BOOKING_MANAGE_PAGE_PATH);
    expect(linkOfPage()).toBeNull();
    window.history.replaceState(null, "", `${BOOKING_MANAGE_PAGE_PATH}#t=`);
    expect(linkOfPage()).toBeNull();
  });

  it("moves an older mail's query token into the fragment, out of the address", () => {
    window.history.replaceState(null, "", `${BOOKING_MANAGE_PAGE_PATH}?t=vechi`);
    expect(linkOfPage()).toEqual({ param: "t", token: "vechi" });
    expect(window.location.search).toBe("");
    expect(window.location.hash).toBe("#t=vechi");
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
    expect(calls[0].init?.method).toBeUndefined();
    answer = {
      status: 503,
      body: { success: false, message: "Programările online sunt oprite acum." },
    };
    await expect(fetchSlots(TYPE)).resolves.toEqual({
      kind: "failed",
      message: "Programările online sunt oprite acum.",
    });
    answer = new TypeError("offline");
    await expect(fetchSlots(TYPE)).resolves.toEqual({ kind: "failed", message: "" });
  });
});

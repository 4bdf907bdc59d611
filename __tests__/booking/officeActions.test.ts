/** @jest-environment node */
// What the office's link does, called directly on a real SQLite file and a fixed clock: it shows
// the booking or request it names with the actions still open; cancels a booking to come or
// reports it (the address then blocked); approves a confirmed request (booked at its time) or
// declines it; and refuses a link it did not sign, an action that is none, and one no longer open.
import copy from "../../data/booking-server.json";
import { OFFICE_TOKEN_PARAM, linkToken } from "../../contract/booking/api";
import { instantOf } from "../../domain/booking/zonedTime";
import type { BookingRouteOptions } from "../../server/booking/context";
import { officeAction, officeView } from "../../server/booking/officeActions";
import type { RequestRow } from "../../server/booking/pending";
import { Refusal } from "../../server/booking/refusal";
import type { BookingRow } from "../../server/booking/types";
import { T0, TYPE, testSetup } from "../helpers/booking";
import { type BookingFixture, bookingContexts } from "./bookingContext";

const START = instantOf("2026-12-03", "10:30", "Europe/Bucharest")!;
const END = START + 30 * 60_000;
const said = copy.office;

const contexts = bookingContexts();

/** The booking's context over a new database, the office approving each booking. */
const fixture = (over: Partial<BookingRouteOptions> = {}) =>
  contexts.fixture({ setup: testSetup({ approval: "office" }), ...over });

const officeToken = (link: string) => linkToken(link.slice(link.indexOf("#")), OFFICE_TOKEN_PARAM)!;

const VISITOR = {
  type: TYPE.id,
  mode: "birou" as const,
  start: START,
  end: END,
  name: "Ioana Popescu",
  email: "ioana@firma-test.ro",
  phone: "0744000111",
  note: "Despre leasing",
  sourcePath: "/programare",
};

/** A booking at START and the office's token for it. */
function booking(f: BookingFixture): { row: BookingRow; token: string } {
  const result = f.ctx.store.book({ ...VISITOR, rules: TYPE.rules }, [], T0, f.ctx.setup.limits);
  if (!result.ok) throw new Error("not booked");
  return {
    row: result.booking,
    token: officeToken(f.ctx.links.officePath({ booking: result.booking })),
  };
}

/** A request for START, confirmed by the visitor unless `confirmed` is false, and its token. */
function request(f: BookingFixture, confirmed = true): { row: RequestRow; token: string } {
  let row = f.ctx.requests.create(
    { ...VISITOR, suspectReason: null, suspectAgeMs: null, expiresAt: T0 + 3_600_000 },
    T0,
  );
  if (confirmed) row = f.ctx.requests.awaitOffice(row.id, { start: START, end: END }, T0);
  return { row, token: officeToken(f.ctx.links.officePath({ request: row })) };
}

async function refusal(act: () => unknown): Promise<Pick<Refusal, "status" | "message">> {
  try {
    await act();
  } catch (err) {
    if (err instanceof Refusal) return { status: err.status, message: err.message };
    throw err;
  }
  throw new Error("not refused");
}

describe("a booking", () => {
  it("to come: shown with the visitor's details, to cancel or report", async () => {
    const f = fixture();
    const { row, token } = booking(f);
    const view = await officeAction(f.ctx, { token, action: "" }, T0, f.log);
    expect(view).toMatchObject({
      success: true,
      message: "",
      subject: "booking",
      booking: { start: row.start_at, status: "confirmed" },
      name: VISITOR.name,
      email: VISITOR.email,
      phone: VISITOR.phone,
      note: VISITOR.note,
      actions: ["cancel", "report"],
    });
    expect(view).toEqual(officeView(f.ctx, "booking", row.id, T0));
    expect(f.lines).toEqual([]);
  });

  it("cancelled by the office: the visitor told, the address not blocked, nothing more open", async () => {
    const f = fixture();
    const { row, token } = booking(f);
    const answer = await officeAction(f.ctx, { token, action: "cancel" }, T0, f.log);
    expect(answer).toMatchObject({ message: said.cancelled, actions: [] });
    expect(f.ctx.store.get(row.id)!.status).toBe("cancelled");
    expect(f.ctx.store.isBlocked(f.ctx.links.addressKey(VISITOR.email))).toBe(false);
    expect(f.lines).toEqual(["booking changed by the office"]);
    expect(f.wakes()).toBe(1);
    expect(
      await refusal(() => officeAction(f.ctx, { token, action: "report" }, T0, f.log)),
    ).toEqual({
      status: 409,
      message: said.notOpen,
    });
  });

  it("reported: cancelled, and its address may no longer book", async () => {
    const f = fixture();
    const { row, token } = booking(f);
    const answer = await officeAction(f.ctx, { token, action: "report" }, T0, f.log);
    expect(answer).toMatchObject({ message: said.reported, actions: [] });
    expect(f.ctx.store.get(row.id)!.status).toBe("cancelled");
    expect(f.ctx.store.isBlocked(f.ctx.links.addressKey(VISITOR.email))).toBe(true);
  });

  it("begun: shown with nothing open, and any action refused", async () => {
    const f = fixture();
    const { token } = booking(f);
    expect((await officeAction(f.ctx, { token, action: "view" }, START, f.log)).actions).toEqual(
      [],
    );
    expect(
      await refusal(() => officeAction(f.ctx, { token, action: "cancel" }, START, f.log)),
    ).toEqual({
      status: 409,
      message: said.notOpen,
    });
  });
});

describe("a request", () => {
  it("confirmed by the visitor: approved, it is booked at its time and deleted", async () => {
    const f = fixture();
    const { row, token } = request(f);
    expect((await officeAction(f.ctx, { token, action: "" }, T0, f.log)).actions).toEqual([
      "approve",
      "decline",
    ]);
    const answer = await officeAction(f.ctx, { token, action: "approve" }, T0, f.log);
    expect(answer).toMatchObject({
      message: said.approved,
      subject: "booking",
      booking: { start: row.start_at, status: "confirmed" },
      actions: ["cancel", "report"],
    });
    expect(f.ctx.requests.get(row.id, T0)).toBeUndefined();
    expect(f.lines).toEqual(["booking approved by the office"]);
  });

  it("declined: the visitor told, nothing booked, nothing more open", async () => {
    const f = fixture();
    const { row, token } = request(f);
    const answer = await officeAction(f.ctx, { token, action: "decline" }, T0, f.log);
    expect(answer).toMatchObject({ message: said.declined, subject: "request", actions: [] });
    expect(f.ctx.requests.get(row.id, T0)!.status).toBe("declined");
    expect(f.ctx.store.between(T0, END + 1)).toEqual([]);
    expect(f.lines).toEqual(["booking request declined by the office"]);
    expect(f.wakes()).toBe(1);
  });

  it("not yet confirmed by the visitor: shown, but neither approved nor declined", async () => {
    const f = fixture();
    const { token } = request(f, false);
    expect((await officeAction(f.ctx, { token, action: "" }, T0, f.log)).actions).toEqual([]);
    expect(
      await refusal(() => officeAction(f.ctx, { token, action: "approve" }, T0, f.log)),
    ).toEqual({
      status: 409,
      message: said.notOpen,
    });
  });
});

it("refuses a link it did not sign, and an action that is none", async () => {
  const f = fixture();
  const { token } = booking(f);
  expect(
    await refusal(() => officeAction(f.ctx, { token: `${token}x`, action: "" }, T0, f.log)),
  ).toEqual({
    status: 403,
    message: copy.links.invalid,
  });
  expect(await refusal(() => officeAction(f.ctx, { token, action: "delete" }, T0, f.log))).toEqual({
    status: 422,
    message: said.notOpen,
  });
});

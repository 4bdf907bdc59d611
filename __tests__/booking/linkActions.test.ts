/** @jest-environment node */
// What the posts of a mailed link do, called directly on a real SQLite file and a fixed clock: the
// request a confirm link names, shown and confirmed (booked at its time or at one chosen instead,
// or, when the office approves each booking, held for it), refused when it is gone, paused or its
// time taken meanwhile; a booking's manage link, shown, cancelled and moved within its allowance,
// and refused once forged, replaced by a newer link, or the meeting has begun.
import copy from "../../data/booking-server.json";
import {
  CONFIRM_TOKEN_PARAM,
  MANAGE_TOKEN_PARAM,
  linkToken,
  slotId,
  type LinkParam,
} from "../../contract/booking/api";
import { countOf, spokenSlot } from "../../domain/booking/spoken";
import { instantOf } from "../../domain/booking/zonedTime";
import { fillTemplate } from "../../domain/format";
import {
  cancelBooking,
  confirmRequest,
  rescheduleBooking,
  showBooking,
  showRequest,
} from "../../server/booking/linkActions";
import type { RequestRow } from "../../server/booking/pending";
import { Refusal } from "../../server/booking/refusal";
import type { BookingRow } from "../../server/booking/types";
import { T0, TYPE, testSetup } from "../helpers/booking";
import { type BookingFixture, bookingContexts } from "./bookingContext";
import { type BookAnswer } from "../../contract/forms/bookingAnswers";

const ZONE = "Europe/Bucharest";
const HALF_HOUR = 30 * 60_000;
const at = (day: string, time: string) => instantOf(day, time, ZONE)!;
const START = at("2026-12-03", "10:30");

const { fixture } = bookingContexts();

const tokenOf = (link: string, param: LinkParam) =>
  linkToken(link.slice(link.indexOf("#")), param)!;

/** A request for START waiting for its link, made at T0, and its confirm token. */
function waiting(
  f: BookingFixture,
  email = "ioana@firma-test.ro",
  phone = "0744000111",
): { row: RequestRow; token: string } {
  const row = f.ctx.requests.create(
    {
      type: TYPE.id,
      mode: "online",
      start: START,
      end: START + HALF_HOUR,
      name: "Ioana Popescu",
      email,
      phone,
      note: "",
      sourcePath: "/programare",
      suspectReason: null,
      suspectAgeMs: null,
      expiresAt: T0 + 3_600_000,
    },
    T0,
  );
  return { row, token: tokenOf(f.ctx.links.confirmPath(row), CONFIRM_TOKEN_PARAM) };
}

/** A confirmed booking at START, and its manage token. */
async function booked(f: BookingFixture): Promise<{ booking: BookingRow; token: string }> {
  const { token } = waiting(f);
  const answer = (await confirmRequest(f.ctx, { token, slot: "" }, T0, f.log)) as BookAnswer;
  if (!answer.success) throw new Error("not booked");
  const manage = tokenOf(answer.manageUrl, MANAGE_TOKEN_PARAM);
  return { booking: f.ctx.store.get(Number(manage.split(".")[0]))!, token: manage };
}

async function refused(act: () => unknown): Promise<Refusal> {
  try {
    await act();
  } catch (err) {
    if (err instanceof Refusal) return err;
    throw err;
  }
  throw new Error("not refused");
}

async function refusal(act: () => unknown): Promise<Pick<Refusal, "status" | "message">> {
  const { status, message } = await refused(act);
  return { status, message };
}

describe("a confirm link", () => {
  it("shows the request it names, and nothing for a token it did not sign", async () => {
    const f = fixture();
    const { row, token } = waiting(f);
    expect(showRequest(f.ctx, token, T0)).toMatchObject({
      success: true,
      request: { start: row.start_at, time: "10:30", status: "unconfirmed" },
    });
    const gone = { status: 410, message: copy.requestGone };
    expect(await refusal(() => showRequest(f.ctx, `${token}x`, T0))).toEqual(gone);
    expect(await refusal(() => showRequest(f.ctx, token, T0 + 3_600_000))).toEqual(gone);
  });

  it("confirmed: books its time, deletes the request, and answers with the manage link", async () => {
    const f = fixture();
    const { row, token } = waiting(f);
    const answer = (await confirmRequest(f.ctx, { token, slot: "" }, T0, f.log)) as BookAnswer;
    if (!answer.success) throw new Error("not booked");
    const booking = f.ctx.store.get(
      Number(tokenOf(answer.manageUrl, MANAGE_TOKEN_PARAM).split(".")[0]),
    )!;
    expect(booking).toMatchObject({
      status: "confirmed",
      start_at: row.start_at,
      email: row.email,
    });
    expect(answer.message).toBe(fillTemplate(copy.booked, { slot: spokenSlot(START, ZONE) }));
    expect(answer.manageUrl).toBe(f.ctx.links.path(booking));
    expect(f.ctx.requests.get(row.id, T0)).toBeUndefined();
    expect(f.lines).toEqual(["booking confirmed"]);
    expect(f.wakes()).toBe(1);
    // The request is gone: its link confirms nothing more.
    expect(await refusal(() => confirmRequest(f.ctx, { token, slot: "" }, T0, f.log))).toEqual({
      status: 410,
      message: copy.requestGone,
    });
  });

  it("books the slot chosen instead, and refuses a time taken meanwhile with the nearest", async () => {
    const f = fixture();
    const first = waiting(f);
    const second = waiting(f, "ana@firma-test.ro", "0744000222");
    await confirmRequest(f.ctx, { token: first.token, slot: "" }, T0, f.log);
    const taken = await refused(() =>
      confirmRequest(f.ctx, { token: second.token, slot: "" }, T0, f.log),
    );
    expect({ status: taken.status, message: taken.message }).toEqual({
      status: 409,
      message: copy.taken,
    });
    const nearest = (taken.extra.nearest as { time: string }[]).map((slot) => slot.time);
    expect(nearest).not.toContain("10:30");
    expect(nearest).toHaveLength(6);
    expect(f.ctx.requests.get(second.row.id, T0)!.status).toBe("unconfirmed");
    const instead = slotId(TYPE.id, at("2026-12-03", "11:30"));
    const answer = (await confirmRequest(
      f.ctx,
      { token: second.token, slot: instead },
      T0,
      f.log,
    )) as BookAnswer;
    expect(answer.success && answer.booking.time).toBe("11:30");
  });

  it("is refused while booking is paused, and for a person already holding a meeting", async () => {
    const paused = fixture({ paused: true });
    const { token } = waiting(paused);
    expect(
      await refusal(() => confirmRequest(paused.ctx, { token, slot: "" }, T0, paused.log)),
    ).toEqual({
      status: 503,
      message: copy.paused,
    });
    const f = fixture();
    const first = waiting(f);
    const again = waiting(f);
    await confirmRequest(f.ctx, { token: first.token, slot: "" }, T0, f.log);
    expect(
      await refusal(() => confirmRequest(f.ctx, { token: again.token, slot: "" }, T0, f.log)),
    ).toEqual({
      status: 409,
      message: copy.person,
    });
  });

  it("when the office approves each booking: holds the request for it, booking nothing", async () => {
    const f = fixture({ setup: testSetup({ approval: "office" }) });
    const { row, token } = waiting(f);
    const answer = await confirmRequest(f.ctx, { token, slot: "" }, T0, f.log);
    const awaiting = {
      success: true,
      awaiting: true,
      message: fillTemplate(copy.awaiting, { slot: spokenSlot(START, ZONE) }),
    };
    expect(answer).toEqual(awaiting);
    expect(f.ctx.requests.get(row.id, T0)!.status).toBe("awaiting-office");
    expect(f.ctx.store.between(T0, T0 + 7 * 24 * 3_600_000)).toEqual([]);
    expect(f.lines).toEqual(["booking request waits for the office"]);
    expect(f.wakes()).toBe(1);
    // Pressed again, it says the same and changes nothing.
    expect(await confirmRequest(f.ctx, { token, slot: "" }, T0, f.log)).toEqual(awaiting);
    expect(f.lines).toHaveLength(1);
  });
});

describe("a manage link", () => {
  it("shows the booking, changeable until it begins", async () => {
    const f = fixture();
    const { booking, token } = await booked(f);
    expect(showBooking(f.ctx, token, T0)).toMatchObject({
      success: true,
      booking: { start: booking.start_at, status: "confirmed" },
      canChange: true,
    });
    expect(showBooking(f.ctx, token, START)).toMatchObject({ canChange: false });
  });

  it("refuses a forged link, one replaced by a newer, and one after the meeting", async () => {
    const f = fixture();
    const { token } = await booked(f);
    const [id, end, sequence] = token.split(".");
    const forged = `${id}.${end}.${sequence}.${"A".repeat(43)}`;
    expect(await refusal(() => showBooking(f.ctx, forged, T0))).toEqual({
      status: 403,
      message: copy.links.invalid,
    });
    expect(await refusal(() => showBooking(f.ctx, token, START + HALF_HOUR))).toEqual({
      status: 410,
      message: copy.links.expired,
    });
    await rescheduleBooking(
      f.ctx,
      { token, slot: slotId(TYPE.id, at("2026-12-03", "12:00")) },
      T0,
      f.log,
    );
    expect(await refusal(() => showBooking(f.ctx, token, T0))).toEqual({
      status: 409,
      message: copy.links.replaced,
    });
  });

  it("cancels a booking to come, which frees its time", async () => {
    const f = fixture();
    const { booking, token } = await booked(f);
    const answer = await cancelBooking(f.ctx, token, T0, f.log);
    expect(answer).toMatchObject({
      success: true,
      message: copy.cancelled,
      booking: { start: booking.start_at, status: "cancelled" },
    });
    expect(f.ctx.store.get(booking.id)!.status).toBe("cancelled");
    expect(f.lines).toEqual(["booking confirmed", "booking cancelled"]);
    expect(f.wakes()).toBe(2);
    const slots = await f.ctx.offer.free(f.ctx.setup.types[0], T0);
    expect(slots.some((slot) => slot.start === START)).toBe(true);
  });

  it("refuses to cancel a meeting that has begun", async () => {
    const f = fixture();
    const { token } = await booked(f);
    expect(await refusal(() => cancelBooking(f.ctx, token, START + 60_000, f.log))).toEqual({
      status: 409,
      message: copy.started,
    });
  });

  it("moves a booking to another offered time with a new link, as often as allowed", async () => {
    const f = fixture();
    let { token } = await booked(f);
    expect(f.ctx.setup.limits.movesPerBooking).toBe(3);
    for (const time of ["11:00", "11:30", "12:00"]) {
      const slot = slotId(TYPE.id, at("2026-12-03", time));
      const answer = await rescheduleBooking(f.ctx, { token, slot }, T0, f.log);
      if (!answer.success) throw new Error("not moved");
      expect(answer.message).toBe(
        fillTemplate(copy.rescheduled, { slot: spokenSlot(at("2026-12-03", time), ZONE) }),
      );
      token = tokenOf(answer.manageUrl, MANAGE_TOKEN_PARAM);
    }
    const fourth = slotId(TYPE.id, at("2026-12-03", "13:00"));
    expect(
      await refusal(() => rescheduleBooking(f.ctx, { token, slot: fourth }, T0, f.log)),
    ).toEqual({
      status: 409,
      message: fillTemplate(copy.moves, { moves: countOf(3, copy.times) }),
    });
  });

  it("refuses a move to the same time, to a time not offered, and of a meeting begun", async () => {
    const f = fixture();
    const { token } = await booked(f);
    const same = slotId(TYPE.id, START);
    expect(await refusal(() => rescheduleBooking(f.ctx, { token, slot: same }, T0, f.log))).toEqual(
      {
        status: 422,
        message: copy.sameSlot,
      },
    );
    const offHours = slotId(TYPE.id, at("2026-12-03", "18:00"));
    expect(
      await refusal(() => rescheduleBooking(f.ctx, { token, slot: offHours }, T0, f.log)),
    ).toEqual({
      status: 422,
      message: copy.outsideHours,
    });
    const later = slotId(TYPE.id, at("2026-12-04", "10:00"));
    expect(
      await refusal(() => rescheduleBooking(f.ctx, { token, slot: later }, START, f.log)),
    ).toEqual({
      status: 409,
      message: copy.started,
    });
  });
});

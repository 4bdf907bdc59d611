/** @jest-environment node */
// What a visitor's posts do, called directly on a real SQLite file and a fixed clock: the free
// slots; a request for a slot, stored to wait for its link, or refused (paused, not offered, a
// form that is no form of ours, a reported address, a taken time, one too many from the client or
// to the address) with nothing stored and no budget spent; a filled honeypot kept as a held lead
// and answered like a request; the confirmation mailed again or to a corrected address; and the
// request without a slot, stored once as a lead.
import { NO_CONTEXT } from "../../contract/forms/bookingContextRules";
import copy from "../../data/booking-server.json";
import { slotId } from "../../contract/booking/api";
import { instantOf } from "../../domain/booking/zonedTime";
import { heldAnswer } from "../../server/booking/answers";
import type { BookingRouteOptions } from "../../server/booking/context";
import { heldMessage, meetingRequest } from "../../server/booking/meetingRequest";
import { offeredSlot } from "../../server/booking/offered";
import { Refusal } from "../../server/booking/refusal";
import {
  freeSlotsOf,
  requestMeeting,
  requestSlot,
  resendConfirmation,
} from "../../server/booking/visitor";
import type { LeadRow } from "../../server/db";
import type { Screening } from "../../server/screening";
import { OPEN_BOUNDS, T0, TYPE } from "../helpers/booking";
import { bookingContexts } from "./bookingContext";
import { type BookingValues } from "../../contract/forms/bookingRules";

const ZONE = "Europe/Bucharest";
const START = instantOf("2026-12-03", "10:30", ZONE)!;
const SLOT = slotId(TYPE.id, START);
const CLIENT = "203.0.113.7";
const VALUES: BookingValues = {
  name: "Ioana Popescu",
  email: "ioana@firma-test.ro",
  phone: "0744000111",
  note: "",
  consent: true,
};
const CLEAN: Screening = { held: null, suspect: null, token: null };
const HONEYPOT: Screening = { held: "honeypot" };

const contexts = bookingContexts();

/** The booking's context over a new database at T0, with the leads and requests it stored. */
function fixture(over: Partial<BookingRouteOptions> = {}) {
  const f = contexts.fixture({ now: () => T0, ...over });
  const raw = f.ctx.db.raw;
  return {
    ...f,
    leads: () => raw.prepare("SELECT * FROM leads ORDER BY id").all() as LeadRow[],
    requestCount: () =>
      (raw.prepare("SELECT COUNT(*) AS n FROM booking_requests").get() as { n: number }).n,
  };
}

type Fixture = ReturnType<typeof fixture>;

/** Another person's booking at SLOT's time, the free slots computed again. */
function bookSlotTaken(f: Fixture) {
  const { slot } = offeredSlot(f.ctx.setup, SLOT, null, T0);
  const result = f.ctx.store.book(
    {
      type: TYPE.id,
      mode: "online",
      start: slot.start,
      end: slot.end,
      rules: TYPE.rules,
      name: "Ion Popescu",
      email: "ion@example.ro",
      phone: "0722123456",
      note: "",
      sourcePath: "/programare",
    },
    [],
    T0,
    f.ctx.setup.limits,
  );
  expect(result.ok).toBe(true);
  f.ctx.offer.invalidate();
}

async function refusal(promise: Promise<unknown>): Promise<Pick<Refusal, "status" | "message">> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof Refusal) return { status: err.status, message: err.message };
    throw err;
  }
  throw new Error("not refused");
}

const ask = (f: Fixture, over: Partial<Parameters<typeof requestSlot>[1]> = {}) =>
  requestSlot(
    f.ctx,
    {
      values: VALUES,
      context: NO_CONTEXT,
      screening: CLEAN,
      client: CLIENT,
      slot: SLOT,
      mode: "online",
      source: "",
      ...over,
    },
    T0,
    f.log,
  );

const requestIdOf = (pageKey: string) => Number(pageKey.split(".")[0]);

describe("the free slots", () => {
  it("start after the type's notice, on the office's clock, and leave out a booked time", async () => {
    const f = fixture();
    const answer = await freeSlotsOf(f.ctx, TYPE.id, T0);
    expect(answer.timeZone).toBe(ZONE);
    expect(answer.type).toBe(TYPE.id);
    expect(answer.slots[0]).toMatchObject({ date: "2026-12-02", time: "10:00" });
    expect(answer.slots.map((s) => s.id)).toContain(SLOT);

    bookSlotTaken(f);
    expect((await freeSlotsOf(f.ctx, TYPE.id, T0)).slots.map((s) => s.id)).not.toContain(SLOT);
  });

  it("are refused while booking is paused, and for a type that is none", async () => {
    expect(await refusal(freeSlotsOf(fixture({ paused: true }).ctx, TYPE.id, T0))).toEqual({
      status: 503,
      message: copy.paused,
    });
    expect(await refusal(freeSlotsOf(fixture().ctx, "evaluare", T0))).toEqual({
      status: 422,
      message: copy.unknownType,
    });
  });
});

describe("a request for a slot", () => {
  it("is stored to wait for its link, for an hour, and answered with its page key", async () => {
    const f = fixture();
    const answer = await ask(f);
    const row = f.ctx.requests.get(requestIdOf(answer.pageKey), T0)!;
    expect(row).toMatchObject({
      status: "unconfirmed",
      type: TYPE.id,
      mode: "online",
      start_at: new Date(START).toISOString(),
      email: VALUES.email,
      source_path: "/programare",
      suspect_reason: null,
      expires_at: new Date(T0 + 3_600_000).toISOString(),
    });
    expect(answer.pageKey).toBe(f.ctx.links.pageKey(row));
    expect(answer).toMatchObject({ success: true, pending: true, email: VALUES.email });
    expect(f.wakes()).toBe(1);
    expect(f.logged).toEqual([
      [{ requestId: row.id }, "booking request waits for its confirmation"],
    ]);
    expect(f.leads()).toEqual([]);
  });

  it("keeps a tolerated suspicion with the request, and refuses any other", async () => {
    const f = fixture();
    const expired: Screening = {
      held: null,
      suspect: { reason: "expired", formAgeMs: 90_000_000 },
      token: "t",
    };
    const answer = await ask(f, { screening: expired });
    expect(f.ctx.requests.get(requestIdOf(answer.pageKey), T0)).toMatchObject({
      suspect_reason: "expired",
      suspect_age_ms: 90_000_000,
    });
    const forged: Screening = {
      held: null,
      suspect: { reason: "forged-token", formAgeMs: null },
      token: null,
    };
    const other = { ...VALUES, email: "ana@firma-test.ro", phone: "0744000222" };
    expect(await refusal(ask(f, { screening: forged, values: other }))).toEqual({
      status: 403,
      message: copy.tokenRequired,
    });
    expect(f.requestCount()).toBe(1);
  });

  it("a filled honeypot leaves a held lead, no request, and hears what a person would", async () => {
    const f = fixture();
    const answer = await ask(f, { screening: HONEYPOT });
    const { type, slot } = offeredSlot(f.ctx.setup, SLOT, null, T0);
    expect(answer).toEqual(heldAnswer(f.ctx.setup, VALUES.email, slot, T0));
    expect(f.requestCount()).toBe(0);
    expect(f.leads()).toMatchObject([
      {
        status: "spam",
        email: VALUES.email,
        message: heldMessage(f.ctx.setup, type, "online", slot),
        source_path: "/programare",
      },
    ]);
    expect(f.wakes()).toBe(0);
    // A slot the office does not offer is refused to a bot as to a person.
    const past = slotId(TYPE.id, T0 - 3_600_000);
    expect((await refusal(ask(f, { screening: HONEYPOT, slot: past }))).status).toBe(422);
  });

  it("is refused while paused, for a mode the type lacks, a reported address, a taken time", async () => {
    expect(await refusal(ask(fixture({ paused: true })))).toEqual({
      status: 503,
      message: copy.paused,
    });
    const f = fixture();
    expect((await refusal(ask(f, { mode: "fax" }))).status).toBe(422);
    f.ctx.store.block(f.ctx.links.addressKey(VALUES.email), T0);
    expect(await refusal(ask(f))).toEqual({ status: 403, message: copy.blocked });

    const g = fixture();
    bookSlotTaken(g);
    expect(await refusal(ask(g))).toEqual({ status: 409, message: copy.taken });
    expect(g.requestCount()).toBe(0);
  });

  it("counts against the client's budget and the address's mails, spending neither when refused", async () => {
    const f = fixture({
      budget: { max: 2, windowMs: 60_000 },
      bounds: { ...OPEN_BOUNDS, mailsPerRecipient: { max: 1, windowMs: 60_000 } },
    });
    const person = (n: number) => ({
      ...VALUES,
      email: `vizitator${n}@firma-test.ro`,
      phone: `074400011${n}`,
    });
    await ask(f, { values: person(1) });
    // The same address again: its mail is refused, and the client's reservation is given back.
    expect(await refusal(ask(f, { values: person(1) }))).toEqual({
      status: 429,
      message: copy.mailBound,
    });
    await ask(f, { values: person(2) });
    expect(await refusal(ask(f, { values: person(3) }))).toEqual({
      status: 429,
      message: copy.tooMany,
    });
    await ask(f, { values: person(3), client: "203.0.113.8" });
    expect(f.requestCount()).toBe(3);
  });
});

describe("the confirmation sent again", () => {
  it("to the same address, or a corrected one, with a new link", async () => {
    const f = fixture();
    const first = await ask(f);
    const id = requestIdOf(first.pageKey);
    const before = f.ctx.requests.get(id, T0)!;
    const again = await resendConfirmation(
      f.ctx,
      { pageKey: first.pageKey, email: "", client: CLIENT },
      T0,
      f.log,
    );
    expect(again.email).toBe(VALUES.email);
    const after = f.ctx.requests.get(id, T0)!;
    expect(after.confirm_nonce).not.toBe(before.confirm_nonce);
    expect(again.pageKey).toBe(f.ctx.links.pageKey(after));

    const corrected = await resendConfirmation(
      f.ctx,
      { pageKey: again.pageKey, email: "ioana.p@firma-test.ro", client: CLIENT },
      T0,
      f.log,
    );
    expect(corrected.email).toBe("ioana.p@firma-test.ro");
    expect(f.ctx.requests.get(id, T0)!.email).toBe("ioana.p@firma-test.ro");
    expect(f.logged.slice(1)).toEqual([
      [{ requestId: id, corrected: false }, "confirmation sent again"],
      [{ requestId: id, corrected: true }, "confirmation sent again"],
    ]);
    expect(f.wakes()).toBe(3);
  });

  it("is refused for a key that names no waiting request, or a corrected address that is none", async () => {
    const f = fixture();
    const { pageKey } = await ask(f);
    const gone = { status: 410, message: copy.requestGone };
    const resend = (key: string, email = "") =>
      resendConfirmation(f.ctx, { pageKey: key, email, client: CLIENT }, T0, f.log);
    expect(await refusal(resend(`${pageKey}x`))).toEqual(gone);
    expect(await refusal(resend(pageKey, "ioana@localhost"))).toMatchObject({ status: 422 });
    const id = requestIdOf(pageKey);
    f.ctx.requests.awaitOffice(id, { start: START, end: START + 1_800_000 }, T0);
    expect(await refusal(resend(pageKey))).toEqual(gone);
  });
});

describe("a request without a slot", () => {
  const form = { type: "", mode: "telefon", day: "2026-12-04", window: "dimineata" };
  const post = (f: Fixture, over: Partial<Parameters<typeof requestMeeting>[1]> = {}) =>
    requestMeeting(
      f.ctx,
      { values: VALUES, context: NO_CONTEXT, screening: CLEAN, client: CLIENT, form, ...over },
      T0,
      f.log,
    );

  it("is stored once as a lead from the booking page and mailed like one", async () => {
    const f = fixture({ budget: { max: 2, windowMs: 60_000 } });
    expect(await post(f)).toEqual({ success: true, message: copy.requestSent });
    const { message } = meetingRequest(f.ctx.setup, { ...form, note: "" }, T0);
    expect(f.leads()).toMatchObject([
      { status: "pending", message, email: VALUES.email, source_path: "/programare" },
    ]);
    expect(f.wakes()).toBe(1);
    // The same request again is answered alike and not stored or mailed twice, nor counted.
    await post(f);
    expect(f.leads()).toHaveLength(1);
    expect(f.wakes()).toBe(1);
    expect(f.logged.map(([fields]) => fields.duplicate)).toEqual([false, true]);
    await post(f, { values: { ...VALUES, note: "Altă zi" } });
    expect(f.leads()).toHaveLength(2);
    expect(await refusal(post(f, { values: { ...VALUES, note: "A treia" } }))).toEqual({
      status: 429,
      message: copy.tooMany,
    });
  });

  it("a filled honeypot's is held, never mailed; a day it cannot be for stores nothing", async () => {
    const f = fixture();
    await post(f, { screening: HONEYPOT });
    expect(f.leads()).toMatchObject([{ status: "spam" }]);
    expect(f.wakes()).toBe(0);
    const refused = await refusal(post(f, { form: { ...form, day: "2026-12-01" } }));
    expect(refused).toEqual({ status: 422, message: copy.dayPast });
    expect(f.leads()).toHaveLength(1);
  });
});

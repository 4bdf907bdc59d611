/** @jest-environment node */
// The booking's context on a real SQLite file: paused by the setting or by the data, the clock
// given, writes through the queue, a budget only when one is set; and who may still book: not an
// address the office reported (whatever its case), not a person (by address or by phone) holding
// as many coming meetings as allowed, counted at the instant asked.
import copy from "../../data/booking-server.json";
import { bookingContext, mayBook } from "../../server/booking/context";
import { Refusal } from "../../server/booking/refusal";
import { T0, TYPE, testClock, testSetup } from "../helpers/booking";
import { bookingContexts } from "./bookingContext";

/** The options the booking's plugin gets, over a new database. */
const { options } = bookingContexts();

const LEAD = {
  name: "Ion Popescu",
  email: "ion@example.ro",
  phone: "0722123456",
  message: "Cerere",
  consent: true,
  status: "pending" as const,
};

function refusal(fn: () => void): Pick<Refusal, "status" | "message"> {
  try {
    fn();
  } catch (err) {
    if (err instanceof Refusal) return { status: err.status, message: err.message };
    throw err;
  }
  throw new Error("not refused");
}

describe("bookingContext", () => {
  it("is paused by BOOKING_PAUSED or by the data, and by neither otherwise", () => {
    expect(bookingContext(options()).paused()).toBe(false);
    expect(bookingContext(options({ paused: true })).paused()).toBe(true);
    expect(bookingContext(options({ setup: testSetup({ paused: true }) })).paused()).toBe(true);
  });

  it("reads the clock it is given", () => {
    const clock = testClock();
    const ctx = bookingContext(options({ now: clock.now }));
    expect(ctx.now()).toBe(T0);
    clock.set(T0 + 1);
    expect(ctx.now()).toBe(T0 + 1);
  });

  it("writes through the queue and answers with what the write returned", async () => {
    const opts = options();
    const ctx = bookingContext(opts);
    const stored = await ctx.write(() => opts.db.store(LEAD));
    expect(stored.duplicate).toBe(false);
    expect(opts.db.raw.prepare("SELECT COUNT(*) AS n FROM leads").get()).toEqual({ n: 1 });
  });

  it("has a budget only when one is set, counting stored posts per client", () => {
    expect(bookingContext(options()).budget).toBeNull();
    const { budget } = bookingContext(options({ budget: { max: 1, windowMs: 60_000 } }));
    budget!.take("203.0.113.7", T0)!.commit();
    expect(budget!.take("203.0.113.7", T0)).toBeNull();
    expect(budget!.take("203.0.113.8", T0)).not.toBeNull();
  });

  it("bounds mails to one recipient by the bounds given over the defaults", () => {
    const ctx = bookingContext(
      options({ bounds: { mailsPerRecipient: { max: 1, windowMs: 60_000 } } }),
    );
    expect(ctx.mails.take("203.0.113.7", "ion@example.ro", T0)).toBe(true);
    expect(ctx.mails.take("203.0.113.8", "ION@example.ro ", T0)).toBe(false);
    expect(ctx.mails.take("203.0.113.8", "ana@example.ro", T0)).toBe(true);
  });
});

describe("mayBook", () => {
  it("refuses an address the office reported, whatever its case, and no other", () => {
    const opts = options();
    const ctx = bookingContext(opts);
    opts.store.block(opts.links.addressKey("ion@example.ro"), T0);
    expect(refusal(() => mayBook(ctx, "Ion@Example.ro", "0700000000", T0))).toEqual({
      status: 403,
      message: copy.blocked,
    });
    expect(() => mayBook(ctx, "ana@example.ro", "0700000000", T0)).not.toThrow();
  });

  it("refuses a person holding a coming meeting, by address or phone, until it has passed", () => {
    const opts = options();
    const ctx = bookingContext(opts);
    expect(opts.setup.limits.comingPerPerson).toBe(1);
    const start = T0 + 3 * 3_600_000;
    const booked = opts.store.book(
      {
        type: TYPE.id,
        mode: "online",
        start,
        end: start + 30 * 60_000,
        rules: TYPE.rules,
        name: "Ion Popescu",
        email: "ion@example.ro",
        phone: "0722 123 456",
        note: "",
        sourcePath: "/programare",
      },
      [],
      T0,
      opts.setup.limits,
    );
    expect(booked.ok).toBe(true);
    const full = { status: 409, message: copy.person };
    expect(refusal(() => mayBook(ctx, "ion@example.ro", "0700000000", T0))).toEqual(full);
    expect(refusal(() => mayBook(ctx, "alt@example.ro", "+40722123456", T0))).toEqual(full);
    expect(() => mayBook(ctx, "ana@example.ro", "0700000000", T0)).not.toThrow();
    expect(() => mayBook(ctx, "ion@example.ro", "0722123456", start + 3_600_000)).not.toThrow();
  });
});

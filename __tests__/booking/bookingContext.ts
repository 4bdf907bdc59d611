// The booking server's parts on real SQLite files, for the tests that call its actions directly:
// a lead database per test (closed and its folder removed after it), the options the booking's
// plugin gets over it, and the booking's context with what it logs and how often it woke the
// outbox. Call them at a file's top level (or in a describe): each call adds its own hooks.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  bookingContext,
  type ActionLog,
  type BookingRouteOptions,
} from "../../server/booking/context";
import { bookingLinks } from "../../server/booking/links";
import { openRequestStore, type NewRequest } from "../../server/booking/pending";
import { openBookingStore } from "../../server/booking/store";
import { openLeadDb, type LeadDb } from "../../server/db";
import { createTimeTrap } from "../../server/timeTrap";
import { WriteQueue } from "../../server/writeQueue";
import { OPEN_BOUNDS, testSetup } from "../helpers/booking";

const SECRET = "booking-test-secret";

/** Opens lead databases on new files, each closed and its folder removed after the test. */
function leadDbOpener(): () => LeadDb {
  const opened: { db: LeadDb; dir: string }[] = [];
  afterEach(() => {
    const done = opened.splice(0);
    for (const { db } of done) db.close();
    for (const { dir } of done) fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "booking-test-"));
    const db = openLeadDb(path.join(dir, "leads.sqlite"));
    opened.push({ db, dir });
    return db;
  };
}

/** A new lead database for each test of the file; `raw` is the one of the test running. */
export function leadDbPerTest(): { readonly raw: LeadDb["raw"] } {
  const open = leadDbOpener();
  let db: LeadDb | null = null;
  beforeEach(() => {
    db = open();
  });
  return {
    get raw() {
      if (!db) throw new Error("leadDbPerTest: no test is running");
      return db.raw;
    },
  };
}

/** What a test of the booking's context works with: the context, the lines it logged (with their
 * fields in `logged`), the log to hand the actions, and how often it woke the outbox. */
export interface BookingFixture {
  ctx: ReturnType<typeof bookingContext>;
  lines: string[];
  logged: [Record<string, unknown>, string][];
  log: ActionLog;
  wakes: () => number;
}

/** The booking's options and context over a new database per call. */
export function bookingContexts() {
  const open = leadDbOpener();

  /** The options the booking's plugin gets: the calendar of testSetup() unless `over` names
   * another, no budget on stored requests, the default bounds. */
  function options(over: Partial<BookingRouteOptions> = {}): BookingRouteOptions {
    const db = open();
    const setup = over.setup ?? testSetup();
    return {
      setup,
      db,
      store: openBookingStore(db.raw, setup.calendar),
      requests: openRequestStore(db.raw),
      writes: new WriteQueue(),
      timeTrap: createTimeTrap(SECRET, 0, 3_600_000),
      links: bookingLinks(SECRET),
      mailFrom: "site@example.ro",
      budget: false,
      ...over,
    };
  }

  /** The context over those options, with bounds high enough for many bookings from one client. */
  function fixture(over: Partial<BookingRouteOptions> = {}): BookingFixture {
    let wakes = 0;
    const ctx = bookingContext(options({ bounds: OPEN_BOUNDS, onStored: () => wakes++, ...over }));
    const lines: string[] = [];
    const logged: [Record<string, unknown>, string][] = [];
    const log = {
      info: (fields: Record<string, unknown>, line: string) => {
        logged.push([fields, line]);
        lines.push(line);
      },
    };
    return { ctx, lines, logged, log: log as unknown as ActionLog, wakes: () => wakes };
  }

  return { options, fixture };
}

/** A request for a meeting of the shipped type by phone two days after `at`, by Ana Pop;
 * `over` changes what a test is about. */
export function newRequest(at: number, over: Partial<NewRequest> = {}): NewRequest {
  return {
    type: "consultanta-gratuita",
    mode: "telefon",
    start: at + 48 * 3_600_000,
    end: at + 48 * 3_600_000 + 1_800_000,
    name: "Ana Pop",
    email: "ana@firma-test.ro",
    phone: "0722123456",
    note: "",
    sourcePath: "/programare",
    suspectReason: null,
    suspectAgeMs: null,
    expiresAt: at + 3_600_000,
    ...over,
  };
}

/** @jest-environment node */
// The office's terminal on a real SQLite file: `npm run bookings` shows what a visitor typed with
// every control character escaped (NUL, BEL, ESC, U+202E never reach the terminal raw, in text or
// JSON), and `--cancel ID` cancels a coming booking through the store: its reminder is voided, the
// visitor's cancellation and the office's notice wait for the outbox, and the office's feed marks
// it cancelled. A booking that is unknown, already cancelled or begun is refused with exit code 1
// and left as it was.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import ICAL from "ical.js";
import { openLeadDb } from "../../server/db";
import { feed } from "../../server/booking/ics";
import { bookingSetup } from "../../server/booking/setup";
import type { BookingRow } from "../../server/booking/types";

const ROOT = path.resolve(__dirname, "../..");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

/** What a terminal must never receive raw: C0 (the listing's own line breaks aside), DEL, C1 and
 * the bidi controls. */
const RAW_CONTROL =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

const HOSTILE = {
  name: "Ioana\u0000 Pop\u0007escu\u001b[2J\u202eusc",
  email: "ioana\u001b]0;titlu\u0007@firma-test.ro",
  phone: "0744\u009b31m000111",
  note: "Leasing\u0000 pentru\r\ndouă\u001b[31m utilaje\u2066",
};

let dir: string;
let dbPath: string;
/** The booking ids: a coming one with hostile details, a cancelled one, one that has begun. */
const COMING = 1;
const CANCELLED = 2;
const BEGUN = 3;

function insertBooking(
  db: Database.Database,
  over: Partial<BookingRow> & Pick<BookingRow, "id" | "start_at">,
) {
  const start = Date.parse(over.start_at);
  const row = {
    uid: `uid-${over.id}`,
    created_at: iso(Date.now() - 2 * DAY),
    type: "consultanta-gratuita",
    mode: "telefon",
    end_at: iso(start + 30 * 60_000),
    buffer_before_min: 10,
    buffer_after_min: 10,
    name: "Mihai Ionescu",
    email: "mihai@firma-test.ro",
    phone: "0722123456",
    note: "",
    status: "confirmed",
    cancelled_at: null,
    sequence: 0,
    source_path: "/programare",
    ...over,
  };
  db.prepare(
    `INSERT INTO bookings (id, uid, created_at, type, mode, start_at, end_at, buffer_before_min,
       buffer_after_min, name, email, phone, note, status, cancelled_at, sequence, source_path)
     VALUES (@id, @uid, @created_at, @type, @mode, @start_at, @end_at, @buffer_before_min,
       @buffer_after_min, @name, @email, @phone, @note, @status, @cancelled_at, @sequence,
       @source_path)`,
  ).run(row);
  const mail = db.prepare(
    `INSERT INTO booking_mails (booking_id, kind, created_at, status, next_attempt_at, mail_key)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  mail.run(over.id, "confirmation", row.created_at, "sent", null, `k${over.id}a`);
  mail.run(over.id, "office-new", row.created_at, "sent", null, `k${over.id}b`);
  // The reminder a day before, still waiting, as the store queues it.
  mail.run(over.id, "reminder", row.created_at, "pending", iso(start - DAY), `k${over.id}c`);
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bookings-cli-"));
  dbPath = path.join(dir, "leads.sqlite");
  openLeadDb(dbPath).close();
  const db = new Database(dbPath);
  try {
    const now = Date.now();
    insertBooking(db, { id: COMING, start_at: iso(now + 3 * DAY), ...HOSTILE });
    insertBooking(db, {
      id: CANCELLED,
      start_at: iso(now + 4 * DAY),
      status: "cancelled",
      cancelled_at: iso(now - DAY),
      sequence: 1,
    });
    insertBooking(db, { id: BEGUN, start_at: iso(now - 10 * 60_000) });
  } finally {
    db.close();
  }
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The CLI as an operator runs it, against this test's database. */
function run(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [require.resolve("tsx/cli"), "server/bookingsCli.ts", ...args],
    { cwd: ROOT, env: { ...process.env, CONTACT_DB: dbPath }, encoding: "utf8" },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function read<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

const mails = (id: number) =>
  read<{ kind: string; status: string }>(
    `SELECT kind, status FROM booking_mails WHERE booking_id = ? ORDER BY id`,
    id,
  );
const booking = (id: number) => read<BookingRow>(`SELECT * FROM bookings WHERE id = ?`, id)[0];

describe("the listing", () => {
  it("shows each control character a visitor typed as its escape, never raw", () => {
    const { status, stdout } = run("--all");
    expect(status).toBe(0);
    expect(stdout).not.toMatch(RAW_CONTROL);
    expect(stdout).toContain(`#${COMING} `);
    expect(stdout).toContain(
      "Ioana\\u0000 Pop\\u0007escu\\u001b[2J\\u202eusc <ioana\\u001b]0;titlu\\u0007@firma-test.ro> 0744\\u009b31m000111",
    );
    expect(stdout).toContain("Leasing\\u0000 pentru două\\u001b[31m utilaje\\u2066");
  });

  it("as JSON, escapes them too, and reads back as the row", () => {
    const { status, stdout } = run("--all", "--format", "json");
    expect(status).toBe(0);
    expect(stdout).not.toMatch(RAW_CONTROL);
    const rows = JSON.parse(stdout) as BookingRow[];
    expect(rows.find((row) => row.id === COMING)).toMatchObject(HOSTILE);
  });
});

describe("--cancel ID", () => {
  it("cancels a coming booking: its reminder void, the visitor's cancellation and the office's notice waiting, the feed marking it cancelled", () => {
    const { status, stdout } = run("--cancel", String(COMING));
    expect(status).toBe(0);
    expect(stdout).toMatch(new RegExp(`^Cancelled booking #${COMING}: `));
    expect(stdout).not.toMatch(RAW_CONTROL);

    const cancelled = booking(COMING);
    expect(cancelled).toMatchObject({ status: "cancelled", sequence: 1 });
    expect(Date.parse(cancelled.cancelled_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(mails(COMING)).toEqual([
      { kind: "confirmation", status: "sent" },
      { kind: "office-new", status: "sent" },
      { kind: "reminder", status: "void" },
      { kind: "cancelled", status: "pending" },
      { kind: "office-cancelled", status: "pending" },
    ]);

    const setup = bookingSetup();
    const text = feed(read<BookingRow>(`SELECT * FROM bookings ORDER BY id`), {
      from: "Site <site@example.ro>",
      timeZone: setup.calendar.timeZone,
      typeTitle: (type) => type,
      modeLabel: (mode) => mode,
      name: setup.feedName,
    });
    const event = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents("vevent")
      .find((e) => String(e.getFirstPropertyValue("uid")).startsWith(`uid-${COMING}@`))!;
    expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.getFirstPropertyValue("sequence")).toBe(1);
  });

  it.each([
    ["an unknown booking", 99, /^No booking #99\.$/m],
    ["a cancelled booking", CANCELLED, /is already cancelled\./],
    ["a meeting that has begun", BEGUN, /has started or is over; it was not cancelled\./],
  ])("refuses %s with exit code 1 and changes nothing", (_what, id, said) => {
    const before = read(`SELECT * FROM bookings ORDER BY id`);
    const mailsBefore = read(`SELECT * FROM booking_mails ORDER BY id`);
    const { status, stdout, stderr } = run("--cancel", String(id));
    expect(status).toBe(1);
    expect(stderr).toMatch(said);
    expect(stdout).toBe("");
    expect(read(`SELECT * FROM bookings ORDER BY id`)).toEqual(before);
    expect(read(`SELECT * FROM booking_mails ORDER BY id`)).toEqual(mailsBefore);
  });

  it("refuses a second cancel of the same booking, and an id that is no number", () => {
    expect(run("--cancel", String(COMING)).status).toBe(0);
    const again = run("--cancel", String(COMING));
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/is already cancelled\./);
    expect(mails(COMING).filter((m) => m.kind === "cancelled")).toHaveLength(1);
    for (const id of ["abc", "0", "-1", "1.5"]) {
      const bad = run(`--cancel=${id}`);
      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain("--cancel needs the id of a booking");
    }
  });
});

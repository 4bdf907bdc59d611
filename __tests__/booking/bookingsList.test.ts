/** @jest-environment node */
// `npm run bookings` on a real database: the confirmed meetings to come in the office's words and
// time, the past and cancelled ones only with --all, JSON for a script, and a clear refusal of an
// unknown format.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { slotId } from "../../contract/booking/api";
import { instantOf } from "../../domain/booking/zonedTime";
import { startTestServer, type TestServer } from "../helpers/server";
import { OPEN_BOUNDS, T0, TYPE, bookConfirmed, testClock, testSetup } from "../helpers/booking";
import Database from "better-sqlite3";
import { parseListArgs, selectBookings } from "../../server/booking/list";
import { bookingForm } from "../../contract/forms/booking";

const ROOT = path.resolve(__dirname, "../..");
const id = (date: string, time: string) =>
  slotId(TYPE.id, instantOf(date, time, "Europe/Bucharest")!);

let server: TestServer;
const clock = testClock();

beforeAll(async () => {
  clock.set(T0);
  server = await startTestServer({
    tmpPrefix: "bookings-cli-",
    booking: testSetup(),
    now: clock.now,
    minFillMs: 0,
    bookingBounds: OPEN_BOUNDS,
  });
  await bookConfirmed(server, { [bookingForm.fields.slot]: id("2026-12-03", "10:30") });
  await bookConfirmed(server, {
    [bookingForm.fields.slot]: id("2026-12-04", "14:00"),
    [bookingForm.fields.name]: "Mihai Ionescu",
    [bookingForm.fields.email]: "mihai@firma-test.ro",
    [bookingForm.fields.phone]: "0755000321",
    [bookingForm.fields.note]: "Leasing pentru\ndouă utilaje",
    [bookingForm.fields.mode]: "birou",
  });
});
afterAll(() => server.close());

/** The CLI as an operator runs it, against this server's database, now long after those days. */
const run = (...args: string[]) =>
  execFileSync(process.execPath, [require.resolve("tsx/cli"), "server/bookingsCli.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, CONTACT_DB: server.dbPath },
    encoding: "utf8",
  });

it("lists every booking kept with --all, in the office's words and time, each visitor's details", () => {
  const text = run("--all");
  expect(text).toContain("joi, 3 decembrie, 10:30 (Europe/Bucharest)");
  expect(text).toContain("vineri, 4 decembrie, 14:00 (Europe/Bucharest)");
  expect(text).toContain("Mihai Ionescu <mihai@firma-test.ro> 0755000321");
  expect(text).toContain("Leasing pentru două utilaje");
  expect(text.indexOf("3 decembrie")).toBeLessThan(text.indexOf("4 decembrie"));
});

it("without --all, only the confirmed meetings still to come; JSON for a script", () => {
  const rows = JSON.parse(run("--format", "json", "--all")) as { name: string }[];
  expect(rows.map((row) => row.name)).toEqual(["Ioana Popescu", "Mihai Ionescu"]);
  const db = new Database(server.dbPath, { readonly: true });
  try {
    const names = (now: string) => selectBookings(db, false, Date.parse(now)).map((r) => r.name);
    expect(names("2026-12-02T06:00:00Z")).toEqual(["Ioana Popescu", "Mihai Ionescu"]);
    // Ioana's meeting ends at 11:00 in Bucharest (09:00 UTC).
    expect(names("2026-12-03T08:59:00Z")).toEqual(["Ioana Popescu", "Mihai Ionescu"]);
    expect(names("2026-12-03T09:00:00Z")).toEqual(["Mihai Ionescu"]);
    expect(names("2026-12-05T00:00:00Z")).toEqual([]);
  } finally {
    db.close();
  }
});

it("refuses an unknown format", () => {
  expect(() => parseListArgs({ format: "xml" })).toThrow(/--format must be text or json/);
});

/** @jest-environment node */
// The signed link of a booking on a real server: it shows the booking, cancels it (which frees the
// slot) and moves it; it is refused when tampered with, after the meeting, once used up and once
// the booking has moved (the newer link works); and it survives a restart of the server.
import copy from "../../data/booking-server.json";
import {
  BOOKING_CANCEL_PATH,
  BOOKING_FIELDS,
  BOOKING_MANAGE_PATH,
  BOOKING_RESCHEDULE_PATH,
  MANAGE_TOKEN_PARAM,
  slotId,
  type BookAnswer,
  type ManageAnswer,
} from "../../contract/booking/api";
import { instantOf } from "../../contract/booking/zonedTime";
import { startTestServer, type TestServer } from "../helpers/server";
import { T0, TYPE, book, postForm, slots, testClock, testSetup } from "../helpers/booking";

const ZONE = "Europe/Bucharest";
const id = (date: string, time: string) => slotId(TYPE.id, instantOf(date, time, ZONE)!);
const clock = testClock();
let server: TestServer;

const start = (dir?: string, dbPath?: string) =>
  startTestServer({
    tmpPrefix: "booking-links-",
    dir,
    dbPath,
    booking: testSetup(),
    now: clock.now,
    minFillMs: 0,
  });

beforeEach(async () => {
  clock.set(T0);
  server = await start();
});
afterEach(() => server.close());

/** Books a slot and returns the token of its manage link. */
async function booked(slot = id("2026-12-03", "10:30")): Promise<string> {
  const answer = (await (
    await book(server.origin, { [BOOKING_FIELDS.slot]: slot })
  ).json()) as Extract<BookAnswer, { success: true }>;
  return new URL(answer.manageUrl, server.origin).searchParams.get(MANAGE_TOKEN_PARAM)!;
}

const manage = (token: string, origin = server.origin) =>
  fetch(`${origin}${BOOKING_MANAGE_PATH}?${MANAGE_TOKEN_PARAM}=${encodeURIComponent(token)}`);
const cancel = (token: string) => postForm(server.origin, BOOKING_CANCEL_PATH, { t: token });
const move = (token: string, slot: string) =>
  postForm(server.origin, BOOKING_RESCHEDULE_PATH, { t: token, slot });

it("a valid link shows the booking", async () => {
  const response = await manage(await booked());
  expect(response.status).toBe(200);
  const answer = (await response.json()) as Extract<ManageAnswer, { success: true }>;
  expect(answer).toMatchObject({
    success: true,
    canChange: true,
    booking: { date: "2026-12-03", time: "10:30", status: "confirmed" },
  });
});

it("a link changed in any part is refused", async () => {
  const token = await booked();
  const [bookingId, until, signature] = token.split(".");
  const flipped = signature[5] === "A" ? "B" : "A";
  const tampered = [
    [`${bookingId}.${until}.${signature.slice(0, 5)}${flipped}${signature.slice(6)}`, 403],
    [`${bookingId}.${(parseInt(until, 36) + 3_600_000).toString(36)}.${signature}`, 403],
    [`${Number(bookingId) + 1}.${until}.${signature}`, 404],
    ["nu-este-un-link", 400],
    ["", 400],
  ] as const;
  for (const [value, status] of tampered) {
    const response = await manage(value);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { message: string };
    expect(Object.values(copy.links)).toContain(body.message);
    expect((await cancel(value)).status).toBe(status);
  }
  expect((await manage(token)).status).toBe(200);
});

it("a link expires when the meeting ends", async () => {
  const token = await booked();
  clock.set(Date.parse("2026-12-03T08:59:59.000Z"));
  expect((await manage(token)).status).toBe(200);
  clock.set(Date.parse("2026-12-03T09:00:00.000Z"));
  const response = await manage(token);
  expect(response.status).toBe(410);
  expect(await response.json()).toMatchObject({ message: copy.links.expired });
  expect((await cancel(token)).status).toBe(410);
});

it("cancelling frees the slot, and the link used again says it is already cancelled", async () => {
  const slot = id("2026-12-03", "10:30");
  const token = await booked(slot);
  expect((await slots(server.origin)).slots.map((s) => s.id)).not.toContain(slot);
  const response = await cancel(token);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ message: copy.cancelled });
  expect((await slots(server.origin)).slots.map((s) => s.id)).toContain(slot);
  const again = await cancel(token);
  expect(again.status).toBe(409);
  expect(await again.json()).toMatchObject({ message: copy.alreadyCancelled });
  const seen = (await (await manage(token)).json()) as Extract<ManageAnswer, { success: true }>;
  expect(seen).toMatchObject({ canChange: false, booking: { status: "cancelled" } });
  expect((await move(token, id("2026-12-04", "10:00"))).status).toBe(409);
});

it("moving the booking frees the old time, takes the new one and replaces the link", async () => {
  const before = id("2026-12-03", "10:30");
  const after = id("2026-12-04", "15:00");
  const token = await booked(before);
  const response = await move(token, after);
  expect(response.status).toBe(200);
  const answer = (await response.json()) as Extract<BookAnswer, { success: true }>;
  expect(answer.message).toContain("vineri, 4 decembrie, 15:00");
  const free = (await slots(server.origin)).slots.map((s) => s.id);
  expect(free).toContain(before);
  expect(free).not.toContain(after);
  const old = await manage(token);
  expect(old.status).toBe(409);
  expect(await old.json()).toMatchObject({ message: copy.links.replaced });
  const fresh = new URL(answer.manageUrl, server.origin).searchParams.get(MANAGE_TOKEN_PARAM)!;
  expect((await manage(fresh)).status).toBe(200);
});

it("moving onto a taken time is refused with the nearest free ones, and the booking stays", async () => {
  const other = id("2026-12-04", "11:00");
  await booked(other);
  const token = await booked(id("2026-12-03", "10:30"));
  const response = await move(token, other);
  expect(response.status).toBe(409);
  const body = (await response.json()) as Extract<BookAnswer, { success: false }>;
  expect(body.nearest!.length).toBeGreaterThan(0);
  const seen = (await (await manage(token)).json()) as Extract<ManageAnswer, { success: true }>;
  expect(seen.booking).toMatchObject({ date: "2026-12-03", time: "10:30" });
});

it("a link still works after the server restarts", async () => {
  const token = await booked();
  const { dir, dbPath } = server;
  await server.close();
  server = await start(dir, dbPath);
  expect((await manage(token)).status).toBe(200);
});

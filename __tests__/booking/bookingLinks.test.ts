/** @jest-environment node */
// The signed link of a booking on a real server: it shows the booking, cancels it (which frees the
// slot) and moves it; it is refused when tampered with (an unknown booking answers the same), after
// the meeting, once used up and once the booking has changed (the newer link works, and no old link
// comes back when a meeting moves away and back); a meeting under way cannot be changed, a booking
// moves at most as often as the data allows and never onto its own time; the link survives a
// restart of the server.
import copy from "../../data/booking-server.json";
import {
  BOOKING_CANCEL_PATH,
  BOOKING_MANAGE_PATH,
  BOOKING_RESCHEDULE_PATH,
  MANAGE_TOKEN_PARAM,
  linkToken,
  slotId,
} from "../../contract/booking/api";
import { instantOf } from "../../domain/booking/zonedTime";
import { startTestServer, type TestServer } from "../helpers/server";
import {
  OPEN_BOUNDS,
  T0,
  TYPE,
  bookConfirmed,
  postForm,
  slots,
  testClock,
  testSetup,
} from "../helpers/booking";
import { type BookAnswer, type ManageAnswer } from "../../contract/forms/bookingAnswers";
import { bookingForm } from "../../contract/forms/booking";

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
    bookingBounds: OPEN_BOUNDS,
  });

beforeEach(async () => {
  clock.set(T0);
  server = await start();
});
afterEach(() => server.close());

const tokenOf = (manageUrl: string) =>
  linkToken(manageUrl.split("#")[1] ?? "", MANAGE_TOKEN_PARAM)!;

let visitors = 0;
/** Books a slot (each time as another person) and returns the token of its manage link. */
async function booked(slot = id("2026-12-03", "10:30")): Promise<string> {
  visitors += 1;
  const answer = (await (
    await bookConfirmed(server, {
      [bookingForm.fields.slot]: slot,
      [bookingForm.fields.email]: `vizitator${visitors}@firma-test.ro`,
      [bookingForm.fields.phone]: `07450000${String(visitors).padStart(2, "0")}`,
    })
  ).json()) as Extract<BookAnswer, { success: true }>;
  return tokenOf(answer.manageUrl);
}

const manage = (token: string, origin = server.origin) =>
  postForm(origin, BOOKING_MANAGE_PATH, { [MANAGE_TOKEN_PARAM]: token });
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

it("a link changed in any part, or naming no booking, gets one and the same refusal", async () => {
  const token = await booked();
  const [bookingId, until, sequence, signature] = token.split(".");
  const flipped = signature[5] === "A" ? "B" : "A";
  const refused = [
    `${bookingId}.${until}.${sequence}.${signature.slice(0, 5)}${flipped}${signature.slice(6)}`,
    `${bookingId}.${(parseInt(until, 36) + 3_600_000).toString(36)}.${sequence}.${signature}`,
    `${bookingId}.${until}.${sequence}1.${signature}`,
    `${Number(bookingId) + 1}.${until}.${sequence}.${signature}`,
    `${Number(bookingId) + 1000}.${until}.${sequence}.${signature}`,
    "nu-este-un-link",
    "",
  ];
  for (const value of refused) {
    const response = await manage(value);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, message: copy.links.invalid });
    expect((await cancel(value)).status).toBe(403);
  }
  expect((await manage(token)).status).toBe(200);
});

it("the token never travels in a query string: the manage endpoint takes a POST only", async () => {
  const token = await booked();
  const response = await fetch(
    `${server.origin}${BOOKING_MANAGE_PATH}?${MANAGE_TOKEN_PARAM}=${encodeURIComponent(token)}`,
  );
  expect(response.status).toBe(404);
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

it("cancelling frees the slot, and the old link does nothing more", async () => {
  const slot = id("2026-12-03", "10:30");
  const token = await booked(slot);
  expect((await slots(server.origin)).slots.map((s) => s.id)).not.toContain(slot);
  const response = await cancel(token);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ message: copy.cancelled });
  expect((await slots(server.origin)).slots.map((s) => s.id)).toContain(slot);
  // The cancellation changed the booking: its old link does nothing more.
  const again = await cancel(token);
  expect(again.status).toBe(409);
  expect(await again.json()).toMatchObject({ message: copy.links.replaced });
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
  expect((await manage(tokenOf(answer.manageUrl))).status).toBe(200);
});

it("no old link comes back when the meeting moves away and back", async () => {
  const first = id("2026-12-03", "10:30");
  const token = await booked(first);
  const away = (await (await move(token, id("2026-12-04", "15:00"))).json()) as Extract<
    BookAnswer,
    { success: true }
  >;
  const back = await move(tokenOf(away.manageUrl), first);
  expect(back.status).toBe(200);
  const old = await manage(token);
  expect(old.status).toBe(409);
  expect(await old.json()).toMatchObject({ message: copy.links.replaced });
  expect((await cancel(token)).status).toBe(409);
});

it("a booking moves at most as often as the data allows, and never onto its own time", async () => {
  let token = await booked(id("2026-12-03", "10:30"));
  const same = await move(token, id("2026-12-03", "10:30"));
  expect(same.status).toBe(422);
  expect(await same.json()).toMatchObject({ message: copy.sameSlot });
  const times = ["11:30", "13:00", "14:30", "16:00"];
  const allowed = testSetup().limits.movesPerBooking;
  for (const [i, time] of times.entries()) {
    const response = await move(token, id("2026-12-07", time));
    if (i < allowed) {
      expect(response.status).toBe(200);
      token = tokenOf(
        ((await response.json()) as Extract<BookAnswer, { success: true }>).manageUrl,
      );
    } else {
      expect(response.status).toBe(409);
      expect(((await response.json()) as { message: string }).message).toContain("3 ori");
    }
  }
});

it("a meeting under way can be neither cancelled nor moved", async () => {
  const token = await booked(id("2026-12-03", "10:30"));
  clock.set(Date.parse("2026-12-03T08:40:00.000Z"));
  const cancelled = await cancel(token);
  expect(cancelled.status).toBe(409);
  expect(await cancelled.json()).toMatchObject({ message: copy.started });
  const moved = await move(token, id("2026-12-04", "10:00"));
  expect(moved.status).toBe(409);
  expect(await moved.json()).toMatchObject({ message: copy.started });
  const seen = (await (await manage(token)).json()) as Extract<ManageAnswer, { success: true }>;
  expect(seen).toMatchObject({ canChange: false, booking: { status: "confirmed" } });
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

/** @jest-environment node */
// The booking against a bot, on a real server, SQLite file and SMTP server on loopback: a request
// holds nothing until the mailed link is confirmed; the mails a stranger can cause are bounded per
// client (an IPv6 client by its /64) and per recipient; the form's token is required; a person
// holds one coming meeting; a request expires; the office cancels, reports and pauses; a reminder
// goes only to a confirmed meeting still to come; when the office approves each booking, nothing is
// booked before it does. The clients' addresses are only header values (TRUST_PROXY): every request
// goes to 127.0.0.1.
import Database from "better-sqlite3";
import copy from "../../data/booking-server.json";
import {
  BOOKING_CONFIRM_PATH,
  BOOKING_OFFICE_PATH,
  BOOKING_RESEND_PATH,
  CONFIRM_TOKEN_PARAM,
  OFFICE_TOKEN_PARAM,
  linkToken,
  slotId,
} from "../../contract/booking/api";
import { instantOf } from "../../domain/booking/zonedTime";
import { DEFAULT_BOOKING_BOUNDS } from "../../server/booking/bounds";
import type { AppOptions } from "../../server/app";
import { startTestServer, type TestServer } from "../helpers/server";
import { startSmtp, type SmtpSink } from "../helpers/smtp";
import { eventually } from "../helpers/eventually";
import { TEST_FORM_SECRET, tokenIssuedAgo } from "../helpers/timeTrap";
import {
  T0,
  TYPE,
  VISITOR_DETAILS,
  book,
  postForm,
  readMail,
  slots,
  testClock,
  testSetup,
  type ReadMail,
} from "../helpers/booking";
import {
  HONEYPOT_FIELD,
  STARTED_AT_FIELD,
  TIME_TRAP_MAX_AGE_MS,
} from "../../contract/forms/antiBot";
import {
  type BookAnswer,
  type OfficeAnswer,
  type PendingAnswer,
} from "../../contract/forms/bookingAnswers";
import { bookingForm, bookingRequestForm, manageForm } from "../../contract/forms/booking";

const ZONE = "Europe/Bucharest";
const at = (date: string, time: string) => instantOf(date, time, ZONE)!;
const id = (date: string, time: string) => slotId(TYPE.id, at(date, time));
const OFFICE = "birou@firma-test.ro";
const clock = testClock();
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

let smtp: SmtpSink;
let server: TestServer;

async function start(extra: Partial<AppOptions> = {}) {
  server = await startTestServer({
    tmpPrefix: "booking-bots-",
    booking: testSetup(),
    now: clock.now,
    minFillMs: 0,
    formSecret: TEST_FORM_SECRET,
    trustProxy: true,
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    mailTo: OFFICE,
    mailFrom: "Site <site@firma-test.ro>",
    siteUrl: "https://www.firma-test.ro",
    outboxTiming: { pollMs: 50, baseDelayMs: 50 },
    ...extra,
  });
}

beforeEach(async () => {
  clock.set(T0);
  smtp = await startSmtp();
});
afterEach(async () => {
  await server.close();
  await smtp.close();
});

function count(table: string): number {
  const db = new Database(server.dbPath, { readonly: true });
  try {
    return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** A request for a slot from a client address, as `X-Forwarded-For` names it. */
const ask = (client: string, fields: Record<string, string>, token?: string | null) =>
  book(server.origin, fields, { "x-forwarded-for": client }, token);

async function mails(n: number): Promise<ReadMail[]> {
  await eventually(() => expect(smtp.mails.length).toBeGreaterThanOrEqual(n), 10_000);
  return Promise.all(smtp.mails.map(readMail));
}

/** The token of the manage page's link of a kind in a mail. */
function linkIn(mail: ReadMail, param: string): string {
  const url = /https:\/\/www\.firma-test\.ro\/programare\/gestionare#\S+/.exec(mail.text)?.[0];
  if (!url) throw new Error(`no link in: ${mail.text}`);
  return linkToken(new URL(url).hash, param as typeof CONFIRM_TOKEN_PARAM)!;
}

const confirmWith = (token: string, client = "192.0.2.200") =>
  fetch(`${server.origin}${BOOKING_CONFIRM_PATH}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
      "x-forwarded-for": client,
    },
    body: new URLSearchParams({ [bookingRequestForm.fields.confirm]: token }).toString(),
  });

/** A visitor who books and confirms through the mail: the booked answer and every mail so far. */
async function bookedByMail(slot: string, fields: Record<string, string> = {}) {
  const before = smtp.mails.length;
  expect((await ask("192.0.2.10", { [bookingForm.fields.slot]: slot, ...fields })).status).toBe(
    200,
  );
  const request = (await mails(before + 1))[before];
  const response = await confirmWith(linkIn(request, CONFIRM_TOKEN_PARAM));
  expect(response.status).toBe(200);
  return (await response.json()) as Extract<BookAnswer, { success: true }>;
}

it("a bot with 22 addresses and a whole /64, with and without tokens, holds no slot, mails the office nothing and the addresses it typed only within the bounds", async () => {
  await start();
  const free = (await slots(server.origin)).slots;
  const clients = [
    ...Array.from({ length: 22 }, (_, i) => `198.51.100.${i + 1}`),
    // One IPv6 host rotating through its /64, in every notation.
    ...Array.from({ length: 8 }, (_, i) => `2001:db8:7:9::${(i + 1).toString(16)}`),
    "2001:0DB8:0007:0009:ffff:1:2:3",
  ];
  const statuses: number[] = [];
  let n = 0;
  for (const client of clients) {
    for (let i = 0; i < 7; i += 1) {
      const slot = free[n % free.length];
      n += 1;
      const fields = {
        [bookingForm.fields.slot]: slot.id,
        [bookingForm.fields.email]: `tinta${n % 40}@victima-test.ro`,
        [bookingForm.fields.phone]: `07${String(10_000_000 + n).slice(-8)}`,
      };
      // Without a token, and with a forged one: refused before anything else.
      expect((await ask(client, fields, null)).status).toBe(403);
      expect((await ask(client, fields, "1.2.forged")).status).toBe(403);
      statuses.push((await ask(client, fields)).status);
    }
  }
  await settle();
  expect(count("bookings")).toBe(0);
  expect((await slots(server.origin)).slots).toHaveLength(free.length);
  const perClient = DEFAULT_BOOKING_BOUNDS.mailsPerClient.max;
  const perRecipient = DEFAULT_BOOKING_BOUNDS.mailsPerRecipient.max;
  // 22 IPv4 clients and one /64, each at most `perClient`; 40 addresses, each at most `perRecipient`.
  const accepted = statuses.filter((s) => s === 200).length;
  expect(accepted).toBeLessThanOrEqual(Math.min(23 * perClient, 40 * perRecipient));
  expect(statuses.filter((s) => s !== 200).every((s) => s === 429)).toBe(true);
  await eventually(() => expect(smtp.mails).toHaveLength(accepted), 60_000);
  expect(smtp.mails.some((m) => m.to.includes(OFFICE))).toBe(false);
  const byRecipient = new Map<string, number>();
  for (const mail of smtp.mails) {
    for (const to of mail.to) byRecipient.set(to, (byRecipient.get(to) ?? 0) + 1);
  }
  expect(Math.max(...byRecipient.values())).toBeLessThanOrEqual(perRecipient);
});

it("one client gets its bound of mails an hour, and one address its bound a day from any client", async () => {
  await start();
  const free = (await slots(server.origin)).slots;
  const { mailsPerClient, mailsPerRecipient } = DEFAULT_BOOKING_BOUNDS;
  for (let i = 0; i <= mailsPerClient.max; i += 1) {
    const response = await ask("203.0.113.5", {
      [bookingForm.fields.slot]: free[i].id,
      [bookingForm.fields.email]: `client${i}@firma-test.ro`,
    });
    expect(response.status).toBe(i < mailsPerClient.max ? 200 : 429);
    if (i === mailsPerClient.max)
      expect(await response.json()).toMatchObject({ message: copy.mailBound });
  }
  // An hour later the client may again.
  clock.set(T0 + mailsPerClient.windowMs + 1);
  const later = (await slots(server.origin)).slots;
  for (let i = 0; i <= mailsPerRecipient.max; i += 1) {
    const response = await ask(`203.0.113.${20 + i}`, {
      [bookingForm.fields.slot]: later[i].id,
      [bookingForm.fields.email]: "aceeasi@firma-test.ro",
    });
    expect(response.status).toBe(i < mailsPerRecipient.max ? 200 : 429);
  }
});

it("the confirmation is the button's POST: the link opened by a mail scanner (a GET) books nothing, and the office hears nothing until then", async () => {
  await start();
  const slot = id("2026-12-03", "10:30");
  expect((await ask("192.0.2.10", { [bookingForm.fields.slot]: slot })).status).toBe(200);
  const [request] = await mails(1);
  const token = linkIn(request, CONFIRM_TOKEN_PARAM);
  for (const path of [BOOKING_CONFIRM_PATH, `${BOOKING_CONFIRM_PATH}?c=${token}`]) {
    expect((await fetch(`${server.origin}${path}`)).status).toBe(404);
  }
  await settle();
  expect(count("bookings")).toBe(0);
  expect(smtp.mails).toHaveLength(1);
  expect((await confirmWith(token)).status).toBe(200);
  expect(count("bookings")).toBe(1);
  // Pressed twice (a double click, a second tab): the request is gone, nothing is booked twice.
  expect((await confirmWith(token)).status).toBe(410);
  expect(count("bookings")).toBe(1);
});

it("the page sends the mail again, or to a corrected address; only the newest link confirms", async () => {
  await start();
  const response = await ask("192.0.2.10", {
    [bookingForm.fields.slot]: id("2026-12-03", "10:30"),
    [bookingForm.fields.email]: "gresit@firma-tset.ro",
  });
  const pending = (await response.json()) as PendingAnswer;
  const [first] = await mails(1);
  const resend = (fields: Record<string, string>) =>
    postForm(server.origin, BOOKING_RESEND_PATH, {
      [bookingRequestForm.fields.pageKey]: pending.pageKey,
      ...fields,
    });

  const bad = await resend({ [bookingForm.fields.email]: "root@localhost" });
  expect(bad.status).toBe(422);
  const corrected = await resend({ [bookingForm.fields.email]: "corect@firma-test.ro" });
  expect(corrected.status).toBe(200);
  expect(await corrected.json()).toMatchObject({ pending: true, email: "corect@firma-test.ro" });
  const [, second] = await mails(2);
  expect(second.to).toEqual(["corect@firma-test.ro"]);
  // The link mailed to the mistyped address no longer confirms.
  expect((await confirmWith(linkIn(first, CONFIRM_TOKEN_PARAM))).status).toBe(410);
  // A page key is not a confirmation.
  expect((await confirmWith(pending.pageKey)).status).toBe(410);
  expect((await confirmWith(linkIn(second, CONFIRM_TOKEN_PARAM))).status).toBe(200);
  expect((await resend({})).status).toBe(410);
});

it("an unconfirmed request expires and leaves nothing behind", async () => {
  await start();
  expect(
    (await ask("192.0.2.10", { [bookingForm.fields.slot]: id("2026-12-03", "10:30") })).status,
  ).toBe(200);
  const [request] = await mails(1);
  clock.set(T0 + testSetup().limits.requestValidMinutes * 60_000);
  const response = await confirmWith(linkIn(request, CONFIRM_TOKEN_PARAM));
  expect(response.status).toBe(410);
  expect(await response.json()).toMatchObject({ message: copy.requestGone });
  // The next request clears the expired ones.
  await ask("192.0.2.11", {
    [bookingForm.fields.slot]: id("2026-12-04", "10:30"),
    [bookingForm.fields.email]: "altul@firma-test.ro",
    [bookingForm.fields.phone]: "0755000999",
  });
  expect(count("booking_requests")).toBe(1);
});

it("one person holds one coming meeting: by address and by phone number, in any notation", async () => {
  await start();
  await bookedByMail(id("2026-12-03", "10:30"));
  const people: Record<string, string>[] = [
    { [bookingForm.fields.email]: VISITOR_DETAILS[bookingForm.fields.email].toUpperCase() },
    { [bookingForm.fields.email]: "alta@firma-test.ro", [bookingForm.fields.phone]: "40744000111" },
  ];
  for (const fields of people) {
    const response = await ask("192.0.2.12", {
      [bookingForm.fields.slot]: id("2026-12-04", "11:00"),
      ...fields,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message: copy.person });
  }
});

it("a form whose token is too old is booked, and the office's notice says so first", async () => {
  await start();
  const old = tokenIssuedAgo(TIME_TRAP_MAX_AGE_MS + 3_600_000);
  const response = await ask(
    "192.0.2.10",
    { [bookingForm.fields.slot]: id("2026-12-03", "10:30") },
    old,
  );
  expect(response.status).toBe(200);
  const [request] = await mails(1);
  expect((await confirmWith(linkIn(request, CONFIRM_TOKEN_PARAM))).status).toBe(200);
  const all = await mails(3);
  const notice = all.find((m) => m.to.includes(OFFICE))!;
  expect(notice.text.split("\n")[0]).toMatch(/Atenție|automat/i);
  // A repeated token is no form of ours.
  const twice = await fetch(`${server.origin}/booking`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: `${new URLSearchParams({
      ...VISITOR_DETAILS,
      [bookingForm.fields.email]: "alt@firma-test.ro",
      [bookingForm.fields.phone]: "0755111222",
      [bookingForm.fields.mode]: "online",
      [HONEYPOT_FIELD]: "",
      [bookingForm.fields.slot]: id("2026-12-04", "10:30"),
    })}&${STARTED_AT_FIELD}=${tokenIssuedAgo()}&${STARTED_AT_FIELD}=${tokenIssuedAgo()}`,
  });
  expect(twice.status).toBe(403);
  expect(await twice.json()).toMatchObject({ message: copy.tokenRequired });
});

describe("the office's link in its notice", () => {
  const office = (token: string, action: string) =>
    postForm(server.origin, BOOKING_OFFICE_PATH, {
      [manageForm.fields.office]: token,
      [manageForm.fields.action]: action,
    });

  async function noticeLink(): Promise<string> {
    await bookedByMail(id("2026-12-04", "10:00"));
    const all = await mails(3);
    return linkIn(
      all.find((m) => m.to.includes(OFFICE))!,
      OFFICE_TOKEN_PARAM,
    );
  }

  it("shows the booking and cancels it: the visitor gets the cancellation, the reminder is void, the slot is free", async () => {
    await start();
    const token = await noticeLink();
    const seen = (await (await office(token, "view")).json()) as Extract<
      OfficeAnswer,
      { success: true }
    >;
    expect(seen).toMatchObject({
      subject: "booking",
      name: "Ioana Popescu",
      actions: ["cancel", "report"],
    });
    const done = await office(token, "cancel");
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ message: copy.office.cancelled, actions: [] });
    const all = await mails(4);
    expect(all[3].to).toEqual([VISITOR_DETAILS[bookingForm.fields.email]]);
    expect(all[3].method).toBe("CANCEL");
    clock.set(at("2026-12-04", "10:00") - 23 * 3_600_000);
    await settle();
    expect(smtp.mails).toHaveLength(4);
    expect((await office(token, "cancel")).status).toBe(409);
    expect(
      (await office(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, "view")).status,
    ).toBe(403);
  });

  it("reports it: cancelled, nobody it names is mailed, and the address cannot book again", async () => {
    await start();
    const token = await noticeLink();
    const done = await office(token, "report");
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ message: copy.office.reported });
    await settle();
    expect(smtp.mails).toHaveLength(3);
    expect((await slots(server.origin)).slots.map((s) => s.id)).toContain(
      id("2026-12-04", "10:00"),
    );
    const again = await ask("192.0.2.13", { [bookingForm.fields.slot]: id("2026-12-07", "10:00") });
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ message: copy.blocked });
  });
});

it("a reminder goes only to a confirmed meeting still to come, whatever changed its row", async () => {
  await start();
  await bookedByMail(id("2026-12-04", "10:00"));
  await mails(3);
  const db = new Database(server.dbPath);
  db.prepare("UPDATE bookings SET status = 'cancelled'").run();
  db.close();
  clock.set(at("2026-12-04", "10:00") - 23 * 3_600_000);
  await eventually(
    () => expect(count("booking_mails WHERE kind = 'reminder' AND status = 'void'")).toBe(1),
    5_000,
  );
  expect(smtp.mails).toHaveLength(3);
});

it("paused (BOOKING_PAUSED or the data), the page offers no slot and books none; the request without a slot still reaches the office", async () => {
  for (const extra of [{ bookingPaused: true }, { booking: testSetup({ paused: true }) }]) {
    await start(extra);
    const listed = await fetch(`${server.origin}/booking/slots?type=${TYPE.id}`);
    expect(listed.status).toBe(503);
    expect(await listed.json()).toMatchObject({ message: copy.paused });
    const asked = await ask("192.0.2.10", { [bookingForm.fields.slot]: id("2026-12-03", "10:30") });
    expect(asked.status).toBe(503);
    const request = await ask("192.0.2.10", {
      [bookingForm.fields.type]: TYPE.id,
      [bookingForm.fields.day]: "2026-12-10",
      [bookingForm.fields.window]: "dimineata",
    });
    expect(request.status).toBe(200);
    expect(count("booking_requests")).toBe(0);
    expect(count("leads")).toBe(1);
    await server.close();
  }
  await start();
});

it("when the office approves each booking, the visitor's confirmation books nothing until the office approves; a declined request is told so", async () => {
  await start({ booking: testSetup({ approval: "office" }) });
  expect(
    (await ask("192.0.2.10", { [bookingForm.fields.slot]: id("2026-12-03", "10:30") })).status,
  ).toBe(200);
  const [request] = await mails(1);
  const confirmed = await confirmWith(linkIn(request, CONFIRM_TOKEN_PARAM));
  expect(await confirmed.json()).toMatchObject({ success: true, awaiting: true });
  expect(count("bookings")).toBe(0);
  const [, approval] = await mails(2);
  expect(approval.to).toEqual([OFFICE]);
  const token = linkIn(approval, OFFICE_TOKEN_PARAM);
  const approve = await postForm(server.origin, BOOKING_OFFICE_PATH, {
    o: token,
    action: "approve",
  });
  expect(approve.status).toBe(200);
  expect(await approve.json()).toMatchObject({ message: copy.office.approved, subject: "booking" });
  expect(count("bookings")).toBe(1);
  const invitation = (await mails(4)).find((m) => m.method === "REQUEST")!;
  expect(invitation.to).toEqual([VISITOR_DETAILS[bookingForm.fields.email]]);

  expect(
    (
      await ask("192.0.2.11", {
        [bookingForm.fields.slot]: id("2026-12-04", "10:30"),
        [bookingForm.fields.email]: "mihai@firma-test.ro",
        [bookingForm.fields.phone]: "0755000123",
      })
    ).status,
  ).toBe(200);
  const second = (await mails(5))[4];
  await confirmWith(linkIn(second, CONFIRM_TOKEN_PARAM));
  const approval2 = (await mails(6))[5];
  const declined = await postForm(server.origin, BOOKING_OFFICE_PATH, {
    o: linkIn(approval2, OFFICE_TOKEN_PARAM),
    action: "decline",
  });
  expect(await declined.json()).toMatchObject({ message: copy.office.declined });
  const refusal = (await mails(7))[6];
  expect(refusal.to).toEqual(["mihai@firma-test.ro"]);
  expect(count("bookings")).toBe(1);
});

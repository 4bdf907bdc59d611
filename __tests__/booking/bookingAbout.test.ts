/** @jest-environment node */
// What a booking is about, end to end on a real server, a real SQLite file and a real SMTP server
// on loopback: a request carrying a service, the page the visitor came from and a leasing's
// inputs is stored with them, kept through the confirmation into the booking, and told to the
// office with the results the site computes again (the mail, the approval mail, the calendar
// feed); the visitor's confirmation lists the service's documents. A request without
// JavaScript carries the service to the office's mail. Every refused context is a 422 naming its
// field (or, for a form without JavaScript, the page's error notice), with nothing stored.
import Database from "better-sqlite3";
import copy from "../../data/booking-server.json";
import mailCopy from "../../data/booking-mail.json";
import simulatorCopy from "../../data/simulator-copy.json";
import leasingPage from "../../data/page-leasing.json";
import { BOOKING_FEED_PATH, BOOKING_PATH, slotId } from "../../contract/booking/api";
import { bookingForm, bookingRedirectUrl } from "../../contract/forms/booking";
import { instantOf } from "../../domain/booking/zonedTime";
import { simulateLeasing } from "../../domain/simulator/summary";
import { checklistText, serviceChecklist } from "../../domain/documents";
import { startTestServer, type TestServer } from "../helpers/server";
import { startSmtp, type SmtpSink } from "../helpers/smtp";
import { eventually } from "../helpers/eventually";
import {
  OPEN_BOUNDS,
  T0,
  TYPE,
  VISITOR_DETAILS,
  book,
  bookConfirmed,
  confirm,
  confirmTokenOf,
  formToken,
  lastRequestId,
  readMail,
  testClock,
  testSetup,
  type ReadMail,
} from "../helpers/booking";
import {
  TEST_LEASING_DOCUMENTS,
  TEST_SHARED_DOCUMENTS,
  catalogWithDocuments,
} from "./serviceCatalog";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "../../contract/forms/antiBot";

const ZONE = "Europe/Bucharest";
const START = instantOf("2026-12-04", "10:00", ZONE)!;
const OFFICE = "birou@firma-test.ro";
const FEED_KEY = "cheia-calendarului-biroului-de-test";
const visitor = VISITOR_DETAILS[bookingForm.fields.email];
const services = catalogWithDocuments();
const clock = testClock();
const names = bookingForm.fields;

const INPUTS = { amount: 250000, advance: 30, residual: 15, term: 36, rate: 7.5 };
const FIGURES = JSON.stringify({ kind: "leasing", inputs: INPUTS });
const CONTEXT = {
  [names.service]: "leasing",
  [names.source]: "/servicii/leasing",
  [names.figures]: FIGURES,
};

/** The leasing's lines as the site's own arithmetic states them, with the page's fields. */
const expected = simulateLeasing(
  leasingPage.simulator.inputs,
  INPUTS,
  simulatorCopy.result,
  simulatorCopy.currency,
);

let smtp: SmtpSink;
let server: TestServer;

async function start(approval: "visitor" | "office" = "visitor") {
  clock.set(T0);
  smtp = await startSmtp();
  server = await startTestServer({
    tmpPrefix: "booking-about-",
    booking: testSetup({ services, approval }),
    now: clock.now,
    minFillMs: 0,
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    mailTo: OFFICE,
    mailFrom: "Site <site@firma-test.ro>",
    siteUrl: "https://www.firma-test.ro",
    outboxTiming: { pollMs: 50, baseDelayMs: 50 },
    bookingBounds: OPEN_BOUNDS,
    bookingFeedKey: FEED_KEY,
  });
}
afterEach(async () => {
  await server.close();
  await smtp.close();
});

async function mails(count: number): Promise<ReadMail[]> {
  await eventually(() => expect(smtp.mails.length).toBeGreaterThanOrEqual(count), 10_000);
  return Promise.all(smtp.mails.map(readMail));
}

function rows(table: "bookings" | "booking_requests" | "leads"): Record<string, unknown>[] {
  const db = new Database(server.dbPath, { readonly: true });
  try {
    return db.prepare(`SELECT * FROM ${table} ORDER BY id`).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

const lines = (pairs: readonly (readonly [string, string])[]) =>
  pairs.map(([label, value]) => `${label}: ${value}`);

/** Whether `text` holds every line, each on a line of its own. */
function expectLines(text: string, wanted: string[]) {
  const held = text.split("\n").map((line) => line.trim());
  for (const line of wanted) expect(held).toContain(line);
}

const slot = { [names.slot]: slotId(TYPE.id, START) };

describe("a booking with its context", () => {
  it("is stored with the service, the source and the inputs, and tells the office the results", async () => {
    await start();
    const response = await bookConfirmed(server, { ...slot, ...CONTEXT });
    expect(response.status).toBe(200);
    const [booking] = rows("bookings");
    expect(booking).toMatchObject({
      service: "leasing",
      source_page: "/servicii/leasing",
      figures: FIGURES,
    });
    const all = await mails(3);
    const office = all.find((m) => m.to.includes(OFFICE))!;
    expectLines(office.text, [
      `${mailCopy.labels.service}: Leasing`,
      `${mailCopy.labels.origin}: /servicii/leasing`,
      `${mailCopy.figures.title}: ${mailCopy.figures.kinds.leasing}`,
      ...lines(expected.inputs),
      ...lines(expected.figures),
    ]);
    // The HTML twin says the same.
    expect(String(office.parsed.html)).toContain(expected.figures[0][1]);
  });

  it("sends the visitor's confirmation with the checklist of the service chosen", async () => {
    await start();
    await bookConfirmed(server, { ...slot, ...CONTEXT });
    const all = await mails(3);
    const confirmation = all.find((m) => m.to.includes(visitor) && m.method === "REQUEST")!;
    const checklist = serviceChecklist(TEST_SHARED_DOCUMENTS, TEST_LEASING_DOCUMENTS);
    expect(confirmation.text).toContain(checklistText(checklist));
    expect(confirmation.text).toContain(checklist.text);
    expect(confirmation.text).toContain("Oferta furnizorului pentru bun");
    expect(confirmation.text).not.toContain(TEST_SHARED_DOCUMENTS.groups.person.items[0]);
    // The figures are the office's: the visitor's mail does not repeat them.
    expect(confirmation.text).not.toContain(expected.figures[0][1]);
  });

  it("without a service, sends a confirmation without a checklist and the office no context", async () => {
    await start();
    await bookConfirmed(server, slot);
    const all = await mails(3);
    const confirmation = all.find((m) => m.to.includes(visitor) && m.method === "REQUEST")!;
    expect(confirmation.text).not.toContain(TEST_SHARED_DOCUMENTS.title);
    const office = all.find((m) => m.to.includes(OFFICE))!;
    expect(office.text).not.toContain(`${mailCopy.labels.service}:`);
    expect(office.text).not.toContain(mailCopy.figures.title);
  });

  it("keeps the figures out when the visitor did not send them", async () => {
    await start();
    await bookConfirmed(server, { ...slot, ...CONTEXT, [names.figures]: "" });
    expect(rows("bookings")[0]).toMatchObject({ service: "leasing", figures: null });
    const office = (await mails(3)).find((m) => m.to.includes(OFFICE))!;
    expect(office.text).toContain(`${mailCopy.labels.service}: Leasing`);
    expect(office.text).not.toContain(mailCopy.figures.title);
  });

  it("shows the office the same in its approval mail when it approves each booking", async () => {
    await start("office");
    const requested = await book(server.origin, { ...slot, ...CONTEXT });
    expect(requested.status).toBe(200);
    // The link goes out first; then the visitor confirms, and the office gets the request.
    await mails(1);
    const confirmed = await confirm(
      server.origin,
      confirmTokenOf(server.dbPath, lastRequestId(server.dbPath)),
    );
    expect(confirmed.status).toBe(200);
    const approval = (await mails(2)).find((m) => m.to.includes(OFFICE))!;
    expect(approval.subject).toMatch(/^Programare de aprobat/);
    expectLines(approval.text, [
      `${mailCopy.labels.service}: Leasing`,
      `${mailCopy.labels.origin}: /servicii/leasing`,
      ...lines(expected.figures),
    ]);
  });

  it("is described in the office's calendar feed with its service, source and figures", async () => {
    await start();
    await bookConfirmed(server, { ...slot, ...CONTEXT });
    const feed = await fetch(`${server.origin}${BOOKING_FEED_PATH}?key=${FEED_KEY}`);
    // Folded and escaped as iCalendar writes a text value.
    const text = (await feed.text())
      .replace(/\r\n[ \t]/g, "")
      .replace(/\\n/g, "\n")
      .replace(/\\([,;\\])/g, "$1");
    expectLines(text, [
      `${mailCopy.labels.service}: Leasing`,
      `${mailCopy.labels.origin}: /servicii/leasing`,
      ...lines(expected.inputs),
      ...lines(expected.figures),
    ]);
  });
});

describe("a request without JavaScript", () => {
  it("carries the service chosen to the office's mail", async () => {
    await start();
    const token = await formToken(server.origin);
    const response = await fetch(`${server.origin}${BOOKING_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      body: new URLSearchParams({
        [names.type]: TYPE.id,
        [names.mode]: "telefon",
        [names.day]: "2026-12-04",
        [names.window]: "dimineata",
        [names.service]: "leasing",
        [HONEYPOT_FIELD]: "",
        [STARTED_AT_FIELD]: token,
        ...VISITOR_DETAILS,
      }).toString(),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(bookingRedirectUrl("requested"));
    expect(server.leads()[0]).toMatchObject({ service: "Leasing" });
    const [mail] = await mails(1);
    expect(mail.to).toEqual([OFFICE]);
    expect(mail.subject).toContain("Leasing");
    expect(mail.text).toContain("Leasing");
  });
});

describe("a refused context", () => {
  const refusals: [string, Record<string, string>, string][] = [
    ["an unknown service", { [names.service]: "ipoteci" }, names.service],
    ["a source outside the site", { [names.source]: "https://example.com/" }, names.source],
    ["figures of an unknown kind", { [names.figures]: '{"kind":"x","inputs":{}}' }, names.figures],
    [
      "an input out of its range",
      { [names.figures]: FIGURES.replace('"amount":250000', '"amount":1') },
      names.figures,
    ],
  ];

  it.each(refusals)(
    "%s: a 422 naming the field, nothing stored, nothing mailed",
    async (_, bad, field) => {
      await start();
      const response = await book(server.origin, { ...slot, ...CONTEXT, ...bad });
      expect(response.status).toBe(422);
      const answer = (await response.json()) as { message: string; errors: Record<string, string> };
      expect(answer.message).toBe(copy.invalid);
      expect(Object.keys(answer.errors)).toEqual([field]);
      expect(rows("booking_requests")).toHaveLength(0);
      expect(rows("leads")).toHaveLength(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.mails).toHaveLength(0);
    },
  );

  it("is named beside the refused details in one answer", async () => {
    await start();
    const response = await book(server.origin, {
      ...slot,
      ...CONTEXT,
      [names.service]: "ipoteci",
      [names.email]: "nu-este-adresa",
    });
    const answer = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(answer.errors).sort()).toEqual([names.email, names.service].sort());
  });

  it("sends a form without JavaScript back to the page's error notice, nothing stored", async () => {
    await start();
    const response = await book(
      server.origin,
      { [names.day]: "2026-12-04", [names.window]: "dimineata", [names.service]: "ipoteci" },
      { accept: "text/html" },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(bookingRedirectUrl("error"));
    expect(rows("leads")).toHaveLength(0);
  });
});

/** @jest-environment node */
// Mail delivery through a real SMTP server on loopback, including an SMTP outage.
import Database from "better-sqlite3";
import { closedPort } from "../helpers/faults";
import { startTestServer, type TestServer } from "../helpers/server";
import { startSmtp, type SmtpSink } from "../helpers/smtp";
import { TEST_FORM_SECRET, tokenIssuedAgo } from "../helpers/timeTrap";
import { SLOWEST_WAIT_MS } from "../helpers/waits";
import { HONEYPOT_FIELD, FORM_TOKEN_PATH } from "../../contract/forms/antiBot";

const OFFICE = "office@example.ro";
const VALID = {
  name: "Ion Popescu",
  email: "ion@example.ro",
  phone: "0722123456",
  comment: "Vreau <b>credit</b> & leasing",
  chkConfidentialitate: "1",
  formStartedAt: tokenIssuedAgo(),
};
/** Fast backoff so the outage test depends on polling, never on wall-clock speed. */
const FAST_OUTBOX = {
  baseDelayMs: 20,
  maxDelayMs: 100,
  pollMs: 20,
  maxAttempts: 1000,
  dbRetryMs: 20,
};

async function waitFor<T>(probe: () => T | undefined, timeoutMs = SLOWEST_WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("condition not reached in time");
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The text/html part with quoted-printable undone byte by byte (enough for ASCII checks). */
function htmlPart(raw: string): string {
  const part = raw.split(/Content-Type: text\/html[^\n]*\n/)[1]?.split(/\r?\n----/)[0] ?? "";
  return part
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

let server: TestServer;
let smtp: SmtpSink | null = null;

async function startApp(smtpPort: number) {
  server = await startTestServer({
    tmpPrefix: "mail-test-",
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    mailTo: OFFICE,
    mailFrom: "site@example.ro",
    outboxTiming: FAST_OUTBOX,
    formSecret: TEST_FORM_SECRET,
  });
}

/** The stored lead with this id (the first one by default). */
const lead = (id = 1) => server.leads().find((row) => row.id === id)!;

afterEach(async () => {
  await server?.close();
  await smtp?.close();
  smtp = null;
});

it("mails the office with the visitor as Reply-To, text and escaped HTML", async () => {
  smtp = await startSmtp();
  const received = smtp.mails;
  await startApp(smtp.port);
  expect(await (await server.post(VALID)).json()).toMatchObject({ success: true });

  const mail = await waitFor(() => received[0]);
  expect(mail.to).toEqual([OFFICE]);
  expect(mail.raw).toMatch(/^Reply-To: .*<ion@example\.ro>/m);
  expect(mail.raw).toContain("text/plain");
  expect(mail.raw).toContain("text/html");
  const html = htmlPart(mail.raw);
  expect(html).toContain("&#60;b&#62;credit&#60;/b&#62; &#38; leasing");
  expect(html).not.toContain("<b>credit</b>");
  await waitFor(() => (lead().status === "sent" ? true : undefined));
  expect(lead()).toMatchObject({ attempts: 1, last_error: null });
});

it("keeps visitor line breaks out of the mail headers", async () => {
  smtp = await startSmtp();
  const received = smtp.mails;
  await startApp(smtp.port);
  await server.post({ ...VALID, name: "Ion\r\nBcc: victim@example.com" });
  const mail = await waitFor(() => received[0]);
  const headers = mail.raw.split(/\r?\n\r?\n/)[0];
  expect(headers).not.toMatch(/^Bcc:/im);
  expect(mail.to).toEqual([OFFICE]);
});

it("does not mail spam", async () => {
  smtp = await startSmtp();
  const received = smtp.mails;
  await startApp(smtp.port);
  await server.post({ ...VALID, [HONEYPOT_FIELD]: "http://spam.example" });
  await server.post(VALID);
  await waitFor(() => received[0]);
  await waitFor(() => (lead(2).status === "sent" ? true : undefined));
  expect(received).toHaveLength(1);
  expect(lead(1)).toMatchObject({ status: "spam", attempts: 0 });
});

it("keeps a lead pending while SMTP is down and sends it once SMTP is back", async () => {
  // Reserve a free port, then leave it closed: SMTP is down.
  const port = await closedPort();
  await startApp(port);

  expect(await (await server.post(VALID)).json()).toMatchObject({ success: true });
  const failed = await waitFor(() => {
    const row = lead();
    return Number(row.attempts) >= 2 ? row : undefined;
  });
  expect(failed).toMatchObject({ status: "pending", sent_at: null });
  expect(failed.last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);

  smtp = await startSmtp(port);
  const received = smtp.mails;
  await waitFor(() => (lead().status === "sent" ? true : undefined));
  expect(received).toHaveLength(1);
  expect(received[0].to).toEqual([OFFICE]);
});

it("survives a failed send it cannot record (database locked), and delivers once afterwards", async () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on("unhandledRejection", onUnhandled);
  try {
    const port = await closedPort();
    await startApp(port);
    expect(await (await server.post(VALID)).json()).toMatchObject({ success: true });
    await waitFor(() => (Number(lead().attempts) >= 1 ? true : undefined));

    // Another connection holds the write lock: recording the next failed attempt fails too.
    const locker = new Database(server.dbPath);
    locker.exec("BEGIN IMMEDIATE");
    const before = Number(lead().attempts);
    await new Promise((r) => setTimeout(r, 500)); // several retry passes at FAST_OUTBOX speed
    expect(Number(lead().attempts)).toBe(before); // nothing could be recorded…
    expect((await fetch(`${server.origin}${FORM_TOKEN_PATH}`)).status).toBe(200); // …and the server still answers
    locker.exec("COMMIT");
    locker.close();

    smtp = await startSmtp(port);
    const received = smtp.mails;
    await waitFor(() => (lead().status === "sent" ? true : undefined));
    await new Promise((r) => setTimeout(r, 300));
    expect(received).toHaveLength(1);
    expect(unhandled).toEqual([]);
  } finally {
    process.off("unhandledRejection", onUnhandled);
  }
});

it("sends every lead with its own stable Message-ID", async () => {
  smtp = await startSmtp();
  const received = smtp.mails;
  await startApp(smtp.port);
  await server.post(VALID);
  const mail = await waitFor(() => received[0]);
  await waitFor(() => (lead().status === "sent" ? true : undefined));
  expect(mail.raw).toMatch(
    new RegExp(`^Message-ID: <lead-${String(lead().mail_key)}@example\\.ro>`, "im"),
  );
});

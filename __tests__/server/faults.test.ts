/** @jest-environment node */
// The fault suite: the production CLI in real child processes, real SQLite files and a
// real SMTP server on loopback. Every loop is bounded in count and time. The only timing assertion
// is the promise a visitor depends on: no event-loop stall over 1 s while the database is locked.
import path from "node:path";
import Database from "better-sqlite3";
import copy from "../../data/contact.json";
import {
  OFFICE,
  SENDER,
  closedPort,
  publicDir,
  readLeads,
  startServerProcess,
  tempDir,
  until,
  type ServerProcess,
} from "../helpers/faults";
import { duplicates, startSmtp, type SmtpSink } from "../helpers/smtp";
import { tokenIssuedAgo } from "../helpers/timeTrap";
import { leadMessageId } from "../../server/mail";

jest.setTimeout(90_000);

/** The bound: no request may wait longer than this on a stalled event loop. */
const MAX_STALL_MS = 1_000;
/** The lock is held longer than one busy wait many times over, shorter than a request's deadline. */
const LOCK_HOLD_MS = 2_500;
const PROBE_EVERY_MS = 100;
/** After the last expected mail, wait this long for a duplicate that should never come. */
const SETTLE_MS = 1_500;
const SMTP_RETRY_MS = "200";

const figures = { sent: 0, acknowledged: 0, stored: 0, delivered: 0, duplicates: 0, crashes: 0 };
const servers: ServerProcess[] = [];
const sinks: SmtpSink[] = [];

function lead(marker: string, extra: Record<string, string> = {}) {
  return {
    name: "Ana Pop",
    email: "ana@example.ro",
    phone: "0721000000",
    comment: `Cerere de test ${marker}`,
    chkConfidentialitate: "1",
    formStartedAt: tokenIssuedAgo(),
    ...extra,
  };
}

/** Posts one lead; true when the server acknowledged it (success:true). */
async function post(base: string, fields: Record<string, string>, accept = "application/json") {
  figures.sent += 1;
  const res = await fetch(`${base}/sendmail.php`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
    signal: AbortSignal.timeout(20_000),
  });
  const body = accept === "application/json" ? ((await res.json()) as Record<string, unknown>) : {};
  const acked = res.status === 200 && body.success === true;
  if (acked) figures.acknowledged += 1;
  return { acked, status: res.status, body, location: res.headers.get("location") };
}

async function start(env: Record<string, string>) {
  const server = await startServerProcess(env);
  servers.push(server);
  void server.exited.then(() => {
    // Only the test may end a server.
    if (server.crashed()) figures.crashes += 1;
  });
  return server;
}

async function smtp(port = 0) {
  const sink = await startSmtp(port);
  sinks.push(sink);
  return sink;
}

const markerOf = (row: Record<string, unknown>) => /\S+$/.exec(String(row.message))?.[0];

function expectDeliveredOnce(sink: SmtpSink, rows: Record<string, unknown>[]) {
  const ids = rows.map((row) => leadMessageId({ mail_key: String(row.mail_key) }, SENDER));
  expect(sink.mails.map((m) => m.messageId).sort()).toEqual([...ids].sort());
  expect(duplicates(sink.mails)).toBe(0);
}

afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop("SIGKILL");
  for (const sink of sinks.splice(0)) await sink.close();
});

afterAll(() => {
  // The suite's figures, printed so a run can be compared with the last.
  console.log(`fault suite figures: ${JSON.stringify(figures)}`);
});

it("a bad environment variable stops the start with a message naming it", async () => {
  const dir = tempDir("fault-env-");
  await expect(
    startServerProcess({
      CONTACT_DB: path.join(dir, "leads.sqlite"),
      PUBLIC_DIR: publicDir(dir),
      RATE_LIMIT_MAX: "abc",
    }),
  ).rejects.toThrow(/Configuration error: RATE_LIMIT_MAX="abc" is not valid/);
});

it("SIGKILL during a burst: every acknowledged lead is stored, and the server starts again", async () => {
  const dir = tempDir("fault-kill-");
  const dbPath = path.join(dir, "leads.sqlite");
  const env = { CONTACT_DB: dbPath, PUBLIC_DIR: publicDir(dir) };
  const ROUNDS = 2;
  const BURST = 40;
  const KILL_AFTER_ACKS = 10;
  const acked: string[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const server = await start(env);
    let acks = 0;
    const burst = Array.from({ length: BURST }, (_, i) => {
      const marker = `kill-${round}-${i}`;
      return post(server.base, lead(marker)).then(
        (r) => {
          if (r.acked) acked.push(marker);
          acks += r.acked ? 1 : 0;
          if (acks === KILL_AFTER_ACKS) server.kill("SIGKILL");
        },
        () => undefined, // cut off by the kill: never acknowledged
      );
    });
    await Promise.all(burst);
    await server.exited;
  }
  const rows = readLeads(dbPath);
  figures.stored += rows.length;
  const stored = new Set(rows.map(markerOf));
  expect(acked.length).toBeGreaterThanOrEqual(ROUNDS * KILL_AFTER_ACKS);
  expect(acked.filter((m) => !stored.has(m))).toEqual([]);
  // The database a killed process left behind opens and takes new leads.
  const after = await start(env);
  expect((await post(after.base, lead("after-kill"))).acked).toBe(true);
  figures.stored += 1;
});

it("SMTP down: leads wait as pending, survive a restart, and are delivered exactly once when SMTP returns", async () => {
  const dir = tempDir("fault-smtp-");
  const dbPath = path.join(dir, "leads.sqlite");
  const port = await closedPort();
  const env = {
    CONTACT_DB: dbPath,
    PUBLIC_DIR: publicDir(dir),
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    SMTP_RETRY_MS,
  };
  const LEADS = 5;
  const first = await start(env);
  for (let i = 0; i < LEADS; i += 1)
    expect((await post(first.base, lead(`down-${i}`))).acked).toBe(true);
  await until("a failed attempt for every lead", () => {
    const rows = readLeads(dbPath);
    return rows.length === LEADS && rows.every((r) => Number(r.attempts) >= 1) ? true : undefined;
  });
  await first.stop("SIGTERM");
  expect(readLeads(dbPath).map((r) => r.status)).toEqual(Array(LEADS).fill("pending"));

  const second = await start(env);
  const sink = await smtp(port);
  const rows = await until("every lead sent", () => {
    const now = readLeads(dbPath);
    return now.every((r) => r.status === "sent") ? now : undefined;
  });
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  figures.stored += rows.length;
  figures.delivered += sink.mails.length;
  figures.duplicates += duplicates(sink.mails);
  expectDeliveredOnce(sink, rows);
  expect(sink.mails.every((m) => m.raw.includes(`To: ${OFFICE}`))).toBe(true);
  expect(second.alive()).toBe(true);
});

it("a write lock held by another connection during a send: no crash, no stall over 1 s, delivered once", async () => {
  const dir = tempDir("fault-lock-");
  const dbPath = path.join(dir, "leads.sqlite");
  const sink = await smtp();
  let release!: () => void;
  sink.hold = new Promise<void>((resolve) => (release = resolve));
  const server = await start({
    CONTACT_DB: dbPath,
    PUBLIC_DIR: publicDir(dir),
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    SMTP_RETRY_MS,
  });
  expect((await post(server.base, lead("lock-a"))).acked).toBe(true);
  await until("the mail to reach SMTP", () => (sink.inFlight === 1 ? true : undefined));

  // Another connection takes the write lock while the mail is being accepted.
  const locker = new Database(dbPath);
  locker.exec("BEGIN IMMEDIATE");
  const lockedAt = Date.now();
  sink.hold = null;
  release();

  let worst = 0;
  const probes: Promise<void>[] = [];
  const during = post(server.base, lead("lock-b")); // a visitor posting while the lock is held
  for (
    let i = 0;
    i < LOCK_HOLD_MS / PROBE_EVERY_MS && Date.now() - lockedAt < LOCK_HOLD_MS;
    i += 1
  ) {
    const t0 = Date.now();
    probes.push(
      fetch(`${server.base}/`, { signal: AbortSignal.timeout(10_000) }).then((res) => {
        expect(res.status).toBe(200);
        worst = Math.max(worst, Date.now() - t0);
      }),
    );
    await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
  }
  locker.exec("COMMIT");
  locker.close();
  await Promise.all(probes);
  const visitor = await during;

  const rows = await until("both leads sent", () => {
    const now = readLeads(dbPath);
    return now.length === 2 && now.every((r) => r.status === "sent") ? now : undefined;
  });
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  figures.stored += rows.length;
  figures.delivered += sink.mails.length;
  figures.duplicates += duplicates(sink.mails);
  console.log(`lock test: worst GET / latency while locked ${worst} ms`);
  expect(worst).toBeLessThan(MAX_STALL_MS);
  expect(visitor.acked).toBe(true);
  expectDeliveredOnce(sink, rows);
  expect(rows.find((r) => markerOf(r) === "lock-a")).toMatchObject({ attempts: 1 });
  expect(server.alive()).toBe(true);
});

it("disk full: no crash, a clear error for the visitor, nothing acknowledged that was not stored", async () => {
  const dir = tempDir("fault-full-");
  const dbPath = path.join(dir, "leads.sqlite");
  const sink = await smtp();
  const server = await start({
    CONTACT_DB: dbPath,
    CONTACT_DB_MAX_MB: "1",
    PUBLIC_DIR: publicDir(dir),
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    SMTP_RETRY_MS,
  });
  const MAX_POSTS = 300; // 1 MB holds about a hundred of these leads
  const AFTER_FULL = 5;
  // Two bytes per character: about 10 KB per lead, so the cap is reached within ~100 leads.
  const filler = "ș".repeat(4_900);
  const acked: string[] = [];
  let refusals = 0;
  let last = { status: 0, body: {} as Record<string, unknown> };
  for (let i = 0; i < MAX_POSTS && refusals < AFTER_FULL; i += 1) {
    const marker = `full-${i}`;
    const r = await post(server.base, lead(marker, { comment: `${filler} ${marker}` }));
    if (r.acked) acked.push(marker);
    else {
      refusals += 1;
      last = r;
    }
  }
  expect(refusals).toBe(AFTER_FULL);
  expect(last.status).toBe(503);
  expect(last.body).toEqual({ success: false, message: copy.server.storageFailed });
  // The form posted without JavaScript is sent to the error notice, not to "sent".
  const noJs = await post(
    server.base,
    lead("full-nojs", { comment: `${filler} full-nojs` }),
    "text/html",
  );
  expect(noJs.location).toBe("/contact?eroare=1#contact-eroare");

  expect((await fetch(`${server.base}/`)).status).toBe(200);
  expect(server.alive()).toBe(true);
  const rows = readLeads(dbPath);
  figures.stored += rows.length;
  const stored = new Set(rows.map(markerOf));
  expect(acked.filter((m) => !stored.has(m))).toEqual([]);
  expect(rows.length).toBe(acked.length);
  // Mail for what was stored still goes out, once each.
  await until(
    "every stored lead mailed",
    () => (sink.mails.length >= rows.length ? true : undefined),
    40_000,
  );
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  figures.delivered += sink.mails.length;
  figures.duplicates += duplicates(sink.mails);
  expect(duplicates(sink.mails)).toBe(0);
  expect(sink.mails).toHaveLength(rows.length);
  expect(server.logs.some((l) => l.code === "SQLITE_FULL")).toBe(true);
  console.log(
    `disk full test: ${acked.length} leads stored before the cap, ${sink.mails.length} mailed; ` +
      `log lines with SQLITE_FULL: ${server.logs.filter((l) => l.code === "SQLITE_FULL").length}`,
  );
});

/** @jest-environment node */
// The fault suite, storage: a held write lock and a full disk. The production CLI in real child
// processes, real SQLite files and a real SMTP server on loopback; every loop is bounded in count
// and time. The only timing assertion is the promise a visitor depends on: no event-loop stall
// over 1 s while the database is locked.
import path from "node:path";
import Database from "better-sqlite3";
import copy from "../../data/contact.json";
import { duplicates } from "../helpers/smtp";
import { publicDir, readLeads, tempDir, until } from "../helpers/faults";
import {
  LOCK_HOLD_MS,
  MAX_STALL_MS,
  PROBE_EVERY_MS,
  SETTLE_MS,
  SMTP_RETRY_MS,
  expectDeliveredOnce,
  figures,
  lead,
  markerOf,
  post,
  smtp,
  start,
  stopAfterEachFault,
} from "./faultRun";

jest.setTimeout(90_000);
stopAfterEachFault("fault suite (storage)");

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

/** @jest-environment node */
// The fault suite, SMTP down: pending leads survive a restart and are delivered once. The production CLI in real child processes,
// real SQLite files and a real SMTP server on loopback; every loop is bounded in count and time.
import path from "node:path";
import { duplicates } from "../helpers/smtp";
import { OFFICE, closedPort, publicDir, readLeads, tempDir, until } from "../helpers/faults";
import {
  SETTLE_MS,
  SMTP_RETRY_MS,
  expectDeliveredOnce,
  figures,
  lead,
  post,
  smtp,
  start,
  stopAfterEachFault,
} from "./faultRun";

jest.setTimeout(90_000);
stopAfterEachFault("fault suite (SMTP)");

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

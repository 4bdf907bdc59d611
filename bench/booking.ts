// `npm run bench:booking`: the booking endpoints' server time on loopback, with 1,000 bookings
// stored (past, cancelled and coming ones, as a year of use leaves them). Measures GET
// /booking/slots for the whole horizon of the shipped meeting type (served from its short cache,
// which each confirmation clears), POST /booking of a free slot (the request that waits for its
// confirmation) and POST /booking/confirm (the button behind the mailed link, which books it),
// each timed from the request to the whole answer, and prints the percentiles beside the budgets
// of bench/README.md. Bounded: a fixed number of requests, one at a time.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import Database from "better-sqlite3";
import {
  BOOKING_CONFIRM_PATH,
  BOOKING_PATH,
  BOOKING_SLOTS_PATH,
  CONFIRM_TOKEN_PARAM,
  linkToken,
} from "../contract/booking/api";
import { CONTACT_ENDPOINT } from "../contract/endpoints";
import { buildApp } from "../server/app";
import { BOOKING_LINK_SECRET_SETTING, bookingLinks } from "../server/booking/links";
import type { RequestRow } from "../server/booking/pending";
import { bookingSetup } from "../server/booking/setup";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "../contract/forms/antiBot";
import { type PendingAnswer, type SlotsAnswer } from "../contract/forms/bookingAnswers";
import { bookingForm, bookingRequestForm } from "../contract/forms/booking";

/** The budgets of bench/README.md ("Booking"): server time, 95th percentile. */
export const BOOKING_BUDGETS = { slotsP95Ms: 20, bookP95Ms: 100, confirmP95Ms: 100 };

/** The bench books from one address, far more often than a visitor may. */
const OPEN = { max: 1_000_000, windowMs: 60_000 };

const STORED = 1_000;
const SLOT_REQUESTS = Number(process.env.BENCH_SLOT_REQUESTS || 300);
const BOOK_REQUESTS = Number(process.env.BENCH_BOOK_REQUESTS || 60);
const DAY = 86_400_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** 1,000 rows as a year leaves them: most in the past, some cancelled, the rest coming. */
function fill(dbPath: string, now: number) {
  const setup = bookingSetup();
  const type = setup.types[0];
  const db = new Database(dbPath);
  const insert = db.prepare(
    `INSERT INTO bookings (uid, created_at, type, mode, start_at, end_at, buffer_before_min,
       buffer_after_min, name, email, phone, note, status, sequence, source_path)
     VALUES (?, ?, ?, 'online', ?, ?, ?, ?, 'Bench', 'bench@firma-test.ro', '0744000000', '', ?,
       0, '/programare')`,
  );
  const minute = 60_000;
  db.transaction(() => {
    for (let i = 0; i < STORED; i += 1) {
      // Coming ones (one in ten) on whole hours far apart; the others spread over the past year.
      const coming = i % 10 === 0;
      const start = coming
        ? now + 3 * DAY + Math.floor(i / 10) * 7 * 3_600_000
        : now - (1 + (i % 360)) * DAY - (i % 7) * 3_600_000;
      const status = !coming && i % 4 === 0 ? "cancelled" : "confirmed";
      insert.run(
        `bench-${i}`,
        new Date(start - 5 * DAY).toISOString(),
        type.id,
        new Date(start).toISOString(),
        new Date(start + type.rules.durationMinutes * minute).toISOString(),
        type.rules.bufferBeforeMinutes,
        type.rules.bufferAfterMinutes,
        status,
      );
    }
  })();
  db.close();
}

/** The time to the whole answer, the response and its body. */
async function timed(fn: () => Promise<Response>): Promise<[number, Response, string]> {
  const started = performance.now();
  const response = await fn();
  const body = await response.text();
  return [performance.now() - started, response, body];
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-booking-"));
  const dbPath = path.join(tmp, "leads.sqlite");
  // The schema first (the server migrates on open), then the stored bookings.
  (await buildApp({ publicDir: tmp, dbPath, retentionDays: 0 })).close();
  fill(dbPath, Date.now());
  const app = await buildApp({
    publicDir: tmp,
    dbPath,
    rateLimit: false,
    minFillMs: 0,
    retentionDays: 0,
    bookingBounds: { mailsPerClient: OPEN, mailsPerRecipient: OPEN, actionsPerClient: OPEN },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const type = bookingSetup().types[0];
  const db = new Database(dbPath, { readonly: true });
  const secret = (
    db.prepare("SELECT value FROM settings WHERE key = ?").get(BOOKING_LINK_SECRET_SETTING) as {
      value: string;
    }
  ).value;
  const links = bookingLinks(secret);
  /** The link the request's mail carries, as the visitor's click gives it to the page. */
  const confirmToken = (pageKey: string) => {
    const row = db
      .prepare("SELECT * FROM booking_requests WHERE id = ?")
      .get(Number(pageKey.split(".")[0])) as RequestRow;
    return linkToken(links.confirmPath(row).split("#")[1], CONFIRM_TOKEN_PARAM)!;
  };
  try {
    const slotTimes: number[] = [];
    let offered: SlotsAnswer | null = null;
    for (let i = 0; i < SLOT_REQUESTS; i += 1) {
      const [ms, response] = await timed(() =>
        fetch(`${origin}${BOOKING_SLOTS_PATH}?type=${type.id}`),
      );
      if (response.status !== 200) throw new Error(`slots answered ${response.status}`);
      slotTimes.push(ms);
      if (i === 0) {
        offered = (await (
          await fetch(`${origin}${BOOKING_SLOTS_PATH}?type=${type.id}`)
        ).json()) as SlotsAnswer;
      }
    }
    const slots = offered!.slots;
    const bookTimes: number[] = [];
    const confirmTimes: number[] = [];
    // Every fourth slot, so no booking's buffers take the next one measured.
    for (let i = 0; i < BOOK_REQUESTS && i * 4 < slots.length; i += 1) {
      const body = new URLSearchParams({
        [bookingForm.fields.slot]: slots[i * 4].id,
        [bookingForm.fields.mode]: type.modes[0],
        [bookingForm.fields.name]: "Bench",
        [bookingForm.fields.email]: `bench${i}@firma-test.ro`,
        [bookingForm.fields.phone]: `07450${String(i).padStart(5, "0")}`,
        [bookingForm.fields.consent]: "1",
        [HONEYPOT_FIELD]: "",
        [STARTED_AT_FIELD]: (
          (await (await fetch(`${origin}${CONTACT_ENDPOINT}`)).json()) as { token: string }
        ).token,
      });
      const [ms, response, answer] = await timed(() =>
        fetch(`${origin}${BOOKING_PATH}`, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            accept: "application/json",
          },
          body: body.toString(),
        }),
      );
      // A slot of a day filled meanwhile (the daily maximum) is refused with 409: measured too,
      // it is an answer, and there is nothing to confirm.
      if (response.status !== 200 && response.status !== 409) {
        throw new Error(`booking answered ${response.status}`);
      }
      bookTimes.push(ms);
      if (response.status === 409) continue;
      const { pageKey } = JSON.parse(answer) as PendingAnswer;
      const [confirmMs, confirmed] = await timed(() =>
        fetch(`${origin}${BOOKING_CONFIRM_PATH}`, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            accept: "application/json",
          },
          body: new URLSearchParams({
            [bookingRequestForm.fields.confirm]: confirmToken(pageKey),
          }).toString(),
        }),
      );
      if (confirmed.status !== 200 && confirmed.status !== 409) {
        throw new Error(`confirmation answered ${confirmed.status}`);
      }
      confirmTimes.push(confirmMs);
    }
    const report = (label: string, times: number[], budget: number) => {
      const sorted = [...times].sort((a, b) => a - b);
      const p95 = percentile(sorted, 95);
      console.log(
        `${label.padEnd(28)} n=${String(sorted.length).padStart(4)}  p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${sorted[sorted.length - 1].toFixed(1)} ms  budget p95 ≤ ${budget} ms  ${p95 <= budget ? "ok" : "OVER"}`,
      );
      return p95 <= budget;
    };
    console.log(`${STORED} bookings stored; ${slots.length} free slots over the horizon`);
    const ok = [
      report("GET /booking/slots", slotTimes, BOOKING_BUDGETS.slotsP95Ms),
      report("POST /booking", bookTimes, BOOKING_BUDGETS.bookP95Ms),
      report("POST /booking/confirm", confirmTimes, BOOKING_BUDGETS.confirmP95Ms),
    ].every(Boolean);
    if (!ok) process.exitCode = 1;
  } finally {
    db.close();
    await app.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});

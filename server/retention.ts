// Retention as the privacy policy states it: every lead, whatever its status, is deleted when it
// is older than the retention period, and requests held back (spam) and deploy checks sooner; a
// booking, with its mails, the same period after its meeting ended (not after it was made, so a
// meeting booked weeks ahead is kept as long as one booked the day before).
// Leads never mailed are announced in the log beforehand. A database a restore set aside is
// deleted after SET_ASIDE_DAYS. The Web Vitals' counts go by whole days once a day is
// VITALS_RETENTION_DAYS old, whatever the leads' period.
import type { FastifyBaseLogger } from "fastify";
import { SET_ASIDE_DAYS, purgeSetAside } from "./backup";
import { PURGE_BATCH, type LeadDb } from "./db";
import type { WriteQueue } from "./writeQueue";
import type { BookingStore } from "./booking/store";
import type { RequestStore } from "./booking/pending";
import { VITALS_RETENTION_DAYS, daysBefore, type VitalsStore } from "./vitalsStore";

export const DAY_MS = 86_400_000;
/** How long before their deletion undelivered (pending, failed) leads are warned about, daily. */
export const RETENTION_WARNING_DAYS = 14;
/** A purge batch may wait this long for the write lock; the next daily run tries again. */
const PURGE_WRITE_DEADLINE_MS = 10_000;
/** Upper bound of batches per run (PURGE_BATCH rows each), so one run ends. */
const MAX_PURGE_BATCHES = 1_000;

export interface Retention {
  /** Every lead, whatever its status. */
  days: number;
  /** Held requests and deploy checks; at most `days`. */
  heldDays: number;
  /** The lead database, whose copies a restore set aside beside it. */
  dbPath?: string;
  /** The bookings kept in the same database. */
  bookings?: Pick<BookingStore, "purgeBatchBefore">;
  /** Requests for a slot, deleted once they expire. */
  requests?: Pick<RequestStore, "purgeExpired">;
  /** The Web Vitals' daily counts. */
  vitals?: Pick<VitalsStore, "purgeDayBefore">;
}

export async function purgeExpired(
  db: LeadDb,
  writes: WriteQueue,
  log: FastifyBaseLogger,
  { days: retentionDays, heldDays, dbPath, bookings, requests, vitals }: Retention,
  now = Date.now(),
): Promise<number> {
  if (dbPath) {
    try {
      const gone = purgeSetAside(dbPath, new Date(now - SET_ASIDE_DAYS * DAY_MS));
      if (gone.length > 0)
        log.info({ files: gone, days: SET_ASIDE_DAYS }, "set-aside databases deleted");
    } catch (err) {
      log.error({ code: (err as { code?: unknown })?.code }, "deleting set-aside databases failed");
    }
  }
  const cutoff = new Date(now - retentionDays * DAY_MS);
  const heldCutoff = new Date(now - Math.min(heldDays, retentionDays) * DAY_MS);
  try {
    const soon = db.undeliveredBefore(new Date(cutoff.getTime() + RETENTION_WARNING_DAYS * DAY_MS));
    if (soon.count > 0) {
      log.warn(
        {
          count: soon.count,
          oldest: soon.oldest,
          retentionDays,
          warningDays: RETENTION_WARNING_DAYS,
        },
        "leads that were never mailed will be deleted at the end of the retention period; " +
          "export them with `npm run leads -- --status pending` (or failed) before then",
      );
    }
    const lost = db.undeliveredBefore(cutoff).count;
    const purgeAll = async (purge: () => number) => {
      let removed = 0;
      for (let batch = 0; batch < MAX_PURGE_BATCHES; batch += 1) {
        const n = await writes.run(purge, PURGE_WRITE_DEADLINE_MS);
        removed += n;
        if (n < PURGE_BATCH) break;
      }
      return removed;
    };
    const removed = await purgeAll(() => db.purgeBatchBefore(cutoff));
    const held = await purgeAll(() => db.purgeHeldBatchBefore(heldCutoff));
    const meetings = bookings ? await purgeAll(() => bookings.purgeBatchBefore(cutoff)) : 0;
    if (requests) await purgeAll(() => requests.purgeExpired(now));
    if (vitals) await purgeVitals(vitals, writes, log, now);
    if (lost > 0) log.warn({ count: lost, retentionDays }, "expired leads never mailed deleted");
    if (removed > 0) log.info({ removed, retentionDays }, "expired leads deleted");
    if (held > 0) log.info({ removed: held, heldDays }, "expired held requests deleted");
    if (meetings > 0) log.info({ removed: meetings, retentionDays }, "expired bookings deleted");
    return removed + held + meetings;
  } catch (err) {
    // A locked or full database delays the purge to the next run; it never stops the server.
    log.error({ code: (err as { code?: unknown })?.code }, "deleting expired leads failed");
    return 0;
  }
}

/** Deletes the Web Vitals' days older than VITALS_RETENTION_DAYS, one day per write; the rows
 * deleted. */
export async function purgeVitals(
  vitals: Pick<VitalsStore, "purgeDayBefore">,
  writes: WriteQueue,
  log: FastifyBaseLogger,
  now = Date.now(),
): Promise<number> {
  const cutoff = daysBefore(now, VITALS_RETENTION_DAYS);
  let removed = 0;
  for (let day = 0; day < MAX_PURGE_BATCHES; day += 1) {
    const n = await writes.run(() => vitals.purgeDayBefore(cutoff), PURGE_WRITE_DEADLINE_MS);
    if (n === 0) break;
    removed += n;
  }
  if (removed > 0)
    log.info({ removed, days: VITALS_RETENTION_DAYS }, "expired Web Vitals counts deleted");
  return removed;
}

/** Purges once now (awaited, so a started server already complies) and then daily. */
export async function startRetention(
  db: LeadDb,
  writes: WriteQueue,
  log: FastifyBaseLogger,
  retention: Retention,
): Promise<{ stop(): void }> {
  if (retention.days <= 0) return { stop() {} };
  await purgeExpired(db, writes, log, retention);
  const timer = setInterval(() => void purgeExpired(db, writes, log, retention), DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

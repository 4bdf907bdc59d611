// GET /healthz for a monitor: can the database take a write, is it far from its size cap, is mail
// going out, how many requests are held back, and do the pages' Web Vitals beacons arrive. Counts
// and ages only, never a lead's content; at most one probe per HEALTH_CACHE_MS however often it is
// called.
import type { FastifyInstance } from "fastify";
import type { LeadDb } from "./db";
import { HEALTH_PATH } from "../contract/endpoints";
import type { BookingStore } from "./booking/store";

/** A monitor polls every ~10 s; anything faster is answered from the last probe. */
export const HEALTH_CACHE_MS = 1_000;
/** The probe waits this long for a write lock (the server's own writes take milliseconds). */
export const HEALTH_BUSY_MS = 250;
/** With mail configured, a lead pending longer than this means the outbox is stuck. */
export const OUTBOX_STALE_MS = 30 * 60_000;
/** Share of the size cap (CONTACT_DB_MAX_MB) past which the report warns: room is left for days
 * of requests while the operator exports and makes space. */
export const DB_SIZE_WARN_RATIO = 0.75;
const MAX_ERROR_LENGTH = 200;
/** With page views sampled, this long without a beacon means they stopped arriving (a proxy that
 * does not route POST /vitals, a broken page script): a warning. */
export const VITALS_SILENCE_MS = 24 * 60 * 60_000;

/** The Web Vitals beacons as the server has seen them since it started. */
export interface VitalsHealth {
  /** data/vitals.json's share of page views that send one; 0: none is expected. */
  sampleRate: number;
  /** When this server process started, and when it last counted a beacon (null: not yet). */
  startedAt: number;
  lastStoredAt: number | null;
  /** The newest day with counts in the database. */
  latestDay: () => string | null;
}

export interface HealthOptions {
  db: LeadDb;
  /** Whether SMTP_URL is set: without it leads stay pending by design, which is not a fault. */
  mailConfigured: boolean;
  /** The bookings, whose mails wait in the same outbox. */
  bookings?: Pick<BookingStore, "mailBacklog">;
  /** The Web Vitals beacons; absent: not reported. */
  vitals?: VitalsHealth;
  /** The server's clock (tests move it). */
  now?: () => number;
}

export interface HealthReport {
  /** "warn": still taking requests, but an operator should act (see `warnings`). */
  status: "ok" | "warn" | "fail";
  checkedAt: string;
  warnings: string[];
  db: {
    writable: boolean;
    error: string | null;
    sizeBytes: number | null;
    maxBytes: number | null;
  };
  /** Requests held back (a filled honeypot): never mailed, listed by `npm run leads -- --status
   * spam`. */
  held: { count: number; oldestAgeSeconds: number | null };
  outbox: {
    mailConfigured: boolean;
    pending: number;
    oldestPendingAgeSeconds: number | null;
    failed: number;
    lastError: string | null;
  };
  /** The bookings' mails (confirmations, reminders, changes) due and not yet sent, and those
   * given up on; null without bookings. */
  bookings: {
    mailsWaiting: number;
    oldestWaitingAgeSeconds: number | null;
    mailsFailed: number;
  } | null;
  /** The pages' Web Vitals beacons: the sample rate, how long ago this server counted the last
   * one (null: none since it started) and the newest day counted; null when not reported. */
  vitals: {
    sampleRate: number;
    lastBeaconAgeSeconds: number | null;
    latestDay: string | null;
  } | null;
}

/** An SMTP reply can quote addresses; a monitor needs the code and the gist, not them. */
export function redact(text: string): string {
  return text.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, "[address]").slice(0, MAX_ERROR_LENGTH);
}

/**
 * The beacons' part of the report, and its warning: with a sample rate above 0, none counted for
 * VITALS_SILENCE_MS, counted from the last beacon or, before the first one, from the server's
 * start (a restart starts the wait again, so a server younger than a day never warns).
 */
export function readVitalsHealth(
  vitals: VitalsHealth | undefined,
  now: Date,
): { report: HealthReport["vitals"]; warning: string | null } {
  if (!vitals) return { report: null, warning: null };
  const since = vitals.lastStoredAt ?? vitals.startedAt;
  const silent = vitals.sampleRate > 0 && now.getTime() - since > VITALS_SILENCE_MS;
  let latestDay: string | null = null;
  try {
    latestDay = vitals.latestDay();
  } catch {
    latestDay = null;
  }
  const age = vitals.lastStoredAt === null ? null : now.getTime() - vitals.lastStoredAt;
  return {
    report: {
      sampleRate: vitals.sampleRate,
      lastBeaconAgeSeconds: age === null ? null : Math.round(Math.max(0, age) / 1000),
      latestDay,
    },
    warning: silent
      ? "no Web Vitals beacon for over a day while data/vitals.json samples page views: check that the proxy sends POST /vitals to the server (npm run check:deploy)"
      : null,
  };
}

export function probeHealth(
  db: LeadDb,
  mailConfigured: boolean,
  now = new Date(),
  bookingStore?: HealthOptions["bookings"],
  vitalsHealth?: VitalsHealth,
): HealthReport {
  const raw = db.raw;
  let writable = true;
  let dbError: string | null = null;
  const busy = raw.pragma("busy_timeout", { simple: true }) as number;
  try {
    raw.pragma(`busy_timeout = ${HEALTH_BUSY_MS}`);
    // A real committed write (one row, rewritten): proves the file, the lock and the disk.
    raw
      .prepare(
        `INSERT INTO health_probe (id, checked_at) VALUES (1, ?)
         ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`,
      )
      .run(now.toISOString());
  } catch (err) {
    writable = false;
    const e = err as { code?: string; message?: string };
    dbError = redact(`${e.code ?? "ERROR"} ${e.message ?? ""}`.trim());
  } finally {
    raw.pragma(`busy_timeout = ${busy}`);
  }

  const outbox = readOutbox(db, mailConfigured, now);
  const size = readSize(db);
  const held = readHeld(db, now);
  const warnings: string[] = [];
  if (size?.maxBytes && size.usedBytes >= size.maxBytes * DB_SIZE_WARN_RATIO) {
    const percent = Math.round((100 * size.usedBytes) / size.maxBytes);
    warnings.push(
      `the lead database uses ${percent}% of CONTACT_DB_MAX_MB: export and delete old requests, or raise the cap`,
    );
  }
  const vitals = readVitalsHealth(vitalsHealth, now);
  if (vitals.warning) warnings.push(vitals.warning);
  const bookings = readBookings(bookingStore, now);
  const bookingsStuck =
    mailConfigured &&
    bookings !== null &&
    (bookings.mailsWaiting < 0 || (bookings.oldestWaitingAgeSeconds ?? 0) * 1000 > OUTBOX_STALE_MS);
  const failing = !writable || outbox === null || outbox.stuck || bookingsStuck;
  return {
    status: failing ? "fail" : warnings.length > 0 ? "warn" : "ok",
    checkedAt: now.toISOString(),
    warnings,
    db: {
      writable,
      error: dbError,
      sizeBytes: size?.usedBytes ?? null,
      maxBytes: size?.maxBytes ?? null,
    },
    held,
    outbox: {
      mailConfigured,
      pending: outbox?.pending ?? -1,
      oldestPendingAgeSeconds: outbox?.ageSeconds ?? null,
      failed: outbox?.failed ?? -1,
      lastError: outbox ? outbox.lastError : "the outbox state could not be read",
    },
    bookings,
    vitals: vitals.report,
  };
}

function readBookings(store: HealthOptions["bookings"], now: Date): HealthReport["bookings"] {
  if (!store) return null;
  try {
    const backlog = store.mailBacklog(now);
    const ageMs = backlog.oldestDue
      ? Math.max(0, now.getTime() - Date.parse(backlog.oldestDue))
      : null;
    return {
      mailsWaiting: backlog.waiting,
      oldestWaitingAgeSeconds: ageMs === null ? null : Math.round(ageMs / 1000),
      mailsFailed: backlog.failed,
    };
  } catch {
    return { mailsWaiting: -1, oldestWaitingAgeSeconds: null, mailsFailed: -1 };
  }
}

function readSize(db: LeadDb) {
  try {
    return db.size();
  } catch {
    return null;
  }
}

function readHeld(db: LeadDb, now: Date): HealthReport["held"] {
  try {
    const row = db.raw
      .prepare(`SELECT COUNT(*) AS n, MIN(received_at) AS oldest FROM leads WHERE status = 'spam'`)
      .get() as { n: number; oldest: string | null };
    const ageMs = row.oldest ? Math.max(0, now.getTime() - Date.parse(row.oldest)) : null;
    return { count: row.n, oldestAgeSeconds: ageMs === null ? null : Math.round(ageMs / 1000) };
  } catch {
    return { count: -1, oldestAgeSeconds: null };
  }
}

/** The outbox as the database holds it (the outbox itself keeps no state worth trusting more). */
function readOutbox(db: LeadDb, mailConfigured: boolean, now: Date) {
  try {
    const pending = db.raw
      .prepare(
        `SELECT COUNT(*) AS n, MIN(received_at) AS oldest FROM leads WHERE status = 'pending'`,
      )
      .get() as { n: number; oldest: string | null };
    const failed = db.raw
      .prepare(`SELECT COUNT(*) AS n FROM leads WHERE status = 'failed'`)
      .get() as { n: number };
    const last = db.raw
      .prepare(
        `SELECT last_error FROM leads WHERE status IN ('pending', 'failed')
           AND last_error IS NOT NULL ORDER BY id DESC LIMIT 1`,
      )
      .get() as { last_error: string } | undefined;
    const ageMs = pending.oldest ? Math.max(0, now.getTime() - Date.parse(pending.oldest)) : null;
    return {
      pending: pending.n,
      ageSeconds: ageMs === null ? null : Math.round(ageMs / 1000),
      failed: failed.n,
      lastError: last ? redact(last.last_error) : null,
      stuck: mailConfigured && ageMs !== null && ageMs > OUTBOX_STALE_MS,
    };
  } catch {
    return null;
  }
}

export async function healthRoutes(app: FastifyInstance, opts: HealthOptions) {
  let cached: { at: number; report: HealthReport } | null = null;
  app.get(HEALTH_PATH, async (_request, reply) => {
    const now = (opts.now ?? Date.now)();
    if (!cached || now - cached.at >= HEALTH_CACHE_MS) {
      cached = {
        at: now,
        report: probeHealth(
          opts.db,
          opts.mailConfigured,
          new Date(now),
          opts.bookings,
          opts.vitals,
        ),
      };
    }
    return reply
      .code(cached.report.status === "fail" ? 503 : 200)
      .header("cache-control", "no-store")
      .send(cached.report);
  });
}

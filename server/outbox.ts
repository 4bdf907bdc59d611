// Outbox: sends what is queued in the database (leads, then the mails of bookings), retrying with
// exponential backoff while SMTP is unavailable. Sending and recording are separate steps: once
// SMTP has accepted a mail it is never sent again by this process, even while the database refuses
// to record it (locked, full); the record is retried.
import type { Transporter } from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { FastifyBaseLogger } from "fastify";
import type { LeadDb, LeadRow } from "./db";
import { composeLeadMail } from "./mail";
import { WriteQueue, sqliteCode } from "./writeQueue";

/** One kind of queued mail: where its rows are, how each becomes a mail, how a send is recorded. */
export interface MailQueue<
  Row extends { id: number; attempts: number } = { id: number; attempts: number },
> {
  /** The field naming a row in the log ("leadId"): ids only, never content. */
  logKey: string;
  due(now: Date, limit: number): Row[];
  /** The mail, or null when the row no longer has one to send (its booking was deleted). */
  compose(row: Row): Mail.Options | null;
  markSent(id: number, at: Date): void;
  /** nextAttempt null means give up: the row stays as 'failed'. */
  markAttemptFailed(id: number, error: string, nextAttempt: Date | null): void;
  /** A row with nothing to send any more. */
  markVoid?(id: number): void;
}

/** The leads of the contact form, mailed to the office. */
export function leadQueue(db: LeadDb, from: string, to: string): MailQueue<LeadRow> {
  return {
    logKey: "leadId",
    due: (now, limit) => db.due(now, limit),
    compose: (lead) => composeLeadMail(lead, from, to),
    markSent: (id, at) => db.markSent(id, at),
    markAttemptFailed: (id, error, next) => db.markAttemptFailed(id, error, next),
  };
}

export interface OutboxTiming {
  /** First retry delay; doubles per failed attempt up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the lead is marked 'failed' (still stored, exportable). */
  maxAttempts: number;
  /** How often due retries are looked for. */
  pollMs: number;
  /** First wait after a database error (locked, full); doubles up to maxDelayMs. */
  dbRetryMs: number;
}

export const DEFAULT_OUTBOX_TIMING: OutboxTiming = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 30,
  pollMs: 10_000,
  dbRetryMs: 1_000,
};

/** Leads read per query; a drain stops after MAX_BATCHES so one pass is bounded. */
const BATCH = 20;
const MAX_BATCHES = 50;

export function backoffMs(attempt: number, t: OutboxTiming): number {
  return Math.min(t.maxDelayMs, t.baseDelayMs * 2 ** Math.max(0, attempt - 1));
}

type AnyQueue = MailQueue<{ id: number; attempts: number }>;

export interface OutboxOptions {
  /** The lead database, whose leads are the first queue. */
  db: LeadDb;
  /** The server's write queue: the outbox's records take turns with the other writes. */
  writes: WriteQueue;
  transport: Transporter;
  /** The sender of the leads' mails. */
  from: string;
  /** The office's address, where the leads are mailed. */
  to: string;
  log: FastifyBaseLogger;
  timing: OutboxTiming;
  /** Further queues after the leads (the bookings' mails). */
  moreQueues?: readonly MailQueue[];
  /** The clock deciding what is due (tests move it to the time of a reminder). */
  now?: () => number;
}

export class Outbox {
  private timer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  /** Accepted by SMTP, not yet recorded as sent: queue → row id → when it was accepted. */
  private readonly delivered = new Map<AnyQueue, Map<number, Date>>();
  /** A failed send whose retry time could not be recorded: queue → row id → earliest next attempt. */
  private readonly deferred = new Map<AnyQueue, Map<number, number>>();
  private readonly queues: AnyQueue[];
  private dbFailures = 0;

  private readonly writes: WriteQueue;
  private readonly transport: Transporter;
  private readonly log: FastifyBaseLogger;
  private readonly timing: OutboxTiming;
  private readonly now: () => number;

  constructor(options: OutboxOptions) {
    this.writes = options.writes;
    this.transport = options.transport;
    this.log = options.log;
    this.timing = options.timing;
    this.now = options.now ?? Date.now;
    const leads = leadQueue(options.db, options.from, options.to) as AnyQueue;
    this.queues = [leads, ...(options.moreQueues ?? [])];
    for (const queue of this.queues) {
      this.delivered.set(queue, new Map());
      this.deferred.set(queue, new Map());
    }
  }

  start() {
    this.timer = setInterval(() => this.kick(), this.timing.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Called after each stored lead or booking so mail goes out at once instead of at the next
   * poll. */
  kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      // drain handles its own errors; this is the last guard so nothing can become an
      // unhandled rejection and take the process down.
      .catch((err: unknown) => this.databaseTrouble(err, "outbox pass failed"))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Whether the mail server takes the outbox's login (a deploy check); sends nothing. */
  async verify(): Promise<void> {
    await this.transport.verify();
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.running;
    for (const queue of this.queues) await this.recordDeliveries(queue);
    for (const queue of this.queues) {
      const unrecorded = this.delivered.get(queue)!;
      if (unrecorded.size > 0) {
        // After a restart these go out again, with the same Message-ID as the first time.
        this.log.error(
          { [`${queue.logKey}s`]: [...unrecorded.keys()] },
          "mails were sent but could not be recorded as sent",
        );
      }
    }
    this.transport.close();
  }

  private async drain() {
    for (const queue of this.queues) {
      if (!(await this.drainQueue(queue))) return;
    }
  }

  /** One queue's due rows; false when the database is in trouble and the pass should stop. */
  private async drainQueue(queue: AnyQueue): Promise<boolean> {
    // Even while deliveries cannot be recorded (disk full), other mails still go out: the office
    // gets them, and this process never sends any of them twice.
    await this.recordDeliveries(queue);
    const delivered = this.delivered.get(queue)!;
    const deferred = this.deferred.get(queue)!;
    for (let batches = 0; batches < MAX_BATCHES && !this.stopped; batches += 1) {
      const now = this.now();
      const batch = queue
        .due(new Date(now), BATCH + delivered.size + deferred.size)
        .filter((row) => !delivered.has(row.id) && !((deferred.get(row.id) ?? 0) > now));
      if (batch.length === 0) return true;
      for (const row of batch.slice(0, BATCH)) {
        if (this.stopped) return false;
        if (!(await this.sendOne(queue, row))) return false; // the database is in trouble
      }
    }
    return true;
  }

  /** Records every accepted send; false (and a retry scheduled) while the database refuses. Stops
   * at the first refusal, so a locked database costs one short attempt, not one per mail. */
  private async recordDeliveries(queue: AnyQueue): Promise<boolean> {
    const delivered = this.delivered.get(queue)!;
    for (const [id, sentAt] of delivered) {
      try {
        await this.writes.run(() => queue.markSent(id, sentAt), 0);
        delivered.delete(id);
      } catch (err) {
        this.databaseTrouble(err, "mail sent, recording it failed; will retry", queue, id);
        return false;
      }
    }
    this.dbFailures = 0;
    return true;
  }

  /** Sends one row's mail; false when the database failed and the pass should stop. */
  private async sendOne(queue: AnyQueue, row: { id: number; attempts: number }): Promise<boolean> {
    const attempt = row.attempts + 1;
    const mail = queue.compose(row);
    if (!mail) {
      try {
        await this.writes.run(() => queue.markVoid?.(row.id), 0);
        return true;
      } catch (err) {
        this.databaseTrouble(err, "recording a mail with nothing to send failed", queue, row.id);
        return false;
      }
    }
    try {
      await this.transport.sendMail(mail);
    } catch (err) {
      return this.sendFailed(queue, row.id, attempt, err);
    }
    this.delivered.get(queue)!.set(row.id, new Date(this.now()));
    this.log.info({ [queue.logKey]: row.id, attempt }, "mail sent");
    await this.recordDeliveries(queue);
    return true;
  }

  private async sendFailed(
    queue: AnyQueue,
    id: number,
    attempt: number,
    err: unknown,
  ): Promise<boolean> {
    const e = err as { code?: string; responseCode?: number; message?: string };
    const giveUp = attempt >= this.timing.maxAttempts;
    const next = giveUp ? null : new Date(this.now() + backoffMs(attempt, this.timing));
    // Only codes in the log: SMTP error texts can quote the recipient's address.
    this.log[giveUp ? "error" : "warn"](
      { [queue.logKey]: id, attempt, code: e.code, responseCode: e.responseCode, giveUp },
      "mail failed",
    );
    try {
      const error = `${e.code ?? "ERROR"} ${e.message ?? ""}`.trim();
      await this.writes.run(() => queue.markAttemptFailed(id, error, next), 0);
      this.deferred.get(queue)!.delete(id);
      return true;
    } catch (dbErr) {
      // Not recorded: remember the backoff here so the row is not retried in a tight loop.
      this.deferred
        .get(queue)!
        .set(id, (next ?? new Date(this.now() + this.timing.maxDelayMs)).getTime());
      this.databaseTrouble(dbErr, "recording a failed send failed", queue, id);
      return false;
    }
  }

  /** Logs a database error and schedules the next pass with backoff; never throws. */
  private databaseTrouble(err: unknown, message: string, queue?: AnyQueue, id?: number) {
    this.dbFailures += 1;
    const delay = Math.min(
      this.timing.maxDelayMs,
      this.timing.dbRetryMs * 2 ** Math.min(20, this.dbFailures - 1),
    );
    // A lasting fault (full disk) would repeat this every pass: log the 1st, 2nd, 4th, 8th… time.
    const level = (this.dbFailures & (this.dbFailures - 1)) === 0 ? "error" : "debug";
    this.log[level](
      {
        ...(queue && id !== undefined ? { [queue.logKey]: id } : {}),
        code: sqliteCode(err) ?? (err as { code?: unknown })?.code,
        failures: this.dbFailures,
        retryInMs: delay,
      },
      message,
    );
    if (this.stopped) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.kick(), delay);
    this.retryTimer.unref();
  }
}

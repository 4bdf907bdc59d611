// Outbox: sends pending leads, retrying with exponential backoff while SMTP is unavailable.
// Sending and recording are separate steps: once SMTP has accepted a lead it is never sent again by
// this process, even while the database refuses to record it (locked, full); the record is retried.
import type { Transporter } from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { LeadDb, LeadRow } from "./db";
import { composeLeadMail } from "./mail";
import { WriteQueue, sqliteCode } from "./writeQueue";

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

export class Outbox {
  private timer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  /** Accepted by SMTP, not yet recorded as sent: lead id → when it was accepted. */
  private readonly delivered = new Map<number, Date>();
  /** A failed send whose retry time could not be recorded: lead id → earliest next attempt. */
  private readonly deferred = new Map<number, number>();
  private dbFailures = 0;

  constructor(
    private readonly db: LeadDb,
    private readonly writes: WriteQueue,
    private readonly transport: Transporter,
    private readonly from: string,
    private readonly to: string,
    private readonly log: FastifyBaseLogger,
    private readonly timing: OutboxTiming,
  ) {}

  start() {
    this.timer = setInterval(() => this.kick(), this.timing.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Called after each stored lead so mail goes out at once instead of at the next poll. */
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
    await this.recordDeliveries();
    if (this.delivered.size > 0) {
      // After a restart these go out again, with the same Message-ID as the first time.
      this.log.error(
        { leadIds: [...this.delivered.keys()] },
        "leads were mailed but could not be recorded as sent",
      );
    }
    this.transport.close();
  }

  private async drain() {
    // Even while deliveries cannot be recorded (disk full), other leads still go out: the office
    // gets them, and this process never sends any lead twice.
    await this.recordDeliveries();
    for (let batches = 0; batches < MAX_BATCHES && !this.stopped; batches += 1) {
      const now = Date.now();
      const batch = this.db
        .due(new Date(now), BATCH + this.delivered.size + this.deferred.size)
        .filter(
          (lead) => !this.delivered.has(lead.id) && !((this.deferred.get(lead.id) ?? 0) > now),
        );
      if (batch.length === 0) return;
      for (const lead of batch.slice(0, BATCH)) {
        if (this.stopped) return;
        if (!(await this.sendOne(lead))) return; // the database is in trouble: back off
      }
    }
  }

  /** Records every accepted send; false (and a retry scheduled) while the database refuses. Stops
   * at the first refusal, so a locked database costs one short attempt, not one per lead. */
  private async recordDeliveries(): Promise<boolean> {
    for (const [id, sentAt] of this.delivered) {
      try {
        await this.writes.run(() => this.db.markSent(id, sentAt), 0);
        this.delivered.delete(id);
      } catch (err) {
        this.databaseTrouble(err, "lead mailed, recording it failed; will retry", id);
        return false;
      }
    }
    this.dbFailures = 0;
    return true;
  }

  /** Sends one lead; false when the database failed and the pass should stop. */
  private async sendOne(lead: LeadRow): Promise<boolean> {
    const attempt = lead.attempts + 1;
    try {
      await this.transport.sendMail(composeLeadMail(lead, this.from, this.to));
    } catch (err) {
      return this.sendFailed(lead, attempt, err);
    }
    this.delivered.set(lead.id, new Date());
    this.log.info({ leadId: lead.id, attempt }, "lead mailed");
    await this.recordDeliveries();
    return true;
  }

  private async sendFailed(lead: LeadRow, attempt: number, err: unknown): Promise<boolean> {
    const e = err as { code?: string; responseCode?: number; message?: string };
    const giveUp = attempt >= this.timing.maxAttempts;
    const next = giveUp ? null : new Date(Date.now() + backoffMs(attempt, this.timing));
    // Only codes in the log: SMTP error texts can quote the recipient's address.
    this.log[giveUp ? "error" : "warn"](
      { leadId: lead.id, attempt, code: e.code, responseCode: e.responseCode, giveUp },
      "lead mail failed",
    );
    try {
      const error = `${e.code ?? "ERROR"} ${e.message ?? ""}`.trim();
      await this.writes.run(() => this.db.markAttemptFailed(lead.id, error, next), 0);
      this.deferred.delete(lead.id);
      return true;
    } catch (dbErr) {
      // Not recorded: remember the backoff here so the lead is not retried in a tight loop.
      this.deferred.set(lead.id, (next ?? new Date(Date.now() + this.timing.maxDelayMs)).getTime());
      this.databaseTrouble(dbErr, "recording a failed send failed", lead.id);
      return false;
    }
  }

  /** Logs a database error and schedules the next pass with backoff; never throws. */
  private databaseTrouble(err: unknown, message: string, leadId?: number) {
    this.dbFailures += 1;
    const delay = Math.min(
      this.timing.maxDelayMs,
      this.timing.dbRetryMs * 2 ** Math.min(20, this.dbFailures - 1),
    );
    // A lasting fault (full disk) would repeat this every pass: log the 1st, 2nd, 4th, 8th… time.
    const level = (this.dbFailures & (this.dbFailures - 1)) === 0 ? "error" : "debug";
    this.log[level](
      {
        leadId,
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

// Outbox: sends pending leads, retrying with exponential backoff while SMTP is unavailable.
import type { Transporter } from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { LeadDb } from "./db";
import { composeLeadMail } from "./mail";

export interface OutboxTiming {
  /** First retry delay; doubles per failed attempt up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the lead is marked 'failed' (still stored, exportable). */
  maxAttempts: number;
  /** How often due retries are looked for. */
  pollMs: number;
}

export const DEFAULT_OUTBOX_TIMING: OutboxTiming = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 30,
  pollMs: 10_000,
};

export function backoffMs(attempt: number, t: OutboxTiming): number {
  return Math.min(t.maxDelayMs, t.baseDelayMs * 2 ** Math.max(0, attempt - 1));
}

export class Outbox {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: LeadDb,
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
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  private async drain() {
    for (let batch = this.db.due(new Date()); batch.length > 0; batch = this.db.due(new Date())) {
      for (const lead of batch) {
        if (this.stopped) return;
        await this.sendOne(lead.id, lead.attempts);
      }
    }
  }

  private async sendOne(id: number, previousAttempts: number) {
    const lead = this.db.get(id);
    if (!lead || lead.status !== "pending") return;
    try {
      await this.transport.sendMail(composeLeadMail(lead, this.from, this.to));
      this.db.markSent(id);
      this.log.info({ leadId: id, attempt: previousAttempts + 1 }, "lead mailed");
    } catch (err) {
      const attempt = previousAttempts + 1;
      const e = err as { code?: string; responseCode?: number; message?: string };
      const giveUp = attempt >= this.timing.maxAttempts;
      const next = giveUp ? null : new Date(Date.now() + backoffMs(attempt, this.timing));
      this.db.markAttemptFailed(id, `${e.code ?? "ERROR"} ${e.message ?? ""}`.trim(), next);
      // Only codes in the log: SMTP error texts can quote the recipient's address.
      this.log[giveUp ? "error" : "warn"](
        { leadId: id, attempt, code: e.code, responseCode: e.responseCode, giveUp },
        "lead mail failed",
      );
    }
  }
}

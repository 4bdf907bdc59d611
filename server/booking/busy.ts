// The office's own busy times as the booking routes ask for them, so the booking page does not
// offer a slot the office has already given to something else. BusySource reads the office's
// calendar (busyRead.ts) again at most every few minutes, keeps the last good text when a read
// fails, and keeps the busy times expanded from it (busyExpand.ts) for a window wider than asked,
// so the requests in between neither read nor expand anything.
import type { Busy } from "../../domain/booking/availability";
import { DEFAULT_TIME_ZONE, busyFromIcs } from "./busyExpand";
import { BUSY_MAX_BYTES, BUSY_TIMEOUT_MS, readCalendar, sourceLabel } from "./busyRead";

const DAY = 24 * 60 * 60_000;

/** What BusySource logs through: Fastify's logger (pino) fits. */
export interface BusyLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface BusySourceOptions {
  log?: BusyLogger;
  /** How often the source is read again after a good read (5 minutes). */
  refreshMs?: number;
  /** How soon a source that has never been read is tried again after a failure (30 s, at most
   * refreshMs). */
  retryMs?: number;
  /** The whole read, connection to last byte (10 s). */
  timeoutMs?: number;
  /** The largest file read (5 MB); a larger one is a failed read. */
  maxBytes?: number;
  timeZone?: string;
  now?: () => number;
}

export interface BusyStatus {
  /** Whether the last read succeeded (false before the first one). */
  ok: boolean;
  /** When the busy times in use were read (ISO), or null before the first good read. */
  lastLoadedAt: string | null;
  /** Why the last read failed, or null after a good one. */
  error: string | null;
}

/** The office's busy times are unknown: the source has never been read. Slots are then refused. */
export class BusyUnavailableError extends Error {
  name = "BusyUnavailableError";
}

export const BUSY_REFRESH_MS = 5 * 60_000;
export const BUSY_RETRY_MS = 30_000;

/** Expanded times are kept for a window this much wider than asked, so the next requests (a
 * moment later, or for one slot inside it) reuse them until the next read. */
const WINDOW_BEFORE_MS = DAY;
const WINDOW_AFTER_MS = 7 * DAY;

/**
 * The office's busy times from a file (a path or a file: URL) or an http(s) or webcal URL, read again at most every
 * `refreshMs` when busy() is asked (no timer runs in between). A read that fails, times out, is
 * too large or does not parse keeps the times of the last good read and is logged. Before the
 * first good read there are no times to keep: busy() throws BusyUnavailableError, and the server
 * offers and books no slot rather than one that may collide with the office's calendar.
 */
export class BusySource {
  private readonly refreshMs: number;
  private readonly retryMs: number;
  private readonly timeoutMs: number;
  private readonly maxBytes: number;
  private readonly timeZone: string;
  private readonly now: () => number;
  private readonly log?: BusyLogger;
  /** The source as logged (only a URL's scheme and host). */
  private readonly label: string;
  private good: { text: string; loadedAt: number } | null = null;
  private expanded: { from: number; to: number; busy: Busy[] } | null = null;
  private lastAttemptAt: number | null = null;
  private error: string | null = null;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly source: string,
    options: BusySourceOptions = {},
  ) {
    this.refreshMs = options.refreshMs ?? BUSY_REFRESH_MS;
    this.retryMs = Math.min(options.retryMs ?? BUSY_RETRY_MS, this.refreshMs);
    this.timeoutMs = options.timeoutMs ?? BUSY_TIMEOUT_MS;
    this.maxBytes = options.maxBytes ?? BUSY_MAX_BYTES;
    this.timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
    this.now = options.now ?? Date.now;
    this.log = options.log;
    this.label = sourceLabel(source);
  }

  /** The busy times overlapping [from, to), reading the source first when a read is due. */
  async busy(from: number, to: number): Promise<Busy[]> {
    // A call that arrives while a read is under way waits for it rather than refusing.
    if (this.due() || this.reading) await this.refresh();
    if (!this.good)
      throw new BusyUnavailableError(
        `the office's busy times (${this.label}) have not been read: ${this.error ?? "not yet read"}`,
      );
    if (!this.expanded || from < this.expanded.from || to > this.expanded.to) {
      const window = { from: from - WINDOW_BEFORE_MS, to: to + WINDOW_AFTER_MS };
      const busy = busyFromIcs(this.good.text, window.from, window.to, { timeZone: this.timeZone });
      this.expanded = { ...window, busy };
    }
    return this.expanded.busy.filter((b) => b.start < to && b.end > from);
  }

  status(): BusyStatus {
    return {
      ok: this.good !== null && this.error === null,
      lastLoadedAt: this.good ? new Date(this.good.loadedAt).toISOString() : null,
      error: this.error,
    };
  }

  /** Reads the source now (one read at a time); the outcome shows in status(), never throws. */
  refresh(): Promise<void> {
    this.reading ??= this.read().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private due(): boolean {
    if (this.lastAttemptAt === null) return true;
    const wait = this.good ? this.refreshMs : this.retryMs;
    return this.now() - this.lastAttemptAt >= wait;
  }

  private async read(): Promise<void> {
    const at = this.now();
    this.lastAttemptAt = at;
    try {
      const text = await readCalendar(this.source, {
        timeoutMs: this.timeoutMs,
        maxBytes: this.maxBytes,
      });
      // Parsed before it replaces the last good text, so a broken file never does; over the
      // coming two months (the page asks for the booking horizon) or the wider span last asked.
      const window = {
        from: at - WINDOW_BEFORE_MS,
        to: Math.max(at + 60 * DAY, this.expanded?.to ?? 0),
      };
      const busy = busyFromIcs(text, window.from, window.to, { timeZone: this.timeZone });
      const recovered = this.error !== null || this.good === null;
      this.good = { text, loadedAt: at };
      this.expanded = { from: window.from, to: window.to, busy };
      this.error = null;
      if (recovered)
        this.log?.info({ source: this.label, busyTimes: busy.length }, "Office busy times read");
    } catch (err) {
      this.error = (err as Error).message || String(err);
      const fields = { source: this.label, err: this.error };
      if (this.good)
        this.log?.warn(
          { ...fields, lastLoadedAt: new Date(this.good.loadedAt).toISOString() },
          "Office busy times could not be read again; the last good ones stay in use",
        );
      else this.log?.error(fields, "Office busy times could not be read; no slots are offered");
    }
  }
}

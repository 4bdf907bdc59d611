// Serialised SQLite writes that never hold the event loop longer than one short busy wait.
// better-sqlite3 is synchronous: while another connection holds the write lock, a write waits
// busy_timeout on the event loop. The timeout is kept short (BUSY_TIMEOUT_MS in db.ts) and the
// retries happen here, asynchronously, one writer at a time, so other requests run in between.

/** Pause between two attempts while the database is locked. */
export const BUSY_RETRY_MS = 50;

/** How long a visitor's request may wait for the lock before it gets a clear error. */
export const REQUEST_WRITE_DEADLINE_MS = 4_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function sqliteCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("SQLITE_") ? code : undefined;
}

/** Locked by another connection: worth waiting for, unlike a full disk or a broken file. */
export function isBusy(err: unknown): boolean {
  const code = sqliteCode(err);
  return code !== undefined && (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED"));
}

export class WriteQueue {
  private tail: Promise<unknown> = Promise.resolve();

  /**
   * Runs `write` after the writes queued before it. While the database is locked it is retried
   * until `deadlineMs` has passed (0: one attempt); any other error is thrown at once.
   */
  run<T>(write: () => T, deadlineMs: number): Promise<T> {
    const deadline = Date.now() + deadlineMs;
    const result = this.tail.then(async () => {
      for (;;) {
        try {
          return write();
        } catch (err) {
          if (!isBusy(err) || Date.now() + BUSY_RETRY_MS > deadline) throw err;
        }
        await sleep(BUSY_RETRY_MS);
      }
    });
    // The next write waits for this one to settle, whatever its outcome.
    this.tail = result.catch(() => undefined);
    return result;
  }
}

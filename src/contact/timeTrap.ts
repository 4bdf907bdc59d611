// The browser side of the server's time trap: the form sends back a token the server issued and
// signed. A page served whole already carries one; a form rendered after client-side navigation
// asks the server's token path for one when it mounts.
import {
  FORM_TOKEN_PATH,
  MIN_FILL_MS,
  TIME_TRAP_MAX_AGE_MS,
  TIME_TRAP_TOKEN,
} from "../../contract/forms/antiBot";

/** A token this old is swapped for a new one when the visitor comes back to the form. */
export const TOKEN_REFRESH_AGE_MS = TIME_TRAP_MAX_AGE_MS - 60 * 60_000;

/** A token fetched while the visitor is already at the form restarts the server's clock: the post
 * waits until it is MIN_FILL_MS old, plus this for timer and millisecond rounding. */
export const SUBMIT_SETTLE_MARGIN_MS = 250;

/** When the server issued `value`, or null when it is empty or not a token. */
export function tokenIssuedAt(value: string): number | null {
  const match = TIME_TRAP_TOKEN.exec(value);
  return match ? parseInt(match[1], 36) : null;
}

/** Whether the field needs a (new) token: none yet, or one close to expiring. */
export function needsToken(value: string, now = Date.now()): boolean {
  const issuedAt = tokenIssuedAt(value);
  return issuedAt === null || now - issuedAt > TOKEN_REFRESH_AGE_MS;
}

/** Asks the server for a token; null when it cannot be reached (the form keeps what it has). */
export async function fetchTimeTrapToken(): Promise<string | null> {
  try {
    const response = await fetch(FORM_TOKEN_PATH, {
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
    const data = (await response.json()) as { token?: unknown };
    return typeof data.token === "string" && tokenIssuedAt(data.token) !== null ? data.token : null;
  } catch {
    return null;
  }
}

/** How much longer a post must wait so that a token that arrived at `receivedAt` is older than the
 * server's minimum fill time when it gets there (both on the same monotonic clock, in ms). The
 * server issued it before it arrived, so the local wait is never shorter than the server's. */
export function settleDelayMs(receivedAt: number, now: number): number {
  return Math.max(0, receivedAt + MIN_FILL_MS + SUBMIT_SETTLE_MARGIN_MS - now);
}

// Server-side time trap: the form carries a timestamp the server issued and signed (HMAC), so the
// minimum fill time is measured from a moment the client cannot choose or forge.
import crypto from "node:crypto";

/** Secrets shorter than this are refused (FORM_SECRET). */
export const MIN_SECRET_LENGTH = 32;
/** A clock a little ahead of ours in another process of the same server is not a forgery. */
const CLOCK_SKEW_MS = 2_000;
const TOKEN = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

export type TrapVerdict = "ok" | "missing" | "forged" | "too-fast" | "expired";

export interface TimeTrap {
  issue(now?: number): string;
  check(token: string | undefined, now?: number): TrapVerdict;
}

export function generateSecret(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function createTimeTrap(secret: string, minFillMs: number, maxAgeMs: number): TimeTrap {
  const sign = (issuedAt: string) =>
    crypto.createHmac("sha256", secret).update(`contact-form:${issuedAt}`).digest("base64url");
  return {
    issue(now = Date.now()) {
      const issuedAt = now.toString(36);
      return `${issuedAt}.${sign(issuedAt)}`;
    },
    check(token, now = Date.now()) {
      if (!token) return "missing";
      const match = TOKEN.exec(token);
      if (!match) return "forged";
      const expected = Buffer.from(sign(match[1]));
      if (!crypto.timingSafeEqual(expected, Buffer.from(match[2]))) return "forged";
      const age = now - parseInt(match[1], 36);
      if (age < -CLOCK_SKEW_MS) return "forged";
      if (age < minFillMs) return "too-fast";
      if (age > maxAgeMs) return "expired";
      return "ok";
    },
  };
}

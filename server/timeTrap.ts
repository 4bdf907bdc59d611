// Server-side time trap: the form carries a timestamp the server issued and signed (HMAC), so the
// minimum fill time is measured from a moment the client cannot choose or forge.
import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { FORM_TOKEN_PATH, TIME_TRAP_TOKEN } from "../contract/forms/antiBot";

/** Where the generated secret is kept when FORM_SECRET is not set (settings table). */
export const FORM_SECRET_SETTING = "form_secret";

/** Secrets shorter than this are refused (FORM_SECRET). */
export const MIN_SECRET_LENGTH = 32;
/** A clock a little ahead of ours in another process of the same server is not a forgery. */
const CLOCK_SKEW_MS = 2_000;

export type TrapVerdict = "ok" | "missing" | "forged" | "too-fast" | "expired";

export interface TrapCheck {
  verdict: TrapVerdict;
  /** How long ago the server issued a genuine token (never below 0); null when it is missing or
   * forged. */
  ageMs: number | null;
}

export interface TimeTrap {
  issue(now?: number): string;
  check(token: string | undefined, now?: number): TrapCheck;
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
      const refused = (verdict: TrapVerdict): TrapCheck => ({ verdict, ageMs: null });
      if (!token) return refused("missing");
      const match = TIME_TRAP_TOKEN.exec(token);
      if (!match) return refused("forged");
      const expected = Buffer.from(sign(match[1]));
      if (!crypto.timingSafeEqual(expected, Buffer.from(match[2]))) return refused("forged");
      const age = now - parseInt(match[1], 36);
      if (age < -CLOCK_SKEW_MS) return refused("forged");
      const ageMs = Math.max(0, age);
      if (age < minFillMs) return { verdict: "too-fast", ageMs };
      if (age > maxAgeMs) return { verdict: "expired", ageMs };
      return { verdict: "ok", ageMs };
    },
  };
}

/** GET FORM_TOKEN_PATH: a new token for any form of the site. The pages are files, served as built
 * by Node or by a proxy from disk, so a form asks here when it appears. Never cached: each one is
 * new. */
export async function formTokenRoute(app: FastifyInstance, opts: { timeTrap: TimeTrap }) {
  app.get(FORM_TOKEN_PATH, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { token: opts.timeTrap.issue() };
  });
}

// Which posts are bots: decided before validation, from the honeypot and the time-trap token.
// Only what a person acting in good faith cannot cause is dropped silently (stored as spam); a
// genuine token that is merely too young or too old is something people do cause (a tab left open
// for a day, a quick autofill), so such a post is delivered, marked as suspect.
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "../src/contact/schema";
import type { Suspicion } from "./db";
import type { TimeTrap } from "./timeTrap";

export type Body = Record<string, unknown>;

export type Screening =
  /** Silent spam: stored as such, answered like a success, never mailed. */
  | { spam: string }
  /** Goes on to validation; a valid post is delivered, with the suspicion if there is one. */
  | { spam: null; suspect: Suspicion | null };

/** Every scalar value sent under `key` (a repeated key arrives as an array). */
export function valuesOf(body: Body, key: string): string[] {
  const raw = Array.isArray(body[key]) ? (body[key] as unknown[]) : [body[key]];
  return raw.flatMap((v) =>
    typeof v === "string"
      ? [v]
      : typeof v === "number" || typeof v === "boolean"
        ? [String(v)]
        : [],
  );
}

/** Every honeypot value counts, not just the first; the token must be sent exactly once and be
 * one this server issued. */
export function screen(body: Body, timeTrap: TimeTrap, now = Date.now()): Screening {
  if (valuesOf(body, HONEYPOT_FIELD).some((v) => v.trim() !== "")) return { spam: "honeypot" };
  const tokens = valuesOf(body, STARTED_AT_FIELD);
  if (tokens.length > 1) return { spam: "token-repeated" };
  const { verdict, ageMs } = timeTrap.check(tokens[0]?.trim(), now);
  if (verdict === "ok") return { spam: null, suspect: null };
  if ((verdict === "too-fast" || verdict === "expired") && ageMs !== null)
    return { spam: null, suspect: { reason: verdict, formAgeMs: ageMs } };
  return { spam: `token-${verdict}` };
}

// Which posts are bots, decided before validation. Only what a person acting in good faith cannot
// cause holds a request back: a filled honeypot (the field is hidden from people). Everything else
// that looks automated is something people do cause too (a page without JavaScript has no token, a
// tab left open for a day has an expired one, a quick autofill is too fast), so such a request is
// delivered, marked with the reason.
import type { Suspicion } from "./db";
import type { TimeTrap } from "./timeTrap";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "../contract/forms/antiBot";

export type Body = Record<string, unknown>;

export type Screening =
  /** Held back: stored as spam once valid, answered like a success, never mailed. */
  | { held: "honeypot" }
  /** Delivered once valid, with the suspicion if there is one; `token` is the genuine token the
   * form carried (a second request with it is recognised when it is stored). */
  | { held: null; suspect: Suspicion | null; token: string | null };

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

/** Every honeypot value counts, not just the first; the token should be sent once and be one this
 * server issued. */
export function screen(body: Body, timeTrap: TimeTrap, now = Date.now()): Screening {
  if (valuesOf(body, HONEYPOT_FIELD).some((v) => v.trim() !== "")) return { held: "honeypot" };
  const tokens = valuesOf(body, STARTED_AT_FIELD).map((t) => t.trim());
  if (tokens.length > 1) {
    return { held: null, suspect: { reason: "repeated-token", formAgeMs: null }, token: null };
  }
  const token = tokens[0] ?? "";
  const { verdict, ageMs } = timeTrap.check(token, now);
  switch (verdict) {
    case "ok":
      return { held: null, suspect: null, token };
    case "too-fast":
    case "expired":
      return { held: null, suspect: { reason: verdict, formAgeMs: ageMs }, token };
    case "missing":
      return { held: null, suspect: { reason: "no-token", formAgeMs: null }, token: null };
    case "forged":
      return { held: null, suspect: { reason: "forged-token", formAgeMs: null }, token: null };
  }
}

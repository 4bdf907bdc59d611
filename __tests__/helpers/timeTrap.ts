// Time-trap tokens for tests that start the server in-process with a known FORM_SECRET.
import { createTimeTrap } from "../../server/timeTrap";
import { MIN_FILL_MS, TIME_TRAP_MAX_AGE_MS } from "../../contract/forms/antiBot";

export const TEST_FORM_SECRET = "test-secret-of-at-least-32-characters!";

const trap = createTimeTrap(TEST_FORM_SECRET, MIN_FILL_MS, TIME_TRAP_MAX_AGE_MS);

/** A token as the server issues it, `ageMs` ago (default: a person who took 10 s). */
export function tokenIssuedAgo(ageMs = 10_000): string {
  return trap.issue(Date.now() - ageMs);
}

// The visitor's cookie choice: stored in localStorage (essential), read before anything optional
// is stored or loaded, and withdrawing a category removes what it had stored.
import { COMMENT_AUTHOR_KEY, CONSENT_KEY, CONSENT_VERSION, COUNTED_FLAG } from "../constants";

export type OptionalCategory = "performance" | "functional" | "marketing";
export type ConsentChoice = Record<OptionalCategory, boolean>;

export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = [
  "performance",
  "functional",
  "marketing",
];

export const ACCEPT_ALL: ConsentChoice = { performance: true, functional: true, marketing: true };
export const REJECT_ALL: ConsentChoice = {
  performance: false,
  functional: false,
  marketing: false,
};

/**
 * Every key each category stores in this browser, removed when its consent is withdrawn; a test
 * checks it against the keys the code writes and against the cookie policy's table.
 */
export const STORED_BY: Record<OptionalCategory, readonly string[]> = {
  performance: [],
  functional: [COUNTED_FLAG, COMMENT_AUTHOR_KEY],
  // The YouTube player keeps its storage on its own origin; closing it unloads the player.
  marketing: [],
};

export function readConsent(): ConsentChoice | null {
  try {
    const raw = window.localStorage.getItem(CONSENT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ConsentChoice> & { version?: number };
    if (parsed.version !== CONSENT_VERSION) return null;
    return {
      performance: parsed.performance === true,
      functional: parsed.functional === true,
      marketing: parsed.marketing === true,
    };
  } catch {
    return null;
  }
}

export function saveConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({ version: CONSENT_VERSION, ...choice }),
    );
    for (const category of OPTIONAL_CATEGORIES) {
      if (!choice[category])
        STORED_BY[category].forEach((key) => window.localStorage.removeItem(key));
    }
  } catch {
    // Without storage the choice holds for this page view only.
  }
}

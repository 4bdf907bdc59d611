// What the contact form sends and the server reads: the field names on the wire, the anti-spam
// fields, the time trap's token and timings, and where a post made without JavaScript lands.

/** Form-field name → name on the wire: the endpoint's urlencoded field names, which the server reads. */
export const WIRE_NAMES = {
  txtName: "name",
  txtEmail: "email",
  txtPhone: "phone",
  txtMessage: "comment",
  chkConfidentialitate: "chkConfidentialitate",
} as const;

export type FieldName = keyof typeof WIRE_NAMES;

/**
 * Anti-spam fields sent beside the payload; a person never fills the honeypot. Its name is one no
 * browser or password manager autofills or remembers (not "website", "url", "email", "name",
 * "company", "phone"…), and the field says autocomplete="off": a form a person's browser filled in
 * would otherwise be held as spam while the page says it was received.
 */
export const HONEYPOT_FIELD = "hpcheck";
/** Carries the server-issued, signed time-trap token (server/timeTrap.ts). */
export const STARTED_AT_FIELD = "formStartedAt";
/** The route the form was sent from; the server keeps it only if it is a route of the site. */
export const SOURCE_FIELD = "sourcePath";

/** Faster than this from the server issuing the form's token to submit is likely a bot (people
 * need seconds to type); a valid post that fast is still delivered, marked as suspect. */
export const MIN_FILL_MS = 3000;

/** Issued tokens are honoured this long; a valid post with an older one (a tab left open) is
 * delivered marked as suspect. */
export const TIME_TRAP_MAX_AGE_MS = 24 * 60 * 60_000;

/** A time-trap token as the server issues it: the issue time in ms, base 36, a dot, and its
 * HMAC-SHA256 in base64url (43 characters). Both the form and the server read it with this. */
export const TIME_TRAP_TOKEN = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

/** Where a browser form post (no JavaScript) is sent back to (routes have no trailing slash). */
export const CONTACT_PAGE_PATH = "/contact";

/** Query flag and element id per outcome; the id is the URL hash, so CSS `:target` shows it. */
export const NO_JS_OUTCOMES = {
  sent: { query: "trimis", noticeId: "contact-trimis" },
  error: { query: "eroare", noticeId: "contact-eroare" },
} as const;

export type NoJsOutcome = keyof typeof NO_JS_OUTCOMES;

export function noJsRedirectUrl(outcome: NoJsOutcome): string {
  const { query, noticeId } = NO_JS_OUTCOMES[outcome];
  return `${CONTACT_PAGE_PATH}?${query}=1#${noticeId}`;
}

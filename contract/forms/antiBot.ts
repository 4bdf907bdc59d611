// What every form of the site sends beside its own fields, the same on the contact form and the
// booking: the honeypot, the time trap's signed token (and the neutral path that hands one out)
// and the route the form was sent from. The server screens every form post with these
// (server/screening.ts).

/**
 * The honeypot's field; a person never fills it. Its name is one no browser or password manager
 * autofills or remembers (not "website", "url", "email", "name", "company", "phone"…), and the
 * field says autocomplete="off": a form a person's browser filled in would otherwise be held as
 * spam while the page says it was received.
 */
export const HONEYPOT_FIELD = "hpcheck";
/** Carries the server-issued, signed time-trap token (server/timeTrap.ts). */
export const STARTED_AT_FIELD = "formStartedAt";
/** The route the form was sent from; the server keeps it only if it is a route of the site. */
export const SOURCE_FIELD = "sourcePath";

/** GET: a new time-trap token, `{ "token": "…" }`, never cached. The pages are files, so a form
 * rendered in the browser (after client-side navigation, or a token about to expire) asks here;
 * every form uses it, so it belongs to none of them. */
export const FORM_TOKEN_PATH = "/form-token";

/** Faster than this from the server issuing the form's token to submit is likely a bot (people
 * need seconds to type); a valid post that fast is still delivered, marked as suspect. */
export const MIN_FILL_MS = 3000;

/** Issued tokens are honoured this long; a valid post with an older one (a tab left open) is
 * delivered marked as suspect. */
export const TIME_TRAP_MAX_AGE_MS = 24 * 60 * 60_000;

/** A time-trap token as the server issues it: the issue time in ms, base 36, a dot, and its
 * HMAC-SHA256 in base64url (43 characters). Both the form and the server read it with this. */
export const TIME_TRAP_TOKEN = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The anti-bot fields of one post, in the order a form sends them after its own. */
export function antiBotFields(honeypot: string, token: string, route: string): [string, string][] {
  return [
    [HONEYPOT_FIELD, honeypot],
    [STARTED_AT_FIELD, token],
    [SOURCE_FIELD, route],
  ];
}

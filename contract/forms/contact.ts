// The contact form's contract: where it posts, its fields and their names on the wire, where a
// post made without JavaScript lands, and how the page reads the answer. Its rules are in
// contactRules.ts, apart so that only the code that checks a form loads them.
import { CONTACT_ENDPOINT } from "../endpoints";

export const contactForm = {
  /** POST, urlencoded: a request for a consultation. */
  path: CONTACT_ENDPOINT,
  /**
   * The form's own field name → the name on the wire. Both sets of names are fixed: a post made
   * by the page's script carries the wire names, a post made without JavaScript the form's own,
   * and the server reads either.
   */
  fields: {
    txtName: "name",
    txtEmail: "email",
    txtPhone: "phone",
    txtMessage: "comment",
    chkConfidentialitate: "chkConfidentialitate",
  },
  /** Where a post made without JavaScript is sent back to (routes have no trailing slash). */
  page: "/contact",
  /** Query flag and element id per outcome; the id is the URL hash, so CSS `:target` shows it. */
  noJs: {
    sent: { query: "trimis", noticeId: "contact-trimis" },
    error: { query: "eroare", noticeId: "contact-eroare" },
  },
} as const;

export type FieldName = keyof typeof contactForm.fields;
export type NoJsOutcome = keyof typeof contactForm.noJs;

export function noJsRedirectUrl(outcome: NoJsOutcome): string {
  const { query, noticeId } = contactForm.noJs[outcome];
  return `${contactForm.page}?${query}=1#${noticeId}`;
}

/** What the server answers a post: success, with the words to show, or a refusal whose `errors`
 * name the refused fields by their wire names. */
export type ContactAnswer =
  | { success: true; message: string }
  | { success: false; message: string; errors: Record<string, string> };

/** The answer read from its JSON, or null when it is not one (no `success` flag). */
export function contactAnswerOf(data: unknown): ContactAnswer | null {
  if (!data || typeof data !== "object") return null;
  const { success, message, errors } = data as Record<string, unknown>;
  const words = typeof message === "string" ? message.trim() : "";
  if (success === true) return { success, message: words };
  if (success !== false) return null;
  const refused: Record<string, string> = {};
  if (errors && typeof errors === "object" && !Array.isArray(errors)) {
    for (const [field, text] of Object.entries(errors)) {
      if (typeof text === "string" && text) refused[field] = text;
    }
  }
  return { success, message: words, errors: refused };
}

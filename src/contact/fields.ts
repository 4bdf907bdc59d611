// The form's field names, apart from the rules (schema.ts), so the page can render the form without
// loading yup.

/** Form-field name → name on the wire: the endpoint's urlencoded field names, which the server reads. */
export const WIRE_NAMES = {
  txtName: "name",
  txtEmail: "email",
  txtPhone: "phone",
  txtMessage: "comment",
  chkConfidentialitate: "chkConfidentialitate",
} as const;

export type FieldName = keyof typeof WIRE_NAMES;

/** Anti-spam fields sent beside the payload; a person never fills the honeypot. */
export const HONEYPOT_FIELD = "website";
/** Carries the server-issued, signed time-trap token (server/timeTrap.ts). */
export const STARTED_AT_FIELD = "formStartedAt";

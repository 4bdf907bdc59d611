// The booking's rules for the visitor's details: the contact form's own rules for name, e-mail,
// phone and consent (the same messages, the name cleaned of control characters the same way), an
// optional note instead of the message, cleaned as the message is (contract/cleanText.ts), and a
// name that refuses a line break outright (a name with a CR/LF is no one's name; it is an attempt
// on mail headers). The e-mail and the phone already refuse one by their own rules. The rules are
// keyed by the booking form's own field keys (bookingForm.fields), so a refusal maps to the wire
// name through that one table.
import { object, string, type BooleanSchema, type InferType, type StringSchema } from "yup";
import { cleanNote, cleaning } from "../cleanText";
import { contactSchema, serverContactSchema } from "./contactRules";
import contactCopy from "../../data/contact.json";
import copy from "../../data/booking-server.json";
import { fillTemplate } from "../../domain/format";

/** A note is shorter than a message: it only adds to a chosen meeting. */
export const NOTE_MAX_LENGTH = 2000;

/** A line break of any kind, as typed: the cleaned name has none, so the rule reads the name as
 * it was sent. */
// eslint-disable-next-line no-control-regex
const LINE_BREAK = /[\n\r\u000b\u000c\u0085\u2028\u2029]/;

function buildSchema(base: typeof serverContactSchema, bounded: boolean) {
  const contact = base.fields;
  const name = contact.txtName as StringSchema<string>;
  const required = (field: "txtEmail" | "txtPhone") => contact[field] as StringSchema<string>;
  const note = string().transform(cleaning(cleanNote)).trim().default("");
  return object({
    name: name.test({
      name: "oneLine",
      message: fillTemplate(copy.lineBreak, { label: contactCopy.fields.txtName.label }),
      test(_value, context) {
        const sent: unknown = context.originalValue;
        return typeof sent !== "string" || !LINE_BREAK.test(sent);
      },
    }),
    email: required("txtEmail"),
    phone: required("txtPhone"),
    note: bounded
      ? note.max(NOTE_MAX_LENGTH, fillTemplate(copy.noteTooLong, { max: NOTE_MAX_LENGTH }))
      : note,
    consent: contact.chkConfidentialitate as BooleanSchema<boolean>,
  });
}

export const bookingSchema = buildSchema(contactSchema, false);
export const serverBookingSchema = buildSchema(serverContactSchema, true);

export type BookingValues = InferType<typeof serverBookingSchema>;

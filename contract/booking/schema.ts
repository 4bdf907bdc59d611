// The visitor's details on a booking: the contact form's own rules for name, e-mail, phone and
// consent (the same messages), an optional note instead of the message, and a name that refuses
// a line break outright (a name with a CR/LF is no one's name; it is an attempt on mail headers).
// The e-mail and the phone already refuse one by their own rules.
import { string, type InferType, type StringSchema } from "yup";
import { contactSchema, serverContactSchema } from "../contactSchema";
import contactCopy from "../../data/contact.json";
import copy from "../../data/booking-server.json";
import { fillTemplate } from "../format";

/** A note is shorter than a message: it only adds to a chosen meeting. */
export const NOTE_MAX_LENGTH = 2000;

// eslint-disable-next-line no-control-regex
const ONE_LINE = /^[^\u0000-\u001f\u007f\u2028\u2029]*$/;

function buildSchema(base: typeof serverContactSchema, bounded: boolean) {
  const name = base.fields.txtName as StringSchema<string>;
  const note = string().trim().default("");
  return base.pick(["txtName", "txtEmail", "txtPhone", "chkConfidentialitate"]).shape({
    txtName: name.matches(ONE_LINE, {
      message: fillTemplate(copy.lineBreak, { label: contactCopy.fields.txtName.label }),
      excludeEmptyString: true,
    }),
    note: bounded
      ? note.max(NOTE_MAX_LENGTH, fillTemplate(copy.noteTooLong, { max: NOTE_MAX_LENGTH }))
      : note,
  });
}

export const bookingSchema = buildSchema(contactSchema, false);
export const serverBookingSchema = buildSchema(serverContactSchema, true);

export type BookingValues = InferType<typeof serverBookingSchema>;

// The booking form's checks of the visitor's details, loaded on the form's first use: the rules
// the server applies (contract/booking/schema.ts, the contact form's rules and messages for name,
// e-mail, phone and consent, and the note's), so the form says the same as the server would.
import { ValidationError } from "yup";
import { bookingSchema } from "../../contract/booking/schema";
import { BOOKING_FIELDS } from "../../contract/booking/api";

export interface DetailValues {
  name: string;
  email: string;
  phone: string;
  note: string;
  consent: boolean;
}

/** The schema's field → the field's name on the wire, by which the form shows its errors. */
const WIRE: Record<string, string> = {
  txtName: BOOKING_FIELDS.name,
  txtEmail: BOOKING_FIELDS.email,
  txtPhone: BOOKING_FIELDS.phone,
  chkConfidentialitate: BOOKING_FIELDS.consent,
  note: BOOKING_FIELDS.note,
};

/** The first message of each field that breaks a rule, by wire name; empty when all pass. */
export async function validateDetails(values: DetailValues): Promise<Record<string, string>> {
  try {
    await bookingSchema.validate(
      {
        txtName: values.name,
        txtEmail: values.email,
        txtPhone: values.phone,
        chkConfidentialitate: values.consent,
        note: values.note,
      },
      { abortEarly: false },
    );
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const field = WIRE[issue.path ?? ""];
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return errors;
  }
}

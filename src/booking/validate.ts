// The booking form's checks of the visitor's details, loaded on the form's first use: the rules the
// server applies (contract/forms/bookingRules.ts, the contact form's rules and messages for name,
// e-mail, phone and consent, and the note's), so the form says the same as the server would.
import { ValidationError } from "yup";
import { bookingForm } from "../../contract/forms/booking";
import { bookingSchema } from "../../contract/forms/bookingRules";
import { wireErrors } from "../../contract/forms/wire";

export interface DetailValues {
  name: string;
  email: string;
  phone: string;
  note: string;
  consent: boolean;
}

/** The first message of each field that breaks a rule, by wire name; empty when all pass. */
export async function validateDetails(values: DetailValues): Promise<Record<string, string>> {
  try {
    await bookingSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return wireErrors(bookingForm.fields, error.inner.length > 0 ? error.inner : [error]);
  }
}

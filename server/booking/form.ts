// A booking post's form, under the booking's wire names (bookingForm.fields): its fields, and the
// visitor's details checked by the same rules as the page's form, a refusal naming each refused
// field by its wire name so the page marks it. A corrected address alone meets the same rule.
import type { FastifyRequest } from "fastify";
import { ValidationError } from "yup";
import copy from "../../data/booking-server.json";
import { CONTEXT_KEYS, DETAIL_KEYS, bookingForm } from "../../contract/forms/booking";
import {
  checkBookingContext,
  type BookingContextValue,
  type ContextCatalog,
} from "../../contract/forms/bookingContextRules";
import { serverBookingSchema, type BookingValues } from "../../contract/forms/bookingRules";
import { readFields, wireErrors } from "../../contract/forms/wire";
import { ticked } from "../formPost";
import { valuesOf, type Body } from "../screening";
import { Refusal, fieldError } from "./refusal";

/** The post's fields; a body that is not a form has none. */
export const bodyOf = (request: FastifyRequest): Body =>
  request.body && typeof request.body === "object" ? (request.body as Body) : {};

/** The first value sent under `key`, trimmed; "" when none. */
export const first = (body: Body, key: string): string => (valuesOf(body, key)[0] ?? "").trim();

/** The visitor's details, read from their wire names into the rules' keys. */
function readDetails(body: Body) {
  const sent = readFields(bookingForm.fields, (wire) => valuesOf(body, wire)[0]);
  const details = Object.fromEntries(DETAIL_KEYS.map((key) => [key, sent[key]]));
  return { ...details, consent: ticked(sent.consent.trim()) };
}

const refused = (errors: Record<string, string>) => new Refusal(422, copy.invalid, { errors });

function refusalOf(err: unknown, also: Record<string, string>): Refusal {
  if (!(err instanceof ValidationError)) throw err;
  return refused({ ...wireErrors(bookingForm.fields, err.inner), ...also });
}

/** The details a post carries, cleaned by the rules; a 422 naming every refused field when any
 * is, those of `also` (already refused elsewhere) with them. */
export async function validateDetails(
  body: Body,
  also: Record<string, string> = {},
): Promise<BookingValues> {
  let values: BookingValues;
  try {
    values = await serverBookingSchema.validate(readDetails(body), {
      abortEarly: false,
      stripUnknown: true,
    });
  } catch (err) {
    throw refusalOf(err, also);
  }
  if (Object.keys(also).length > 0) throw refused(also);
  return values;
}

/** A post's details and its context (the service, the page the visitor came from, the figures),
 * each held to its rules; one 422 naming every refused field of both. */
export async function validateBooking(
  body: Body,
  catalog: ContextCatalog,
): Promise<{ values: BookingValues; context: BookingContextValue }> {
  const sent = readFields(bookingForm.fields, (wire) => valuesOf(body, wire)[0]);
  const context = checkBookingContext(
    Object.fromEntries(CONTEXT_KEYS.map((key) => [key, sent[key].trim()])) as Record<
      (typeof CONTEXT_KEYS)[number],
      string
    >,
    catalog,
  );
  const values = await validateDetails(body, context.ok ? {} : context.errors);
  return { values, context: (context as { value: BookingContextValue }).value };
}

/** A corrected address alone, by the same rule as the form's. */
export async function validateEmail(value: string): Promise<string> {
  try {
    return (await serverBookingSchema.validateAt("email", { email: value })) as string;
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    throw fieldError(bookingForm.fields.email, err.message);
  }
}

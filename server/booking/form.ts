// A booking post's form, under the booking's wire names (BOOKING_FIELDS): its fields, and the
// visitor's details checked by the same schema as the page's form, a refusal naming each refused
// field by its wire name so the page marks it. A corrected address alone meets the same rule.
import type { FastifyRequest } from "fastify";
import { ValidationError } from "yup";
import copy from "../../data/booking-server.json";
import { BOOKING_FIELDS } from "../../contract/booking/api";
import { serverBookingSchema, type BookingValues } from "../../contract/booking/schema";
import { WIRE_NAMES } from "../../contract/contact";
import { ticked } from "../formPost";
import { valuesOf, type Body } from "../screening";
import { Refusal, fieldError } from "./refusal";

/** The post's fields; a body that is not a form has none. */
export const bodyOf = (request: FastifyRequest): Body =>
  request.body && typeof request.body === "object" ? (request.body as Body) : {};

/** The first value sent under `key`, trimmed; "" when none. */
export const first = (body: Body, key: string): string => (valuesOf(body, key)[0] ?? "").trim();

/** The visitor's details under the wire names, read into the schema's names. */
function readDetails(body: Body) {
  return {
    txtName: valuesOf(body, BOOKING_FIELDS.name)[0] ?? "",
    txtEmail: valuesOf(body, BOOKING_FIELDS.email)[0] ?? "",
    txtPhone: valuesOf(body, BOOKING_FIELDS.phone)[0] ?? "",
    note: valuesOf(body, BOOKING_FIELDS.note)[0] ?? "",
    chkConfidentialitate: ticked(first(body, BOOKING_FIELDS.consent)),
  };
}

const DETAIL_WIRE: Record<string, string> = {
  txtName: BOOKING_FIELDS.name,
  txtEmail: BOOKING_FIELDS.email,
  txtPhone: BOOKING_FIELDS.phone,
  note: BOOKING_FIELDS.note,
  chkConfidentialitate: WIRE_NAMES.chkConfidentialitate,
};

function refusalOf(err: unknown): Refusal {
  if (!(err instanceof ValidationError)) throw err;
  const errors: Record<string, string> = {};
  for (const item of err.inner) errors[DETAIL_WIRE[item.path ?? ""] ?? "form"] ??= item.message;
  return new Refusal(422, copy.invalid, { errors });
}

/** The details a post carries, cleaned by the schema; a 422 naming every refused field when any
 * is. */
export async function validateDetails(body: Body): Promise<BookingValues> {
  try {
    return await serverBookingSchema.validate(readDetails(body), {
      abortEarly: false,
      stripUnknown: true,
    });
  } catch (err) {
    throw refusalOf(err);
  }
}

/** A corrected address alone, by the same rule as the form's. */
export async function validateEmail(value: string): Promise<string> {
  try {
    return (await serverBookingSchema.validateAt("txtEmail", { txtEmail: value })) as string;
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    throw fieldError(BOOKING_FIELDS.email, err.message);
  }
}

// A booking request refused with a status and the Romanian sentence the page shows as it is; a
// field's refusal names the field on the wire, so the page marks it.
import copy from "../../data/booking-server.json";

export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const fieldError = (field: string, message: string) =>
  new Refusal(422, message, { errors: { [field]: message } });

/** What a visitor reads when the request itself is refused before its fields are read: too
 * long, in a charset no browser uses, or one too many; anything else could not be read. */
export const REFUSED_BODY: Partial<Record<number, string>> = {
  413: copy.tooLarge,
  415: copy.charset,
  429: copy.tooMany,
};

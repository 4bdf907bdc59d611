/** @jest-environment node */
// A booking post's form under the wire names: the first value of a field, trimmed, whatever shape
// the body has; the visitor's details cleaned by the schema, or one 422 naming every refused field
// by the name the page sent it under; and a corrected address alone, by the same rule.
import type { FastifyRequest } from "fastify";
import copy from "../../data/booking-server.json";
import contactCopy from "../../data/contact.json";
import { fillTemplate } from "../../domain/format";
import { bodyOf, first, validateDetails, validateEmail } from "../../server/booking/form";
import { Refusal } from "../../server/booking/refusal";
import { VISITOR_DETAILS } from "../helpers/booking";
import { bookingForm } from "../../contract/forms/booking";

async function refusalOf(promise: Promise<unknown>): Promise<Refusal> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof Refusal) return err;
    throw err;
  }
  throw new Error("not refused");
}

describe("the fields", () => {
  it("a form body is read as it is; anything else has no fields", () => {
    const form = { [bookingForm.fields.slot]: "x" };
    expect(bodyOf({ body: form } as FastifyRequest)).toBe(form);
    expect(bodyOf({ body: "slot=x" } as FastifyRequest)).toEqual({});
    expect(bodyOf({ body: undefined } as FastifyRequest)).toEqual({});
  });

  it("first is the first value sent, trimmed, and empty when none is", () => {
    const body = { slot: [" a ", "b"], mode: 3, day: { not: "a value" } };
    expect(first(body, "slot")).toBe("a");
    expect(first(body, "mode")).toBe("3");
    expect(first(body, "day")).toBe("");
    expect(first(body, "window")).toBe("");
  });
});

describe("the visitor's details", () => {
  it("are read from the wire names and cleaned by the schema", async () => {
    const values = await validateDetails({
      ...VISITOR_DETAILS,
      [bookingForm.fields.name]: "  Ioana Popescu ",
      [bookingForm.fields.note]: " Despre un credit ",
    });
    expect(values).toEqual({
      name: "Ioana Popescu",
      email: "ioana.popescu@firma-test.ro",
      phone: "0744000111",
      note: "Despre un credit",
      consent: true,
    });
  });

  it("a refusal names every refused field by its wire name, with the schema's sentence", async () => {
    const refusal = await refusalOf(
      validateDetails({
        [bookingForm.fields.name]: "Ioana\r\nBcc: x@y.ro",
        [bookingForm.fields.email]: "nu-e-adresa",
        [bookingForm.fields.phone]: "0744000111",
      }),
    );
    expect(refusal.status).toBe(422);
    expect(refusal.message).toBe(copy.invalid);
    const errors = refusal.extra.errors as Record<string, string>;
    expect(Object.keys(errors).sort()).toEqual(
      [bookingForm.fields.consent, bookingForm.fields.email, bookingForm.fields.name].sort(),
    );
    expect(errors[bookingForm.fields.name]).toBe(
      fillTemplate(copy.lineBreak, { label: contactCopy.fields.txtName.label }),
    );
  });

  it("a corrected address meets the form's rule on the e-mail field", async () => {
    await expect(validateEmail("ion@example.ro")).resolves.toBe("ion@example.ro");
    const refusal = await refusalOf(validateEmail("ion@localhost"));
    expect(refusal.status).toBe(422);
    expect(refusal.extra).toEqual({ errors: { [bookingForm.fields.email]: refusal.message } });
  });
});

// The contact form as the browser tests reach it: its fields by their labels, a visitor's values,
// and what the form announces for a field.
import type { Locator, Page } from "playwright-core";
import copy from "../../data/contact.json";

export const VISITOR = {
  name: "Maria Ionescu",
  email: "maria.ionescu@example.ro",
  phone: "0722123456",
  message: "Aș dori o consultanță pentru un leasing operațional.",
};

export interface FormFields {
  form: Locator;
  name: Locator;
  email: Locator;
  phone: Locator;
  message: Locator;
  consent: Locator;
  submit: Locator;
}

export function fieldsOf(page: Page): FormFields {
  const form = page.locator("form#contact-form");
  return {
    form,
    name: form.getByLabel(copy.fields.txtName.label, { exact: true }),
    email: form.getByLabel(copy.fields.txtEmail.label, { exact: true }),
    phone: form.getByLabel(copy.fields.txtPhone.label, { exact: true }),
    message: form.getByLabel(copy.fields.txtMessage.label, { exact: true }),
    consent: form.getByRole("checkbox"),
    submit: form.getByRole("button", { name: copy.button.idle }),
  };
}

export async function fill(f: FormFields, values = VISITOR) {
  await f.name.fill(values.name);
  await f.email.fill(values.email);
  await f.phone.fill(values.phone);
  await f.message.fill(values.message);
  await f.consent.check();
}

export const valuesOf = async (f: FormFields) => ({
  name: await f.name.inputValue(),
  email: await f.email.inputValue(),
  phone: await f.phone.inputValue(),
  message: await f.message.inputValue(),
  consent: await f.consent.isChecked(),
});

/** The error text announced for a field (its aria-describedby), or null. */
export const errorOf = (field: Locator) =>
  field.evaluate((el) => {
    const id = el.getAttribute("aria-describedby");
    return id ? (document.getElementById(id)?.textContent?.trim() ?? null) : null;
  });

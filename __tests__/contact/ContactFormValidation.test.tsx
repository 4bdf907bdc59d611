// The contact form in jsdom, its field messages: when they show and what survives the form's
// first use and hydration.
import React from "react";
import { act, screen, waitFor } from "@testing-library/react";
import { TextEncoder } from "node:util";
import { hydrateRoot } from "react-dom/client";
import userEvent from "@testing-library/user-event";
import { ContactForm } from "../../src/contact/ContactForm";
import { f, fakeFetch, fetchMock, setup, v } from "./contactFormUnit";

beforeEach(fakeFetch);

it("shows every required-field message under its field and sends nothing", async () => {
  const { field, submit } = setup();
  await submit();
  // Queried when checked: the validating form replaces the page's first form after the submit.
  const expected: [() => HTMLElement, string][] = [
    [() => field(f.txtName.label), v.nameRequired],
    [() => field(f.txtEmail.label), v.emailRequired],
    [() => field(f.txtPhone.label), v.phoneRequired],
    [() => field(f.txtMessage.label), v.messageRequired],
    [() => screen.getByRole("checkbox"), v.privacyRequired],
  ];
  for (const [input, message] of expected) {
    await waitFor(() => expect(input()).toHaveAccessibleDescription(message));
    expect(input()).toHaveAttribute("aria-invalid", "true");
  }
  expect(field(f.txtName.label)).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();
});

it("shows the format messages for a bad e-mail and a phone with non-digits", async () => {
  const { user, field, submit, validating } = setup();
  await validating();
  await user.type(field(f.txtEmail.label), "ion@");
  await user.type(field(f.txtPhone.label), "0722 123");
  await submit();
  await waitFor(() => expect(field(f.txtEmail.label)).toHaveAccessibleDescription(v.emailInvalid));
  expect(field(f.txtPhone.label)).toHaveAccessibleDescription(v.phoneDigits);
  expect(fetchMock).not.toHaveBeenCalled();
});

it("validates only on submit at first, then on every change", async () => {
  const { user, field, submit, validating } = setup();
  await validating();
  const name = () => field(f.txtName.label);
  await user.type(name(), "a");
  await user.clear(name());
  await user.tab();
  expect(screen.queryByText(v.nameRequired)).not.toBeInTheDocument();

  await submit();
  expect(await screen.findByText(v.nameRequired)).toBeInTheDocument();
  await user.type(name(), "Ion");
  await waitFor(() => expect(screen.queryByText(v.nameRequired)).not.toBeInTheDocument());
  expect(name()).not.toHaveAttribute("aria-invalid");
  await user.clear(name());
  expect(await screen.findByText(v.nameRequired)).toBeInTheDocument();
});

it("keeps what was typed, the focus and the caret when validation loads on first use", async () => {
  const { user, field } = setup();
  const first = field(f.txtMessage.label);
  await user.type(first, "Aș dori");
  // The first focus loaded the validating form, which took the field's place.
  await waitFor(() => expect(field(f.txtMessage.label)).not.toBe(first));
  const message = field(f.txtMessage.label);
  expect(message).toHaveValue("Aș dori");
  expect(message).toHaveFocus();
  await user.keyboard(" o ofertă");
  expect(message).toHaveValue("Aș dori o ofertă");
});

it("keeps what was typed before the page was hydrated", async () => {
  // react-dom/server needs TextEncoder, which jsdom lacks.
  Object.assign(globalThis, { TextEncoder });
  const { renderToString } = await import("react-dom/server");
  const container = document.createElement("div");
  container.innerHTML = renderToString(<ContactForm id="contact-form" />);
  document.body.appendChild(container);
  const nameField = () => screen.getByLabelText(f.txtName.label) as HTMLInputElement;
  // A visitor on a slow phone types before React has taken over the server's markup.
  nameField().value = "Ion";
  (screen.getByRole("checkbox") as HTMLInputElement).checked = true;
  const root = await act(async () => hydrateRoot(container, <ContactForm id="contact-form" />));
  const user = userEvent.setup();
  await user.type(nameField(), " Popescu");
  await waitFor(() => expect(nameField()).toHaveValue("Ion Popescu"));
  expect(screen.getByRole("checkbox")).toBeChecked();
  act(() => root.unmount());
  container.remove();
});

// The contact form in jsdom for its unit tests: fetch is the only fake, posts go to fetchMock and
// the time-trap token GET to tokenFetch; setup renders the form beside its toasts.
import React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ToastContainer } from "react-toastify";
import copy from "../../data/contact.json";
import { ContactForm } from "../../src/contact/ContactForm";

export const v = copy.validation;
export const f = copy.fields;

export type Reply = { status?: number; json: () => Promise<unknown> };
export const fetchMock = jest.fn<Promise<Reply>, [string, RequestInit]>();
export const ok = (body: unknown): Reply => ({ status: 200, json: async () => body });
/** Every token handed out, in order: like the server's GET /form-token, each is new (issue time
 * in base 36 and a different HMAC), so one test's token is never another's. */
export const issuedTokens: string[] = [];
/** The form fetches its time-trap token with a GET; fetchMock sees only the posts. */
export const tokenFetch = jest.fn(async () => {
  const mac = `${issuedTokens.length}`.padStart(43, "A");
  issuedTokens.push(`${Date.now().toString(36)}.${mac}`);
  return ok({ token: issuedTokens[issuedTokens.length - 1] });
});

export function setup() {
  const user = userEvent.setup();
  render(
    <>
      <ToastContainer position="top-center" />
      <ContactForm id="contact-form" />
    </>,
  );
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const firstForm = document.getElementById("contact-form");
  /** Starts the form's first use and waits for the validating form to replace the first one, so
   * what the test types next reaches the form it then reads. */
  const validating = async () => {
    await user.click(field(f.txtName.label));
    await waitFor(() => expect(document.getElementById("contact-form")).not.toBe(firstForm));
  };
  const submit = () => user.click(screen.getByRole("button", { name: copy.button.idle }));
  const fillValid = async () => {
    await validating();
    await user.type(field(f.txtName.label), "Ion Popescu");
    await user.type(field(f.txtEmail.label), "ion@example.ro");
    await user.type(field(f.txtPhone.label), "0722123456");
    await user.type(field(f.txtMessage.label), "Aș dori o ofertă.");
    await user.click(screen.getByRole("checkbox"));
  };
  return { user, field, submit, fillValid, validating };
}

/** Installs the fake fetch and clears the endpoint override; run before each test. */
export function fakeFetch() {
  fetchMock.mockReset();
  tokenFetch.mockClear();
  issuedTokens.length = 0;
  global.fetch = ((url: string, init?: RequestInit) =>
    init?.method === "POST" ? fetchMock(url, init) : tokenFetch()) as unknown as typeof fetch;
  delete process.env.GATSBY_CONTACT_ENDPOINT;
}

// The contact form in jsdom: field messages, the request, the outcomes (fetch is the only fake).
import React from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import { TextEncoder } from "node:util";
import { hydrateRoot } from "react-dom/client";
import userEvent from "@testing-library/user-event";
import { ToastContainer } from "react-toastify";
import copy from "../../data/contact.json";
import { ContactForm } from "../../src/contact/ContactForm";

const v = copy.validation;
const f = copy.fields;

type Reply = { status?: number; json: () => Promise<unknown> };
const fetchMock = jest.fn<Promise<Reply>, [string, RequestInit]>();
const ok = (body: unknown): Reply => ({ status: 200, json: async () => body });
/** What the server's GET /sendmail.php hands out: issue time (base 36) and an HMAC. */
const TOKEN = `${Date.now().toString(36)}.${"A".repeat(43)}`;
/** The form fetches its time-trap token with a GET; fetchMock sees only the posts. */
const tokenFetch = jest.fn(async () => ok({ token: TOKEN }));

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <ToastContainer position="top-center" />
      <ContactForm id="contact-form" />
    </>,
  );
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const submit = () => user.click(screen.getByRole("button", { name: copy.button.idle }));
  const fillValid = async () => {
    await user.type(field(f.txtName.label), "Ion Popescu");
    await user.type(field(f.txtEmail.label), "ion@example.ro");
    await user.type(field(f.txtPhone.label), "0722123456");
    await user.type(field(f.txtMessage.label), "Aș dori o ofertă.");
    await user.click(screen.getByRole("checkbox"));
  };
  return { user, field, submit, fillValid };
}

beforeEach(() => {
  fetchMock.mockReset();
  tokenFetch.mockClear();
  global.fetch = ((url: string, init?: RequestInit) =>
    init?.method === "POST" ? fetchMock(url, init) : tokenFetch()) as unknown as typeof fetch;
  delete process.env.GATSBY_CONTACT_ENDPOINT;
});

it("shows every required-field message under its field and sends nothing", async () => {
  const { field, submit } = setup();
  await submit();
  const expected: [HTMLElement, string][] = [
    [field(f.txtName.label), v.nameRequired],
    [field(f.txtEmail.label), v.emailRequired],
    [field(f.txtPhone.label), v.phoneRequired],
    [field(f.txtMessage.label), v.messageRequired],
    [screen.getByRole("checkbox"), v.privacyRequired],
  ];
  for (const [input, message] of expected) {
    await waitFor(() => expect(input).toHaveAccessibleDescription(message));
    expect(input).toHaveAttribute("aria-invalid", "true");
  }
  expect(field(f.txtName.label)).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();
});

it("shows the format messages for a bad e-mail and a phone with non-digits", async () => {
  const { user, field, submit } = setup();
  await user.type(field(f.txtEmail.label), "ion@");
  await user.type(field(f.txtPhone.label), "0722 123");
  await submit();
  await waitFor(() => expect(field(f.txtEmail.label)).toHaveAccessibleDescription(v.emailInvalid));
  expect(field(f.txtPhone.label)).toHaveAccessibleDescription(v.phoneDigits);
  expect(fetchMock).not.toHaveBeenCalled();
});

it("validates only on submit at first, then on every change", async () => {
  const { user, field, submit } = setup();
  // Re-queried each time: the validating form replaces the page's first form on first use.
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

it("posts the endpoint's urlencoded fields", async () => {
  fetchMock.mockResolvedValue(ok({ success: true }));
  const { fillValid, submit } = setup();
  await fillValid();
  await submit();
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe("/sendmail.php");
  expect(init.method).toBe("POST");
  expect(new Headers(init.headers).get("content-type")).toMatch(
    /^application\/x-www-form-urlencoded/,
  );
  const body = new URLSearchParams(String(init.body));
  expect([...body.keys()]).toEqual([
    "name",
    "email",
    "phone",
    "comment",
    "chkConfidentialitate",
    "website",
    "formStartedAt",
    "sourcePath",
  ]);
  expect(Object.fromEntries(body)).toMatchObject({
    name: "Ion Popescu",
    email: "ion@example.ro",
    phone: "0722123456",
    comment: "Aș dori o ofertă.",
    chkConfidentialitate: "1",
    website: "",
  });
  // The server-issued token, fetched once when the form mounted (no token in the page here).
  expect(body.get("formStartedAt")).toBe(TOKEN);
  expect(tokenFetch).toHaveBeenCalledTimes(1);
});

it("sends the route it is on, and carries it in a hidden field for a post without JavaScript", async () => {
  window.history.pushState({}, "", "/servicii/leasing");
  try {
    fetchMock.mockResolvedValue(ok({ success: true }));
    const { fillValid, submit } = setup();
    const hidden = document.querySelector<HTMLInputElement>('input[name="sourcePath"]');
    expect(hidden).toHaveAttribute("type", "hidden");
    expect(hidden?.value).toBe("/servicii/leasing");
    await fillValid();
    await submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = new URLSearchParams(String(fetchMock.mock.calls[0][1].body));
    expect(body.get("sourcePath")).toBe("/servicii/leasing");
  } finally {
    window.history.pushState({}, "", "/");
  }
});

it("uses GATSBY_CONTACT_ENDPOINT when it is set", async () => {
  process.env.GATSBY_CONTACT_ENDPOINT = "/api/contact";
  fetchMock.mockResolvedValue(ok({ success: true }));
  const { fillValid, submit } = setup();
  await fillValid();
  await submit();
  await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/contact", expect.anything()));
});

describe("outcomes", () => {
  it.each([
    [
      "the server's message",
      { success: true, message: "Mulțumim, revenim curând." },
      "Mulțumim, revenim curând.",
    ],
    ["the default text", { success: true }, copy.toasts.success],
  ])("success shows %s and clears the form", async (_label, reply, text) => {
    fetchMock.mockResolvedValue(ok(reply));
    const { fillValid, submit, field } = setup();
    await fillValid();
    await submit();
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(field(f.txtName.label)).toHaveValue(""));
    expect(screen.getByRole("checkbox")).not.toBeChecked();
    expect(screen.queryByText(v.nameRequired)).not.toBeInTheDocument();
  });

  it("success:false shows the check-your-data toast, logs the errors and keeps the values", async () => {
    const errors = { email: v.emailInvalid };
    fetchMock.mockResolvedValue({ status: 422, json: async () => ({ success: false, errors }) });
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    const { fillValid, submit, field } = setup();
    await fillValid();
    await submit();
    expect(await screen.findByText(copy.toasts.rejected)).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(errors);
    expect(field(f.txtName.label)).toHaveValue("Ion Popescu");
    expect(screen.getByRole("checkbox")).toBeChecked();
    log.mockRestore();
  });

  it.each([
    ["a network failure", () => Promise.reject(new TypeError("Failed to fetch"))],
    [
      "an unparsable reply",
      () => Promise.resolve({ status: 502, json: () => Promise.reject(new SyntaxError("bad")) }),
    ],
    ["a reply without success", () => Promise.resolve(ok({ ok: true }))],
  ])("%s shows the sending-error toast and keeps the values", async (_label, reply) => {
    fetchMock.mockImplementation(reply as () => Promise<Reply>);
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    const { fillValid, submit, field } = setup();
    await fillValid();
    await submit();
    expect(await screen.findByText(copy.toasts.failure)).toBeInTheDocument();
    expect(field(f.txtMessage.label)).toHaveValue("Aș dori o ofertă.");
    log.mockRestore();
  });
});

it("disables the button while sending and sends a double click once", async () => {
  let answer: (reply: Reply) => void = () => {};
  fetchMock.mockImplementation(() => new Promise<Reply>((resolve) => (answer = resolve)));
  const { user, fillValid } = setup();
  await fillValid();
  await user.dblClick(screen.getByRole("button", { name: copy.button.idle }));
  const busy = await screen.findByRole("button", { name: copy.button.sending });
  expect(busy).toBeDisabled();
  await user.click(busy);
  answer(ok({ success: true }));
  await screen.findByRole("button", { name: copy.button.idle });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it("links the privacy policy in a new tab", () => {
  setup();
  const link = screen.getByRole("link", { name: new RegExp(copy.privacy.linkText) });
  expect(link).toHaveAttribute("href", copy.privacy.link);
  expect(link).toHaveAttribute("target", "_blank");
  expect(link).toHaveAttribute("rel", "noopener");
});

it("shows the outcome of a post made without JavaScript and drops the query", async () => {
  window.history.replaceState(null, "", "/contact?trimis=1#contact-trimis");
  setup();
  expect(await screen.findAllByText(copy.noJs.sent)).not.toHaveLength(0);
  expect(window.location.search).toBe("");
  expect(window.location.hash).toBe("#contact-trimis");
  window.history.replaceState(null, "", "/");
});

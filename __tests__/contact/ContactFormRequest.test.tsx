// The contact form in jsdom, its request: the fields it posts, where, and only once.
import { screen, waitFor } from "@testing-library/react";
import copy from "../../data/contact.json";
import {
  fakeFetch,
  issuedTokens,
  fetchMock,
  ok,
  setup,
  tokenFetch,
  type Reply,
} from "./contactFormUnit";
import { HONEYPOT_FIELD } from "../../contract/forms/antiBot";

beforeEach(fakeFetch);

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
    HONEYPOT_FIELD,
    "formStartedAt",
    "sourcePath",
  ]);
  expect(Object.fromEntries(body)).toMatchObject({
    name: "Ion Popescu",
    email: "ion@example.ro",
    phone: "0722123456",
    comment: "Aș dori o ofertă.",
    chkConfidentialitate: "1",
    [HONEYPOT_FIELD]: "",
  });
  // The server-issued token, fetched once when the form appeared (pages carry none).
  const postedAt = fetchMock.mock.invocationCallOrder[0];
  expect(tokenFetch.mock.invocationCallOrder.filter((order) => order < postedAt)).toHaveLength(1);
  expect(body.get("formStartedAt")).toBe(issuedTokens[0]);
});

it("asks for a new token once a request is sent, so the next one carries its own", async () => {
  fetchMock.mockResolvedValue(ok({ success: true }));
  const { fillValid, submit } = setup();
  await fillValid();
  await submit();
  await waitFor(() => expect(tokenFetch).toHaveBeenCalledTimes(2));
  const field = document.querySelector<HTMLInputElement>('input[name="formStartedAt"]');
  const sent = new URLSearchParams(String(fetchMock.mock.calls[0][1].body)).get("formStartedAt");
  await waitFor(() => expect(field?.value).toBe(issuedTokens[issuedTokens.length - 1]));
  expect(field?.value).not.toBe(sent);
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

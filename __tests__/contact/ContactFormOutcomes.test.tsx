// The contact form in jsdom, its outcomes: the toasts for each reply, the privacy link and the
// notice after a post made without JavaScript.
import { screen, waitFor } from "@testing-library/react";
import copy from "../../data/contact.json";
import { f, fakeFetch, fetchMock, ok, setup, v, type Reply } from "./contactFormUnit";

beforeEach(fakeFetch);

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

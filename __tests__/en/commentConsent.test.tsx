// The English comment form's "remember me" stores name and email in localStorage: functional
// storage, so it is written only with that consent and removed when the consent is withdrawn.
import React from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CommentForm } from "../../src/components/sections/en/CommentForm";
import { ConsentProvider } from "../../src/consent/ConsentContext";
import { saveConsent, ACCEPT_ALL, REJECT_ALL } from "../../src/consent/consent";
import { COMMENT_AUTHOR_KEY } from "../../src/constants";
import { grantConsent } from "../helpers/consent";
import { readData } from "../helpers/dataFiles";

type Labels = React.ComponentProps<typeof CommentForm>["labels"];
const { form } = readData<{ form: Labels }>("en-blog-details.json");

function renderForm() {
  return render(
    <ConsentProvider>
      <CommentForm labels={form} />
    </ConsentProvider>,
  );
}

async function fillAndRemember(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByPlaceholderText(form.name), "Ana Pop");
  await user.type(screen.getByPlaceholderText(form.email), "ana@example.com");
  await user.type(screen.getByPlaceholderText(form.comment), "Hello");
  const remember = screen.getByRole("checkbox", { name: form.remember });
  if (!(remember as HTMLInputElement).disabled) await user.click(remember);
  await user.click(screen.getByRole("button", { name: form.submit }));
}

beforeEach(() => window.localStorage.clear());

describe("comment form and functional consent", () => {
  it("without functional consent stores nothing and says why the box is off", async () => {
    grantConsent({ marketing: true, performance: true });
    const user = userEvent.setup();
    renderForm();
    const remember = screen.getByRole("checkbox", { name: form.remember });
    expect(remember).toBeDisabled();
    expect(screen.getByText(form.rememberConsent)).toBeInTheDocument();
    await fillAndRemember(user);
    expect(window.localStorage.getItem(COMMENT_AUTHOR_KEY)).toBeNull();
  });

  it("before any choice stores nothing either", async () => {
    const user = userEvent.setup();
    renderForm();
    await fillAndRemember(user);
    expect(window.localStorage.getItem(COMMENT_AUTHOR_KEY)).toBeNull();
  });

  it("with functional consent remembers the author, and withdrawing the consent deletes it", async () => {
    grantConsent({ functional: true });
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByText(form.rememberConsent)).toBeNull();
    await fillAndRemember(user);
    expect(JSON.parse(window.localStorage.getItem(COMMENT_AUTHOR_KEY)!)).toEqual({
      name: "Ana Pop",
      email: "ana@example.com",
    });
    act(() => saveConsent({ ...ACCEPT_ALL, functional: false }));
    expect(window.localStorage.getItem(COMMENT_AUTHOR_KEY)).toBeNull();
  });

  it("does not fill the form from a stored author once the consent is gone", () => {
    window.localStorage.setItem(
      COMMENT_AUTHOR_KEY,
      JSON.stringify({ name: "Ana Pop", email: "ana@example.com" }),
    );
    saveConsent(REJECT_ALL);
    renderForm();
    expect(screen.getByPlaceholderText(form.name)).toHaveValue("");
    expect(window.localStorage.getItem(COMMENT_AUTHOR_KEY)).toBeNull();
  });
});

// The field set the contact form and the booking forms share (src/forms), each part on its own in
// jsdom: a field's error and hint are read with its control, the privacy checkbox links to the
// policy in a new tab and says so, and the bot trap is out of reach of people. Every part takes
// plain input props, so a Formik binding, a controlled value or an uncontrolled default all fit.
import fs from "node:fs";
import path from "node:path";
import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useFormik } from "formik";
import contact from "../../data/contact.json";
import { ConsentCheckbox } from "../../src/forms/ConsentCheckbox";
import { FieldError } from "../../src/forms/FieldError";
import { Honeypot } from "../../src/forms/Honeypot";
import { errorId, fieldId, hintId } from "../../src/forms/ids";
import { TextAreaField, TextField } from "../../src/forms/TextField";

const ERROR = "Numele este obligatoriu";
const HINT = "Fără date despre venituri.";

describe("the id helpers", () => {
  it("name a field after its form's prefix and its name, and its error and hint after it", () => {
    expect(fieldId(":r1:", "txtName")).toBe(":r1:-txtName");
    expect(errorId(":r1:-txtName")).toBe(":r1:-txtName-error");
    expect(hintId(":r1:-txtName")).toBe(":r1:-txtName-hint");
  });
});

describe("a text field", () => {
  it("is labelled, and neither invalid nor described while it has no error", () => {
    render(<TextField id="f-name" label="Nume" name="txtName" defaultValue="Ion" />);
    const input = screen.getByRole("textbox", { name: "Nume" });
    expect(input).toHaveAttribute("id", "f-name");
    expect(input).toHaveAttribute("name", "txtName");
    expect(input).toHaveValue("Ion");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });

  it("announces its error with the control, and shows it right under it", () => {
    render(<TextField id="f-name" label="Nume" name="txtName" error={ERROR} />);
    const input = screen.getByRole("textbox", { name: "Nume" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAttribute("aria-describedby", errorId("f-name"));
    expect(input).toHaveAccessibleDescription(ERROR);
    const message = screen.getByText(ERROR);
    expect(message.id).toBe(errorId("f-name"));
    expect(input.nextElementSibling).toBe(message);
  });

  it("reads the error before the hint, both under the field", () => {
    render(<TextAreaField id="f-note" label="Notă" name="note" hint={HINT} error={ERROR} />);
    const area = screen.getByRole("textbox", { name: "Notă" });
    expect(area.tagName).toBe("TEXTAREA");
    expect(area).toHaveAttribute("aria-describedby", `${errorId("f-note")} ${hintId("f-note")}`);
    expect(area).toHaveAccessibleDescription(`${ERROR} ${HINT}`);
    expect(screen.getByText(HINT).id).toBe(hintId("f-note"));
  });

  it("takes a Formik binding spread into it", async () => {
    function Form() {
      const formik = useFormik({ initialValues: { txtName: "" }, onSubmit: () => {} });
      return (
        <>
          <TextField id="f-name" label="Nume" {...formik.getFieldProps("txtName")} />
          <output>{formik.values.txtName}</output>
        </>
      );
    }
    render(<Form />);
    await userEvent.type(screen.getByRole("textbox", { name: "Nume" }), "Ion");
    expect(screen.getByRole("status")).toHaveTextContent("Ion");
  });
});

describe("the field error", () => {
  it("is nothing without an error, and a paragraph named after the field with one", () => {
    const { container, rerender } = render(<FieldError id="f" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<FieldError id="f" error={ERROR} />);
    expect(screen.getByText(ERROR)).toHaveAttribute("id", errorId("f"));
  });
});

describe("the privacy checkbox", () => {
  const { privacy } = contact;

  it("is a required box that posts 1 under the caller's name, labelled by data/contact.json", () => {
    render(<ConsentCheckbox id="f-consent" name="consent" />);
    const box = screen.getByRole("checkbox", { name: new RegExp(`^${privacy.before}`) });
    expect(box).toHaveAttribute("name", "consent");
    expect(box).toHaveAttribute("value", "1");
    expect(box).toBeRequired();
    expect(box).not.toHaveAttribute("aria-invalid");
  });

  it("links to the policy in a new tab and says so in the link's name", () => {
    render(<ConsentCheckbox id="f-consent" name="consent" />);
    const link = screen.getByRole("link", {
      name: `${privacy.linkText} ${privacy.newTabHint}`,
    });
    expect(link).toHaveAttribute("href", privacy.link);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener");
    expect(link.closest("label")).toHaveAttribute("for", "f-consent");
  });

  it("announces its error with the box", () => {
    render(<ConsentCheckbox id="f-consent" name="consent" error={ERROR} />);
    const box = screen.getByRole("checkbox");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription(ERROR);
  });

  it("is held by the form when it is given checked and a handler", async () => {
    const changed = jest.fn();
    const { rerender } = render(
      <ConsentCheckbox id="f-consent" name="consent" checked={false} onChange={changed} />,
    );
    await userEvent.click(screen.getByRole("checkbox"));
    expect(changed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("checkbox")).not.toBeChecked();
    rerender(<ConsentCheckbox id="f-consent" name="consent" checked onChange={changed} />);
    expect(screen.getByRole("checkbox")).toBeChecked();
  });
});

describe("the bot trap", () => {
  it("is hidden from assistive technology, out of the tab order and never autofilled", () => {
    const { container } = render(<Honeypot id="f-trap" name="hpcheck" />);
    expect(screen.queryByRole("textbox")).toBeNull();
    const input = container.querySelector<HTMLInputElement>('input[name="hpcheck"]')!;
    expect(input.closest("[aria-hidden='true']")).not.toBeNull();
    expect(input.tabIndex).toBe(-1);
    expect(input).toHaveAttribute("autocomplete", "off");
    expect(input).toHaveAttribute("type", "text");
    expect(container.querySelector(`label[for="f-trap"]`)).toHaveTextContent(contact.honeypotLabel);
  });

  it("is kept off-screen rather than not displayed, which some bots skip", () => {
    const css = fs.readFileSync(
      path.resolve(__dirname, "../../src/forms/Fields.module.css"),
      "utf8",
    );
    expect(css).toMatch(/\.trap \{[^}]*position: absolute;[^}]*left: -10000px;/);
    expect(css).not.toMatch(/\.trap \{[^}]*display: none/);
  });

  it("is skipped by the keyboard", async () => {
    render(
      <>
        <TextField id="f-name" label="Nume" name="txtName" />
        <Honeypot id="f-trap" name="hpcheck" />
        <button type="button">Trimite</button>
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole("textbox", { name: "Nume" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Trimite" })).toHaveFocus();
  });
});

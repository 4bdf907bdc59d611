// The fields the booking page and the contact form share a promise about, rendered in jsdom: the
// bot trap of every form is one a person's browser leaves empty (autocomplete="off" and a name no
// browser or password manager autofills), and the booking note says, under it and to a screen
// reader, what it should not hold.
import React from "react";
import { render, screen } from "@testing-library/react";
import page from "../../data/page-programare.json";
import { ContactForm } from "../../src/contact/ContactForm";
import { DetailFields } from "../../src/booking/Fields";
import { Honeypot } from "../../src/forms/Honeypot";
import { RequestForm } from "../../src/booking/RequestForm";
import type { BookingCopy } from "../../src/booking/copy";
import { HONEYPOT_FIELD } from "../../contract/forms/antiBot";
import { contactForm } from "../../contract/forms/contact";
import { bookingForm, bookingRequestForm, manageForm } from "../../contract/forms/booking";

const copy: BookingCopy = page.booking;
const HINT = "Nu include date despre venituri, datorii sau sănătate.";

/**
 * Words in a field's name or id that browsers' and password managers' autofill recognise (the
 * HTML autocomplete tokens and the heuristics' usual patterns): a trap named so gets filled.
 */
const AUTOFILLED =
  /name|mail|phone|tel|mobile|url|web|site|home|company|org|firm|addr|street|city|town|zip|post|country|region|user|login|pass|card|cc|birth|bday|sex|gender|title|job|search|code|fax/i;

/** The trap inputs of a rendered form. */
const traps = (root: ParentNode) => [
  ...root.querySelectorAll<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`),
];

describe("the bot trap", () => {
  it("has a name no autofill recognises, and none of the wire names", () => {
    expect(HONEYPOT_FIELD).not.toMatch(AUTOFILLED);
    expect(Object.values(contactForm.fields)).not.toContain(HONEYPOT_FIELD);
    expect(
      [bookingForm, bookingRequestForm, manageForm].flatMap((form) => Object.values(form.fields)),
    ).not.toContain(HONEYPOT_FIELD);
  });

  it.each([
    ["the contact form", () => render(<ContactForm id="contact-form" />)],
    ["the request form of the booking page", () => render(<RequestForm id="cerere" copy={copy} />)],
    [
      "the booking form's controlled trap",
      () => render(<Honeypot id="b-trap" name={HONEYPOT_FIELD} value="" onChange={() => {}} />),
    ],
  ])("in %s says autocomplete=off, out of reach of people", (_where, draw) => {
    const { container } = draw();
    const found = traps(container);
    expect(found).toHaveLength(1);
    const [trap] = found;
    expect(trap.getAttribute("autocomplete")).toBe("off");
    expect(trap.id).not.toMatch(AUTOFILLED);
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
  });
});

describe("the booking note's hint", () => {
  it("comes from the page's data", () => {
    expect(copy.form.noteHint).toBe(HINT);
  });

  it("is under the note in the request form, and describes its textarea", () => {
    render(<RequestForm id="cerere" copy={copy} />);
    const note = screen.getByRole("textbox", { name: copy.form.noteLabel });
    expect(note.tagName).toBe("TEXTAREA");
    expect(note).toHaveAccessibleDescription(HINT);
    const hint = screen.getByText(HINT);
    expect(note.getAttribute("aria-describedby")?.split(" ")).toContain(hint.id);
  });

  it("stays with an error in the booking form, which is read first", () => {
    const error = "Nota poate avea cel mult 1000 de caractere";
    render(
      <DetailFields
        uid="b"
        copy={copy.form}
        errors={{ [bookingForm.fields.note]: error }}
        bind={() => ({ value: "", onChange: () => {} })}
      />,
    );
    const note = screen.getByRole("textbox", { name: copy.form.noteLabel });
    expect(note).toHaveAccessibleDescription(`${error} ${HINT}`);
    expect(note).toHaveAttribute("aria-invalid", "true");
  });
});

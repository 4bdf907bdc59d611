// The contact form takes a simulation summary from elsewhere on the page (src/contact/prefill.ts).
import React from "react";
import { act, render, waitFor, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import copy from "../../data/contact.json";
import { ContactForm } from "../../src/contact/ContactForm";
import {
  CONTACT_FORM_ID,
  mergeMessage,
  prefillContactMessage,
  showContactForm,
} from "../../src/contact/prefill";

const message = () => screen.getByLabelText(copy.fields.txtMessage.label) as HTMLTextAreaElement;

describe("mergeMessage", () => {
  it("fills an empty message, replaces its previous prefill, and otherwise adds after the text", () => {
    expect(mergeMessage("", "Simulare A", null)).toBe("Simulare A");
    expect(mergeMessage("  \n", "Simulare A", null)).toBe("Simulare A");
    expect(mergeMessage("Bună ziua,\nSimulare A", "Simulare B", "Simulare A")).toBe(
      "Bună ziua,\nSimulare B",
    );
    expect(mergeMessage("Bună ziua, aș vrea o ofertă. ", "Simulare B", "Simulare A")).toBe(
      "Bună ziua, aș vrea o ofertă.\n\nSimulare B",
    );
  });
});

describe("the contact form's message", () => {
  it("takes a prefill made before the form mounts (the form may load later)", () => {
    prefillContactMessage("Simulare de credit: 2.124,70 lei");
    render(<ContactForm id={CONTACT_FORM_ID} />);
    expect(message().value).toBe("Simulare de credit: 2.124,70 lei");
  });

  it("is filled by a later prefill, which replaces the earlier one and keeps the visitor's words", async () => {
    const user = userEvent.setup();
    render(<ContactForm id={CONTACT_FORM_ID} />);
    act(() => prefillContactMessage("Simulare 1"));
    expect(message().value).toBe("Simulare 1");
    // The prefill also loads the validating form, which takes the message over.
    const first = message();
    await waitFor(() => expect(message()).not.toBe(first));
    expect(message().value).toBe("Simulare 1");
    await user.click(message());
    await user.keyboard("{Control>}{Home}{/Control}Bună ziua! ");
    expect(message().value).toBe("Bună ziua! Simulare 1");
    act(() => prefillContactMessage("Simulare 2"));
    expect(message().value).toBe("Bună ziua! Simulare 2");
  });

  it("is brought into view with the caret in it", () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    render(<ContactForm id={CONTACT_FORM_ID} />);
    showContactForm();
    expect(scrolled).toEqual([document.getElementById(CONTACT_FORM_ID)]);
    expect(document.activeElement).toBe(message());
  });
});

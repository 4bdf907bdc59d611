/** @jest-environment node */
// Server rendering (no window): the markup must be a working form on its own.
import React from "react";
import { renderToString } from "react-dom/server";
import { ContactForm } from "../../src/contact/ContactForm";
import { HONEYPOT_FIELD } from "../../contract/forms/antiBot";

it("renders a real post form without touching window", () => {
  expect(typeof window).toBe("undefined");
  const html = renderToString(<ContactForm id="contact-form" />);
  expect(html).toMatch(
    /<form[^>]*id="contact-form"[^>]*method="post"[^>]*action="\/sendmail\.php"/,
  );
  expect(html).not.toMatch(/novalidate/i); // the browser's own checks guard a no-JS post
  for (const name of [
    "txtName",
    "txtEmail",
    "txtPhone",
    "txtMessage",
    "chkConfidentialitate",
    HONEYPOT_FIELD,
  ]) {
    expect(html).toContain(`name="${name}"`);
  }
  expect(html).toMatch(/<textarea[^>]*rows="4"/);
  expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*value="1"/);
});

/** @jest-environment node */
// The notification mail as composeLeadMail writes it, without SMTP: the visitor's name is text in
// the subject and in the text body, and every send of a lead carries the same Message-ID.
import { composeLeadMail } from "../../server/mail";
import type { LeadRow } from "../../server/db";
import copy from "../../data/contact.json";

const lead = (name: string) =>
  ({
    id: 1,
    received_at: "2026-11-22T10:00:00.000Z",
    name,
    email: "ion@example.ro",
    phone: "0722123456",
    message: "Bună ziua",
    consent: 1,
    status: "pending",
    attempts: 0,
    last_error: null,
    next_attempt_at: null,
    sent_at: null,
    mail_key: "abc123",
    source_path: "/contact",
    service: null,
  }) as LeadRow;

describe("the visitor's name in the notification", () => {
  it("puts $&, $` and $' from the name into the subject as text", () => {
    const mail = composeLeadMail(lead("Ion $& $` $'"), "site@example.ro", "office@example.ro");
    expect(mail.subject).toBe(copy.mail.subject.replace("{name}", () => "Ion $& $` $'"));
    expect(mail.subject).toContain("Ion $& $` $'");
  });

  it("keeps CR/LF in the name from starting new lines in the text body", () => {
    const mail = composeLeadMail(
      lead("Ion\r\nBcc: victim@example.com\r\nSubject: x"),
      "site@example.ro",
      "office@example.ro",
    );
    const lines = String(mail.text).split("\n");
    expect(lines.some((l) => /^(Bcc|Subject):/.test(l))).toBe(false);
    expect(lines).toContain(`${copy.mail.name}: Ion Bcc: victim@example.com Subject: x`);
  });
});

describe("the Message-ID", () => {
  it("is the same for every send of a lead", () => {
    const a = composeLeadMail(lead("Ion"), "Site <site@example.ro>", "office@example.ro");
    const b = composeLeadMail(lead("Ion"), "Site <site@example.ro>", "office@example.ro");
    expect(a.messageId).toBe("<lead-abc123@example.ro>");
    expect(b.messageId).toBe(a.messageId);
  });
});

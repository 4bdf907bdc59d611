/** @jest-environment node */
// Findings of the contact server review that need no running server: the notification mail, the
// environment's validation and retention. Each failed on the code before the fix.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readEnvConfig } from "../../server/config";
import { composeLeadMail } from "../../server/mail";
import { openLeadDb, type LeadRow } from "../../server/db";
import { purgeExpired, DAY_MS, RETENTION_WARNING_DAYS } from "../../server/retention";
import { WriteQueue } from "../../server/writeQueue";
import copy from "../../data/contact.json";
import legal from "../../data/legal.json";

describe("7 and 8. the notification mail", () => {
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

  it("gives every send of a lead the same Message-ID", () => {
    const a = composeLeadMail(lead("Ion"), "Site <site@example.ro>", "office@example.ro");
    const b = composeLeadMail(lead("Ion"), "Site <site@example.ro>", "office@example.ro");
    expect(a.messageId).toBe("<lead-abc123@example.ro>");
    expect(b.messageId).toBe(a.messageId);
  });
});

describe("11. environment validation", () => {
  it.each([
    ["RATE_LIMIT_MAX", "abc"],
    ["RATE_LIMIT_MAX", "0"],
    ["RETENTION_DAYS", "abc"],
    ["RETENTION_DAYS", "0"],
    ["RETENTION_DAYS", "400"],
    ["PORT", "http"],
    ["SMTP_URL", "http://mail.example.ro"],
    ["MAIL_TO", "office"],
    ["RATE_LIMIT_WINDOW", "soon"],
    ["HSTS", "sometimes"],
    ["LOG_LEVEL", "loud"],
    ["CONTACT_DB_MAX_MB", "-1"],
    ["SMTP_RETRY_MS", "fast"],
    ["FORM_SECRET", "short"],
  ])("%s=%s stops the start with a message naming the variable", (name, value) => {
    expect(() => readEnvConfig({ [name]: value }, os.tmpdir())).toThrow(new RegExp(`^${name}=`));
  });
});

describe("12. retention whatever the status", () => {
  const lead = {
    name: "Ana",
    email: "ana@example.ro",
    phone: "0721000000",
    message: "Vreau o ofertă.",
    consent: true,
    status: "pending" as const,
  };

  it("deletes leads never mailed after the period, warning first", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "retention-")), "l.sqlite");
    const db = openLeadDb(file);
    const now = Date.now();
    const expired = db.insert(lead, new Date(now - 366 * DAY_MS));
    const soon = db.insert(lead, new Date(now - (365 - RETENTION_WARNING_DAYS + 1) * DAY_MS));
    const fresh = db.insert(lead, new Date(now - DAY_MS));
    const warnings: unknown[][] = [];
    const log = {
      warn: (...args: unknown[]) => warnings.push(args),
      info: () => undefined,
      error: () => undefined,
    } as unknown as Parameters<typeof purgeExpired>[2];
    expect(await purgeExpired(db, new WriteQueue(), log, { days: 365, heldDays: 30 }, now)).toBe(1);
    expect(db.get(expired)).toBeUndefined();
    expect(db.get(soon)?.status).toBe("pending");
    expect(db.get(fresh)?.status).toBe("pending");
    // Warned beforehand about the lead that is about to go (and the expired one), then told.
    expect(warnings[0][0]).toMatchObject({ count: 2 });
    expect(warnings[1][0]).toMatchObject({ count: 1 });
    db.close();
  });

  it("the privacy policy states what the server does", () => {
    const text = JSON.stringify(legal);
    expect(text).toContain("12 luni de la primire");
    // Whatever the status: delivered or not, and spam too.
    expect(text).toContain("indiferent dacă a ajuns deja la noi prin e-mail sau nu");
    expect(text).toContain("tratate ca spam, care nu ne sunt trimise prin e-mail, sunt șterse");
  });
});

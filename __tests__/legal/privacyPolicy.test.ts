/** @jest-environment node */
// The privacy policy against the server: every column a lead is stored with is named, what the
// notification mail carries is said to be mailed, and the numbers (retention, backups, time trap)
// and the browser error report are the code's own.
import fs from "node:fs";
import path from "node:path";
import { MIGRATIONS } from "../../server/migrations";
import { composeLeadMail } from "../../server/mail";
import { DEFAULT_HELD_RETENTION_DAYS, DEFAULT_RETENTION_DAYS } from "../../server/app";
import type { LeadRow } from "../../server/db";
import { REPORT_MAX_LENGTHS } from "../../contract/errorReport";
import { legalPage, legalText, sectionTextOf } from "../helpers/legalText";
import { MIN_FILL_MS, TIME_TRAP_MAX_AGE_MS } from "../../contract/forms/antiBot";

const privacy = legalPage("confidentialitate");
const policy = legalText("confidentialitate");
const collected = sectionTextOf("confidentialitate", "Ce date colectăm");

/** How the policy names each column of `leads`; a new column fails until the policy names it. */
const COLUMN_NAMED_AS: Record<string, string> = {
  received_at: "data și ora la care ai trimis formularul",
  name: "numele și prenumele",
  email: "adresa de e-mail",
  phone: "numărul de telefon",
  message: "mesajul tău",
  consent: "confirmarea faptului că ai citit această politică",
  status: "starea trimiterii",
  attempts: "numărul de încercări",
  last_error: "eroarea ultimei încercări nereușite",
  next_attempt_at: "ora următoarei încercări",
  sent_at: "ora trimiterii",
  mail_key: "un identificator al mesajului",
  source_path: "pagina site-ului de pe care ai trimis formularul",
  service: "numele serviciului",
  suspect_reason: "motivul",
  form_age_ms: "cât timp a trecut între deschiderea paginii și trimiterea formularului",
  form_token: "codul tehnic al formularului",
  content_key: "o amprentă a conținutului cererii",
};
/** The row number only orders the table; it says nothing about anyone. */
const UNNAMED = ["id"];

/** Every column of the leads table, as the migrations create it. */
function leadColumns(): string[] {
  const columns: string[] = [];
  for (const sql of MIGRATIONS) {
    // The table as first made, or as a migration rebuilds it under a new name (leads_v5).
    const create = /CREATE TABLE leads(?:_v\d+)? \(([\s\S]*?)\);/.exec(sql);
    if (create) {
      for (const line of create[1].split("\n")) {
        const column = /^\s*(\w+)\s+(INTEGER|TEXT)/.exec(line);
        if (column) columns.push(column[1]);
      }
    }
    for (const m of sql.matchAll(/ALTER TABLE leads ADD COLUMN (\w+)/g)) columns.push(m[1]);
  }
  return columns;
}

describe("the privacy policy and the lead database", () => {
  const columns = leadColumns();

  it("reads the columns from the migrations, the later ones included", () => {
    expect(columns).toEqual(expect.arrayContaining(["name", "source_path", "form_age_ms"]));
  });

  it("names every stored field of a lead", () => {
    const unnamed = columns.filter(
      (c) => !UNNAMED.includes(c) && !(COLUMN_NAMED_AS[c] && policy.includes(COLUMN_NAMED_AS[c])),
    );
    expect(unnamed).toEqual([]);
  });

  it("says that what the notification carries is stored and mailed, the page and service too", () => {
    const lead: LeadRow = {
      id: 1,
      received_at: "2026-11-25T10:00:00.000Z",
      name: "Ana Pop",
      email: "ana@example.com",
      phone: "0722 000 111",
      message: "Aș vrea un leasing.",
      consent: 1,
      status: "pending",
      attempts: 0,
      last_error: null,
      next_attempt_at: null,
      sent_at: null,
      mail_key: "k",
      source_path: "/servicii/leasing",
      service: "Leasing",
      suspect_reason: null,
      form_age_ms: null,
      form_token: null,
      content_key: null,
    };
    const mail = String(composeLeadMail(lead, "site@example.com", "office@example.com").text);
    const mailed = (Object.keys(lead) as (keyof LeadRow)[]).filter(
      (c) =>
        typeof lead[c] === "string" &&
        (lead[c] as string).length > 2 &&
        mail.includes(String(lead[c])),
    );
    expect(mailed).toEqual(expect.arrayContaining(["source_path", "service", "name", "message"]));
    for (const column of mailed) expect(collected).toContain(COLUMN_NAMED_AS[column]);
    expect(collected).toMatch(/salvăm în baza noastră de date[^.]*prin e-mail/);
  });
});

describe("the privacy policy and the server's numbers", () => {
  it("states the retention periods the server applies, the shorter one for spam", () => {
    const months = Math.round(DEFAULT_RETENTION_DAYS / 30.4);
    expect(policy).toContain(`${months} luni de la primire`);
    expect(policy).toContain(
      `tratate ca spam, care nu ne sunt trimise prin e-mail, sunt șterse automat mai devreme, la ${DEFAULT_HELD_RETENTION_DAYS} de zile de la primire`,
    );
  });

  it("promises deletion after 12 months whatever the status: mailed or not, spam too", () => {
    expect(policy).toContain("12 luni de la primire");
    // Whatever the status: delivered or not, and spam too.
    expect(policy).toContain("indiferent dacă a ajuns deja la noi prin e-mail sau nu");
    expect(policy).toContain("tratate ca spam, care nu ne sunt trimise prin e-mail, sunt șterse");
  });

  it("covers the nightly backups the deployment keeps, and the file a restore sets aside", () => {
    const unit = fs.readFileSync(
      path.resolve(__dirname, "../../deploy/axia-leads-backup.service"),
      "utf8",
    );
    const keep = Number(/--keep (\d+)/.exec(unit)?.[1]);
    expect(keep).toBeGreaterThan(0);
    expect(policy).toContain(`ultimele ${keep} de copii`);
    expect(policy).toContain(`cel mult ${keep} de zile după ștergere`);
    expect(policy).toContain("baza de date înlocuită este păstrată separat");
  });

  it("says when a request is marked as possibly automated (still mailed) and what spam is", () => {
    expect(policy).toContain(`mai puțin de ${MIN_FILL_MS / 1000} secunde`);
    expect(policy).toContain(`mai mult de ${TIME_TRAP_MAX_AGE_MS / 3_600_000} de ore`);
    expect(policy).toContain("o primim prin e-mail ca pe oricare alta, marcată");
    expect(policy).toContain("fără cod (de exemplu, dintr-un browser fără JavaScript)");
    expect(policy).toContain("cu un cod folosit deja pentru o altă cerere");
    expect(policy).toContain(
      "Un mesaj în care acest câmp este completat nu ajunge la noi și nu primește răspuns",
    );
    expect(policy).toContain("trimisă de două ori în câteva minute");
  });

  it("describes every field of the browser error report, and that it is not stored", () => {
    const FIELD_NAMED_AS: Record<string, string> = {
      message: "mesajul erorii",
      route: "adresa paginii (fără parametri)",
      build: "versiunea site-ului",
      stack: "componentele afectate",
    };
    for (const field of Object.keys(REPORT_MAX_LENGTHS)) {
      expect(policy).toContain(FIELD_NAMED_AS[field] ?? `(field ${field} is not described)`);
    }
    expect(policy).toContain("nu îl salvează în baza de date");
  });

  it("names Google as a recipient and the transfer outside the EU/EEA", () => {
    const recipients = sectionTextOf("confidentialitate", "Cui dezvăluim");
    expect(recipients).toContain("Google");
    expect(privacy.sections.map((s) => s.title)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Transferul datelor în afara Uniunii Europene/),
      ]),
    );
    expect(policy).toContain("în afara UE/SEE");
  });
});

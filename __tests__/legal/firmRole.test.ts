// What the Romanian copy says about the firm itself. A credit intermediary is paid by the creditor
// (its own disclosure in data/site.json says so), so presenting it as the client's representative
// is a misleading commercial practice (Legea 363/2007) and misstates the intermediary's capacity
// that OUG 50/2010 and OUG 52/2016 require it to disclose. A claim about the firm's reach or track
// record is a fact the office must confirm: until then it is a placeholder, which a preview build
// shows marked and `npm run check:live` refuses. The register of credit intermediaries is kept by
// ANPC, and the forms' checkbox confirms that the visitor read the data-processing notice: the
// processing does not rest on consent, so the label must not ask the visitor to accept a policy.
import fs from "node:fs";
import path from "node:path";
import React from "react";
import { render, screen } from "@testing-library/react";
import { languageOf } from "../../cms/config";
import { checkPlaceholders } from "../../gatsby/placeholders";
import { ConsentCheckbox } from "../../src/forms/ConsentCheckbox";
import { read, siteSources } from "./storageWrites";

const DATA = path.resolve(__dirname, "../../data");

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The data files of the Romanian pages and of what every Romanian page shows (the editor's
 * `languageOf`: en-*.json, *.en.json, pages.json and the English-only collections are English). A
 * file holding both languages (footer.json, ui.json) is read whole: the patterns are Romanian. */
const ROMANIAN_FILES = fs
  .readdirSync(DATA)
  .filter((f) => f.endsWith(".json") && languageOf(f) === "ro")
  .sort();

const readJson = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")) as Json;

interface Text {
  file: string;
  /** Dotted key path from the file's root, array items by index, as the placeholder lists write it. */
  key: string;
  value: string;
}

function textsOf(file: string, data: Json): Text[] {
  const found: Text[] = [];
  const visit = (node: Json, key: string) => {
    if (typeof node === "string") found.push({ file, key, value: node });
    else if (Array.isArray(node)) node.forEach((item, i) => visit(item, `${key}${i}.`));
    else if (node && typeof node === "object")
      for (const [k, v] of Object.entries(node)) visit(v, `${key}${k}.`);
  };
  visit(data, "");
  return found.map((t) => ({ ...t, key: t.key.slice(0, -1) }));
}

const files = ROMANIAN_FILES.map((file) => ({ file, data: readJson(file) }));
const texts = files.flatMap(({ file, data }) => textsOf(file, data));

/**
 * Wordings that make the intermediary the client's agent. Each names the client as the party the
 * firm stands for: "representing your interest", "on the client's side / on your side", acting "in
 * your name", "your interest" as what the firm serves. "în numele nostru" (processors acting for
 * the firm, in the privacy policy) is a different party and stays allowed.
 */
const REPRESENTATIVE = [
  /reprezentăm\b.*interes/i,
  /\bte reprezentăm\b|\bîi reprezentăm pe clienți/i,
  /de partea (clientului|clienților|ta|dumneavoastră)\b/i,
  /în numele (tău|clientului|clienților|dumneavoastră)\b/i,
  /interesul (tău|clientului|dumneavoastră)\b/i,
];

/**
 * Claims about the firm's reach and track record: how many creditors it works with, how complete
 * a view of the market it gives, how many years of experience stand behind it. Each is a fact of
 * the firm, so it may appear only as a marked placeholder.
 */
const FIRM_FACTS = [
  /majoritatea (instituțiilor|băncilor|finanțatorilor)/i,
  /imagine completă asupra pieței/i,
  /\b\d+\s*(de\s+)?ani de experiență/i,
  /\b\d+\s*(de\s+)?ani (în|in) (sistemul bancar|bănci)/i,
];

/** The keys each file marks as placeholders, decided by the build's own check. */
const marked = new Set(
  files.flatMap(({ file, data }) =>
    checkPlaceholders(file, data)
      .placeholders.filter((p) => p.marked)
      .map((p) => `${file}:${p.key}`),
  ),
);

const where = (t: Text) => `data/${t.file}: ${t.key} = ${JSON.stringify(t.value)}`;

describe("the firm's role in the Romanian copy", () => {
  it("reads the Romanian data files, page files and shared copy alike", () => {
    expect(ROMANIAN_FILES).toEqual(
      expect.arrayContaining(["page-acasa.json", "site.json", "footer.json", "contact.json"]),
    );
    expect(ROMANIAN_FILES.filter((f) => /^en-|\.en\.json$/.test(f))).toEqual([]);
    expect(texts.length).toBeGreaterThan(500);
  });

  it("never calls the firm the client's representative", () => {
    const found = texts.filter((t) => REPRESENTATIVE.some((re) => re.test(t.value)));
    expect(found.map(where)).toEqual([]);
  });

  it("states the firm's reach and track record only as marked placeholders", () => {
    const found = texts.filter((t) => FIRM_FACTS.some((re) => re.test(t.value)));
    expect(found.filter((t) => !marked.has(`${t.file}:${t.key}`)).map(where)).toEqual([]);
  });

  it("names ANPC, not BNR, as the keeper of the register of credit intermediaries", () => {
    const site = readJson("site.json") as { identity: { intermediary: { register: string } } };
    const register = site.identity.intermediary.register;
    expect(register).toMatch(/\bANPC\b/);
    expect(register).not.toMatch(/\bBNR\b|Banca Națională/i);
    const named = texts.filter((t) => /registrul intermediarilor/i.test(t.value));
    expect(named.length).toBeGreaterThan(0);
    expect(
      named.filter((t) => !/\bANPC\b/.test(t.value) || /\bBNR\b/.test(t.value)).map(where),
    ).toEqual([]);
  });
});

const LABEL = "Am citit informarea privind prelucrarea datelor";

describe("the forms' privacy checkbox", () => {
  it("reads the notice in every label of the data: text before the link, then the link", () => {
    const labels = texts
      .filter((t) => /(^|\.)privacy\.before$/.test(t.key))
      .map((t) => {
        const base = t.key.replace(/before$/, "");
        const linkText = texts.find((l) => l.file === t.file && l.key === `${base}linkText`);
        return `${t.value}${linkText?.value ?? ""}`;
      });
    expect(labels.length).toBeGreaterThan(0);
    expect(labels).toEqual(labels.map(() => LABEL));
  });

  it("is rendered with that label by the contact form and by the booking forms", () => {
    const field = {
      name: "chkConfidentialitate",
      checked: false,
      onChange: () => {},
      onBlur: () => {},
    };
    render(
      React.createElement(
        React.Fragment,
        null,
        React.createElement(ConsentCheckbox, { id: "contact-consent", ...field }),
        React.createElement(ConsentCheckbox, { id: "booking-consent", name: "consent" }),
      ),
    );
    const boxes = screen.getAllByRole("checkbox");
    expect(boxes).toHaveLength(2);
    for (const box of boxes) {
      const label = document.querySelector(`label[for="${box.id}"]`);
      expect(label?.textContent?.startsWith(LABEL)).toBe(true);
    }
  });

  it("is drawn only by the forms' shared checkbox, so no form carries another wording", () => {
    const drawing = siteSources().filter((f) => /privacy\.before/.test(read(f)));
    expect(drawing.sort()).toEqual(["src/forms/ConsentCheckbox.tsx"]);
  });
});

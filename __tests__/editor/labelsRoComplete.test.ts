/** @jest-environment node */
// The editor's form labels in the Romanian collections (liste, texte of cms/config.json) are
// Romanian a content maintainer understands: no English left over from the field names, the
// abbreviations written as abbreviations, ș ț with the comma below, and every field named whole
// in cms/labelsRo.ts rather than translated word by word ("Lung prea message", "Us follow").
import fs from "node:fs";
import path from "node:path";
import type { CmsConfig } from "../../cms/config";
import type { DecapField } from "../../cms/decapField";
import { RO_FIELDS } from "../../cms/labelsRo";
import { schemaTypes, typeOfFile } from "../../cms/schemaModel";
import { PAGE_FILE, PARTS } from "../../contract/pageFiles";

const ROOT = path.resolve(__dirname, "../..");
const config = JSON.parse(fs.readFileSync(path.join(ROOT, "cms/config.json"), "utf8")) as CmsConfig;
const romanianFiles = config.collections
  .filter((c) => c.name === "pagini" || c.name === "comune")
  .flatMap((c) => c.files);

/**
 * The English words the Romanian labels had before RO_FIELDS named every field (the word-by-word
 * translation left them untranslated: "Payable total", "Why suspect", "Hint tab new"). Words that
 * are Romanian too (contact, credit, leasing, total, principal, video, link, text…) are not here.
 */
const ENGLISH_WORDS = new Set([
  "address",
  "bad",
  "balance",
  "before",
  "blocked",
  "breadcrumb",
  "builder",
  "built",
  "by",
  "call",
  "consent",
  "consumer",
  "credentials",
  "currency",
  "day",
  "digits",
  "duration",
  "empty",
  "errors",
  "estimate",
  "example",
  "expired",
  "failed",
  "few",
  "fields",
  "financed",
  "follow",
  "hint",
  "honeypot",
  "hour",
  "identity",
  "idle",
  "industries",
  "inputs",
  "instalment",
  "integer",
  "interest",
  "labels",
  "large",
  "line",
  "loading",
  "login",
  "logout",
  "message",
  "missing",
  "month",
  "new",
  "notice",
  "number",
  "other",
  "payable",
  "play",
  "policy",
  "products",
  "protection",
  "reasons",
  "received",
  "registration",
  "reject",
  "rejected",
  "repaid",
  "reply",
  "request",
  "result",
  "save",
  "schedule",
  "searching",
  "second",
  "send",
  "sending",
  "sent",
  "settings",
  "shared",
  "source",
  "storage",
  "strategy",
  "submenu",
  "summary",
  "tab",
  "timeline",
  "toasts",
  "toggle",
  "trial",
  "trust",
  "unavailable",
  "us",
  "validation",
  "vat",
  "why",
]);

/**
 * Pieces of field names that came out as words ("Cui", "Sal", "Js nu", "Url site", "Titlu ro"):
 * their only right spelling in a label, or null where they have no place in one.
 */
const NAME_PIECES: Record<string, string | null> = {
  cui: "CUI",
  sal: "SAL",
  sol: "SOL",
  url: "URL",
  whatsapp: "WhatsApp",
  ro: null,
  en: null,
  js: null,
  txt: null,
  href: null,
};

interface Labelled {
  where: string;
  label: string;
}

function labelsOf(fields: DecapField[], prefix: string): Labelled[] {
  return fields.flatMap((f) => [
    { where: `${prefix}.${f.name}`, label: f.label },
    ...labelsOf(f.fields ?? [], `${prefix}.${f.name}`),
    ...(f.field ? labelsOf([f.field], `${prefix}.${f.name}`) : []),
  ]);
}

const labels = romanianFiles.flatMap((file) => labelsOf(file.fields, file.file));
const words = (label: string): string[] => label.split(/[^\p{L}]+/u).filter(Boolean);

/** The schema's field names of a type and of the types under it. */
function fieldNames(type: string): string[] {
  return (schemaTypes.get(type) ?? []).flatMap((f) => [f.name, ...fieldNames(f.type)]);
}

describe("the Romanian labels of the editor", () => {
  it("are found in the Romanian collections", () => {
    expect(romanianFiles.map((f) => f.file)).toEqual(
      expect.arrayContaining([
        "data/contact.json",
        "data/site.json",
        "data/ui.json",
        "data/page-leasing.json",
      ]),
    );
    expect(labels.length).toBeGreaterThan(300);
  });

  it("have no English words", () => {
    const english = labels.filter(({ label }) =>
      words(label).some((word) => ENGLISH_WORDS.has(word.toLowerCase())),
    );
    expect(english).toEqual([]);
  });

  it("write abbreviations and names as such, and leave out pieces of field names", () => {
    const pieces = labels.filter(({ label }) =>
      words(label).some((word) => {
        const piece = word.toLowerCase();
        return piece in NAME_PIECES && word !== NAME_PIECES[piece];
      }),
    );
    expect(pieces).toEqual([]);
  });

  it("use ș and ț with the comma below, never ş or ţ", () => {
    expect(labels.filter(({ label }) => /[şţŞŢ]/.test(label))).toEqual([]);
    expect(Object.values(RO_FIELDS).filter((label) => /[şţŞŢ]/.test(label))).toEqual([]);
  });

  it("name every field whole in RO_FIELDS, not word by word", () => {
    const typesOf = (file: string): string[] => {
      const name = path.basename(file);
      if (!PAGE_FILE.test(name)) return [typeOfFile(name)];
      const content = JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8")) as object;
      return Object.keys(content).map((part) => PARTS[part].type);
    };
    const names = romanianFiles.flatMap((f) => typesOf(f.file).flatMap(fieldNames));
    const unnamed = [...new Set(names)].filter((name) => name !== "jsonId" && !(name in RO_FIELDS));
    expect(unnamed).toEqual([]);
  });
});

/** @jest-environment node */
// The placeholders in the real data/: marked, harmless, and found again when their mark is gone.
import fs from "node:fs";
import path from "node:path";
import {
  DATA_DIR,
  checkPlaceholders,
  findPlaceholders,
  looksLikeExample,
} from "../../gatsby/placeholders";
import { isReservedHost, isUnroutableRomanianNumber } from "../../src/utils/placeholders";
import { MUST_BE_MARKED, readKey, site } from "../helpers/placeholderData";

describe("the placeholders themselves", () => {
  it("marks every value the owner must replace, in data/site.json itself", () => {
    expect([...site.placeholders].sort()).toEqual([...MUST_BE_MARKED].sort());
  });

  it("points only at reserved example domains and at a number nobody can ring", () => {
    for (const key of MUST_BE_MARKED.filter((k) => /url|email|siteUrl/i.test(k))) {
      expect(looksLikeExample(String(readKey(site, key)))).toBe(true);
    }
    for (const key of ["phone", "phoneHref", "whatsapp"]) {
      expect(isUnroutableRomanianNumber(String(readKey(site, key)))).toBe(true);
    }
  });

  it("tells reserved domains and unroutable numbers from real ones", () => {
    expect(isReservedHost("www.example.com")).toBe(true);
    expect(isReservedHost("shop.test")).toBe(true);
    expect(isReservedHost("example.ro")).toBe(false);
    expect(isReservedHost("notexample.com")).toBe(false);
    expect(isUnroutableRomanianNumber("+40 000 000 000")).toBe(true);
    expect(isUnroutableRomanianNumber("tel:+40000000000")).toBe(true);
    expect(isUnroutableRomanianNumber("+40 721 555 010")).toBe(false);
    expect(isUnroutableRomanianNumber("40213001234")).toBe(false);
  });

  it("catches an example value even when its mark was removed, and a mark on a missing key", () => {
    const report = checkPlaceholders("site.json", {
      email: "office@example.com",
      phone: "+40 21 300 1234",
      placeholders: ["fax"],
    });
    expect(report.placeholders).toEqual([
      { file: "site.json", key: "email", value: "office@example.com", marked: false },
    ]);
    expect(report.errors).toEqual([
      'data/site.json: "placeholders" lists "fax", which is not a key of the file',
    ]);
  });

  it("keeps the company name in data/site.json only, so replacing it there replaces it everywhere", () => {
    const elsewhere = fs
      .readdirSync(DATA_DIR)
      .filter((f) => f.endsWith(".json") && f !== "site.json")
      .filter((f) => fs.readFileSync(path.join(DATA_DIR, f), "utf8").includes(site.companyName));
    expect(elsewhere).toEqual([]);
    expect(site.logoAlt).toContain(site.companyName);
  });

  it("finds no value in data/ that looks invented and is not marked", () => {
    const { placeholders, errors } = findPlaceholders(DATA_DIR);
    expect(errors).toEqual([]);
    expect(placeholders.filter((p) => !p.marked)).toEqual([]);
  });

  it("reads the marks of any object in a file: an item of a list, and the values below a key", () => {
    // A page file: the marks sit on the items of its parts, as on the home page's counters.
    const file = "page-acasa.json";
    const report = checkPlaceholders(file, {
      route: { path: "/", pageKey: "home_1" },
      counters: [
        { id: 1, target: 15, label: "ani" },
        { id: 2, target: 10000, label: "firme", placeholders: ["target", "label"] },
        { id: 3, contact: { mail: "ana@example.com" }, examples: ["contact"] },
        { id: 4, contact: { mail: "dan@example.com", tel: "+1 202 555 0143" } },
        { id: 5, placeholders: ["fax"] },
      ],
    });
    expect(report.placeholders).toEqual([
      { file, key: "counters.1.target", value: "10000", marked: true },
      { file, key: "counters.1.label", value: "firme", marked: true },
      { file, key: "counters.3.contact.mail", value: "dan@example.com", marked: false },
      { file, key: "counters.3.contact.tel", value: "+1 202 555 0143", marked: false },
    ]);
    expect(report.errors).toEqual([
      'data/page-acasa.json: "counters.4.placeholders" lists "fax", which is not a key of counters.4',
    ]);
  });
});

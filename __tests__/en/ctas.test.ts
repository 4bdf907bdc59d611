// The English template pages' calls to action say where they lead: none promises a free trial or
// a start that does not exist, and every one that leaves for a Romanian page (the firm's contact
// form above all) says so in its text. Read from the data the buttons, menus and footer render.
import fs from "node:fs";
import path from "node:path";
import { readData, routes } from "../helpers/dataFiles";

const DATA = path.resolve(__dirname, "../../data");
/** The English template's own files; ui.json, menu.json and footer.json have an English half. */
const ENGLISH_FILE = /^(en-.*|post|pricing|feature|benefit|team|comment|.*\.en)\.json$/;
/** Wording that promises what the firm does not offer. */
const FALSE_PROMISE = /free trial|get started|start (your|a) |book a free/i;
/** How a link's text says that it leaves for a Romanian page. */
const SAYS_ROMANIAN = /\(([^)]* )?in Romanian\)/;

interface Cta {
  where: string;
  text: string;
  to: string;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every `{ label, link }` object (a button or a link of the page copy) under `value`. */
function linksIn(value: Json, where: string, out: Cta[] = []): Cta[] {
  if (Array.isArray(value)) value.forEach((item, i) => linksIn(item, `${where}.${i}`, out));
  else if (value && typeof value === "object") {
    const { label, link } = value;
    if (typeof label === "string" && typeof link === "string")
      out.push({ where, text: label, to: link });
    for (const [key, item] of Object.entries(value)) linksIn(item, `${where}.${key}`, out);
  }
  return out;
}

function englishCtas(): Cta[] {
  const files = fs.readdirSync(DATA).filter((f) => ENGLISH_FILE.test(f));
  const copy = files.flatMap((file) => linksIn(readData<Json>(file), file));
  const ui = readData<Record<string, Json>[]>("ui.json").find((u) => u.lang === "en")!;
  // The header's trial slot and the side menu's button both lead to the contact form.
  const chrome: Cta[] = [
    { where: "ui.json en.trialButton", text: String(ui.trialButton), to: "/contact" },
    { where: "ui.json en.contactButton", text: String(ui.contactButton), to: "/contact" },
  ];
  type MenuItem = { menu: string; title: string; link: string; sub_menus: MenuItem[] };
  const menu = readData<MenuItem[]>("menu.json")
    .filter((m) => m.menu === "en")
    .flatMap((m) => [m, ...m.sub_menus])
    .map((m) => ({ where: "menu.json en", text: m.title, to: m.link }));
  type Footer = { lang: string; columns: { links: { title: string; link: string }[] }[] };
  const footer = readData<Footer[]>("footer.json")
    .find((f) => f.lang === "en")!
    .columns.flatMap((c) => c.links)
    .map((l) => ({ where: "footer.json en", text: l.title, to: l.link }));
  return [...copy, ...chrome, ...menu, ...footer];
}

/** Routes of the Romanian pages: where a link leaves the English template. */
function romanianRoutes(): Set<string> {
  return new Set(
    routes()
      .filter((p) => p.lang === "ro")
      .map((p) => p.path),
  );
}

describe("the English calls to action", () => {
  const ctas = englishCtas();
  const romanian = romanianRoutes();
  const leaving = ctas.filter((c) => romanian.has(c.to.split(/[?#]/)[0]));

  it("are found in the copy, the header, the side menu, the menu and the footer", () => {
    expect(ctas.length).toBeGreaterThanOrEqual(20);
    // Every button of the pages' copy that used to sell a trial now leads to the firm's form.
    expect(leaving.filter((c) => c.to === "/contact").length).toBeGreaterThanOrEqual(14);
    expect(new Set(leaving.map((c) => c.where.split(" ")[0].split(".json")[0]))).toEqual(
      new Set([
        "en-home-two",
        "en-home-three",
        "en-about",
        "en-inner",
        "en-labels",
        "en-service-details",
        "en-case-details",
        "en-team-details",
        "ui",
        "menu",
        "footer",
      ]),
    );
  });

  it("promise no free trial and no start of a programme", () => {
    expect(ctas.filter((c) => FALSE_PROMISE.test(c.text))).toEqual([]);
  });

  it("say it when they lead to a Romanian page, the contact form above all", () => {
    expect(leaving.filter((c) => !SAYS_ROMANIAN.test(c.text))).toEqual([]);
    const toForm = leaving.filter((c) => c.to === "/contact");
    expect(toForm.filter((c) => !/contact/i.test(c.text))).toEqual([]);
  });

  it("name no one who is not there: no contact with an invented person, no Awards link", () => {
    expect(ctas.filter((c) => /olivia|awards/i.test(c.text))).toEqual([]);
  });
});

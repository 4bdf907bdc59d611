// "Cât pot împrumuta?" in the built pages, as a visitor without JavaScript gets them: the section
// on both service pages that data/capacity.json names, with the standard warning, the
// representative example and the table of worked examples, each figure of which is recomputed
// here in closed form (not with domain/capacity.ts); the home page links to the section.
import fs from "node:fs";
import data from "../../data/capacity.json";
import home from "../../data/page-acasa.json";
import path from "node:path";
import { PUBLIC_DIR, htmlFileOf } from "../../scripts/siteRoutes";
import { CAPACITY_ANCHOR } from "../../src/capacity/constants";

const PAGES = {
  credite_persoane_fizice: "/servicii/credite-persoane-fizice",
  finantari_termen_lung: "/servicii/finantari-pe-termen-lung",
};
const ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m)
    .replace(/\s+/g, " ")
    .trim();

const built = (route: string) => fs.readFileSync(path.join(PUBLIC_DIR, htmlFileOf(route)), "utf8");
/** The section with the check's anchor, to its own end (the table sits in a <section> of its own). */
function section(html: string): string {
  const start = html.search(new RegExp(`<section[^>]*\\bid="${CAPACITY_ANCHOR}"`));
  if (start < 0) throw new Error(`no <section id="${CAPACITY_ANCHOR}">`);
  let depth = 0;
  for (const tag of html.slice(start).matchAll(/<(\/?)section\b/g)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, start + tag.index);
  }
  throw new Error("the section does not end");
}
/** The table's body rows, each as its cells' text. */
const rows = (html: string) =>
  [...(/<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? "").matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(
    ([, row]) =>
      [...row.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, cell]) => text(cell)),
  );

/** `94.130,73 lei` → 9413073 bani; `10,47%` → 10.47. */
const bani = (s: string) => Number(s.replace(/[^\d,]/g, "").replace(",", ""));
const percent = (s: string) => Number(s.replace("%", "").replace(",", "."));

describe.each(Object.entries(PAGES))("%s (%s), built", (key, route) => {
  const html = built(route);
  const part = section(html);

  it("has the section, its standard warning and its representative example with the DAE set apart", () => {
    expect(data.pages).toContain(key);
    expect(text(part)).toContain(data.copy.title);
    expect(part).toMatch(new RegExp(`<p[^>]*role="note"[^>]*>${data.copy.warning}</p>`));
    expect(text(part)).toContain(data.copy.estimate);
    expect(text(part)).toContain(data.copy.charges);
    expect(part).toMatch(/<strong>\d+,\d{2}%<\/strong>/);
    expect(part).toContain(`<noscript><p`);
    expect(part).toContain(`href="/programare?serviciu=${route.split("/").pop()}"`);
  });

  it("states every figure of its table of examples as the closed form gives it", () => {
    const table = rows(part);
    const { incomes, terms } = data.table;
    expect(table).toHaveLength(incomes.length * terms.length);
    const annual = data.inputs.rate.default;
    const r = annual / 100 / 12;
    table.forEach(([income, term, payment, amount, dae], index) => {
      const lei = incomes[Math.floor(index / terms.length)];
      const years = terms[index % terms.length];
      expect(bani(income)).toBe(lei * 100);
      expect(term).toBe(`${years} ${data.inputs.term.unit}`);
      // 40 % of the net income, to the ban below: the payment the amount is held to.
      const cap = Math.floor((lei * 100 * data.rules.leiCap) / 100);
      const n = years * 12;
      const exact = r === 0 ? cap * n : (cap * (1 - Math.pow(1 + r, -n))) / r;
      expect(bani(amount)).toBeLessThanOrEqual(Math.floor(exact));
      expect(Math.floor(exact) - bani(amount)).toBeLessThanOrEqual(4);
      expect(bani(payment)).toBeLessThanOrEqual(cap);
      expect(cap - bani(payment)).toBeLessThanOrEqual(1);
      // No charges: the DAE is the effective rate of the nominal one, (1 + r)^12 − 1.
      const effective = (Math.pow(1 + r, 12) - 1) * 100;
      expect(Math.abs(percent(dae) - effective)).toBeLessThanOrEqual(0.005 + 1e-9);
    });
  });
});

it("the home page links to the section on the personal-credit page", () => {
  const html = built("/");
  const { link, label } = home.home.capacityCheck.link;
  expect(link).toBe(`${PAGES.credite_persoane_fizice}#${CAPACITY_ANCHOR}`);
  expect(html).toContain(`href="${link}"`);
  expect(text(html)).toContain(label);
});

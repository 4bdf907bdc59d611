// Consumer credit's standard information in the built pages, as a visitor without JavaScript gets
// them. Every Romanian page whose own content (its <main>: the header's and footer's menu only name
// the service page) names a consumer-credit product carries the warning and either the full
// representative example or a link to it beside the one-sentence example with its DAE.
//
// The products are the consumer credits the firm intermediates, in the words the copy uses: a
// credit "de consum", "de nevoi personale", "ipotecar", "imobiliar" or "pentru persoane fizice" (in
// any of its inflected forms), a "refinanțare", and "nevoi personale" named alone in a list of
// them. The legal documents (template LegalPage) are left out: they describe the firm's services
// and the visitor's rights, and advertise nothing.
import fs from "node:fs";
import path from "node:path";
import personal from "../../data/page-credite-persoane-fizice.json";
import { PUBLIC_DIR, ROUTES, htmlFileOf } from "../../scripts/siteRoutes";

const CONSUMER_CREDIT =
  /\bcredit(?:e|ul|ele|ului|elor)?\s+(?:de\s+consum|de\s+nevoi\s+personale|ipotecar\w*|imobiliar\w*|pentru\s+persoane\s+fizice)|\brefinanțar\w*|\bnevoi\s+personale\b/i;
const NOT_ADVERTISING = new Set(["LegalPage"]);
const { warning, exampleLink } = personal.simulator.standardInfo;
const FULL_EXAMPLE_ID = exampleLink.link.split("#")[1];
/** The DAE as the pages state it: two decimals. */
const DAE = /DAE[^%]{0,40}?\d+,\d{2}%/;

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };
/** The visible text of some markup: no scripts or styles, tags as spaces, entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m)
    .replace(/\s+/g, " ");
}

const mainOf = (html: string) => /<main\b[\s\S]*<\/main>/i.exec(html)?.[0] ?? "";

/** The element with an id, up to its closing tag (the example is one paragraph, no nesting). */
function elementById(html: string, id: string): string | null {
  const match = new RegExp(`<([a-z]+)\\b[^>]*\\bid="${id}"[^>]*>[\\s\\S]*?</\\1>`, "i").exec(html);
  return match ? match[0] : null;
}

const pages = ROUTES.filter((route) => route.lang === "ro")
  .map((route) => {
    const file = path.join(PUBLIC_DIR, htmlFileOf(route.path));
    const html = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
    return { route, html, main: mainOf(html) };
  })
  .filter(({ route }) => !NOT_ADVERTISING.has(route.template));
const promoting = pages.filter(({ main }) => CONSUMER_CREDIT.test(textOf(main)));

describe("consumer credit's standard information in the built pages", () => {
  it("finds the pages that promote consumer credit, the known ones among them", () => {
    expect(pages.every(({ main }) => main !== "")).toBe(true);
    expect(promoting.map(({ route }) => route.path)).toEqual(
      expect.arrayContaining([
        "/",
        "/servicii",
        "/despre-noi",
        "/servicii/credite-persoane-fizice",
      ]),
    );
  });

  describe.each(promoting.map((page) => [page.route.path, page] as const))("%s", (_path, page) => {
    const text = textOf(page.main);

    it("carries the warning in its content", () => {
      expect(text).toContain(warning);
    });

    it("carries the representative example, or its DAE in one sentence and a link to it", () => {
      const full = elementById(page.main, FULL_EXAMPLE_ID);
      if (full) {
        expect(textOf(full)).toMatch(DAE);
        return;
      }
      const links = [...page.main.matchAll(/<a\b[^>]*\bhref="([^"]*)"/gi)].map((m) => m[1]);
      expect(links).toContain(exampleLink.link);
      expect(text).toMatch(DAE);
      expect(text).toContain(personal.simulator.product);
    });
  });
});

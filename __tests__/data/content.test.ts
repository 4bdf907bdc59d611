// Content rules over everything in data/: comma-below ș ț only, no lorem ipsum, every
// service page backed by its FAQ questions, and the Romanian page files valid against their schema.
import fs from "fs";
import path from "path";
import { checkData } from "../../gatsby/checks";
import { typeDefs } from "../../gatsby/schema";
import { ICON_NAMES } from "../../src/components/ui/icons/paths";
import { dataNodes } from "../helpers/dataNodes";
import { partItems, readData, routes as allRoutes, type Item } from "../helpers/dataFiles";
import { pageFileNames } from "../../io/pageFiles";

const DATA = path.resolve(__dirname, "../../data");
const TEXT_FILE = /\.(json|md|txt|csv|ya?ml)$/i;

/** Every text file under data/, recursively, with its contents. */
function textFiles(dir = DATA): { file: string; text: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    if (!TEXT_FILE.test(entry.name)) return [];
    return [{ file: path.relative(DATA, full), text: fs.readFileSync(full, "utf8") }];
  });
}

/** "file:line: text" for each line with a cedilla s/t (ş ţ Ş Ţ) instead of the comma-below letter. */
export function cedillaHits(files: { file: string; text: string }[]): string[] {
  return files.flatMap(({ file, text }) =>
    text
      .split("\n")
      .map((line, i) => ({ line, i }))
      .filter(({ line }) => /[\u015F\u0163\u015E\u0162]/.test(line))
      .map(({ line, i }) => `${file}:${i + 1}: ${line.trim()}`),
  );
}

export function loremHits(files: { file: string; text: string }[]): string[] {
  return files.filter(({ text }) => /lorem/i.test(text)).map(({ file }) => file);
}

interface Route {
  path: string;
  template: string;
  pageKey: string | null;
}

/** Service-page routes whose key has no FAQ item or no "service" part in a page file. */
export function serviceKeyProblems(
  routes: Route[],
  faq: { page: string }[],
  pages: { key: string }[],
): string[] {
  const faqKeys = new Set(faq.map((f) => f.page));
  const pageKeys = new Set(pages.map((p) => p.key));
  return routes
    .filter((r) => r.template === "ServicePage")
    .flatMap((r) => [
      ...(r.pageKey && faqKeys.has(r.pageKey) ? [] : [`${r.path}: no FAQ for "${r.pageKey}"`]),
      ...(r.pageKey && pageKeys.has(r.pageKey) ? [] : [`${r.path}: no "service" part`]),
    ]);
}

/**
 * The Romanian content as text, a page file's parts one by one (its route, with the share image,
 * left out), and the other ro-*.json files whole.
 */
function romanianContent(): { file: string; text: string }[] {
  const parts = pageFileNames(DATA).flatMap((file) =>
    Object.entries(readData<Item>(file))
      .filter(([part]) => part !== "route")
      .map(([part, value]) => ({
        file: `${file} (${part})`,
        text: JSON.stringify(value, null, 2),
      })),
  );
  const others = files.filter(({ file }) => /^ro-.*\.json$/.test(file));
  return [...parts, ...others];
}

const files = textFiles();
const routes = allRoutes() as Route[];
const faq = [...partItems("faq"), ...readData<{ page: string }[]>("faq.en.json")] as {
  page: string;
}[];
const servicePages = partItems("service") as { key: string }[];

describe("the checks themselves", () => {
  it("catch cedillas, lorem and service pages without FAQ", () => {
    const bad = [{ file: "x.json", text: '{\n  "t": "Finanţare şi "\n}' }];
    expect(cedillaHits(bad)).toEqual(['x.json:2: "t": "Finanţare şi "']);
    expect(cedillaHits([{ file: "y.json", text: "Finanțare și" }])).toEqual([]);
    expect(loremHits([{ file: "z.json", text: "Lorem Ipsum dolor" }])).toEqual(["z.json"]);
    const route = { path: "/servicii/x", template: "ServicePage", pageKey: "x" };
    expect(serviceKeyProblems([route], [{ page: "y" }], [{ key: "x" }])).toEqual([
      '/servicii/x: no FAQ for "x"',
    ]);
    expect(serviceKeyProblems([route], [{ page: "x" }], [{ key: "y" }])).toEqual([
      '/servicii/x: no "service" part',
    ]);
  });
});

describe("data/", () => {
  it("has text files to check", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it("uses comma-below ș ț, never the cedilla forms ş ţ Ş Ţ", () => {
    expect(cedillaHits(files)).toEqual([]);
  });

  it("contains no lorem ipsum", () => {
    expect(loremHits(files)).toEqual([]);
  });

  it("backs every service page with FAQ items and a service part", () => {
    expect(routes.filter((r) => r.template === "ServicePage")).toHaveLength(7);
    expect(serviceKeyProblems(routes, faq, servicePages)).toEqual([]);
  });

  it("keeps the Romanian files valid: required fields, routes and icon names", () => {
    const mine = /^data\/(page-|ro-)/;
    const problems = checkData({
      nodes: dataNodes(),
      typeDefs,
      fileOf: (node) => String(node.parent),
      routes: routes.map((r) => r.path),
      iconNames: ICON_NAMES,
      templateExists: () => true,
      // Image files are produced by the images helper's script; their names are checked below.
      fileExists: () => true,
    }).filter((p) => mine.test(p));
    expect(problems).toEqual([]);
  });

  it("refers only to Romanian image names of the image set, each with alt text", () => {
    const content = romanianContent();
    const refs = content.flatMap(({ text }) => [...text.matchAll(/"(\w+)": "(images\/[^"]+)"/g)]);
    expect(refs.length).toBeGreaterThanOrEqual(29);
    for (const [, field, value] of refs) {
      expect(value).toMatch(/^images\/ro-[a-z0-9-]+\.png$/);
      expect(["image", "thumb"]).toContain(field);
    }
    for (const { text } of content) {
      const alts = [...text.matchAll(/"(?:imageAlt|thumbAlt)": "([^"]*)"/g)].map((m) => m[1]);
      const images = [...text.matchAll(/"(?:image|thumb)": "images\//g)];
      expect(alts.filter((alt) => alt.length > 10)).toHaveLength(images.length);
    }
  });
});

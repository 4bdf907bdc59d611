// FAQ collection of the Romanian site (each page file's "faq"): exact counts per page key and the
// showAnswer marks.
import { partItems, readData } from "../helpers/dataFiles";

interface Faq {
  id: number;
  page: string;
  title: string;
  desc: string;
  showAnswer: boolean;
}

const faq = partItems("faq") as Faq[];
const byKey = (key: string) => faq.filter((f) => f.page === key);

const COUNTS: Record<string, number> = {
  home_1: 5,
  finantari_termen_scurt: 7,
  finantari_termen_lung: 4,
  leasing: 4,
  factoring: 5,
  previziuni: 5,
  "fonduri-europene": 5,
  credite_persoane_fizice: 5,
};

describe("the Romanian pages' FAQ", () => {
  it.each(Object.entries(COUNTS))("has exactly its count for %s", (key, count) => {
    expect(byKey(key)).toHaveLength(count);
  });

  it("keeps a page's FAQ in its own page file, which names no page key", () => {
    for (const [file, key] of [
      ["page-acasa.json", "home_1"],
      ["page-leasing.json", "leasing"],
      ["page-fonduri-europene.json", "fonduri-europene"],
    ]) {
      const { route, faq: items } = readData<{ route: { pageKey: string }; faq: object[] }>(file);
      expect(route.pageKey).toBe(key);
      expect(items).toHaveLength(COUNTS[key]);
      expect(items.filter((item) => "page" in item)).toEqual([]);
    }
  });

  it("holds no other keys and unique numeric ids", () => {
    expect(new Set(faq.map((f) => f.page))).toEqual(new Set(Object.keys(COUNTS)));
    expect(faq.every((f) => Number.isInteger(f.id))).toBe(true);
    expect(new Set(faq.map((f) => f.id)).size).toBe(faq.length);
  });

  it("marks showAnswer on exactly the items the product's FAQ opens by default", () => {
    const marked = faq
      .filter((f) => f.showAnswer)
      .map((f) => `${f.page}#${byKey(f.page).indexOf(f) + 1}`);
    expect(marked.sort()).toEqual(
      [
        "factoring#1",
        "previziuni#1",
        "credite_persoane_fizice#1",
        ...[1, 2, 3, 4, 5].map((n) => `fonduri-europene#${n}`),
      ].sort(),
    );
  });

  it("has a title ending in a question mark and a substantial answer for every item", () => {
    for (const f of faq) {
      expect(f.title).toMatch(/\?$/);
      expect(f.desc.length).toBeGreaterThan(80);
    }
  });
});

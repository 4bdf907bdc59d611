// Site search in Chromium against the built site and its Pagefind index (scripts/search-index.ts):
// the queries visitors type find the right page, with or without diacritics, in their own language.
import type { Page } from "playwright-core";
import copy from "../../data/search.json";
import type { ProblemLog } from "../../scripts/browser/pages";
import { describeBrowser } from "../helpers/jest";
import { dialogOf, en, pathOf, ro, search, useSearchSession } from "./searchPage";

/** Query (as typed, with diacritics), the same without them, and the page it must find. */
type Row = [query: string, plain: string, expected: string];

/** The table (Romanian pages); `pricing` on an English page is tested on its own. */
const REQUIRED: Row[] = [
  ["finanțare leasing", "finantare leasing", "/servicii/leasing"],
  ["factoring fără regres", "factoring fara regres", "/servicii/factoring"],
  ["credit ipotecar", "credit ipotecar", "/servicii/credite-persoane-fizice"],
  ["fonduri europene 90", "fonduri europene 90", "/servicii/fonduri-europene"],
  ["cash flow", "cash flow", "/servicii/previziuni-financiare"],
  ["descoperit de cont", "descoperit de cont", "/servicii/finantari-pe-termen-scurt"],
];

/** More of what visitors type, over the site's own words (kept apart from the list). */
const MORE: Row[] = [
  // Typed on an old keyboard layout: cedilla ţ ş, where the copy has comma-below ț ș.
  [
    "credite ipotecare refinanţare",
    "credite ipotecare refinantare",
    "/servicii/credite-persoane-fizice",
  ],
  ["valoare reziduală", "valoare reziduala", "/servicii/leasing"],
  ["leasing operațional", "leasing operational", "/servicii/leasing"],
  ["avans din valoarea facturii", "avans din valoarea facturii", "/servicii/factoring"],
  ["factoring export", "factoring export", "/servicii/factoring"],
  ["refinanțare", "refinantare", "/servicii/credite-persoane-fizice"],
  ["credit IFN", "credit IFN", "/servicii/credite-persoane-fizice"],
  ["linie de credit", "linie de credit", "/servicii/finantari-pe-termen-scurt"],
  ["credit cu rate egale", "credit cu rate egale", "/servicii/finantari-pe-termen-scurt"],
  ["contribuție proprie", "contributie proprie", "/servicii/fonduri-europene"],
  [
    "buget de venituri și cheltuieli",
    "buget de venituri si cheltuieli",
    "/servicii/previziuni-financiare",
  ],
  ["consultanță gratuită", "consultanta gratuita", "/programare"],
  ["programare online", "programare online", "/programare"],
  ["politica de cookies", "politica de cookies", "/politica-cookies"],
];

const MORE_EN: [query: string, expected: string][] = [
  ["pricing", "/pricing"],
  ["wealth planning", "/services-details"],
  ["AI automation", "/home-three"],
];

describeBrowser("site search in Chromium: queries", () => {
  const session = useSearchSession();
  let page: Page;
  let problems: ProblemLog;

  describe("Romanian queries find their page first or second, with and without diacritics", () => {
    beforeAll(async () => {
      ({ page, problems } = await session.open("/"));
    });
    const rows = [...REQUIRED, ...MORE].flatMap(([query, plain, expected]) =>
      query === plain
        ? [[query, expected]]
        : [
            [query, expected],
            [plain, expected],
          ],
    );
    test.each(rows)("%s → %s", async (query, expected) => {
      const hrefs = await search(page, query);
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.length).toBeLessThanOrEqual(8);
      expect(hrefs.slice(0, 2).map(pathOf)).toContain(expected);
      expect(problems.list).toEqual([]);
    });
  });

  test.each(MORE_EN)("on an English page, %s → %s", async (query, expected) => {
    ({ page, problems } = await session.open("/about"));
    const hrefs = await search(page, query, en);
    expect(hrefs.slice(0, 2).map(pathOf)).toContain(expected);
    expect(problems.list).toEqual([]);
  });

  test("each language searches its own pages only", async () => {
    ({ page, problems } = await session.open("/"));
    expect(await search(page, "pricing")).toEqual([]);
    expect(await dialogOf(page, ro).getByRole("link", { name: copy.ro.contactLabel }).count()).toBe(
      1,
    );
    ({ page, problems } = await session.open("/pricing"));
    const hrefs = await search(page, "leasing", en);
    expect(hrefs.every((href) => !href.startsWith("/servicii"))).toBe(true);
    expect(problems.list).toEqual([]);
  });

  // Words of the chrome, which every page carries: the footer's copyright line ("Toate drepturile
  // rezervate"), the consent banner's reject button, the English footer's newsletter, the AI
  // header's login menu, the English consent banner. Each finds only the pages whose own copy says
  // it (the booking page and the home page's link to it say "rezervă"), never every page.
  // (Pagefind answers a word it lacks with its longest indexed prefix: a page word "logos" would
  // answer "logout", which is why the demo copy speaks of brands.)
  test.each([
    ["/", ro, { rezervate: ["/", "/programare"], refuz: [] }],
    ["/home-three", en, { subscribe: [], logout: [], storage: [] }],
  ] as const)(
    "on %s finds only the pages whose own copy says the chrome's words",
    async (route, labels, queries) => {
      ({ page, problems } = await session.open(route));
      for (const [query, pages] of Object.entries(queries)) {
        const hrefs = (await search(page, query, labels)).map(pathOf).sort();
        expect({ query, hrefs }).toEqual({ query, hrefs: [...pages].sort() });
      }
      expect(problems.list).toEqual([]);
    },
  );
});

// Site search in Chromium against the built site and its Pagefind index (scripts/search-index.ts):
// the queries visitors type find the right page, with or without diacritics; keyboard use; FAQ
// results open their item; nothing of search loads before the overlay opens, and little after.
import type { BrowserContext, Locator, Page } from "playwright-core";
import ui from "../../data/ui.json";
import copy from "../../data/search.json";
import {
  DESKTOP,
  openContext,
  settle,
  scrollToY,
  trackProblems,
  visit,
  type ProblemLog,
} from "../helpers/browser";
import { eventually } from "../helpers/eventually";
import { describeBrowser, useHarness } from "../helpers/jest";

type Labels = (typeof ui)[number];
const ro = ui.find((labels) => labels.lang === "ro")!;
const en = ui.find((labels) => labels.lang === "en")!;

/** What a typical query may load in all, the overlay's script and index included. */
const QUERY_BUDGET_BYTES = 100 * 1024;

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
  ["consultanță gratuită", "consultanta gratuita", "/contact"],
  ["politica de cookies", "politica de cookies", "/politica-cookies"],
];

const MORE_EN: [query: string, expected: string][] = [
  ["pricing", "/pricing"],
  ["wealth planning", "/services-details"],
  ["AI automation", "/home-three"],
];

const pathOf = (href: string) => href.replace(/#.*$/, "");

describeBrowser("site search in Chromium", () => {
  const harness = useHarness();
  let context: BrowserContext;
  let page: Page;
  let problems: ProblemLog;

  async function open(route: string, into: BrowserContext = context) {
    if (page && !page.isClosed()) await page.close();
    page = await into.newPage();
    problems = trackProblems(page, harness.server.origin);
    expect(await visit(page, harness.server.origin, route)).toBe(200);
  }

  const dialogOf = (labels: Labels) => page.getByRole("dialog", { name: labels.searchLabel });
  const openerOf = (labels: Labels) =>
    page.getByRole("button", { name: labels.openSearch, exact: true });

  /** Types `query` into the overlay (opening it if needed) and gives the result links' hrefs. */
  async function search(query: string, labels: Labels = ro): Promise<string[]> {
    const dialog = dialogOf(labels);
    if (!(await dialog.isVisible())) await openerOf(labels).click();
    await dialog.getByRole("searchbox", { name: labels.searchLabel }).fill(query);
    const answered = dialog.locator(`[data-status="done"][data-searched="${query.trim()}"]`);
    await answered.waitFor();
    return answered
      .locator("#site-search-results a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  }

  beforeAll(async () => {
    ({ context } = await openContext(harness.browser, harness.server.origin));
  });
  afterAll(async () => {
    await context?.close();
  });

  describe("Romanian queries find their page first or second, with and without diacritics", () => {
    beforeAll(async () => {
      await open("/");
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
      const hrefs = await search(query);
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.length).toBeLessThanOrEqual(8);
      expect(hrefs.slice(0, 2).map(pathOf)).toContain(expected);
      expect(problems.list).toEqual([]);
    });
  });

  test.each(MORE_EN)("on an English page, %s → %s", async (query, expected) => {
    await open("/about");
    const hrefs = await search(query, en);
    expect(hrefs.slice(0, 2).map(pathOf)).toContain(expected);
    expect(problems.list).toEqual([]);
  });

  test("each language searches its own pages only", async () => {
    await open("/");
    expect(await search("pricing")).toEqual([]);
    expect(await dialogOf(ro).getByRole("link", { name: copy.ro.contactLabel }).count()).toBe(1);
    await open("/pricing");
    const hrefs = await search("leasing", en);
    expect(hrefs.every((href) => !href.startsWith("/servicii"))).toBe(true);
    expect(problems.list).toEqual([]);
  });

  // Words only the chrome says: the footer's copyright line, the consent banner's reject button,
  // the English footer's newsletter, the AI header's login menu, the English consent banner.
  test.each([
    ["/", ro, ["rezervate", "refuz"]],
    ["/home-three", en, ["subscribe", "logout", "storage"]],
  ] as const)("on %s finds nothing that only the chrome says", async (route, labels, queries) => {
    await open(route);
    for (const query of queries) {
      expect({ query, hrefs: await search(query, labels) }).toEqual({ query, hrefs: [] });
    }
    expect(problems.list).toEqual([]);
  });

  test("the keyboard alone: open, walk the results, Escape back to the button, Enter opens the first", async () => {
    await open("/");
    const opener = openerOf(ro);
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = dialogOf(ro);
    const box = dialog.getByRole("searchbox", { name: ro.searchLabel });
    await eventually(async () =>
      expect(await box.evaluate((el) => el === document.activeElement)).toBe(true),
    );
    await page.keyboard.type("factoring fara regres");
    await dialog.locator('[data-status="done"][data-searched="factoring fara regres"]').waitFor();
    const links = dialog.locator("#site-search-results a");
    const focusedHref = () =>
      page.evaluate(() => document.activeElement?.getAttribute("href") ?? null);
    await page.keyboard.press("ArrowDown");
    expect(await focusedHref()).toBe(await links.nth(0).getAttribute("href"));
    await page.keyboard.press("ArrowDown");
    expect(await focusedHref()).toBe(await links.nth(1).getAttribute("href"));
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    // The count is announced politely.
    const status = dialog.getByRole("status");
    expect(await status.getAttribute("aria-live")).toBe("polite");
    expect(await status.innerText()).toMatch(/\d+ rezultate|Un rezultat/);

    await page.keyboard.press("Escape");
    await eventually(async () => expect(await dialog.isVisible()).toBe(false));
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press("Enter");
    await box.waitFor();
    await box.fill("cash flow");
    await dialog.locator('[data-status="done"][data-searched="cash flow"]').waitFor();
    const first = await links.nth(0).getAttribute("href");
    await page.keyboard.press("Enter");
    await eventually(async () => expect(await dialog.isVisible()).toBe(false));
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === first);
    await opener.click();
    expect(await box.inputValue()).toBe("");
    expect(problems.list).toEqual([]);
  });

  test("Enter without results clears the box and closes, staying on the page", async () => {
    await open("/servicii");
    expect(await search("zzqx criptomonede")).toEqual([]);
    const dialog = dialogOf(ro);
    expect(await dialog.getByText(copy.ro.countNone).isVisible()).toBe(true);
    await dialog.getByRole("searchbox").press("Enter");
    await eventually(async () => expect(await dialog.isVisible()).toBe(false));
    expect(new URL(page.url()).pathname).toBe("/servicii");
    await openerOf(ro).click();
    expect(await dialog.getByRole("searchbox").inputValue()).toBe("");
    expect(problems.list).toEqual([]);
  });

  /** The FAQ item a result links to: its heading is in view and its answer open. */
  async function expectOpenItem(anchor: string) {
    const heading = page.locator(`h3#${anchor}`);
    const item = heading.locator("xpath=ancestor::details[1]");
    await eventually(async () =>
      expect(await item.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true),
    );
    await eventually(async () => {
      const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(await page.evaluate(() => window.innerHeight));
    });
    expect(await item.locator(":scope > :not(summary)").isVisible()).toBe(true);
  }

  test("a FAQ result opens its page with that question open and in view, also within the page", async () => {
    await open("/");
    const hrefs = await search("descoperitul de cont DAC");
    const answer = hrefs.find((href) =>
      /^\/servicii\/finantari-pe-termen-scurt#intrebare-\d+$/.test(href),
    );
    expect(answer).toBeDefined();
    await dialogOf(ro).locator(`a[href="${answer}"]`).click();
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === answer);
    await eventually(async () => expect(await dialogOf(ro).isVisible()).toBe(false));
    await expectOpenItem(answer!.split("#")[1]);

    // Another answer of the same page: only the hash changes, and that item opens instead.
    const again = await search("perioadă linie de credit");
    const other = again.find(
      (href) => href.startsWith("/servicii/finantari-pe-termen-scurt#") && href !== answer,
    );
    expect(other).toBeDefined();
    await dialogOf(ro).locator(`a[href="${other}"]`).click();
    await expectOpenItem(other!.split("#")[1]);
    expect(
      await page
        .locator(`h3#${answer!.split("#")[1]}`)
        .locator("xpath=ancestor::details[1]")
        .evaluate((el) => (el as HTMLDetailsElement).open),
    ).toBe(false);

    // A page loaded with the anchor in its address opens the item too.
    await page.goto(`${harness.server.origin}/servicii/leasing#intrebare-3`);
    await expectOpenItem("intrebare-3");
    expect(problems.list).toEqual([]);
  });

  test(`loads nothing of search before the overlay opens, and ≤ ${QUERY_BUDGET_BYTES / 1024} KB for a query`, async () => {
    // A fresh context: nothing cached from the tests above.
    const { context: fresh } = await openContext(harness.browser, harness.server.origin);
    try {
      page = await fresh.newPage();
      problems = trackProblems(page, harness.server.origin);
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      const cdp = await fresh.newCDPSession(page);
      await cdp.send("Network.enable");
      const urls = new Map<string, string>();
      const transferred = new Map<string, number>();
      cdp.on("Network.requestWillBeSent", (event) => urls.set(event.requestId, event.request.url));
      cdp.on("Network.loadingFinished", (event) =>
        transferred.set(event.requestId, event.encodedDataLength),
      );

      expect(await visit(page, harness.server.origin, "/")).toBe(200);
      await settle(page);
      await scrollToY(page, 600);
      // Neither Pagefind nor the overlay's own chunk (webpackChunkName in Header.tsx).
      expect(requested.filter((p) => /pagefind|search-overlay/.test(p))).toEqual([]);

      transferred.clear();
      urls.clear();
      const hrefs = await search("finantare leasing");
      expect(hrefs.map(pathOf)[0]).toBe("/servicii/leasing");
      await settle(page);
      // Requests that began before the overlay opened have no URL here and do not count.
      const loaded = [...transferred].flatMap(([id, bytes]) => {
        const url = urls.get(id);
        return url ? [{ url, bytes }] : [];
      });
      const total = loaded.reduce((sum, r) => sum + r.bytes, 0);
      const report = loaded.map((r) => `${new URL(r.url).pathname} ${r.bytes}`).join("\n  ");
      console.log(
        `[search] "finantare leasing" after opening the overlay: ${total} bytes\n  ${report}`,
      );
      expect(loaded.some((r) => r.url.endsWith("/pagefind/pagefind.js"))).toBe(true);
      expect(loaded.some((r) => /\/search-overlay-[0-9a-f]+\.js$/.test(r.url))).toBe(true);
      expect(total).toBeLessThanOrEqual(QUERY_BUDGET_BYTES);
      expect(problems.list).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  test("without JavaScript no search is offered, and the button's place is the same", async () => {
    await open("/servicii");
    const box = async (target: Locator) => {
      const b = await target.boundingBox();
      return b && { x: Math.round(b.x), width: Math.round(b.width) };
    };
    const withJs = await box(openerOf(ro));
    expect(await openerOf(ro).isVisible()).toBe(true);
    const noJs = await harness.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    try {
      const bare = await noJs.newPage();
      await bare.goto(`${harness.server.origin}/servicii`);
      const button = bare.getByRole("button", {
        name: ro.openSearch,
        exact: true,
        includeHidden: true,
      });
      expect(await button.isVisible()).toBe(false);
      expect(await box(button)).toEqual(withJs);
    } finally {
      await noJs.close();
    }
  });
});

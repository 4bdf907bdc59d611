// Site search in Chromium against the built site and its Pagefind index (scripts/search-index.ts):
// nothing of search loads before the overlay opens, and little after; without JavaScript none is offered.
import type { Locator, Page } from "playwright-core";
import {
  DESKTOP,
  openContext,
  settle,
  scrollToY,
  trackProblems,
  visit,
  type ProblemLog,
} from "../../scripts/browser/pages";
import { describeBrowser } from "../helpers/jest";
import { openerOf, pathOf, ro, search, useSearchSession } from "./searchPage";

/** What a typical query may load in all, the overlay's script and index included. Most of it is
 * Pagefind's engine (its script and WebAssembly, 64 KB); the Romanian index, one file the engine
 * loads whole, grows with the pages' words: 22.4 KB before the document checklists, the borrowing-
 * capacity check and their policy text, 25.9 KB with them (the lists every service shares are left
 * out of it), for 105.0 KB in all. */
const QUERY_BUDGET_BYTES = 108 * 1024;

describeBrowser("site search in Chromium: loading", () => {
  const session = useSearchSession();
  const { harness } = session;
  let page: Page;
  let problems: ProblemLog;

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
      const hrefs = await search(page, "finantare leasing");
      expect(hrefs.map(pathOf)[0]).toBe("/servicii/leasing");
      await settle(page);
      // Requests that began before the overlay opened have no URL here and do not count, nor do
      // the page's own (an image the scroll brought near may finish loading meanwhile).
      const loaded = [...transferred].flatMap(([id, bytes]) => {
        const url = urls.get(id);
        return url && /pagefind|search-overlay/.test(new URL(url).pathname) ? [{ url, bytes }] : [];
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
    ({ page, problems } = await session.open("/servicii"));
    const box = async (target: Locator) => {
      const b = await target.boundingBox();
      return b && { x: Math.round(b.x), width: Math.round(b.width) };
    };
    const withJs = await box(openerOf(page, ro));
    expect(await openerOf(page, ro).isVisible()).toBe(true);
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

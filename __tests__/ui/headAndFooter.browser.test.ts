// The document head and the footer, whose code (react-helmet, the footer's read-only parts) loads
// on demand: after hydration the head holds each tag once (nothing doubled); a client-side
// navigation fetches react-helmet and brings the next page's title, language and structured data,
// and a footer of another chrome, whose parts are fetched only then.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import {
  openContext,
  settle,
  trackProblems,
  visit,
  type E2eContext,
} from "../../scripts/browser/pages";
import { eventually } from "../helpers/eventually";
import { describeBrowser, useHarness } from "../helpers/jest";
import { PUBLIC_DIR } from "../../scripts/siteRoutes";

/** What the build wrote into a page's head: its title and how many JSON-LD blocks. */
function builtHead(route: string) {
  const html = fs.readFileSync(path.join(PUBLIC_DIR, route.slice(1), "index.html"), "utf8");
  return {
    title: /<title[^>]*>([^<]*)<\/title>/.exec(html)![1],
    jsonLd: html.match(/type="application\/ld\+json"/g)?.length ?? 0,
  };
}

/** The head as the app left it. */
const headOf = (page: Page) =>
  page.evaluate(() => ({
    titles: Array.from(document.head.querySelectorAll("title"), (t) => t.textContent),
    lang: document.documentElement.lang,
    jsonLd: document.head.querySelectorAll('script[type="application/ld+json"]').length,
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href"),
  }));

describeBrowser("head and footer in Chromium", () => {
  const harness = useHarness();
  let e2e: E2eContext;
  let page: Page;
  afterAll(async () => {
    await page?.close();
    await e2e?.context.close();
  });

  test("the head follows client-side navigation, and a footer of another chrome fetches its parts", async () => {
    e2e = await openContext(harness.browser, harness.server.origin);
    page = await e2e.context.newPage();
    const problems = trackProblems(page, harness.server.origin);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const footerChunk = () => scripts.some((file) => file.startsWith("/footer-"));
    const helmetChunk = () => scripts.some((file) => file.startsWith("/helmet-"));

    const leasing = builtHead("/servicii/leasing");
    expect(await visit(page, harness.server.origin, "/servicii/leasing")).toBe(200);
    await settle(page);
    expect(await headOf(page)).toEqual({
      titles: [leasing.title],
      lang: "ro",
      jsonLd: leasing.jsonLd,
      canonical: expect.stringMatching(/\/servicii\/leasing$/),
    });
    expect(footerChunk()).toBe(false);
    // The head the build wrote is the page's own: react-helmet is fetched only to change it.
    expect(helmetChunk()).toBe(false);
    // The footer the build wrote is all there without its code.
    const columns = page.locator('[data-static="footer-columns"] h2');
    expect(await columns.count()).toBeGreaterThan(0);

    const homeTwo = builtHead("/home-two");
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate("/home-two"),
    );
    await eventually(async () =>
      expect(await headOf(page)).toEqual({
        titles: [homeTwo.title],
        lang: "en",
        jsonLd: homeTwo.jsonLd,
        canonical: expect.stringMatching(/\/home-two$/),
      }),
    );
    expect(helmetChunk()).toBe(true);
    await eventually(async () => expect(footerChunk()).toBe(true));
    await eventually(async () => expect(await columns.count()).toBeGreaterThan(0));
    expect(await page.locator('[data-static="footer-brand"] a').count()).toBeGreaterThan(0);
    expect(problems.list).toEqual([]);
  });
});

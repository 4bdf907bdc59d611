// What moves with scrolling or on its own, as a visitor sees it: hash navigation, the counters and
// the carousels.
import type { Page } from "playwright-core";
import { openContext, scrollToY, visit, type ProblemLog } from "../../scripts/browser/pages";
import { partItems } from "../helpers/dataFiles";
import { eventually } from "../helpers/eventually";
import { describeBrowser, useBrowserPages } from "../helpers/jest";
import { COUNTED_FLAG } from "../../src/constants";

const counters = partItems("counters") as { page: string; target: number; label: string }[];

/** Pages with autoplaying carousels. */
const CAROUSEL_PAGES = ["/despre-noi", "/about", "/home-two", "/home-three"];
const CAROUSEL_WAIT_MS = 40_000;

describeBrowser("scrolling and moving widgets in Chromium", () => {
  const session = useBrowserPages();
  const { harness } = session;
  let page: Page;
  let problems: ProblemLog;

  async function open(route: string) {
    ({ page, problems } = await session.open(route));
  }

  describe("hash navigation", () => {
    const formInView = () =>
      page.evaluate(() => {
        const form = document.getElementById("contact-form");
        if (!form) return "no #contact-form";
        const top = form.getBoundingClientRect().top;
        return top >= -1 && top < window.innerHeight / 2 ? "in view" : `top at ${top}`;
      });

    test("/servicii/leasing#contact-form opens scrolled to the form", async () => {
      await open("/servicii/leasing#contact-form");
      await eventually(async () => expect(await formInView()).toBe("in view"));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      expect(problems.list).toEqual([]);
    });

    test("the service intro's call to action scrolls to the form", async () => {
      await open("/servicii/leasing");
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.locator("main a[href$='#contact-form']").first().click();
      await eventually(async () => expect(await formInView()).toBe("in view"));
      expect(problems.list).toEqual([]);
    });

    test("following a link to another page starts it at the top", async () => {
      await open("/servicii");
      await scrollToY(page, 1500);
      const link = page.locator("main a[href='/servicii/factoring']").first();
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await page.waitForURL(`${harness.server.origin}/servicii/factoring`);
      await eventually(async () => expect(await page.evaluate(() => window.scrollY)).toBe(0));
      expect(problems.list).toEqual([]);
    });
  });

  test(`counters count up on the first visit and show the value at once after '${COUNTED_FLAG}'`, async () => {
    const fresh = await openContext(harness.browser, harness.server.origin);
    const home = counters.filter((c) => c.page === "home_1");
    const digitsOf = (n: number) => String(n).replace(/\D/g, "");
    try {
      ({ page, problems } = await session.newPage({ context: fresh.context }));
      await visit(page, harness.server.origin, "/");
      // Locators are made from the current `page`, so they follow it to the second visit.
      // A counter's value is the paragraph before its label (prefix and suffix hold no digits).
      const values = () =>
        home.map((c) =>
          page.getByText(c.label, { exact: true }).locator("xpath=preceding-sibling::p[1]"),
        );
      const flag = () => page.evaluate((key) => localStorage.getItem(key), COUNTED_FLAG);
      const digits = () =>
        Promise.all(values().map(async (v) => (await v.innerText()).replace(/\D/g, "")));
      for (const value of values()) expect(await value.count()).toBe(1);
      expect(await flag()).toBeNull();
      // Below the fold nothing has counted yet: every value waits at 0.
      await eventually(async () => expect(await digits()).toEqual(home.map(() => "0")));

      await values()[0].scrollIntoViewIfNeeded();
      await eventually(async () =>
        expect(await digits()).toEqual(home.map((c) => digitsOf(c.target))),
      );
      await eventually(async () => expect(await flag()).toBe("true"));
      expect(problems.list).toEqual([]);
      await page.close();

      // A later visit: the flag is set, so the values are there without scrolling or counting.
      ({ page, problems } = await session.newPage({ context: fresh.context }));
      await visit(page, harness.server.origin, "/");
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await digits()).toEqual(home.map((c) => digitsOf(c.target)));
      expect(problems.list).toEqual([]);
    } finally {
      await page?.close();
      await fresh.context.close();
    }
  });

  test.each(CAROUSEL_PAGES)("%s: every carousel advances on its own", async (route) => {
    await open(route);
    const carousels = page.locator("section[aria-roledescription]");
    const count = await carousels.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const carousel = carousels.nth(i);
      await carousel.scrollIntoViewIfNeeded();
      // A carousel in the first screen loads swiper with the visitor's first interaction.
      await page.mouse.wheel(0, 1);
      const active = () =>
        carousel.locator(".swiper-slide-active").first().getAttribute("data-swiper-slide-index");
      const start = await active();
      expect(start).not.toBeNull();
      await eventually(async () => expect(await active()).not.toBe(start), CAROUSEL_WAIT_MS);
    }
    expect(problems.list).toEqual([]);
  });
});

// Page widgets as a visitor uses them: FAQ accordion, video modal, hash navigation, counters,
// carousels.
import type { Locator, Page } from "playwright-core";
import counters from "../../data/counter.ro.json";
import faqRo from "../../data/faq.ro.json";
import faqEn from "../../data/faq.en.json";
import pages from "../../data/pages.json";
import site from "../../data/site.json";
import ui from "../../data/ui.json";
import { openContext, scrollToY, visit, type ProblemLog } from "../helpers/browser";
import { eventually } from "../helpers/eventually";
import { describeBrowser, useBrowserPages } from "../helpers/jest";
import { COUNTED_FLAG } from "../../src/constants";

const ro = ui.find((labels) => labels.lang === "ro")!;
const faqCount = (key: string) => [...faqRo, ...faqEn].filter((item) => item.page === key).length;
const pageKeyOf = (route: string) => pages.find((p) => p.path === route)?.pageKey ?? "";

/** Accordion pages and the FAQ key whose items they show. */
const ACCORDIONS = [
  ["/", "home_1"],
  ["/faqs", "inner_page"],
  ["/servicii/fonduri-europene", pageKeyOf("/servicii/fonduri-europene")],
  ["/servicii/credite-persoane-fizice", pageKeyOf("/servicii/credite-persoane-fizice")],
] as const;

/** Pages with a play button that opens the video modal. */
const VIDEO_PAGES = ["/", "/servicii", "/services-details", "/home-two"];

/** Pages with autoplaying carousels. */
const CAROUSEL_PAGES = ["/despre-noi", "/about", "/home-two", "/home-three"];
const CAROUSEL_WAIT_MS = 40_000;

describeBrowser("page widgets in Chromium", () => {
  const session = useBrowserPages();
  const { harness } = session;
  let page: Page;
  let problems: ProblemLog;

  async function open(route: string) {
    ({ page, problems } = await session.open(route));
  }

  describe("FAQ accordion", () => {
    /** The first accordion of the page: the summaries of its items, in order. */
    async function accordionButtons(): Promise<Locator> {
      const first = page.locator("main details[name] > summary").first();
      await first.waitFor();
      const name = await first.evaluate((el) => el.parentElement!.getAttribute("name"));
      return page.locator(`main details[name="${name}"] > summary`);
    }
    /** Which items are open with their answer shown. */
    async function openStates(summaries: Locator): Promise<boolean[]> {
      return summaries.evaluateAll((elements) =>
        elements.map((summary) => {
          const details = summary.parentElement as HTMLDetailsElement;
          const answer = details.querySelector(":scope > :not(summary)");
          return details.open && !!answer && answer.getClientRects().length > 0;
        }),
      );
    }
    const only = (count: number, index: number | null) =>
      Array.from({ length: count }, (_v, i) => i === index);

    test.each(ACCORDIONS)(
      "%s: first item open, one at a time, clicking the open one closes it",
      async (route, key) => {
        await open(route);
        const buttons = await accordionButtons();
        const count = await buttons.count();
        expect(count).toBe(faqCount(key));
        expect(await openStates(buttons)).toEqual(only(count, 0));

        await buttons.nth(2).click();
        await eventually(async () => expect(await openStates(buttons)).toEqual(only(count, 2)));
        await buttons.nth(count - 1).click();
        await eventually(async () =>
          expect(await openStates(buttons)).toEqual(only(count, count - 1)),
        );
        await buttons.nth(count - 1).click();
        await eventually(async () => expect(await openStates(buttons)).toEqual(only(count, null)));
        await buttons.nth(0).click();
        await eventually(async () => expect(await openStates(buttons)).toEqual(only(count, 0)));
        expect(problems.list).toEqual([]);
      },
    );
  });

  describe("video modal", () => {
    const dialog = () => page.getByRole("dialog", { name: ro.videoTitle });
    const frames = () => page.locator("iframe[src*='youtube']");

    test("opens with the site's video, closes on Escape, on the backdrop and on its button", async () => {
      await open("/");
      const trigger = page.locator("main button[aria-haspopup='dialog']").first();
      expect(await frames().count()).toBe(0); // the player loads only when asked for
      expect(session.e2e.blocked.filter((url) => url.includes("youtube"))).toEqual([]);

      await trigger.click();
      await eventually(async () => expect(await dialog().isVisible()).toBe(true));
      expect(await frames().count()).toBe(1);
      const src = (await frames().getAttribute("src")) ?? "";
      expect(src).toContain(`https://www.youtube-nocookie.com/embed/${site.videoId}`);

      await page.keyboard.press("Escape");
      await eventually(async () => expect(await dialog().count()).toBe(0));
      expect(await frames().count()).toBe(0);
      await eventually(async () =>
        expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true),
      );

      await trigger.click();
      await eventually(async () => expect(await dialog().isVisible()).toBe(true));
      // The backdrop is the dialog's parent; a click on its corner misses the dialog.
      await dialog()
        .locator("xpath=..")
        .click({ position: { x: 4, y: 4 } });
      await eventually(async () => expect(await dialog().count()).toBe(0));
      expect(await frames().count()).toBe(0);

      await trigger.click();
      await eventually(async () => expect(await dialog().isVisible()).toBe(true));
      await dialog().getByRole("button", { name: ro.closeDialog, exact: true }).click();
      await eventually(async () => expect(await dialog().count()).toBe(0));
      expect(problems.list).toEqual([]);
    });

    test("without marketing consent the modal loads no player until the visitor allows it", async () => {
      const firstVisit = await openContext(harness.browser, harness.server.origin, {
        consent: null,
      });
      try {
        ({ page, problems } = await session.newPage({ context: firstVisit.context }));
        await visit(page, harness.server.origin, "/");
        await page.locator("main button[aria-haspopup='dialog']").first().click();
        await eventually(async () => expect(await dialog().isVisible()).toBe(true));
        expect(await frames().count()).toBe(0);
        expect(firstVisit.blocked).toEqual([]);
        await dialog().locator("button:not([aria-label])").click(); // the consent button
        await eventually(async () => expect(await frames().count()).toBe(1));
        expect(problems.list).toEqual([]);
      } finally {
        await page?.close();
        await firstVisit.context.close();
      }
    });

    test.each(VIDEO_PAGES.slice(1))("%s: the video opens and Escape closes it", async (route) => {
      await open(route);
      const trigger = page.locator("main button[aria-haspopup='dialog']").first();
      await trigger.scrollIntoViewIfNeeded();
      await trigger.click();
      const modal = page.locator("[role='dialog'][aria-modal='true']").filter({ has: frames() });
      await eventually(async () => expect(await modal.isVisible()).toBe(true));
      await page.keyboard.press("Escape");
      await eventually(async () => expect(await frames().count()).toBe(0));
      expect(problems.list).toEqual([]);
    });
  });

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
    const carousels = page.locator("[aria-roledescription='carousel']");
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

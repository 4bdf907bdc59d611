// Page widgets as a visitor uses them: FAQ accordion and video modal (hash navigation, counters
// and carousels: scrollWidgets.browser.test.ts).
import type { Locator, Page } from "playwright-core";
import faqEn from "../../data/faq.en.json";
import site from "../../data/site.json";
import ui from "../../data/ui.json";
import { openContext, visit, type ProblemLog } from "../../scripts/browser/pages";
import { partItems, routes } from "../helpers/dataFiles";
import { eventually } from "../helpers/eventually";
import { describeBrowser, useBrowserPages } from "../helpers/jest";

const ro = ui.find((labels) => labels.lang === "ro")!;
const faqCount = (key: string) =>
  [...partItems("faq"), ...faqEn].filter((item) => item.page === key).length;
const pageKeyOf = (route: string) => routes().find((p) => p.path === route)?.pageKey ?? "";

/** Accordion pages and the FAQ key whose items they show. */
const ACCORDIONS = [
  ["/", "home_1"],
  ["/faqs", "inner_page"],
  ["/servicii/fonduri-europene", pageKeyOf("/servicii/fonduri-europene")],
  ["/servicii/credite-persoane-fizice", pageKeyOf("/servicii/credite-persoane-fizice")],
] as const;

/** Pages with a play button that opens the video modal. */
const VIDEO_PAGES = ["/", "/servicii", "/services-details", "/home-two"];

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
    /**
     * Waits until the dialog has taken focus, as a visitor sees it (the focus ring on its close
     * button): from then on it answers Escape. A key pressed in the frame between the dialog's
     * first paint and its effects would otherwise reach a page that is not listening yet.
     */
    const focusInside = (element: Locator) =>
      eventually(async () =>
        expect(await element.evaluate((root) => root.contains(document.activeElement))).toBe(true),
      );

    test("opens with the site's video, closes on Escape, on the backdrop and on its button", async () => {
      await open("/");
      const trigger = page.locator("main button[aria-haspopup='dialog']").first();
      expect(await frames().count()).toBe(0); // the player loads only when asked for
      expect(session.e2e.blocked.filter((url) => url.includes("youtube"))).toEqual([]);

      await trigger.click();
      await eventually(async () => expect(await dialog().isVisible()).toBe(true));
      await focusInside(dialog());
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
      await focusInside(modal);
      await page.keyboard.press("Escape");
      await eventually(async () => expect(await frames().count()).toBe(0));
      expect(problems.list).toEqual([]);
    });
  });
});

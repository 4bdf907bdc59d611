// axe-core (WCAG 2.0/2.1 A and AA) on every route at 375 px and 1280 px, and with the side menu,
// the search overlay and the video modal open: zero violations.
import type { Locator, Page } from "playwright-core";
import ui from "../../data/ui.json";
import { DESKTOP, MOBILE, openContext, type E2eContext } from "../../scripts/browser/pages";
import { WCAG_TAGS, axeRules, violations } from "../helpers/axe";
import { eventually } from "../helpers/eventually";
import { describeBrowser, useBrowserPages } from "../helpers/jest";
import { ROUTES } from "../../scripts/siteRoutes";

const ro = ui.find((labels) => labels.lang === "ro")!;
const en = ui.find((labels) => labels.lang === "en")!;

const VIEWPORTS = [
  ["375", MOBILE],
  ["1280", DESKTOP],
] as const;

/** Waits until the overlay's own animations and transitions have finished. */
async function settled(locator: Locator) {
  await locator.waitFor({ state: "visible" });
  await eventually(async () =>
    expect(
      await locator.evaluate(
        (el) =>
          el
            .getAnimations({ subtree: true })
            .filter(
              (a) => a.playState === "running" && a.effect?.getTiming().iterations !== Infinity,
            ).length,
      ),
    ).toBe(0),
  );
}

describeBrowser("accessibility (axe, WCAG 2.1 A/AA)", () => {
  // Reduced motion: nothing animates while axe measures contrast and overlap.
  const session = useBrowserPages({ reducedMotion: "reduce" });
  const { harness } = session;
  let firstVisit: E2eContext;
  let page: Page;

  beforeAll(async () => {
    // A first-time visitor also has the cookie banner on every page.
    firstVisit = await openContext(harness.browser, harness.server.origin, {
      reducedMotion: "reduce",
      consent: null,
    });
  });
  afterAll(async () => {
    await firstVisit?.context.close();
    console.log(
      `[e2e] axe: ${axeRules.run.size} rules run (tags ${WCAG_TAGS.join(", ")}), ` +
        `${axeRules.applied.size} of them applied to some page: ${[...axeRules.applied].sort().join(" ")}`,
    );
  });

  async function open(
    route: string,
    viewport: { width: number; height: number },
    context?: E2eContext,
  ) {
    ({ page } = await session.open(route, { viewport, context: context?.context }));
  }

  // Both widths of a route are checked side by side, each in a page of its own: axe works in the
  // page's renderer, so two pages use both cores where one would leave one idle.
  test.each(ROUTES.map((route) => route.path))(
    "%s at 375 and 1280 px has no violations",
    async (route) => {
      const found = await Promise.all(
        VIEWPORTS.map(async ([width, viewport]) => {
          const opened = await session.open(route, { viewport, context: firstVisit.context });
          return violations(opened.page, `${route} @${width}px`);
        }),
      );
      expect(found.flat()).toEqual([]);
    },
  );

  test.each([
    ["/", ro],
    ["/about", en],
  ] as const)("%s at 375 px with the side menu open has no violations", async (route, labels) => {
    await open(route, MOBILE);
    await page.getByRole("button", { name: labels.openMenu, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: labels.sideNavLabel });
    await settled(dialog);
    const toggle = dialog.locator("details > summary").first();
    await toggle.click(); // a submenu open too
    await eventually(async () =>
      expect(await toggle.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)).toBe(
        true,
      ),
    );
    expect(await violations(page, `${route} side menu`)).toEqual([]);
  });

  test.each(VIEWPORTS)(
    "the search overlay with results at %s px has no violations",
    async (width, viewport) => {
      await open("/servicii", viewport);
      await page.getByRole("button", { name: ro.openSearch, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: ro.searchLabel });
      await settled(dialog);
      await dialog.getByRole("searchbox").fill("finanțare leasing");
      await dialog.locator('[data-status="done"] #site-search-results a').first().waitFor();
      expect(await violations(page, `/servicii search results @${width}px`)).toEqual([]);
      await dialog.getByRole("searchbox").fill("zzqx");
      await dialog.locator('[data-status="done"][data-searched="zzqx"]').waitFor();
      expect(await violations(page, `/servicii search, no results @${width}px`)).toEqual([]);
    },
  );

  test.each(VIEWPORTS)("the video modal at %s px has no violations", async (width, viewport) => {
    await open("/", viewport);
    await page.locator("main button[aria-haspopup='dialog']").first().click();
    const dialog = page.getByRole("dialog", { name: ro.videoTitle });
    await settled(dialog.locator("xpath=..")); // the backdrop fades in
    await dialog.waitFor();
    expect(await violations(page, `/ video modal @${width}px`)).toEqual([]);
  });

  test("a planted fault is found, every element of it", async () => {
    await open("/contact", MOBILE);
    await page.evaluate(() => {
      const main = document.querySelector("main") as HTMLElement;
      for (const name of ["one", "two"]) {
        const img = document.createElement("img");
        img.src = `/${name}.png`;
        img.className = `planted-${name}`;
        main.append(img);
      }
      const button = document.createElement("button");
      button.className = "planted-button";
      main.append(button);
    });
    const found = await violations(page, "/contact planted");
    expect(found.filter((line) => /image-alt .* at \.planted-(one|two)\b/.test(line))).toHaveLength(
      2,
    );
    expect(found.some((line) => /button-name .* at \.planted-button\b/.test(line))).toBe(true);
  });
});

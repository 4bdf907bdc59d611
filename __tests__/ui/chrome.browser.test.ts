// The shared chrome as a visitor uses it: sticky header, scroll-to-top, mobile side menu, search.
import type { Page } from "playwright-core";
import ui from "../../data/ui.json";
import menu from "../../data/menu.json";
import { MOBILE, WAIT_MS, scrollToY, type ProblemLog } from "../../scripts/browser/pages";
import { eventually } from "../helpers/eventually";
import { describeBrowser, useBrowserPages } from "../helpers/jest";
import { SCROLL_UP_PX, STICKY_HEADER_PX } from "../../src/constants";

const ro = ui.find((labels) => labels.lang === "ro")!;
const en = ui.find((labels) => labels.lang === "en")!;
const servicii = menu.find((item) => item.menu === "ro" && item.has_dropdown)!;
const enDropdowns = menu.filter((item) => item.menu === "en" && item.has_dropdown);

describeBrowser("shared chrome in Chromium", () => {
  const session = useBrowserPages();
  const { harness } = session;
  let page: Page;
  let problems: ProblemLog;

  async function open(route: string, viewport?: { width: number; height: number }) {
    ({ page, problems } = await session.open(route, { viewport }));
  }

  test(`the header turns sticky past ${STICKY_HEADER_PX} px and not before`, async () => {
    await open("/servicii/leasing");
    const header = page.locator("header[data-sticky]");
    const sticky = () => header.getAttribute("data-sticky");
    expect(await sticky()).toBe("false");

    await scrollToY(page, STICKY_HEADER_PX + 50);
    await eventually(async () => expect(await sticky()).toBe("true"));
    // It appears in place: nothing animates that would cost the page work on every frame.
    expect(await header.evaluate((el) => el.getAnimations().length)).toBe(0);
    await scrollToY(page, STICKY_HEADER_PX - 50);
    await eventually(async () => expect(await sticky()).toBe("false"));
    await scrollToY(page, STICKY_HEADER_PX + 1);
    await eventually(async () => expect(await sticky()).toBe("true"));
    await scrollToY(page, STICKY_HEADER_PX);
    await eventually(async () => expect(await sticky()).toBe("false"));

    // Sticky means it stays at the top of the viewport while the page scrolls on.
    await scrollToY(page, 1200);
    await eventually(async () => expect(await sticky()).toBe("true"));
    await eventually(async () => expect(Math.round((await header.boundingBox())?.y ?? -1)).toBe(0));
    expect(await header.isVisible()).toBe(true);
    expect(problems.list).toEqual([]);
  });

  test(`the scroll-to-top button shows past ${SCROLL_UP_PX} px and scrolls up`, async () => {
    await open("/despre-noi");
    const button = page.getByRole("button", { name: ro.scrollTopLabel, exact: true });
    expect(await button.isVisible()).toBe(false);

    await scrollToY(page, SCROLL_UP_PX + 100);
    await eventually(async () => expect(await button.isVisible()).toBe(true));
    await scrollToY(page, SCROLL_UP_PX - 50);
    await eventually(async () => expect(await button.isVisible()).toBe(false));
    await scrollToY(page, 1500);
    await eventually(async () => expect(await button.isVisible()).toBe(true));

    await button.click();
    await eventually(async () => expect(await page.evaluate(() => window.scrollY)).toBe(0));
    await eventually(async () => expect(await button.isVisible()).toBe(false));
    expect(problems.list).toEqual([]);
  });

  test("the mobile side menu at 375 px: Servicii submenu, Contactează-ne → /contact", async () => {
    await open("/", MOBILE);
    const opener = page.getByRole("button", { name: ro.openMenu, exact: true });
    const dialog = page.getByRole("dialog", { name: ro.sideNavLabel });
    expect(await opener.isVisible()).toBe(true);
    expect(await dialog.isVisible()).toBe(false);
    expect(await opener.getAttribute("aria-expanded")).toBe("false");

    await opener.click();
    await eventually(async () => expect(await dialog.isVisible()).toBe(true));
    // The app reads the state from the popover's toggle event, which follows the opening.
    await eventually(async () => expect(await opener.getAttribute("aria-expanded")).toBe("true"));

    // The submenu is a <details>: its summary is the toggle, the browser keeps its state.
    const toggle = dialog.locator(`summary[aria-label="${ro.submenuToggle}: ${servicii.title}"]`);
    const group = toggle.locator("xpath=..");
    const submenu = group.locator("ul");
    const isOpen = () => group.evaluate((el) => (el as HTMLDetailsElement).open);
    expect(await isOpen()).toBe(false);
    expect(await submenu.isVisible()).toBe(false);
    await toggle.click();
    await eventually(async () => expect(await isOpen()).toBe(true));
    expect(await submenu.isVisible()).toBe(true);
    const links = submenu.getByRole("link");
    expect(await links.count()).toBe(servicii.sub_menus.length);
    for (const [index, sub] of servicii.sub_menus.entries()) {
      expect(await links.nth(index).getAttribute("href")).toBe(sub.link);
      expect((await links.nth(index).innerText()).trim()).toBe(sub.title);
    }
    await toggle.click(); // clicking the open submenu's toggle closes it
    await eventually(async () => expect(await submenu.isVisible()).toBe(false));
    expect(await isOpen()).toBe(false);

    // Escape closes the menu and gives focus back to the button that opened it.
    await page.keyboard.press("Escape");
    await eventually(async () => expect(await dialog.isVisible()).toBe(false));
    await eventually(async () =>
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true),
    );

    await opener.click();
    await eventually(async () => expect(await dialog.isVisible()).toBe(true));
    await dialog.getByRole("link", { name: ro.contactButton, exact: true }).click();
    await page.waitForURL(`${harness.server.origin}/contact`, { timeout: WAIT_MS });
    await eventually(async () => expect(await dialog.isVisible()).toBe(false));
    await eventually(async () => expect(await page.locator("h1").innerText()).toBe("Contact"));
    expect(problems.list).toEqual([]);
  });

  test("the mobile side menu keeps one submenu open at a time", async () => {
    expect(enDropdowns.length).toBeGreaterThanOrEqual(2);
    await open("/about", MOBILE);
    await page.getByRole("button", { name: en.openMenu, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: en.sideNavLabel });
    await eventually(async () => expect(await dialog.isVisible()).toBe(true));
    const toggles = enDropdowns.map((item) =>
      dialog.locator(`summary[aria-label="${en.submenuToggle}: ${item.title}"]`),
    );
    const states = () =>
      Promise.all(
        toggles.map((t) => t.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)),
      );
    for (const [index, toggle] of toggles.entries()) {
      await toggle.click();
      const expected = toggles.map((_t, i) => i === index);
      await eventually(async () => expect(await states()).toEqual(expected));
    }
    await dialog.getByRole("button", { name: en.closeMenu, exact: true }).click();
    await eventually(async () => expect(await dialog.isVisible()).toBe(false));
    expect(problems.list).toEqual([]);
  });

  test("the search overlay clears its box and closes on submit (with no result, on the same page)", async () => {
    await open("/servicii");
    const before = page.url();
    const opener = page.getByRole("button", { name: ro.openSearch, exact: true });
    const dialog = page.getByRole("dialog", { name: ro.searchLabel });
    await opener.click();
    await eventually(async () => expect(await dialog.isVisible()).toBe(true));
    const box = dialog.getByRole("searchbox", { name: ro.searchLabel });
    await eventually(async () =>
      expect(await box.evaluate((el) => el === document.activeElement)).toBe(true),
    );
    // Results and Enter on them: __tests__/search/searchKeyboard.browser.test.ts. Here a query
    // nothing matches.
    await box.fill("zzqx");
    await dialog.locator('[data-status="done"][data-searched="zzqx"]').waitFor();
    await box.press("Enter");
    await eventually(async () => expect(await dialog.isVisible()).toBe(false));
    expect(page.url()).toBe(before);

    await opener.click();
    await eventually(async () => expect(await dialog.isVisible()).toBe(true));
    expect(await box.inputValue()).toBe("");
    await dialog.getByRole("button", { name: ro.closeSearch, exact: true }).click();
    await eventually(async () => expect(await dialog.isVisible()).toBe(false));
    expect(problems.list).toEqual([]);
  });
});

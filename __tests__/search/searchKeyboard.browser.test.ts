// Site search in Chromium against the built site and its Pagefind index (scripts/search-index.ts):
// keyboard use, and FAQ results that open their item.
import type { Page } from "playwright-core";
import copy from "../../data/search.json";
import type { ProblemLog } from "../../scripts/browser/pages";
import { eventually } from "../helpers/eventually";
import { describeBrowser } from "../helpers/jest";
import { dialogOf, expectOpenItem, openerOf, ro, search, useSearchSession } from "./searchPage";

describeBrowser("site search in Chromium: keyboard and FAQ results", () => {
  const session = useSearchSession();
  const { harness } = session;
  let page: Page;
  let problems: ProblemLog;

  test("the keyboard alone: open, walk the results, Escape back to the button, Enter opens the first", async () => {
    ({ page, problems } = await session.open("/"));
    const opener = openerOf(page, ro);
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = dialogOf(page, ro);
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
    ({ page, problems } = await session.open("/servicii"));
    expect(await search(page, "zzqx criptomonede")).toEqual([]);
    const dialog = dialogOf(page, ro);
    expect(await dialog.getByText(copy.ro.countNone).isVisible()).toBe(true);
    await dialog.getByRole("searchbox").press("Enter");
    await eventually(async () => expect(await dialog.isVisible()).toBe(false));
    expect(new URL(page.url()).pathname).toBe("/servicii");
    await openerOf(page, ro).click();
    expect(await dialog.getByRole("searchbox").inputValue()).toBe("");
    expect(problems.list).toEqual([]);
  });

  test("a FAQ result opens its page with that question open and in view, also within the page", async () => {
    ({ page, problems } = await session.open("/"));
    const hrefs = await search(page, "descoperitul de cont DAC");
    const answer = hrefs.find((href) =>
      /^\/servicii\/finantari-pe-termen-scurt#intrebare-\d+$/.test(href),
    );
    expect(answer).toBeDefined();
    await dialogOf(page, ro).locator(`a[href="${answer}"]`).click();
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === answer);
    await eventually(async () => expect(await dialogOf(page, ro).isVisible()).toBe(false));
    await expectOpenItem(page, answer!.split("#")[1]);

    // Another answer of the same page: only the hash changes, and that item opens instead.
    const again = await search(page, "perioadă linie de credit");
    const other = again.find(
      (href) => href.startsWith("/servicii/finantari-pe-termen-scurt#") && href !== answer,
    );
    expect(other).toBeDefined();
    await dialogOf(page, ro).locator(`a[href="${other}"]`).click();
    await expectOpenItem(page, other!.split("#")[1]);
    expect(
      await page
        .locator(`h3#${answer!.split("#")[1]}`)
        .locator("xpath=ancestor::details[1]")
        .evaluate((el) => (el as HTMLDetailsElement).open),
    ).toBe(false);

    // A page loaded with the anchor in its address opens the item too.
    await page.goto(`${harness.server.origin}/servicii/leasing#intrebare-3`);
    await expectOpenItem(page, "intrebare-3");
    expect(problems.list).toEqual([]);
  });
});

// A service's document checklist in Chromium on an emulated phone: the disclosure opens with a tap,
// a print of the page shows the list while it is closed (with and without JavaScript), and the
// print button opens the list and prints.
import type { Locator, Page } from "playwright-core";
import { serviceChecklistOf } from "../../io/documents";
import { MOBILE, openContext } from "../../scripts/browser/pages";
import { describeBrowser, useBrowserPages } from "../helpers/jest";
import path from "node:path";

const LEASING = "/servicii/leasing";
const checklist = serviceChecklistOf(path.resolve(__dirname, "../../data"), "leasing")!;
const items = checklist.groups.flatMap((group) => group.items);
const PHONE = { viewport: MOBILE, isMobile: true, hasTouch: true };

const section = (page: Page) => page.locator("section#documente");
const details = (page: Page) => section(page).locator("details");
const isOpen = (page: Page) => details(page).evaluate((el) => (el as HTMLDetailsElement).open);

/** Whether every item of the checklist is visible, as a reader (or the printed page) sees it. */
async function itemsVisible(page: Page): Promise<boolean[]> {
  const list = section(page).locator("details li");
  expect(await list.allTextContents()).toEqual(items);
  return Promise.all(items.map((_, i) => list.nth(i).isVisible()));
}

const printButton = (page: Page): Locator =>
  section(page).getByRole("button", { name: "Tipărește lista" });

describeBrowser("a service's document checklist in Chromium on a phone", () => {
  const session = useBrowserPages(PHONE);

  test("closed on load, the summary opens it with a tap and every item shows", async () => {
    const { page, problems } = await session.open(LEASING);
    expect(await isOpen(page)).toBe(false);
    expect(await itemsVisible(page)).toEqual(items.map(() => false));
    const summary = details(page).locator("summary");
    expect(await summary.getByRole("heading", { level: 2 }).innerText()).toBe(checklist.title);
    await summary.tap();
    expect(await isOpen(page)).toBe(true);
    expect(await itemsVisible(page)).toEqual(items.map(() => true));
    for (const group of checklist.groups) {
      expect(await section(page).getByRole("list", { name: group.title }).count()).toBe(1);
    }
    expect(problems.list).toEqual([]);
  });

  test("printed while closed, the list shows: the print stylesheet alone", async () => {
    const { page } = await session.open(LEASING);
    await page.emulateMedia({ media: "print" });
    expect(await isOpen(page)).toBe(false);
    expect(await itemsVisible(page)).toEqual(items.map(() => true));
    expect(await printButton(page).isVisible()).toBe(false);
    await page.emulateMedia({ media: "screen" });
    expect(await itemsVisible(page)).toEqual(items.map(() => false));
  });

  test("the print opens a closed list and closes it after; an open one stays open", async () => {
    const { page } = await session.open(LEASING);
    const fire = (type: string) => page.evaluate((t) => window.dispatchEvent(new Event(t)), type);
    await fire("beforeprint");
    expect(await isOpen(page)).toBe(true);
    await fire("afterprint");
    expect(await isOpen(page)).toBe(false);
    await details(page).locator("summary").tap();
    await fire("beforeprint");
    await fire("afterprint");
    expect(await isOpen(page)).toBe(true);
  });

  test("“Tipărește lista” is a button that opens the list and prints the page", async () => {
    const { page, problems } = await session.open(LEASING);
    await page.evaluate(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => void counted.printed++;
    });
    expect(await printButton(page).isVisible()).toBe(true);
    await printButton(page).tap();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    expect(await isOpen(page)).toBe(true);
    expect(await itemsVisible(page)).toEqual(items.map(() => true));
    expect(problems.list).toEqual([]);
  });

  test("without JavaScript: the disclosure opens, the print shows the list, no dead button", async () => {
    const noJs = await openContext(session.harness.browser, session.harness.server.origin, {
      ...PHONE,
      javaScriptEnabled: false,
    });
    try {
      const page = await noJs.context.newPage();
      expect((await page.goto(`${session.harness.server.origin}${LEASING}`))?.status()).toBe(200);
      expect(await printButton(page).isVisible()).toBe(false);
      await page.emulateMedia({ media: "print" });
      expect(await itemsVisible(page)).toEqual(items.map(() => true));
      await page.emulateMedia({ media: "screen" });
      expect(await itemsVisible(page)).toEqual(items.map(() => false));
      await details(page).locator("summary").tap();
      expect(await itemsVisible(page)).toEqual(items.map(() => true));
    } finally {
      await noJs.context.close();
    }
  });
});

// What the site search's browser test files share: the file's context, one page at a time, and
// the overlay's parts and a query typed into it, each taking the page.
import type { BrowserContext, Page } from "playwright-core";
import ui from "../../data/ui.json";
import { openContext, trackProblems, visit, type ProblemLog } from "../../scripts/browser/pages";
import { eventually } from "../helpers/eventually";
import { useHarness, type Harness } from "../helpers/jest";

export type Labels = (typeof ui)[number];
export const ro = ui.find((labels) => labels.lang === "ro")!;
export const en = ui.find((labels) => labels.lang === "en")!;

export const pathOf = (href: string) => href.replace(/#.*$/, "");

export interface SearchSession {
  harness: Harness;
  /** Closes the previous page and opens `route` in a new one of the file's context. */
  open(route: string): Promise<{ page: Page; problems: ProblemLog }>;
}

/** The harness plus one context for the whole file, opened in beforeAll and closed in afterAll. */
export function useSearchSession(): SearchSession {
  const harness = useHarness();
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    ({ context } = await openContext(harness.browser, harness.server.origin));
  });
  afterAll(async () => {
    await context?.close();
  });
  return {
    harness,
    async open(route) {
      if (!context) throw new Error("useSearchSession: the file's context is not open yet");
      if (page && !page.isClosed()) await page.close();
      page = await context.newPage();
      const problems = trackProblems(page, harness.server.origin);
      expect(await visit(page, harness.server.origin, route)).toBe(200);
      return { page, problems };
    },
  };
}

export const dialogOf = (page: Page, labels: Labels) =>
  page.getByRole("dialog", { name: labels.searchLabel });

export const openerOf = (page: Page, labels: Labels) =>
  page.getByRole("button", { name: labels.openSearch, exact: true });

/** Types `query` into the overlay (opening it if needed) and gives the result links' hrefs. */
export async function search(page: Page, query: string, labels: Labels = ro): Promise<string[]> {
  const dialog = dialogOf(page, labels);
  if (!(await dialog.isVisible())) await openerOf(page, labels).click();
  await dialog.getByRole("searchbox", { name: labels.searchLabel }).fill(query);
  const answered = dialog.locator(`[data-status="done"][data-searched="${query.trim()}"]`);
  await answered.waitFor();
  return answered
    .locator("#site-search-results a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
}

/** The FAQ item a result links to: its heading is in view and its answer open. */
export async function expectOpenItem(page: Page, anchor: string): Promise<void> {
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

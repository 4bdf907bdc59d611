// Driving the local editor in Chromium: log in to the local backend, open a data file, expand one
// list item by its summary, publish. Shared by the `cms` tests and the screenshots.
import type { Locator, Page } from "playwright-core";

export const WAIT_MS = 30_000;

export async function openFile(page: Page, adminUrl: string, collection: string, file: string) {
  await page.goto(adminUrl);
  await page.getByRole("button", { name: "Autentifică-te" }).click({ timeout: WAIT_MS });
  await page.goto(`${adminUrl}#/collections/${collection}/entries/${file}`);
}

/** Expands the list item whose summary is `summary`; returns the item's container. */
export async function expandItem(page: Page, summary: string): Promise<Locator> {
  const label = page.getByText(summary, { exact: true }).first();
  const item = label.locator("xpath=ancestor::div[.//button][1]");
  await item.locator("button").first().click({ timeout: WAIT_MS });
  return item;
}

export async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publicare" }).click({ timeout: WAIT_MS });
  await page.getByRole("menuitem").first().click({ timeout: WAIT_MS });
}

// Driving the local editor in Chromium: log in to the local backend, open a data file, expand one
// list item by its summary, pick an image in the media library, read the preview pane, publish.
// Shared by the `cms` tests and the screenshots.
import type { FrameLocator, Locator, Page } from "playwright-core";

export const WAIT_MS = 30_000;
/** The desktop screen the editor is driven on, the size of the README's screenshots. */
export const EDITOR_VIEWPORT = { width: 1440, height: 900 };

export async function logIn(page: Page, adminUrl: string): Promise<void> {
  await page.goto(adminUrl);
  await page.getByRole("button", { name: "Autentifică-te" }).click({ timeout: WAIT_MS });
}

/**
 * Opens one file of a file collection from the collection's list, as a maintainer does; the editor
 * must be logged in.
 */
export async function openEntry(page: Page, adminUrl: string, collection: string, file: string) {
  await openCollection(page, adminUrl, collection);
  await entryLink(page, collection, file).click({ timeout: WAIT_MS });
}

/** Shows a collection's list of files; the editor must be logged in. */
export async function openCollection(page: Page, adminUrl: string, collection: string) {
  await page.goto(`${adminUrl}#/collections/${collection}`);
}

/** The link to one file in its collection's list. */
export const entryLink = (page: Page, collection: string, file: string): Locator =>
  page.locator(`a[href$="#/collections/${collection}/entries/${file}"]`);

export async function openFile(page: Page, adminUrl: string, collection: string, file: string) {
  await logIn(page, adminUrl);
  await openEntry(page, adminUrl, collection, file);
}

/** Expands the list item whose summary is `summary`; returns the item's container. */
export async function expandItem(page: Page, summary: string): Promise<Locator> {
  const label = page.getByText(summary, { exact: true }).first();
  const item = label.locator("xpath=ancestor::div[.//button][1]");
  await item.locator("button").first().click({ timeout: WAIT_MS });
  return item;
}

/** Expands the shown object field labelled `label` (its fields are hidden until then). */
export async function expandObject(page: Page, label: string): Promise<void> {
  await page
    .locator("[class*=ExpandButtonContainer]", { hasText: new RegExp(`^${label}$`) })
    .locator("visible=true")
    .first()
    .locator("button")
    .first()
    .click({ timeout: WAIT_MS });
}

/**
 * Replaces the image of an expanded item as a maintainer does: "Alege altă imagine", search the
 * media library for the file, select its card, confirm.
 */
export async function chooseImage(page: Page, item: Locator, fileName: string): Promise<void> {
  await item.getByRole("button", { name: "Alege altă imagine" }).click({ timeout: WAIT_MS });
  const library = page.getByRole("dialog");
  await library.getByPlaceholder("Caută...").fill(fileName, { timeout: WAIT_MS });
  await library.getByText(fileName, { exact: true }).click({ timeout: WAIT_MS });
  await library.getByRole("button", { name: "Alege fișierele selectate" }).click();
  await library.waitFor({ state: "detached", timeout: WAIT_MS });
}

/** The preview pane on the right of the entry editor (an iframe). */
export const previewPane = (page: Page): FrameLocator => page.frameLocator("#preview-pane");

/**
 * SHA-256 (hex) of the bytes an <img> shows. The local backend hands images to the page as blob:
 * URLs, so the bytes, not the address, say which file is displayed.
 */
export async function shownImageDigest(page: Page, image: Locator): Promise<string> {
  const src = await image.getAttribute("src", { timeout: WAIT_MS });
  if (!src) throw new Error("the image has no src");
  return page.evaluate(async (url) => {
    const bytes = await (await fetch(url)).arrayBuffer();
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
  }, src);
}

export async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publicare", exact: true }).click({ timeout: WAIT_MS });
  await page.getByRole("menuitem").first().click({ timeout: WAIT_MS });
}

/**
 * Publishes and waits until the entry is saved: the toolbar's button turns from "Publicare" (unsaved
 * changes) through "Se publică..." to "Publicat" once decap-server has written the file. (A toast
 * would not do: the previous save's may still be showing.)
 */
export async function publishAndWait(page: Page): Promise<void> {
  await publish(page);
  await page.getByRole("button", { name: "Publicat", exact: true }).waitFor({ timeout: WAIT_MS });
}

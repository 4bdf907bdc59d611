// `npm run screenshots:cms [dir]`: PNGs of the content editor at 1440×900 (default dir
// screenshots/cms): the site's pages, the Leasing page with one question open beside its preview,
// and a service card's image field. The editor runs in local mode over a temporary copy of data/.
import fs from "node:fs";
import path from "node:path";
import type { Frame, Page } from "playwright-core";
import { launchChromium } from "../scripts/browser/chromium";
import { startLocalEditor } from "./editorServer";
import {
  EDITOR_VIEWPORT,
  entryLink,
  expandItem,
  logIn,
  openCollection,
  openEntry,
  previewPane,
  WAIT_MS,
} from "./editorPage";

const ROOT = path.resolve(__dirname, "..");
const OUT_DIR = path.resolve(process.argv[2] ?? path.join(ROOT, "screenshots/cms"));

/** Waits until every image of the page and of its preview frame has loaded (or failed). */
async function imagesLoaded(page: Page): Promise<void> {
  const settle = (frame: Frame) =>
    frame.waitForFunction(() => [...document.images].every((img) => img.complete), null, {
      timeout: WAIT_MS,
    });
  await Promise.all(page.frames().map(settle));
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const editor = await startLocalEditor();
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: EDITOR_VIEWPORT });
  const shoot = async (name: string) => {
    await imagesLoaded(page);
    const file = path.join(OUT_DIR, `${name}.png`);
    await page.screenshot({ path: file });
    console.log(`saved ${file}`);
  };
  try {
    await logIn(page, editor.url);
    await openCollection(page, editor.url, "pagini");
    await entryLink(page, "pagini", "page_leasing").waitFor({ timeout: WAIT_MS });
    await shoot("editor-collection-1440");

    await openEntry(page, editor.url, "pagini", "page_leasing");
    const question = await expandItem(
      page,
      "Pe ce perioadă se încheie un contract de leasing financiar?",
    );
    await question.locator("textarea").first().scrollIntoViewIfNeeded();
    // The preview beside it scrolled to the same question, in the site's accordion.
    await previewPane(page)
      .locator("details", {
        hasText: "Pe ce perioadă se încheie un contract de leasing financiar?",
      })
      .scrollIntoViewIfNeeded();
    await shoot("editor-faq-preview-1440");

    await openEntry(page, editor.url, "pagini", "page_servicii");
    const card = await expandItem(page, "Previziuni financiare");
    await card.getByRole("button", { name: "Alege altă imagine" }).scrollIntoViewIfNeeded();
    await shoot("editor-service-card-image-1440");
  } finally {
    await browser.close();
    await editor.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

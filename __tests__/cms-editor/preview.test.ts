// The FAQ's preview in Chromium is drawn with the site's own accordion, fonts and colours: each
// page's questions under the page's title (no raw page keys), and an answer typed in the editor
// shows there as the page will show it.
import type { Page } from "playwright-core";
import faq from "../../data/faq.ro.json";
import { describeBrowser } from "../helpers/jest";
import { useLocalEditor } from "../helpers/localEditor";
import { eventually } from "../helpers/eventually";
import { expandItem, openFile, previewPane, WAIT_MS } from "../../cms/editorPage";

const QUESTION = "Ce este factoringul?";
const NEW_ANSWER =
  "Factoringul transformă facturile în bani înainte de scadență (text din editor).";

describeBrowser("the content editor, the FAQ's preview", () => {
  const harness = useLocalEditor();
  let page: Page;

  beforeAll(async () => {
    page = await harness.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await openFile(page, harness.editor.url, "liste", "faq_ro");
  });

  afterAll(async () => {
    await page.close();
  });

  /** The preview's item for a question: the site's <details>, found by its summary's text. */
  const itemOf = (question: string) =>
    previewPane(page).locator("details", {
      has: page.locator("summary", { hasText: question }),
    });

  it("groups the questions under their pages' titles, in the site's accordion and type", async () => {
    const preview = previewPane(page);
    const group = preview.getByRole("region", { name: "Factoring" });
    await group.waitFor({ timeout: WAIT_MS });
    const questions = faq.filter((item) => item.page === "factoring").map((item) => item.title);
    expect(await group.locator("details summary h3").allInnerTexts()).toEqual(questions);
    // Page keys (home_1, finantari_termen_scurt) are snake_case; the copy never is.
    expect(await preview.locator("body").innerText()).not.toMatch(/\b[a-z]+_[a-z0-9_]+\b/);

    const item = itemOf(QUESTION);
    // Every answer open, as the site's <details> with its own styles (tokens.css, fonts.css).
    expect(await item.getAttribute("open")).not.toBeNull();
    const look = await item.locator("summary").evaluate((summary) => {
      const heading = getComputedStyle(summary.querySelector("h3")!);
      return { color: getComputedStyle(summary).color, font: heading.fontFamily };
    });
    expect(look.color).toBe("rgb(11, 37, 69)"); // --color-primary-dark
    expect(look.font).toMatch(/^"?Manrope"?/);
  });

  it("shows an answer typed in the editor in the item's panel", async () => {
    const item = await expandItem(page, QUESTION);
    await item.locator("textarea:visible").first().fill(NEW_ANSWER);
    await eventually(
      async () => expect(await itemOf(QUESTION).locator("p").innerText()).toBe(NEW_ANSWER),
      WAIT_MS,
    );
  });
});

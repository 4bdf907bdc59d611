// Moving from one entry to another by the address bar, in Chromium: the second entry's fields show
// the second file's values, never the first's (Decap 3.6.4 kept the first entry's values there).
import type { Page } from "playwright-core";
import aboutPage from "../../data/ro-about.json";
import homePage from "../../data/ro-home.json";
import { describeBrowser } from "../helpers/jest";
import { useLocalEditor } from "../helpers/localEditor";
import { eventually } from "../helpers/eventually";
import { openFile, WAIT_MS } from "../../cms/editorPage";

describeBrowser("the content editor, address bar", () => {
  const harness = useLocalEditor();
  let page: Page;

  beforeAll(async () => {
    page = await harness.browser.newPage({ viewport: { width: 1440, height: 900 } });
  });

  afterAll(async () => {
    await page.close();
  });

  /** The values of the entry form's text fields, in order, shown or in a collapsed section. */
  const fieldValues = () =>
    page
      .locator("input:not([type=checkbox]):not([type=file]), textarea")
      .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));

  it("shows the second entry's own values after the address changes straight to it", async () => {
    await openFile(page, harness.editor.url, "texte", "ro_home");
    await eventually(
      async () => expect(await fieldValues()).toContain(homePage.hero.eyebrow),
      WAIT_MS,
    );

    await page.evaluate(() => {
      window.location.hash = "#/collections/texte/entries/ro_about";
    });
    await eventually(async () => {
      const values = await fieldValues();
      expect(values).toContain(aboutPage.reasons.eyebrow);
      expect(values).toContain(aboutPage.company.eyebrow);
      expect(values).not.toContain(homePage.hero.eyebrow);
    }, WAIT_MS);

    // And back, with the browser's own history.
    await page.goBack();
    await eventually(async () => {
      const values = await fieldValues();
      expect(values).toContain(homePage.hero.eyebrow);
      expect(values).not.toContain(aboutPage.reasons.eyebrow);
    }, WAIT_MS);
  });
});

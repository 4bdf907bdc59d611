// Moving between entries and out to the site, in Chromium: after the address changes straight to
// another entry, its fields show its own file's values, never the first's (Decap 3.6.4 kept the
// first entry's values there); and each entry links to the page of the site it is seen on.
import type { Page } from "playwright-core";
import about from "../../data/page-despre-noi.json";
import home from "../../data/page-acasa.json";
import { describeBrowser } from "../helpers/jest";
import { useLocalEditor } from "../helpers/localEditor";
import { eventually } from "../helpers/eventually";
import { openEntry, openFile, WAIT_MS } from "../../cms/editorPage";

describeBrowser("the content editor, between entries and to the site", () => {
  const harness = useLocalEditor();
  let page: Page;

  beforeAll(async () => {
    page = await harness.newPage();
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
    await openFile(page, harness.editor.url, "pagini", "page_acasa");
    await eventually(
      async () => expect(await fieldValues()).toContain(home.home.hero.eyebrow),
      WAIT_MS,
    );

    await page.evaluate(() => {
      window.location.hash = "#/collections/pagini/entries/page_despre_noi";
    });
    await eventually(async () => {
      const values = await fieldValues();
      expect(values).toContain(about.about.reasons.eyebrow);
      expect(values).toContain(about.about.company.eyebrow);
      expect(values).not.toContain(home.home.hero.eyebrow);
    }, WAIT_MS);

    // And back, with the browser's own history.
    await page.goBack();
    await eventually(async () => {
      const values = await fieldValues();
      expect(values).toContain(home.home.hero.eyebrow);
      expect(values).not.toContain(about.about.reasons.eyebrow);
    }, WAIT_MS);
  });

  it("links an entry to its page on the site the editor is served with", async () => {
    // Locally the admin page comes from `gatsby develop`, so its origin is the site's preview.
    const origin = new URL(harness.editor.url).origin;
    await openEntry(page, harness.editor.url, "pagini", "page_despre_noi");
    const live = page.getByRole("link", { name: "Vezi publicarea" });
    await expect(live.getAttribute("href", { timeout: WAIT_MS })).resolves.toBe(
      `${origin}/despre-noi`,
    );
    await openEntry(page, harness.editor.url, "pagini", "page_acasa");
    await eventually(async () => expect(await live.getAttribute("href")).toBe(origin), WAIT_MS);
  });
});

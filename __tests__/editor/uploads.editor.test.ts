// Uploading an image in the editor, in Chromium: a file in a format the build cannot crop, or
// too heavy, is refused the moment it is picked, with a Romanian message, and never enters the
// media library; a PNG within the limit does, and reaches data/images with the entry's save.
import fs from "node:fs";
import path from "node:path";
import type { Dialog, Page } from "playwright-core";
import { describeBrowser } from "../helpers/jest";
import { useLocalEditor } from "../helpers/localEditor";
import { eventually } from "../helpers/eventually";
import { MAX_IMAGE_BYTES } from "../../cms/admin/uploads";
import { expandItem, openFile, publishAndWait, WAIT_MS } from "../../cms/editorPage";

const ROOT = path.resolve(__dirname, "../..");
const CARD = "Previziuni financiare";
const PNG = fs.readFileSync(path.join(ROOT, "data/images/ro-about-values.png"));

describeBrowser("the content editor, image uploads", () => {
  const harness = useLocalEditor();
  let page: Page;
  const alerts: string[] = [];

  beforeAll(async () => {
    page = await harness.newPage();
    page.on("dialog", (dialog: Dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await openFile(page, harness.editor.url, "pagini", "page_servicii");
    const card = await expandItem(page, CARD);
    await card.getByRole("button", { name: "Alege altă imagine" }).click({ timeout: WAIT_MS });
  });

  afterAll(async () => {
    await page.close();
  });

  const upload = (name: string, mimeType: string, buffer: Buffer) =>
    page
      .getByRole("dialog")
      .locator("input[type=file]")
      .setInputFiles({ name, mimeType, buffer }, { timeout: WAIT_MS });
  const images = () => fs.readdirSync(path.join(harness.editor.repo, "data/images"));
  /** The files the media library shows, by the name under each card. */
  const library = () =>
    page.getByRole("dialog").locator("p, span, div:not(:has(*))").allInnerTexts();

  it("refuses a format the build cannot crop, naming the formats it takes", async () => {
    alerts.length = 0;
    await upload("fotografie.gif", "image/gif", PNG);
    await eventually(
      () =>
        expect(alerts).toEqual([
          "„fotografie.gif” nu poate fi folosit: imaginile site-ului trebuie să fie PNG, JPEG, WebP sau AVIF.",
        ]),
      WAIT_MS,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await library()).not.toContain("fotografie.gif");
    expect(images()).not.toContain("fotografie.gif");
  });

  it("refuses an image over the size limit, saying both sizes", async () => {
    alerts.length = 0;
    const heavy = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]);
    await upload("prea-mare.png", "image/png", heavy);
    await eventually(() => expect(alerts).toHaveLength(1), WAIT_MS);
    expect(alerts[0]).toMatch(
      /^„prea-mare\.png” are 1,\d+ MB; o imagine poate avea cel mult 1 MB\./,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await library()).not.toContain("prea-mare.png");
    expect(images()).not.toContain("prea-mare.png");
  });

  it("takes a PNG within the limit, which the save writes into data/images", async () => {
    alerts.length = 0;
    await upload("imagine-noua.png", "image/png", PNG);
    // Decap holds a new upload as a draft of the entry, selected in the library.
    const dialog = page.getByRole("dialog");
    await dialog.getByText("imagine-noua.png", { exact: true }).waitFor({ timeout: WAIT_MS });
    expect(await library()).toContain("imagine-noua.png");
    await dialog.getByRole("button", { name: "Alege fișierele selectate" }).click();
    await dialog.waitFor({ state: "detached", timeout: WAIT_MS });
    await publishAndWait(page);
    await eventually(() => expect(images()).toContain("imagine-noua.png"), WAIT_MS);
    expect(fs.readFileSync(path.join(harness.editor.repo, "data/images/imagine-noua.png"))).toEqual(
      PNG,
    );
    expect(alerts).toEqual([]);
  });
});

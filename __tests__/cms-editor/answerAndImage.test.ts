// One editing session in the local editor, as a maintainer works: a FAQ answer's text and a
// service card's image (picked in the media library) are changed, each seen in the preview pane
// before publishing, and the temporary copy of data/ then differs from the repository's data/ by
// exactly those two values, one line each.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { diffFolders } from "../helpers/dataDiff";
import { eventually } from "../helpers/eventually";
import { describeBrowser } from "../helpers/jest";
import { savedFile, useLocalEditor } from "../helpers/localEditor";
import {
  chooseImage,
  expandItem,
  logIn,
  openEntry,
  previewPane,
  publishAndWait,
  shownImageDigest,
  WAIT_MS,
} from "../../cms/editorPage";

const ROOT = path.resolve(__dirname, "../..");
const QUESTION = "Cum decurge colaborarea cu voi?";
const NEW_ANSWER =
  "Discutăm nevoia firmei, pregătim dosarul și vă însoțim până la semnarea contractului.";
const CARD = "Previziuni financiare";
const OLD_IMAGE = "ro-service-previziuni-financiare.png";
const NEW_IMAGE = "ro-about-values.png";
/** Decap's message for a field whose widget has no preview of its own. */
const NO_PREVIEW = /Nu există previzualizare|No preview for widget/;

const digest = (file: string) =>
  crypto
    .createHash("sha256")
    .update(fs.readFileSync(path.join(ROOT, "data/images", file)))
    .digest("hex");

interface Faq {
  title: string;
  desc: string;
}

describeBrowser("the content editor, one session over two files", () => {
  const harness = useLocalEditor();

  it("changes a FAQ answer and a service card's image; data/ holds exactly those two lines", async () => {
    const { editor } = harness;
    const page = await harness.browser.newPage({ viewport: { width: 1440, height: 900 } });
    /** Waits until the file in the temporary copy differs from the repository's. */
    const saved = (file: string) =>
      savedFile(editor, file, fs.readFileSync(path.join(ROOT, file), "utf8"));
    expect(digest(NEW_IMAGE)).not.toBe(digest(OLD_IMAGE));
    const faqs = JSON.parse(fs.readFileSync(path.join(ROOT, "data/faq.ro.json"), "utf8")) as Faq[];
    const oldAnswer = faqs.find((faq) => faq.title === QUESTION)?.desc;
    await logIn(page, editor.url);

    await openEntry(page, editor.url, "liste", "faq_ro");
    const add = page.getByRole("button", { name: "Adaugă element", exact: true });
    await add.waitFor({ timeout: WAIT_MS });
    const buttons = await page.getByRole("button").allInnerTexts();
    expect(buttons.filter((text) => /^Add\b/.test(text.trim()))).toEqual([]);
    const faq = await expandItem(page, QUESTION);
    await faq.locator("textarea:visible").first().fill(NEW_ANSWER);
    const preview = previewPane(page);
    await preview.getByText(NEW_ANSWER, { exact: true }).waitFor({ timeout: WAIT_MS });
    expect(await preview.locator("body").innerText()).not.toMatch(NO_PREVIEW);
    await publishAndWait(page);
    await saved("data/faq.ro.json");

    await openEntry(page, editor.url, "liste", "service_card_ro");
    const card = await expandItem(page, CARD);
    const cardPreview = previewPane(page).locator(
      `xpath=//div[strong][normalize-space(.)="Titlu: ${CARD}"]/preceding::img[1]`,
    );
    expect(await shownImageDigest(page, cardPreview)).toBe(digest(OLD_IMAGE));
    await chooseImage(page, card, NEW_IMAGE);
    await eventually(async () => {
      expect(await shownImageDigest(page, cardPreview)).toBe(digest(NEW_IMAGE));
    }, WAIT_MS);
    expect(await previewPane(page).locator("body").innerText()).not.toMatch(NO_PREVIEW);
    await publishAndWait(page);
    await saved("data/service-card.ro.json");

    expect(diffFolders(path.join(ROOT, "data"), path.join(editor.repo, "data"))).toEqual({
      added: [],
      removed: [],
      changed: {
        "faq.ro.json": [
          {
            line: expect.any(Number),
            before: `    "desc": ${JSON.stringify(oldAnswer)},`,
            after: `    "desc": ${JSON.stringify(NEW_ANSWER)},`,
          },
        ],
        "service-card.ro.json": [
          {
            line: expect.any(Number),
            before: `    "thumb": "images/${OLD_IMAGE}",`,
            after: `    "thumb": "images/${NEW_IMAGE}",`,
          },
        ],
      },
    });
  });
});

// One editing session in the local editor, as a maintainer works: a FAQ answer's text on the home
// page's entry and a service page's image (picked in the media library) on its own entry are
// changed, each seen in the preview pane before publishing, and the temporary copy of data/ then
// differs from the repository's data/ by exactly those two values, one line each. (A page's
// preview draws a service page's introduction with its image, not the service cards.)
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { diffFolders } from "./dataDiff";
import { eventually } from "../helpers/eventually";
import { describeBrowser } from "../helpers/jest";
import { savedFile, useLocalEditor } from "../helpers/localEditor";
import {
  chooseImage,
  expandItem,
  expandObject,
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
const HOME_FILE = "data/page-acasa.json";
const SERVICE_FILE = "data/page-previziuni-financiare.json";
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

const readJson = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8")) as T;

describeBrowser("the content editor, one session over two page entries", () => {
  const harness = useLocalEditor();

  it("changes a FAQ answer and a service page's image; data/ holds exactly those two lines", async () => {
    const { editor } = harness;
    const page = await harness.newPage();
    /** Waits until the file in the temporary copy differs from the repository's. */
    const saved = (file: string) =>
      savedFile(editor, file, fs.readFileSync(path.join(ROOT, file), "utf8"));
    expect(digest(NEW_IMAGE)).not.toBe(digest(OLD_IMAGE));
    const oldAnswer = readJson<{ faq: Faq[] }>(HOME_FILE).faq.find(
      (faq) => faq.title === QUESTION,
    )?.desc;
    expect(oldAnswer).toBeDefined();
    expect(readJson<{ service: { image: string } }>(SERVICE_FILE).service.image).toBe(
      `images/${OLD_IMAGE}`,
    );
    await logIn(page, editor.url);

    await openEntry(page, editor.url, "pagini", "page_acasa");
    // One "add" button per list part of the page (steps, counters, FAQ, ...), all in Romanian.
    const add = page.getByRole("button", { name: "Adaugă element", exact: true });
    await add.first().waitFor({ timeout: WAIT_MS });
    const buttons = await page.getByRole("button").allInnerTexts();
    expect(buttons.filter((text) => /^Add\b/.test(text.trim()))).toEqual([]);
    const faq = await expandItem(page, QUESTION);
    await faq.locator("textarea:visible").first().fill(NEW_ANSWER);
    const preview = previewPane(page);
    await preview.getByText(NEW_ANSWER, { exact: true }).waitFor({ timeout: WAIT_MS });
    expect(await preview.locator("body").innerText()).not.toMatch(NO_PREVIEW);
    await publishAndWait(page);
    await saved(HOME_FILE);

    await openEntry(page, editor.url, "pagini", "page_previziuni_financiare");
    // The service part's image; the other image fields (the route's) stay folded, hidden.
    await expandObject(page, "Secțiunile paginii");
    const introImage = previewPane(page).locator("#prezentare img");
    expect(await shownImageDigest(page, introImage)).toBe(digest(OLD_IMAGE));
    await chooseImage(page, page.locator("body"), NEW_IMAGE);
    await eventually(async () => {
      expect(await shownImageDigest(page, introImage)).toBe(digest(NEW_IMAGE));
    }, WAIT_MS);
    expect(await previewPane(page).locator("body").innerText()).not.toMatch(NO_PREVIEW);
    await publishAndWait(page);
    await saved(SERVICE_FILE);

    expect(diffFolders(path.join(ROOT, "data"), path.join(editor.repo, "data"))).toEqual({
      added: [],
      removed: [],
      changed: {
        "page-acasa.json": [
          {
            line: expect.any(Number),
            before: `      "desc": ${JSON.stringify(oldAnswer)},`,
            after: `      "desc": ${JSON.stringify(NEW_ANSWER)},`,
          },
        ],
        "page-previziuni-financiare.json": [
          {
            line: expect.any(Number),
            before: `    "image": "images/${OLD_IMAGE}",`,
            after: `    "image": "images/${NEW_IMAGE}",`,
          },
        ],
      },
    });
  });
});

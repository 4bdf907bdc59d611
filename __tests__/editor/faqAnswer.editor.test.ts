// The editor in local mode, in Chromium, over a temporary copy of data/: changing one FAQ answer of
// the home page's entry changes exactly that value in data/page-acasa.json, and the file stays what
// Prettier writes.
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import type { Page } from "playwright-core";
import { describeBrowser } from "../helpers/jest";
import { savedFile, useLocalEditor } from "../helpers/localEditor";
import { expandItem, openFile, publish, publishAndWait, WAIT_MS } from "../../cms/editorPage";

const ROOT = path.resolve(__dirname, "../..");
const QUESTION = "Cu ce instituții financiare colaborați?";
const NEW_ANSWER = "Colaborăm cu bănci, IFN-uri și societăți de leasing (text schimbat în editor).";
const FAQ_FILE = "data/page-acasa.json";

interface Faq {
  title: string;
  desc: string;
}

describeBrowser("the content editor, local mode", () => {
  const harness = useLocalEditor();
  let page: Page;

  // A fresh context per test: the local backend's login is kept in the page's storage.
  beforeEach(async () => {
    page = await harness.newPage();
  });

  afterEach(async () => {
    await page.close();
  });

  const readFaq = (root: string) => fs.readFileSync(path.join(root, FAQ_FILE), "utf8");

  it("saves one edited answer as a one-line change, Prettier-clean", async () => {
    const { editor } = harness;
    const before = readFaq(editor.repo);
    await openFile(page, editor.url, "pagini", "page_acasa");
    const item = await expandItem(page, QUESTION);
    await item.locator("textarea:visible").first().fill(NEW_ANSWER);
    await publishAndWait(page);
    const after = await savedFile(editor, FAQ_FILE, before);

    const content = JSON.parse(before) as { faq: Faq[] };
    expect(content.faq.map((faq) => faq.title)).toContain(QUESTION);
    const expected = {
      ...content,
      faq: content.faq.map((faq) => (faq.title === QUESTION ? { ...faq, desc: NEW_ANSWER } : faq)),
    };
    expect(JSON.parse(after)).toEqual(expected);
    const changed = after.split("\n").filter((line, i) => line !== before.split("\n")[i]);
    expect(changed).toEqual([`      "desc": ${JSON.stringify(NEW_ANSWER)},`]);
    expect(readFaq(ROOT)).not.toContain(NEW_ANSWER);

    const prettier = path.join(ROOT, "node_modules/.bin/prettier");
    const check = spawnSync(
      prettier,
      ["--config", path.join(ROOT, ".prettierrc"), "--check", FAQ_FILE],
      {
        cwd: editor.repo,
      },
    );
    expect(check.status).toBe(0);
  });

  it("refuses to save a FAQ item whose required question is empty, in Romanian", async () => {
    const { editor } = harness;
    const before = readFaq(editor.repo);
    await openFile(page, editor.url, "pagini", "page_acasa");
    const item = await expandItem(page, "Lucrați și cu persoane fizice?");
    const question = item.locator('input[id^="title-field"]:visible');
    await question.fill("");
    await publish(page);
    await expect(
      page
        .getByText(/obligatoriu/)
        .first()
        .waitFor({ timeout: WAIT_MS }),
    ).resolves.toBeUndefined();
    const messages = await page.getByText(/obligatoriu/).allInnerTexts();
    expect(messages).toContain("Oops, ai ratat un câmp obligatoriu. Completează-l pentru a salva.");
    expect(messages.some((text) => /întrebarea.*este obligatoriu/i.test(text))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(readFaq(editor.repo)).toBe(before);
  });
});

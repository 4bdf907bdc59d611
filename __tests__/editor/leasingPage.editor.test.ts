// One page, one entry, in Chromium over a temporary copy of data/: a maintainer opens "Leasing",
// changes the introduction's title, one FAQ answer and the simulator's largest amount, sees each
// change in the preview pane, and publishes; data/page-leasing.json then differs from the
// repository's in exactly those three values and stays what Prettier writes, and `gatsby build` of
// a project with that file shows all three on /servicii/leasing.
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import type { Page } from "playwright-core";
import { describeBrowser } from "../helpers/jest";
import { eventually } from "../helpers/eventually";
import { savedFile, useLocalEditor } from "../helpers/localEditor";
import { BUILD_TIMEOUT_MS, buildCopy, openBuildCopy } from "../helpers/copyBuild";
import {
  expandItem,
  expandObject,
  openFile,
  previewPane,
  publishAndWait,
  WAIT_MS,
} from "../../cms/editorPage";

const ROOT = path.resolve(__dirname, "../..");
const FILE = "data/page-leasing.json";
const QUESTION = "Pe ce perioadă se încheie un contract de leasing financiar?";
const NEW_TITLE = "Leasing pentru vehicule și utilaje, cu rate pe care le știi dinainte";
const NEW_ANSWER =
  "Contractul de leasing financiar durează până la 5 ani; la final bunul devine al tău (text schimbat în editor).";

interface Faq {
  title: string;
  desc: string;
}

interface LeasingPage {
  service: { intro: { title: string } };
  faq: Faq[];
  simulator: { inputs: { amount: { label: string; max: number } } };
}

describeBrowser("the content editor, the Leasing page's entry", () => {
  const harness = useLocalEditor();
  let page: Page;

  beforeAll(async () => {
    page = await harness.newPage();
  });

  afterAll(async () => {
    await page.close();
  });

  let saved = "";
  let newMax = 0;

  it("changes the intro's title, an answer and the simulator's maximum, seen and saved", async () => {
    const { editor } = harness;
    const original = fs.readFileSync(path.join(ROOT, FILE), "utf8");
    const before = JSON.parse(original) as LeasingPage;
    expect(fs.readFileSync(path.join(editor.repo, FILE), "utf8")).toBe(original);
    const amount = before.simulator.inputs.amount;
    newMax = amount.max * 2;
    const preview = previewPane(page);

    await openFile(page, editor.url, "pagini", "page_leasing");

    // The introduction: service → intro → title.
    await expandObject(page, "Secțiunile paginii");
    await expandObject(page, "Introducere");
    const title = page.locator('input[id^="title-field"]').locator("visible=true");
    expect(await title.count()).toBe(1);
    expect(await title.inputValue()).toBe(before.service.intro.title);
    await title.fill(NEW_TITLE);
    await eventually(async () => {
      const heading = preview.locator("#prezentare h2");
      expect(await heading.innerText()).toBe(NEW_TITLE);
    }, WAIT_MS);

    // One answer of the page's FAQ.
    const item = await expandItem(page, QUESTION);
    await item.locator("textarea:visible").first().fill(NEW_ANSWER);
    const shownAnswer = preview
      .locator("details", { has: page.locator("summary", { hasText: QUESTION }) })
      .locator("p");
    await eventually(async () => expect(await shownAnswer.innerText()).toBe(NEW_ANSWER), WAIT_MS);

    // The simulator: inputs → amount → max.
    await expandObject(page, "Simulator: intervale și valori");
    await expandObject(page, "Câmpurile simulatorului");
    await expandObject(page, "Sumă");
    const max = page.locator('input[id^="max-field"]').locator("visible=true");
    expect(await max.count()).toBe(1);
    expect(Number(await max.inputValue())).toBe(amount.max);
    await max.fill(String(newMax));
    const row = preview.locator("tr", {
      has: page.getByRole("rowheader", { name: amount.label, exact: true }),
    });
    // Columns: Minim, Maxim, La pornire.
    await eventually(
      async () => expect(await row.locator("td").nth(1).innerText()).toBe(String(newMax)),
      WAIT_MS,
    );
    // The other two changes still shown after the third.
    expect(await preview.locator("#prezentare h2").innerText()).toBe(NEW_TITLE);
    expect(await shownAnswer.innerText()).toBe(NEW_ANSWER);

    await publishAndWait(page);
    saved = await savedFile(editor, FILE, original);

    const expected = JSON.parse(original) as LeasingPage;
    expected.service.intro.title = NEW_TITLE;
    const faq = expected.faq.find((entry) => entry.title === QUESTION);
    expect(faq).toBeDefined();
    faq!.desc = NEW_ANSWER;
    expected.simulator.inputs.amount.max = newMax;
    expect(JSON.parse(saved)).toEqual(expected);
    // The repository's data/ is never written.
    expect(fs.readFileSync(path.join(ROOT, FILE), "utf8")).toBe(original);

    const prettier = path.join(ROOT, "node_modules/.bin/prettier");
    const check = spawnSync(
      prettier,
      ["--config", path.join(ROOT, ".prettierrc"), "--check", FILE],
      { cwd: editor.repo, encoding: "utf8" },
    );
    expect(check.stderr).toBe("");
    expect(check.status).toBe(0);
  });

  it(
    "shows the three saved values on /servicii/leasing after a build",
    async () => {
      expect(saved).not.toBe("");
      const copy = await openBuildCopy();
      const project = copy.dir;
      try {
        fs.writeFileSync(path.join(project, FILE), saved);
        // Without the English template pages: the build this test reads is /servicii/leasing's,
        // and theirs would only add pages and images to make.
        buildCopy(project, { SITE_TEMPLATE_PAGES: "off" });
        const html = fs.readFileSync(
          path.join(project, "public/servicii/leasing/index.html"),
          "utf8",
        );
        expect(html).toContain(NEW_TITLE);
        expect(html).toContain(NEW_ANSWER);
        const pageData = JSON.parse(
          fs.readFileSync(
            path.join(project, "public/page-data/servicii/leasing/page-data.json"),
            "utf8",
          ),
        );
        expect(pageData.result.data.simulatorJson.inputs.amount.max).toBe(newMax);
      } finally {
        copy.release();
      }
    },
    BUILD_TIMEOUT_MS + 60_000,
  );
});

// The editorial workflow in Chromium, against a temporary Git repository through decap-server's
// git mode (`npm run cms:drafts`): a saved change waits as a draft on a branch of its own, and
// reaches data/ on main only once it is marked ready and published, as in production on GitLab.
import type { Page } from "playwright-core";
import { describeBrowser } from "../helpers/jest";
import { useLocalEditor } from "../helpers/localEditor";
import { eventually } from "../helpers/eventually";
import { git } from "../../cms/editorServer";
import { expandItem, openFile, WAIT_MS } from "../../cms/editorPage";

const QUESTION = "Cu ce instituții financiare colaborați?";
const DRAFT = "Colaborăm cu bănci, IFN-uri și societăți de leasing (schimbat într-o ciornă).";
const FAQ_FILE = "data/page-acasa.json";
const BRANCH = "cms/pagini/page_acasa";

describeBrowser("the content editor, drafts mode", () => {
  const harness = useLocalEditor({ drafts: true });
  let page: Page;

  beforeAll(async () => {
    page = await harness.newPage();
  });

  afterAll(async () => {
    await page.close();
  });

  const onMain = () => git(harness.editor.repo, ["show", `main:${FAQ_FILE}`]);
  const branches = () =>
    git(harness.editor.repo, ["branch", "--format=%(refname:short)"]).split("\n").filter(Boolean);
  const answerOf = (text: string) =>
    (JSON.parse(text) as { faq: { title: string; desc: string }[] }).faq.find(
      (faq) => faq.title === QUESTION,
    )?.desc;

  it("keeps a saved change as a draft on its own branch, away from main", async () => {
    const published = onMain();
    await openFile(page, harness.editor.url, "pagini", "page_acasa");
    const item = await expandItem(page, QUESTION);
    await item.locator("textarea:visible").first().fill(DRAFT);
    await page.getByRole("button", { name: "Salvează", exact: true }).click({ timeout: WAIT_MS });
    await page.getByRole("button", { name: "Status: Ciornă" }).waitFor({ timeout: WAIT_MS });

    await eventually(() => expect(branches()).toContain(BRANCH), WAIT_MS);
    expect(answerOf(git(harness.editor.repo, ["show", `${BRANCH}:${FAQ_FILE}`]))).toBe(DRAFT);
    // The draft touches that one value and nothing else, written as the other saves are.
    const diff = git(harness.editor.repo, ["diff", "--numstat", "main", BRANCH]);
    expect(diff.trim()).toBe(`1\t1\t${FAQ_FILE}`);
    expect(onMain()).toBe(published);
  });

  it("publishes the draft into main only once it is marked ready", async () => {
    // A draft still in review cannot be published: the editor offers publishing once it is ready.
    await page.getByRole("button", { name: "Status: Ciornă" }).click({ timeout: WAIT_MS });
    await page.getByRole("menuitem", { name: "În revizuire" }).click({ timeout: WAIT_MS });
    await page.getByRole("button", { name: "Status: În revizuire" }).waitFor({ timeout: WAIT_MS });
    expect(answerOf(onMain())).not.toBe(DRAFT);

    await page.getByRole("button", { name: "Status: În revizuire" }).click();
    await page.getByRole("menuitem", { name: "Gata" }).click({ timeout: WAIT_MS });
    await page.getByRole("button", { name: "Status: Gata" }).waitFor({ timeout: WAIT_MS });
    expect(answerOf(onMain())).not.toBe(DRAFT);

    // The editor asks for confirmation in a native dialog before it merges.
    const confirmations: string[] = [];
    page.on("dialog", (dialog) => {
      confirmations.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Publicare", exact: true }).click({ timeout: WAIT_MS });
    await page.getByRole("menuitem", { name: "Publicare" }).click({ timeout: WAIT_MS });
    await eventually(() => expect(answerOf(onMain())).toBe(DRAFT), WAIT_MS);
    expect(confirmations).toHaveLength(1);
    // Merged, the draft's branch goes.
    await eventually(() => expect(branches()).toEqual(["main"]), WAIT_MS);
  });
});

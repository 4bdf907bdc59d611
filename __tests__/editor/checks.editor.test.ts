// The build's checks that the editor makes itself, in Chromium, in Romanian, before anything is
// written: a link to a page that does not exist is refused at its field, and a simulator range whose
// minimum is above its maximum at the save; a valid value is then saved as a one-line change.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import home from "../../data/page-acasa.json";
import leasing from "../../data/page-leasing.json";
import { describeBrowser } from "../helpers/jest";
import { savedFile, useLocalEditor } from "../helpers/localEditor";
import { expandObject, openFile, publish, publishAndWait, WAIT_MS } from "../../cms/editorPage";

const HOME_FILE = "data/page-acasa.json";
const LEASING_FILE = "data/page-leasing.json";

describeBrowser("the content editor's checks", () => {
  const harness = useLocalEditor();
  let page: Page;

  beforeEach(async () => {
    page = await harness.newPage();
  });

  afterEach(async () => {
    await page.close();
  });

  const read = (file: string) => fs.readFileSync(path.join(harness.editor.repo, file), "utf8");
  /** Long enough for a save that was wrongly let through to have reached the file. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));

  it("refuses a link to a page that does not exist, at its field", async () => {
    const before = read(HOME_FILE);
    await openFile(page, harness.editor.url, "pagini", "page_acasa");
    // home → hero → primary → link
    await expandObject(page, "Secțiunile paginii");
    await expandObject(page, "Prima secțiune");
    await expandObject(page, "Buton principal");
    const link = page.locator('input[id^="link-field"]').locator("visible=true").first();
    expect(await link.inputValue()).toBe(home.home.hero.primary.link);
    await link.fill("/pagina-care-nu-exista");
    await publish(page);
    await page
      .getByText("Un link care începe cu / trebuie să fie adresa unei pagini a site-ului")
      .first()
      .waitFor({ timeout: WAIT_MS });
    await settle();
    expect(read(HOME_FILE)).toBe(before);

    // Emptied first: after the refusal, the field keeps its text under a fill.
    await link.fill("");
    await link.fill("/despre-noi");
    await publishAndWait(page);
    const after = await savedFile(harness.editor, HOME_FILE, before);
    const changed = after.split("\n").filter((line, i) => line !== before.split("\n")[i]);
    expect(changed).toEqual([expect.stringMatching(/^\s+"link": "\/despre-noi"/)]);
  });

  it("refuses a simulator minimum above its maximum at the save, naming page and field", async () => {
    const amount = leasing.simulator.inputs.amount;
    const before = read(LEASING_FILE);
    await openFile(page, harness.editor.url, "pagini", "page_leasing");
    await expandObject(page, "Simulator: intervale și valori");
    await expandObject(page, "Câmpurile simulatorului");
    await expandObject(page, "Sumă");
    const min = page.locator('input[id^="min-field"]').locator("visible=true").first();
    expect(Number(await min.inputValue())).toBe(amount.min);
    const tooHigh = amount.max + 1;
    await min.fill(String(tooHigh));
    await publish(page);
    const message =
      `La simulatorul paginii „${leasing.route.title}”, „${amount.label}”: ` +
      `minimul ${tooHigh} este mai mare decât maximul ${amount.max}.`;
    await page.getByText(message).first().waitFor({ timeout: WAIT_MS });
    await settle();
    expect(read(LEASING_FILE)).toBe(before);

    // The page's simulator can then be saved: the inputs a leasing does not have (the credit's
    // fees), and the fields a range does not use, do not count as missing.
    await min.fill(String(amount.min * 2));
    await publishAndWait(page);
    const after = await savedFile(harness.editor, LEASING_FILE, before);
    const changed = after.split("\n").filter((line, i) => line !== before.split("\n")[i]);
    expect(changed).toEqual([`        "min": ${amount.min * 2},`]);
  });
});

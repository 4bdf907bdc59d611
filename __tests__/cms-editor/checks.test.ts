// The build's checks that the editor makes itself, in Chromium, in Romanian, before anything is
// written: a link to a page that does not exist is refused at its field, and a simulator range whose
// minimum is above its maximum at the save; a valid value is then saved as a one-line change.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import home from "../../data/ro-home.json";
import simulators from "../../data/simulator.json";
import { describeBrowser } from "../helpers/jest";
import { savedFile, useLocalEditor } from "../helpers/localEditor";
import {
  expandItem,
  expandObject,
  openFile,
  publish,
  publishAndWait,
  WAIT_MS,
} from "../../cms/editorPage";

const credit = simulators.find((s) => s.key === "credite_persoane_fizice")!;

describeBrowser("the content editor's checks", () => {
  const harness = useLocalEditor();
  let page: Page;

  beforeEach(async () => {
    page = await harness.browser.newPage({ viewport: { width: 1440, height: 900 } });
  });

  afterEach(async () => {
    await page.close();
  });

  const read = (file: string) => fs.readFileSync(path.join(harness.editor.repo, file), "utf8");
  /** Long enough for a save that was wrongly let through to have reached the file. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));

  it("refuses a link to a page that does not exist, at its field", async () => {
    const before = read("data/ro-home.json");
    await openFile(page, harness.editor.url, "texte", "ro_home");
    await expandObject(page, "Prima secțiune");
    await expandObject(page, "Buton principal");
    const link = page.locator('input[id^="link-field"]').locator("visible=true").first();
    expect(await link.inputValue()).toBe(home.hero.primary.link);
    await link.fill("/pagina-care-nu-exista");
    await publish(page);
    await page
      .getByText("Un link care începe cu / trebuie să fie o pagină din „Pagini și adrese”")
      .first()
      .waitFor({ timeout: WAIT_MS });
    await settle();
    expect(read("data/ro-home.json")).toBe(before);

    // Emptied first: after the refusal, the field keeps its text under a fill.
    await link.fill("");
    await link.fill("/despre-noi");
    await publishAndWait(page);
    const after = await savedFile(harness.editor, "data/ro-home.json", before);
    const changed = after.split("\n").filter((line, i) => line !== before.split("\n")[i]);
    expect(changed).toEqual([expect.stringMatching(/^\s+"link": "\/despre-noi"/)]);
  });

  it("refuses a simulator minimum above its maximum at the save, naming page and field", async () => {
    const before = read("data/simulator.json");
    await openFile(page, harness.editor.url, "liste", "simulator");
    await expandItem(page, credit.title);
    await expandObject(page, "Câmpurile simulatorului");
    await expandObject(page, "Sumă");
    const min = page.locator('input[id^="min-field"]').locator("visible=true").first();
    expect(Number(await min.inputValue())).toBe(credit.inputs.amount.min);
    const tooHigh = credit.inputs.amount.max + 1;
    await min.fill(String(tooHigh));
    await publish(page);
    const message =
      `La simulatorul paginii „${credit.key}”, „${credit.inputs.amount.label}”: ` +
      `minimul ${tooHigh} este mai mare decât maximul ${credit.inputs.amount.max}.`;
    await page.getByText(message).first().waitFor({ timeout: WAIT_MS });
    await settle();
    expect(read("data/simulator.json")).toBe(before);

    // Every simulator of the file can be saved: a credit has no leasing fields, whose required
    // parts would otherwise count as missing.
    await min.fill(String(credit.inputs.amount.min * 2));
    await publishAndWait(page);
    const after = await savedFile(harness.editor, "data/simulator.json", before);
    const changed = after.split("\n").filter((line, i) => line !== before.split("\n")[i]);
    expect(changed).toEqual([`        "min": ${credit.inputs.amount.min * 2},`]);
  });
});

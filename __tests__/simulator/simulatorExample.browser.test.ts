// The credit simulator in Chromium against the built site and the project's server: the
// representative example and its DAE beside it on /servicii/credite-persoane-fizice, with and
// without JavaScript; with JavaScript, a fee the visitor changes moves the DAE of the result while
// the example keeps the one of the data's defaults.
import type { Page } from "playwright-core";
import copy from "../../data/simulator-copy.json";
import { formatBani, formatNumber } from "../../domain/format";
import { openContext, type ProblemLog } from "../../scripts/browser/pages";
import { creditDae, roundDae } from "../../domain/simulator/dae";
import { eventually } from "../helpers/eventually";
import { describeBrowser, useBrowserPages } from "../helpers/jest";
import { PERSONAL, field, figure, openSimulator, reach, section, type } from "./simulatorPage";
import { fieldSpec } from "./simulatorSpecs";

const KEY = "credite_persoane_fizice";
type Charge = "analysisFee" | "monthlyFee" | "monthlyInsurance";

/** The DAE and total payable of the page's defaults, some charges changed (in lei), from the data. */
function expected(changed: Partial<Record<Charge, number>> = {}) {
  const lei = (name: string) => fieldSpec(KEY, name).default;
  const bani = (value: number) => Math.round(value * 100);
  const charge = (name: Charge) => bani(changed[name] ?? lei(name));
  const term = fieldSpec(KEY, "term");
  const cost = creditDae({
    principal: bani(lei("amount")),
    months: term.default * (term.monthsPerUnit ?? 1),
    annualPercent: lei("rate"),
    analysisFee: charge("analysisFee"),
    monthlyFee: charge("monthlyFee"),
    monthlyInsurance: charge("monthlyInsurance"),
  });
  return {
    dae: `${formatNumber(roundDae(cost.dae, 2), "ro", { minDecimals: 2, maxDecimals: 2 })}%`,
    totalPayable: `${formatBani(cost.totalPayable, "ro")} ${copy.currency}`,
  };
}

/** The section's representative example: the paragraph that starts with its label. */
const example = (page: Page) => section(page).locator("p", { hasText: copy.example.label });
/** The DAE the example sets apart (its second <strong>, after the label). */
const exampleDae = (page: Page) => example(page).locator("strong").nth(1);

/** The example is shown, once, with the DAE and the total payable of the data's defaults. */
async function expectExample(page: Page): Promise<void> {
  const { dae, totalPayable } = expected();
  expect(await example(page).count()).toBe(1);
  expect(await example(page).isVisible()).toBe(true);
  expect(await exampleDae(page).innerText()).toBe(dae);
  const text = await example(page).innerText();
  expect(text.startsWith(copy.example.label)).toBe(true);
  expect(text).toContain(`dobânda anuală efectivă (DAE) este de ${dae}.`);
  expect(text).toContain(`suma totală plătibilă este de ${totalPayable}.`);
}

describeBrowser("the credit simulator in Chromium: the representative example and the DAE", () => {
  const session = useBrowserPages();
  const { harness } = session;
  let page: Page;
  let problems: ProblemLog;

  test("with JavaScript: the example and its DAE show, and a fee the visitor types moves the result's DAE", async () => {
    ({ page, problems } = await openSimulator(session, PERSONAL));
    // Before the simulator's code loads, the example is already in the page.
    await expectExample(page);
    await reach(page);
    const start = expected().dae;
    await eventually(async () =>
      expect(await figure(page, copy.result.dae).innerText()).toBe(start),
    );

    const changed = expected({ monthlyFee: 100 });
    expect(changed.dae).not.toBe(start);
    await type(field(page, fieldSpec(KEY, "monthlyFee").label), "100");
    await eventually(async () =>
      expect(await figure(page, copy.result.dae).innerText()).toBe(changed.dae),
    );
    expect(await figure(page, copy.result.totalPayable).innerText()).toBe(changed.totalPayable);
    // The example is the data's, not the visitor's: it keeps the defaults' DAE.
    expect(await exampleDae(page).innerText()).toBe(start);
    expect(problems.list).toEqual([]);
  });

  test("without JavaScript: the same example and DAE show beside the line to the contact form", async () => {
    const noJs = await openContext(harness.browser, harness.server.origin, {
      javaScriptEnabled: false,
    });
    try {
      page = await noJs.context.newPage();
      expect((await page.goto(`${harness.server.origin}${PERSONAL}`))?.status()).toBe(200);
      await expectExample(page);
      expect(await section(page).locator("noscript p", { hasText: copy.noScript }).count()).toBe(1);
      expect(await section(page).getByRole("textbox").count()).toBe(0);
    } finally {
      await page?.close();
      await noJs.context.close();
    }
  });
});

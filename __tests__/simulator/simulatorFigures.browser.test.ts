// The credit and leasing simulator in Chromium against the built site and the project's server:
// the contract figures, input formats and errors, and the schedule.
import type { Page } from "playwright-core";
import copy from "../../data/simulator-copy.json";
import type { ProblemLog } from "../../scripts/browser/pages";
import { eventually } from "../helpers/eventually";
import { describeBrowser, useBrowserPages } from "../helpers/jest";
import {
  LEASING,
  LONG_TERM,
  PERSONAL,
  errorOf,
  field,
  figure,
  openSimulator,
  reach,
  result,
  section,
  type,
} from "./simulatorPage";

const WARNING = "Atenție! Banii împrumutați costă bani!";

describeBrowser("the credit and leasing simulator in Chromium: figures", () => {
  const session = useBrowserPages();
  let page: Page;
  let problems: ProblemLog;

  test("personal loans: the contract figures, labelled as an estimate, with the warning", async () => {
    ({ page, problems } = await openSimulator(session, PERSONAL));
    await reach(page);
    expect(await field(page, "Suma împrumutată").inputValue()).toBe("100.000");
    expect(await field(page, "Durata").inputValue()).toBe("60");
    expect(await field(page, "Dobânda anuală").inputValue()).toBe("10");
    expect(await figure(page, copy.result.instalment).innerText()).toBe("2.124,70 lei");
    expect(await figure(page, copy.result.totalRepaid).innerText()).toBe("127.482,00 lei");
    expect(await figure(page, copy.result.totalInterest).innerText()).toBe("27.482,00 lei");
    expect(await result(page).getByText(copy.result.estimate).isVisible()).toBe(true);
    expect(await result(page).getByRole("note").innerText()).toBe(WARNING);
    expect(
      await result(page).locator("[aria-live='polite']").getByText("2.124,70 lei").count(),
    ).toBe(1);
    // The rate's default is labelled as an example, with the field itself.
    expect(
      await field(page, "Dobânda anuală").evaluate((el) =>
        (el.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent)
          .join(" "),
      ),
    ).toBe(copy.rateExample);
    expect(problems.list).toEqual([]);
  });

  test("the DAE stands beside the instalment, in characters at least as large", async () => {
    ({ page, problems } = await openSimulator(session, PERSONAL));
    await reach(page);
    const instalment = figure(page, copy.result.instalment);
    const dae = figure(page, copy.result.dae);
    expect(await dae.innerText()).toMatch(/^\d+,\d{2}%$/);
    const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
    const weight = (el: Element) => Number(getComputedStyle(el).fontWeight);
    expect(await dae.evaluate(size)).toBeGreaterThanOrEqual(await instalment.evaluate(size));
    expect(await dae.evaluate(weight)).toBeGreaterThanOrEqual(await instalment.evaluate(weight));
    // In one field of vision: with the instalment on screen, the DAE is on screen too.
    await instalment.scrollIntoViewIfNeeded();
    const viewport = page.viewportSize()!;
    const box = (await dae.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(problems.list).toEqual([]);
  });

  test("accepts 100.000, 100000 and 100 000 and updates as the visitor types", async () => {
    ({ page, problems } = await openSimulator(session, PERSONAL));
    await reach(page);
    const amount = field(page, "Suma împrumutată");
    for (const text of ["100000", "100 000", "100.000"]) {
      await type(amount, "50000");
      await eventually(async () =>
        expect(await figure(page, copy.result.instalment).innerText()).toBe("1.062,35 lei"),
      );
      await type(amount, text);
      await eventually(async () =>
        expect(await figure(page, copy.result.instalment).innerText()).toBe("2.124,70 lei"),
      );
      expect(await amount.getAttribute("aria-invalid")).toBeNull();
    }
    await type(field(page, "Dobânda anuală"), "7,5");
    await eventually(async () =>
      expect(await figure(page, copy.result.instalment).innerText()).toBe("2.003,79 lei"),
    );
    expect(problems.list).toEqual([]);
  });

  test("a wrong or out-of-range value gets its message beside the field, and no result", async () => {
    ({ page, problems } = await openSimulator(session, PERSONAL));
    await reach(page);
    const term = field(page, "Durata");
    await type(term, "400");
    await eventually(async () => expect(await term.getAttribute("aria-invalid")).toBe("true"));
    expect(await errorOf(term)).toBe("Durata: scrie o valoare de la 6 la 360 luni.");
    expect(
      await section(page).getByText("Durata: scrie o valoare de la 6 la 360 luni.").isVisible(),
    ).toBe(true);
    expect(await result(page).locator("dd").count()).toBe(0);
    expect(await result(page).getByText(copy.result.missing).isVisible()).toBe(true);
    expect(await result(page).getByRole("note").count()).toBe(0);
    expect(await section(page).getByRole("table").count()).toBe(0);
    expect(await section(page).getByRole("button", { name: copy.send.label }).isDisabled()).toBe(
      true,
    );

    const amount = field(page, "Suma împrumutată");
    await type(term, "60");
    await type(amount, "10O.000"); // a letter O for a zero
    await eventually(async () =>
      expect(await errorOf(amount)).toBe(
        "Suma împrumutată: scrie un număr, de exemplu 100.000 sau 10,5.",
      ),
    );
    expect(await errorOf(term)).toBeNull();
    expect(await result(page).locator("dd").count()).toBe(0);
    await type(amount, "100.000");
    await eventually(async () =>
      expect(await figure(page, copy.result.instalment).innerText()).toBe("2.124,70 lei"),
    );
    expect(problems.list).toEqual([]);
  });

  test("the schedule shows 12 months and the totals, and every month behind its button", async () => {
    ({ page, problems } = await openSimulator(session, PERSONAL));
    await reach(page);
    const table = section(page).getByRole("table");
    const rows = table.locator("tbody tr");
    expect(await rows.count()).toBe(12);
    expect(await rows.first().locator("th, td").allInnerTexts()).toEqual([
      "1",
      "2.124,70",
      "1.291,37",
      "833,33",
      "98.708,63",
    ]);
    expect(await table.locator("tfoot tr").locator("th, td").allInnerTexts()).toEqual([
      copy.schedule.total,
      "127.482,00",
      "100.000,00",
      "27.482,00",
      "",
    ]);
    // Its label changes with its state, so it is found by what it controls.
    const toggle = section(page).locator("button[aria-controls]");
    expect(await toggle.innerText()).toBe("Arată toate lunile (60)");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    await eventually(async () => expect(await rows.count()).toBe(60));
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await rows.last().locator("th, td").allInnerTexts()).toEqual([
      "60",
      "2.124,70",
      "2.107,14",
      "17,56",
      "0,00",
    ]);
    await toggle.press("Enter");
    await eventually(async () => expect(await rows.count()).toBe(12));
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(problems.list).toEqual([]);
  });

  test("long-term financing counts in years (5 to 30) and shows no consumer warning", async () => {
    ({ page, problems } = await openSimulator(session, LONG_TERM));
    await reach(page);
    expect(await field(page, "Durata").inputValue()).toBe("5");
    expect(await figure(page, copy.result.instalment).innerText()).toBe("2.124,70 lei");
    await type(field(page, "Durata"), "31");
    await eventually(async () =>
      expect(await errorOf(field(page, "Durata"))).toBe(
        "Durata: scrie o valoare de la 5 la 30 ani.",
      ),
    );
    expect(await result(page).getByRole("note").count()).toBe(0);
    expect(problems.list).toEqual([]);
  });

  test("leasing: 1.775,57 lei a month for the contract's asset, and its total cost", async () => {
    ({ page, problems } = await openSimulator(session, LEASING));
    await reach(page);
    expect(await figure(page, copy.result.instalment).innerText()).toBe("1.775,57 lei");
    // The total includes the asset's price: a total to pay, not a cost.
    expect(copy.result.totalCost).toMatch(/^Total de plată/);
    expect(await figure(page, copy.result.totalCost).innerText()).toBe("115.227,36 lei");
    expect(await section(page).innerText()).toContain("doar persoanelor juridice");
    await type(field(page, "Durata"), "61");
    await eventually(async () =>
      expect(await errorOf(field(page, "Durata"))).toBe(
        "Durata: scrie o valoare de la 12 la 60 luni.",
      ),
    );
    expect(await result(page).locator("dd").count()).toBe(0);
    expect(problems.list).toEqual([]);
  });
});

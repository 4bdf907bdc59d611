// "Cât pot împrumuta?" in Chromium on an emulated phone, against the built site and the project's
// server: the check loads when its section comes near, answers the typed figures with the DAE,
// and "Trimite-ne calculul" fills the contact form's message; without JavaScript the table of
// examples the build wrote is there, with a plain link to the booking page.
import contactCopy from "../../data/contact.json";
import data from "../../data/capacity.json";
import { MOBILE } from "../../scripts/browser/pages";
import { CAPACITY_ANCHOR } from "../../src/capacity/constants";
import { eventually } from "../helpers/eventually";
import { describeBrowser, useBrowserPages } from "../helpers/jest";

const ROUTE = "/servicii/credite-persoane-fizice";
const PHONE = { viewport: MOBILE, isMobile: true, hasTouch: true };

describeBrowser("the borrowing-capacity check in Chromium on a phone", () => {
  const session = useBrowserPages(PHONE);

  test("the typed figures get their payment, amount and DAE, and go into the contact form", async () => {
    const { page, problems } = await session.open(ROUTE);
    const section = page.locator(`section#${CAPACITY_ANCHOR}`);
    await section.scrollIntoViewIfNeeded();
    const income = section.getByRole("textbox", {
      name: new RegExp(`^${data.inputs.income.label} \\(`),
    });
    await income.waitFor();
    const result = section.getByRole("group", { name: data.copy.result.title });
    const figure = (label: string) =>
      result
        .locator("dl > div")
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator("dd");

    await income.fill("");
    await income.pressSequentially("6000");
    const debts = section.getByRole("textbox", {
      name: new RegExp(`^${data.inputs.debts.label} \\(`),
    });
    await debts.fill("");
    await debts.pressSequentially("400");
    // 40 % of 6.000 lei is 2.400 lei, less the 400 lei paid already.
    await eventually(async () =>
      expect(await figure(data.copy.result.maxPayment).innerText()).toBe("2.000,00 lei"),
    );
    expect(await figure(data.copy.result.maxAmount).innerText()).toMatch(/^94\.130,7\d lei$/);
    expect(await figure(data.copy.result.dae).innerText()).toBe("10,47%");
    // The DAE in the same characters as the amount.
    const size = (label: string) =>
      figure(label).evaluate(
        (el) => getComputedStyle(el).fontSize + getComputedStyle(el).fontWeight,
      );
    expect(await size(data.copy.result.dae)).toBe(await size(data.copy.result.maxAmount));

    await section.getByRole("button", { name: data.copy.send.label }).click();
    const form = page.locator("form#contact-form");
    const message = form.getByLabel(contactCopy.fields.txtMessage.label, { exact: true });
    await eventually(async () => {
      const text = await message.inputValue();
      expect(text.split("\n")[0]).toBe(data.copy.summary);
      expect(text).toContain(`${data.inputs.income.label}: 6.000,00 lei`);
      expect(text).toContain(`${data.inputs.debts.label}: 400,00 lei/lună`);
      expect(text).toContain(`${data.copy.result.maxPayment}: 2.000,00 lei`);
      expect(text).toContain(`${data.copy.result.dae}: 10,47%`);
    });
    expect(problems.list).toEqual([]);
  });

  test("without JavaScript the table of examples is there, with the booking link", async () => {
    const context = await session.harness.browser.newContext({
      ...PHONE,
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${session.harness.server.origin}${ROUTE}`);
      const section = page.locator(`section#${CAPACITY_ANCHOR}`);
      const rows = section.locator("table tbody tr");
      expect(await rows.count()).toBe(data.table.incomes.length * data.table.terms.length);
      expect(await section.getByRole("note").first().innerText()).toBe(data.copy.warning);
      await expect(section.getByRole("textbox").count()).resolves.toBe(0);
      expect(await section.innerText()).toContain(data.copy.noScript);
      expect(
        await section.getByRole("link", { name: data.copy.send.book }).getAttribute("href"),
      ).toBe("/programare?serviciu=credite-persoane-fizice");
    } finally {
      await context.close();
    }
  });
});

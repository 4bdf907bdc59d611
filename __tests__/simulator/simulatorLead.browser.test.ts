// The credit and leasing simulator in Chromium against the built site and the project's server:
// a simulation sent from the section reaches the contact form and the stored lead.
import type { Page } from "playwright-core";
import contactCopy from "../../data/contact.json";
import copy from "../../data/simulator-copy.json";
import type { ProblemLog } from "../../scripts/browser/pages";
import { eventually } from "../helpers/eventually";
import { describeBrowser, useBrowserPages } from "../helpers/jest";
import { PERSONAL, field, figure, openSimulator, reach, section, type } from "./simulatorPage";

const VISITOR = {
  name: "Andrei Popa",
  email: "andrei.popa@example.ro",
  phone: "0744123456",
};

describeBrowser("the credit and leasing simulator in Chromium: sending a simulation", () => {
  const session = useBrowserPages();
  const { harness } = session;
  let page: Page;
  let problems: ProblemLog;

  test("“Trimite simularea” fills the message, shows the form, and the stored lead carries it", async () => {
    ({ page, problems } = await openSimulator(session, PERSONAL));
    await reach(page);
    await type(field(page, "Dobânda anuală"), "7,5");
    await eventually(async () =>
      expect(await figure(page, copy.result.instalment).innerText()).toBe("2.003,79 lei"),
    );
    await section(page).getByRole("button", { name: copy.send.label }).click();

    const form = page.locator("form#contact-form");
    const message = form.getByLabel(contactCopy.fields.txtMessage.label, { exact: true });
    const summary = [
      copy.summary.credit,
      "Suma împrumutată: 100.000,00 lei",
      "Durata: 60 luni",
      "Dobânda anuală: 7,5%",
      "Comision de analiză: 500,00 lei",
      "Comision lunar de administrare: 25,00 lei/lună",
      "Asigurare cerută de creditor: 30,00 lei/lună",
      "Rata lunară: 2.003,79 lei",
      "DAE (dobânda anuală efectivă): 9,23%",
      "Totalul ratelor (principal și dobândă): 120.227,41 lei",
      "Total dobândă: 20.227,41 lei",
      "Costul total al creditului (dobândă, comisioane și asigurare): 24.027,41 lei",
      "Suma totală plătibilă: 124.027,41 lei",
    ].join("\n");
    await eventually(async () => expect(await message.inputValue()).toBe(summary));
    await eventually(async () =>
      expect(await message.evaluate((el) => el === document.activeElement)).toBe(true),
    );
    await eventually(async () => {
      const box = await form.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y).toBeLessThan(page.viewportSize()!.height / 2);
    });

    const before = harness.server.leads().length;
    await form.getByLabel(contactCopy.fields.txtName.label, { exact: true }).fill(VISITOR.name);
    await form.getByLabel(contactCopy.fields.txtEmail.label, { exact: true }).fill(VISITOR.email);
    await form.getByLabel(contactCopy.fields.txtPhone.label, { exact: true }).fill(VISITOR.phone);
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: contactCopy.button.idle }).click();
    await eventually(async () =>
      expect(
        await page.getByRole("alert").filter({ hasText: contactCopy.server.success }).isVisible(),
      ).toBe(true),
    );
    const leads = harness.server.leads();
    expect(leads).toHaveLength(before + 1);
    expect(leads[leads.length - 1]).toMatchObject({ ...VISITOR, message: summary, consent: 1 });
    expect(problems.list).toEqual([]);
  });
});

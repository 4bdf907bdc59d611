// The post a browser makes without JavaScript: the form's own submission is stored by the real
// server and lands on the confirmation, which CSS shows from the URL's hash.
import copy from "../../data/contact.json";
import { VISITOR, fieldsOf, fill } from "../helpers/contactForm";
import { describeBrowser, useBrowserPages } from "../helpers/jest";
import { contactForm } from "../../contract/forms/contact";

describeBrowser("the contact form without JavaScript in Chromium", () => {
  const session = useBrowserPages({ javaScriptEnabled: false });
  const { harness } = session;

  test("without JavaScript the browser's own post is stored and lands on the confirmation", async () => {
    const { page, problems } = await session.newPage();
    const response = await page.goto(`${harness.server.origin}/contact`);
    expect(response?.status()).toBe(200);
    const f = fieldsOf(page);
    const before = harness.server.leads().length;
    await fill(f);
    await Promise.all([page.waitForURL(/trimis=1/), f.submit.click()]);

    const { query, noticeId } = contactForm.noJs.sent;
    const url = new URL(page.url());
    expect(url.pathname).toBe("/contact");
    expect(url.searchParams.get(query)).toBe("1");
    expect(url.hash).toBe(`#${noticeId}`);
    expect(await page.locator(`#${noticeId}`).isVisible()).toBe(true);
    expect(await page.locator(`#${contactForm.noJs.error.noticeId}`).isVisible()).toBe(false);
    expect((await page.locator(`#${noticeId}`).innerText()).trim()).toBe(copy.noJs.sent);

    const leads = harness.server.leads();
    expect(leads).toHaveLength(before + 1);
    expect(leads[leads.length - 1]).toMatchObject({
      name: VISITOR.name,
      email: VISITOR.email,
      phone: VISITOR.phone,
      message: VISITOR.message,
      consent: 1,
      status: "pending",
      source_path: "/contact", // from the Referer: the hidden field fills only after hydration
    });
    expect(problems.list).toEqual([]);
  });
});

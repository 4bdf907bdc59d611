// The contact form end to end: browser validation, the real server and its SQLite file, the toasts
// of each outcome (the post a browser makes without JavaScript: contactFormNoJs.browser.test.ts).
import type { Page } from "playwright-core";
import copy from "../../data/contact.json";
import type { ProblemLog } from "../../scripts/browser/pages";
import {
  VISITOR,
  errorOf,
  fieldsOf,
  fill,
  valuesOf,
  type FormFields,
} from "../helpers/contactForm";
import { eventually } from "../helpers/eventually";
import { describeBrowser, useBrowserPages } from "../helpers/jest";
import { CONTACT_ENDPOINT } from "../../contract/endpoints";

const V = copy.validation;
const REQUIRED_MESSAGES = [
  V.nameRequired,
  V.emailRequired,
  V.phoneRequired,
  V.messageRequired,
  V.privacyRequired,
];

describeBrowser("the contact form in Chromium", () => {
  const session = useBrowserPages();
  const { harness } = session;
  let page: Page;
  let problems: ProblemLog;
  let posts: string[];

  async function open(route: string): Promise<FormFields> {
    posts = [];
    ({ page, problems } = await session.open(route, {
      beforeVisit: (opened) =>
        opened.on("request", (request) => {
          // The form's posts; the GET that fetches its token is not a submission.
          if (request.url().endsWith(CONTACT_ENDPOINT) && request.method() === "POST")
            posts.push(request.method());
        }),
    }));
    const fields = fieldsOf(page);
    await fields.form.scrollIntoViewIfNeeded();
    return fields;
  }
  const toast = (text: string) => page.getByRole("alert").filter({ hasText: text });

  test("an empty submit shows the required messages, bad values the other two; nothing is sent", async () => {
    const f = await open("/contact");
    await f.submit.click();
    const fieldErrors = async () => [
      await errorOf(f.name),
      await errorOf(f.email),
      await errorOf(f.phone),
      await errorOf(f.message),
      await errorOf(f.consent),
    ];
    await eventually(async () => expect(await fieldErrors()).toEqual(REQUIRED_MESSAGES));
    for (const message of REQUIRED_MESSAGES) {
      expect(await f.form.getByText(message, { exact: true }).isVisible()).toBe(true);
    }

    // After a submit it re-validates on every change.
    await f.name.fill(VISITOR.name);
    await eventually(async () => expect(await errorOf(f.name)).toBeNull());
    await f.email.fill("maria.ionescu");
    await f.phone.fill("0722 abc");
    await f.message.fill(VISITOR.message);
    await f.consent.check();
    await f.submit.click();
    await eventually(async () =>
      expect(await fieldErrors()).toEqual([null, V.emailInvalid, V.phoneDigits, null, null]),
    );
    expect(await f.form.getByText(V.emailInvalid, { exact: true }).isVisible()).toBe(true);
    expect(await f.form.getByText(V.phoneDigits, { exact: true }).isVisible()).toBe(true);

    expect(posts).toEqual([]);
    expect(harness.server.leads()).toEqual([]);
    expect(problems.list).toEqual([]);
  });

  test.each(["/contact", "/", "/servicii/leasing"])(
    "%s: a valid submit is stored in SQLite, shows the success toast and resets the form",
    async (route) => {
      const before = harness.server.leads().length;
      const f = await open(route);
      // Words of its own per page: the same request twice is stored once.
      const message = `${VISITOR.message} (${route})`;
      await fill(f, { ...VISITOR, name: `  ${VISITOR.name} `, message });
      await f.submit.click();

      await eventually(async () => expect(await toast(copy.server.success).isVisible()).toBe(true));
      const leads = harness.server.leads();
      expect(leads).toHaveLength(before + 1);
      expect(leads[leads.length - 1]).toMatchObject({
        name: VISITOR.name,
        email: VISITOR.email,
        phone: VISITOR.phone,
        message,
        consent: 1,
        status: "pending",
        // The route the form was on, and the service on /servicii/ pages.
        source_path: route,
        service: route === "/servicii/leasing" ? "Leasing" : null,
      });
      await eventually(async () =>
        expect(await valuesOf(f)).toEqual({
          name: "",
          email: "",
          phone: "",
          message: "",
          consent: false,
        }),
      );
      expect(await errorOf(f.name)).toBeNull();
      expect(posts).toEqual(["POST"]);
      expect(problems.list).toEqual([]);
    },
  );

  test("a reply with success:false shows its toast, logs the errors and keeps the values", async () => {
    const f = await open("/contact");
    const consoleErrors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") consoleErrors.push(m.text());
    });
    await page.route(`${harness.server.origin}${CONTACT_ENDPOINT}`, (route) =>
      route.fulfill({
        status: 422,
        contentType: "application/json",
        body: JSON.stringify({ success: false, errors: { email: V.emailInvalid } }),
      }),
    );
    const before = harness.server.leads().length;
    await fill(f);
    await f.submit.click();
    await eventually(async () => expect(await toast(copy.toasts.rejected).isVisible()).toBe(true));
    expect(await valuesOf(f)).toEqual({ ...VISITOR, consent: true });
    expect(consoleErrors.length).toBeGreaterThan(0); // the server's errors go to the console
    expect(harness.server.leads()).toHaveLength(before);
    expect(posts).toEqual(["POST"]);
    const unexpected = problems.list.filter(
      (p) => !p.startsWith("console error") && !p.includes(CONTACT_ENDPOINT),
    );
    expect(unexpected).toEqual([]);
  });

  test("a network failure shows its toast and keeps the values", async () => {
    const f = await open("/contact");
    await page.route(`${harness.server.origin}${CONTACT_ENDPOINT}`, (route) =>
      route.abort("failed"),
    );
    const before = harness.server.leads().length;
    await fill(f);
    await f.submit.click();
    await eventually(async () => expect(await toast(copy.toasts.failure).isVisible()).toBe(true));
    expect(await valuesOf(f)).toEqual({ ...VISITOR, consent: true });
    expect(harness.server.leads()).toHaveLength(before);
    // The submit button is usable again for a retry.
    await eventually(async () => expect(await f.submit.isEnabled()).toBe(true));
    const unexpected = problems.list.filter(
      (p) => !p.startsWith("console error") && !p.includes(CONTACT_ENDPOINT),
    );
    expect(unexpected).toEqual([]);
  });
});

// A visitor's request followed from Chromium to the office's mailbox through every way the site is
// deployed: the production server alone (`npm start`), and behind deploy/nginx.conf and
// deploy/Caddyfile as shipped, with the server configured as deploy/env.example says and a real SMTP
// server on loopback. Each request passes only when the mail with the visitor's words arrives: with
// JavaScript, without it, and after a client-side navigation to the form; and the operator's
// `npm run check:deploy` passes through each.
import type { BrowserContext, Page } from "playwright-core";
import copy from "../../data/contact.json";
import { openContext, waitForHydration } from "../../scripts/browser/pages";
import { VISITOR, fieldsOf, fill } from "../helpers/contactForm";
import { routes } from "../helpers/dataFiles";
import { readLeads, until } from "../helpers/faults";
import { FRONTS, describeFront, startFront, type RunningFront } from "../helpers/fronts";
import { TEST_FORM_SECRET } from "../helpers/timeTrap";
import { checkDeploy } from "../../scripts/check-deploy";
import { deployCheckKey } from "../../server/deployCheck";
import { decoded, startSmtp, type SmtpSink } from "../helpers/smtp";
import { MIN_FILL_MS } from "../../contract/forms/antiBot";
import { contactForm } from "../../contract/forms/contact";

/** The contact page's own heading, as its route (data/page-contact.json) names it. */
const CONTACT_TITLE = routes().find((page) => page.path === "/contact")!.title;

/** What the office's notification of a request starts with when it may be automated. */
const MARKED = copy.mail.suspectSubject.replace("{subject}", "");

describe.each(FRONTS)("a request through $name reaches the office's mailbox", (front) => {
  const { name } = front;
  describeFront(front)(name, () => {
    let smtp: SmtpSink;
    let site: RunningFront;
    let dbPath: string;
    let origin: string;
    let certificate: Buffer | undefined;
    const contexts: BrowserContext[] = [];

    beforeAll(async () => {
      smtp = await startSmtp();
      site = await startFront(front, smtp);
      ({ origin, dbPath, certificate } = site);
    }, 60_000);

    afterAll(async () => {
      for (const context of contexts) await context.close();
      await site?.stop();
      await smtp?.close();
    });

    async function newPage(javaScriptEnabled = true): Promise<Page> {
      const { context } = await openContext(site.browser, origin, {
        javaScriptEnabled,
        ignoreHTTPSErrors: true,
      });
      contexts.push(context);
      return context.newPage();
    }

    /** The notification with these words, once the outbox has mailed it. */
    const mailWith = (words: string) =>
      until(
        `the mail with "${words}"`,
        () => smtp.mails.map((mail) => decoded(mail.raw)).find((mail) => mail.text.includes(words)),
        60_000,
      );

    /** Fills the form as a person would, and takes at least the time a person takes. */
    async function fillAsAPerson(page: Page, message: string) {
      const openedAt = Date.now();
      const fields = fieldsOf(page);
      await fields.form.scrollIntoViewIfNeeded();
      await fill(fields, { ...VISITOR, message });
      const left = MIN_FILL_MS + 500 - (Date.now() - openedAt);
      if (left > 0) await page.waitForTimeout(left);
      return fields;
    }

    test("with JavaScript: the toast says sent, and the office gets the mail, unmarked", async () => {
      const page = await newPage();
      expect((await page.goto(`${origin}/contact`))?.status()).toBe(200);
      await waitForHydration(page);
      const message = `Cu JavaScript prin ${name}.`;
      const fields = await fillAsAPerson(page, message);
      await fields.submit.click();
      await page.getByRole("alert").filter({ hasText: copy.server.success }).waitFor();
      const mail = await mailWith(message);
      expect(mail.subject.startsWith(MARKED)).toBe(false);
      expect(mail.text).toContain(VISITOR.email);
    });

    test("without JavaScript: the confirmation page, and the office gets the mail, marked as sent without a token", async () => {
      const page = await newPage(false);
      expect((await page.goto(`${origin}/contact`))?.status()).toBe(200);
      const message = `Fără JavaScript prin ${name}.`;
      const fields = await fillAsAPerson(page, message);
      await Promise.all([page.waitForURL(/trimis=1/), fields.submit.click()]);
      expect(new URL(page.url()).hash).toBe(`#${contactForm.noJs.sent.noticeId}`);
      const mail = await mailWith(message);
      expect(mail.subject.startsWith(MARKED)).toBe(true);
      expect(mail.text).toContain(copy.mail.suspectWhy["no-token"]);
    });

    test("after a client-side navigation to the form: the office gets the mail, unmarked", async () => {
      const page = await newPage();
      expect((await page.goto(`${origin}/`))?.status()).toBe(200);
      await waitForHydration(page);
      const documents: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "document") documents.push(r.url());
      });
      await page.locator('header a[href="/contact"]').first().click();
      await page.waitForURL(/\/contact$/);
      // The home page has a form of its own: wait for the contact page to be rendered.
      await page.getByRole("heading", { level: 1, name: CONTACT_TITLE, exact: true }).waitFor();
      expect(documents).toEqual([]); // the router rendered the page: no page load
      const message = `După navigare prin ${name}.`;
      const fields = await fillAsAPerson(page, message);
      await fields.submit.click();
      await page.getByRole("alert").filter({ hasText: copy.server.success }).waitFor();
      const mail = await mailWith(message);
      expect(mail.subject.startsWith(MARKED)).toBe(false);
      // Stored as sent, from the page the form was on.
      await until("the lead to be recorded as sent", () =>
        readLeads(dbPath).find((lead) => lead.message === message && lead.status === "sent"),
      );
    });

    test("npm run check:deploy passes through it, and its request is never mailed", async () => {
      const steps: string[] = [];
      const { id } = await checkDeploy({
        url: origin,
        key: deployCheckKey(TEST_FORM_SECRET),
        ca: certificate,
        // The site's name resolved to the proxy on loopback, as the browser above does.
        lookup: (_host, options, callback) =>
          options.all
            ? (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
                { address: "127.0.0.1", family: 4 },
              ])
            : callback(null, "127.0.0.1", 4),
        log: (line) => steps.push(line),
      });
      expect(steps).toHaveLength(5);
      expect(readLeads(dbPath).find((lead) => lead.id === id)).toMatchObject({ status: "test" });
      expect(smtp.mails.some((mail) => decoded(mail.raw).text.includes("check:deploy"))).toBe(
        false,
      );
    });
  });
});

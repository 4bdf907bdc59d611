// A booking followed from Chromium on a phone to the visitor's mailbox and back, through every way
// the site is deployed: the production server alone (`npm start`), and behind deploy/nginx.conf
// and deploy/Caddyfile as shipped, with the server configured as deploy/env.example says and a
// real SMTP server on loopback. A visitor books from the home page's "Programează-te", the
// invitation reaches the SMTP server and parses, the slot is gone for the next visitor, the cancel
// link in the mail frees it and it is booked again; without JavaScript a request for a day and a
// time window reaches the office. The calendar is the shipped one (data/booking.json) on the real
// clock: its horizon always holds working days.
import type { BrowserContext, Page } from "playwright-core";
import contactCopy from "../../data/contact.json";
import bookingData from "../../data/booking.json";
import { BOOKING_NO_JS_OUTCOMES } from "../../contract/booking/api";
import { MOBILE, openContext, waitForHydration } from "../../scripts/browser/pages";
import { OFFICE, until } from "../helpers/faults";
import { FRONTS, describeFront, startFront, type RunningFront } from "../helpers/fronts";
import { startSmtp, type SmtpSink } from "../helpers/smtp";
import { readMail, type ReadMail } from "../helpers/booking";
import { part } from "../helpers/dataFiles";
import { BOOKING_COPY, bookSlot, freeTimes } from "../helpers/bookingPage";

const page = BOOKING_COPY;
const manage = part("bookingManage") as {
  cancelButton: string;
  dialog: { confirm: string };
  cancelled: string;
};

describe.each(FRONTS)("a booking through $name", (front) => {
  const { name } = front;
  describeFront(front)(name, () => {
    let smtp: SmtpSink;
    let site: RunningFront;
    let origin: string;
    const contexts: BrowserContext[] = [];
    const email = `vizitator.${name.replace(/\W+/g, "-").toLowerCase()}@firma-test.ro`;

    beforeAll(async () => {
      smtp = await startSmtp();
      site = await startFront(front, smtp);
      origin = site.origin;
    }, 60_000);

    afterAll(async () => {
      for (const context of contexts) await context.close();
      await site?.stop();
      await smtp?.close();
    });

    /** A phone visitor, in another time zone than the office's. */
    async function phone(javaScriptEnabled = true): Promise<Page> {
      const { context } = await openContext(site.browser, origin, {
        javaScriptEnabled,
        ignoreHTTPSErrors: true,
        viewport: MOBILE,
        isMobile: true,
        hasTouch: true,
        timezoneId: "Europe/London",
      });
      contexts.push(context);
      return context.newPage();
    }

    /** The mails to an address with these words, once the outbox has sent them. */
    const mailTo = (to: string, words: string, method: string | null = null) =>
      until(
        `the mail to ${to} with "${words}"`,
        async () => {
          const read = await Promise.all(smtp.mails.map(readMail));
          return read.find(
            (mail: ReadMail) =>
              mail.to.includes(to) &&
              mail.text.includes(words) &&
              (method === null || mail.method === method),
          );
        },
        60_000,
      );

    test("a phone visitor books from Programează-te, gets the invitation, cancels by its link and books again", async () => {
      const visitor = await phone();
      expect((await visitor.goto(`${origin}/`))?.status()).toBe(200);
      await waitForHydration(visitor);
      await visitor.locator('a[href="/programare"]').first().click();
      await visitor.waitForURL(/\/programare$/);
      const times = await freeTimes(visitor);
      expect(times.length).toBeGreaterThan(0);
      const slot = times[0];
      await bookSlot(visitor, slot, email);

      const invitation = await mailTo(email, slot, "REQUEST");
      const event = invitation.calendar!.getFirstSubcomponent("vevent")!;
      expect(event.getFirstPropertyValue("uid")).toBeTruthy();
      await mailTo(OFFICE, "Ioana Popescu");

      // The next visitor no longer sees it.
      const next = await phone();
      await next.goto(`${origin}/programare`);
      expect(await freeTimes(next)).not.toContain(slot);

      // The link in the mail opens the manage page on this site, and cancels.
      const link = /https?:\/\/\S+\/programare\/gestionare\?t=[^\s>]+/.exec(invitation.text)![0];
      const manager = await phone();
      await manager.goto(`${origin}${new URL(link).pathname}${new URL(link).search}`);
      await manager.getByRole("button", { name: manage.cancelButton }).click();
      await manager
        .getByRole("dialog")
        .getByRole("button", { name: manage.dialog.confirm })
        .click();
      await manager.getByText(manage.cancelled).waitFor();
      await mailTo(email, slot, "CANCEL");

      // Free again: another visitor books it.
      const again = await phone();
      await again.goto(`${origin}/programare`);
      expect(await freeTimes(again)).toContain(slot);
      await bookSlot(again, slot, email);
    });

    test("without JavaScript: a preferred day and time window reach the office", async () => {
      const visitor = await phone(false);
      expect((await visitor.goto(`${origin}/programare`))?.status()).toBe(200);
      const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      await visitor.getByLabel(page.request.dayLabel).fill(day);
      await visitor
        .getByLabel(page.request.windowLabel)
        .selectOption({ label: bookingData.windows[0].label });
      const form = visitor.locator("form", {
        has: visitor.getByRole("button", { name: page.request.button }),
      });
      await form.getByLabel(contactCopy.fields.txtName.label).fill("Andrei Fără Script");
      await form.getByLabel(contactCopy.fields.txtEmail.label).fill(`fara.js.${email}`);
      await form.getByLabel(contactCopy.fields.txtPhone.label).fill("0744000222");
      await form.getByRole("checkbox", { name: /politica de confidențialitate/ }).check();
      await Promise.all([
        visitor.waitForURL(new RegExp(BOOKING_NO_JS_OUTCOMES.requested.query)),
        form.getByRole("button", { name: page.request.button }).click(),
      ]);
      const mail = await mailTo(OFFICE, "Andrei Fără Script");
      expect(mail.text).toContain(bookingData.windows[0].label);
    });
  });
});

// A booking followed from Chromium on a phone to the visitor's mailbox and back, through every way
// the site is deployed: the production server alone (`npm start`), and behind deploy/nginx.conf
// and deploy/Caddyfile as shipped, with the server configured as deploy/env.example says and a
// real SMTP server on loopback. A visitor books from the home page's "Programează-te", the
// invitation reaches the SMTP server and parses, the slot is gone for the next visitor, the cancel
// link in the mail frees it and it is booked again; without JavaScript a request for a day and a
// time window reaches the office. The calendar is the shipped one (data/booking.json) on the real
// clock: its horizon always holds working days.
import fs from "node:fs";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import type { Browser, BrowserContext, Page } from "playwright-core";
import contactCopy from "../../data/contact.json";
import bookingData from "../../data/booking.json";
import { BOOKING_NO_JS_OUTCOMES } from "../../contract/booking/api";
import { proxyCspMaps } from "../../scripts/proxy-csp";
import { MOBILE, openContext, waitForHydration } from "../../scripts/browser/pages";
import { launchChromium } from "../../scripts/browser/chromium";
import { OFFICE, SENDER, startServerProcess, until, type ServerProcess } from "../helpers/faults";
import { describeBrowser } from "../helpers/jest";
import {
  CADDY,
  NGINX,
  ROOT,
  freePort,
  prepareSite,
  proxyServes,
  proxyTestsEnabled,
  startCaddy,
  startNginx,
  stopProxy,
  type ProxySetup,
} from "../helpers/proxySetup";
import { PUBLIC_DIR } from "../../scripts/siteRoutes";
import { startSmtp, type SmtpSink } from "../helpers/smtp";
import { readMail, type ReadMail } from "../helpers/booking";
import { part } from "../helpers/dataFiles";

/** The server's variables as deploy/env.example sets them. */
function shippedEnv(): Record<string, string> {
  const text = fs.readFileSync(path.join(ROOT, "deploy", "env.example"), "utf8");
  return Object.fromEntries(
    text
      .split("\n")
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
}

interface Front {
  name: string;
  proxy?: { binary: string | undefined; start: (setup: ProxySetup) => ChildProcess };
}

const FRONTS: Front[] = [
  { name: "the production server alone (npm start)" },
  { name: "deploy/nginx.conf", proxy: { binary: NGINX, start: startNginx } },
  { name: "deploy/Caddyfile", proxy: { binary: CADDY, start: startCaddy } },
];

const page = part("booking") as {
  picker: { title: string };
  form: { button: { idle: string } };
  confirmation: { title: string };
  request: { button: string; dayLabel: string; windowLabel: string };
};
const manage = part("bookingManage") as {
  cancelButton: string;
  dialog: { confirm: string };
  cancelled: string;
};

/** A slot's accessible name: "joi, 3 decembrie, 10:30". */
const SPOKEN_SLOT = /^[a-zăâîșț]+, \d{1,2} [a-zăâîșț]+, \d{2}:\d{2}$/;

describe.each(FRONTS)("a booking through $name", ({ name, proxy }) => {
  const run = !proxy || proxyTestsEnabled(proxy.binary) ? describeBrowser : describe.skip;
  run(name, () => {
    let smtp: SmtpSink;
    let server: ServerProcess;
    let proxyProcess: ChildProcess | undefined;
    let browser: Browser;
    let origin: string;
    const contexts: BrowserContext[] = [];
    const email = `vizitator.${name.replace(/\W+/g, "-").toLowerCase()}@firma-test.ro`;

    beforeAll(async () => {
      smtp = await startSmtp();
      const { dir, site, pub, certs } = prepareSite();
      if (proxy) {
        fs.rmSync(pub, { recursive: true });
        fs.cpSync(PUBLIC_DIR, pub, { recursive: true });
        const maps = proxyCspMaps(pub);
        fs.writeFileSync(path.join(site, "var", "proxy", "csp.nginx.map"), maps.nginx);
        fs.writeFileSync(path.join(site, "var", "proxy", "csp.caddy"), maps.caddy);
      }
      server = await startServerProcess({
        ...shippedEnv(),
        PORT: "0",
        HOST: "127.0.0.1",
        PUBLIC_DIR: proxy ? pub : PUBLIC_DIR,
        CONTACT_DB: path.join(dir, "leads.sqlite"),
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SMTP_RETRY_MS: "200",
        MAIL_TO: OFFICE,
        MAIL_FROM: SENDER,
        ...(proxy ? {} : { TRUST_PROXY: "", HSTS: "" }),
      });
      const nodePort = Number(new URL(server.base).port);
      if (proxy) {
        const setup = {
          dir,
          site,
          certs,
          nodePort,
          httpsPort: await freePort(),
          httpPort: await freePort(),
        };
        proxyProcess = proxy.start(setup);
        await proxyServes(name, setup.httpsPort);
        origin = `https://www.example.com:${setup.httpsPort}`;
        browser = await launchChromium(["--host-resolver-rules=MAP www.example.com 127.0.0.1"]);
      } else {
        origin = server.base;
        browser = await launchChromium();
      }
    }, 60_000);

    afterAll(async () => {
      for (const context of contexts) await context.close();
      await browser?.close();
      await stopProxy(proxyProcess);
      await server?.stop();
      await smtp?.close();
    });

    /** A phone visitor, in another time zone than the office's. */
    async function phone(javaScriptEnabled = true): Promise<Page> {
      const { context } = await openContext(browser, origin, {
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

    /** The booking page's free times, by accessible name, once the picker shows them. */
    async function freeTimes(visitor: Page): Promise<string[]> {
      await visitor.getByRole("radio", { name: SPOKEN_SLOT }).first().waitFor();
      const names: string[] = [];
      for (const day of await visitor
        .getByRole("radio", { name: /^[a-zăâîșț]+, \d{1,2} [a-zăâîșț]+$/ })
        .all()) {
        await day.check();
        for (const time of await visitor.getByRole("radio", { name: SPOKEN_SLOT }).all()) {
          names.push((await time.getAttribute("aria-label")) ?? "");
        }
      }
      return names;
    }

    async function bookSlot(visitor: Page, slot: string) {
      // The page has two forms with the same details: the booking and the request without a time.
      const form = visitor.getByRole("form", { name: page.picker.title });
      const day = slot.slice(0, slot.lastIndexOf(","));
      await form.getByRole("radio", { name: day, exact: true }).check();
      await form.getByRole("radio", { name: slot, exact: true }).check();
      await form.getByLabel(contactCopy.fields.txtName.label).fill("Ioana Popescu");
      await form.getByLabel(contactCopy.fields.txtEmail.label).fill(email);
      await form.getByLabel(contactCopy.fields.txtPhone.label).fill("0744000111");
      await form.getByRole("checkbox", { name: /politica de confidențialitate/ }).check();
      await form.getByRole("button", { name: page.form.button.idle }).click();
      await visitor.getByRole("heading", { name: page.confirmation.title }).waitFor();
    }

    test("a phone visitor books from Programează-te, gets the invitation, cancels by its link and books again", async () => {
      const visitor = await phone();
      expect((await visitor.goto(`${origin}/`))?.status()).toBe(200);
      await waitForHydration(visitor);
      await visitor.locator('a[href="/programare"]').first().click();
      await visitor.waitForURL(/\/programare$/);
      const times = await freeTimes(visitor);
      expect(times.length).toBeGreaterThan(0);
      const slot = times[0];
      await bookSlot(visitor, slot);

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
      await bookSlot(again, slot);
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

// A booking followed from Chromium on a phone to the visitor's mailbox and back, through every way
// the site is deployed: the production server alone (`npm start`), and behind deploy/nginx.conf
// and deploy/Caddyfile as shipped, with the server configured as deploy/env.example says and a
// real SMTP server on loopback. A visitor books from the home page's "Programează-te": the mail
// with the confirm link reaches the SMTP server, opening the link books nothing, the page's button
// does and the invitation follows; the slot is gone for the next visitor, the cancel link in the
// mail frees it and it is booked again; without JavaScript a request for a day and a time window
// reaches the office, with the service chosen. From the leasing page's simulator, "Programează o
// consultanță cu această simulare" opens the booking page with the service chosen and the
// simulation shown; ticked and sent, the office's mail holds the service, the figures computed
// again and the page the visitor came from, and the visitor's confirmation the service's
// documents; so does a booking from the personal-credit page's borrowing-capacity check. A page
// of another site cannot post to the site, and afterwards no log of the path (Node's, nginx's)
// holds a link's token. The calendar is the shipped one (data/booking.json) on the real clock: its
// horizon always holds working days.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import Database from "better-sqlite3";
import type { BrowserContext, Page } from "playwright-core";
import contactCopy from "../../data/contact.json";
import bookingData from "../../data/booking.json";
import { BOOKING_CONFIRM_PATH, BOOKING_PATH, linkToken } from "../../contract/booking/api";
import { CONTACT_ENDPOINT } from "../../contract/endpoints";
import { MOBILE, openContext, waitForHydration } from "../../scripts/browser/pages";
import { OFFICE, until } from "../helpers/faults";
import { FRONTS, describeFront, startFront, type RunningFront } from "../helpers/fronts";
import { startSmtp, type SmtpSink } from "../helpers/smtp";
import { readMail, type ReadMail } from "../helpers/booking";
import {
  BOOKING_COPY,
  MANAGE_COPY as manage,
  bookSlot,
  confirmByLink,
  freeTimes,
  manageLinkIn,
} from "../helpers/bookingPage";
import { bookingForm } from "../../contract/forms/booking";
import bookingPage from "../../data/page-programare.json";
import mailCopy from "../../data/booking-mail.json";
import simulatorCopy from "../../data/simulator-copy.json";
import leasingPage from "../../data/page-leasing.json";
import creditPage from "../../data/page-credite-persoane-fizice.json";
import capacity from "../../data/capacity.json";
import { capacityResults } from "../../contract/forms/bookingFigures";
import { CAPACITY_ANCHOR } from "../../src/capacity/constants";
import { simulateLeasing } from "../../domain/simulator/summary";
import { checklistText } from "../../domain/documents";
import { readServiceCatalog } from "../../server/booking/catalog";
import { SPOKEN_SLOT } from "../helpers/bookingPage";

const page = BOOKING_COPY;
const context = bookingPage.booking.context;
/** The leasing simulator's starting values, as its result hands them over. */
const LEASING_DEFAULTS = Object.fromEntries(
  Object.entries(leasingPage.simulator.inputs).map(([name, spec]) => [name, spec.default]),
) as { amount: number; advance: number; residual: number; term: number; rate: number };

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

    /** The paths of the scripts a page requests, as it requests them. */
    function scriptsOf(visitor: Page): string[] {
      const paths: string[] = [];
      visitor.on("request", (request) => {
        if (request.resourceType() === "script") paths.push(new URL(request.url()).pathname);
      });
      return paths;
    }

    /** Rows of a table in the front's database. */
    const count = (sql: string) => {
      const db = new Database(site.dbPath, { readonly: true });
      try {
        return (db.prepare(`SELECT COUNT(*) AS n FROM ${sql}`).get() as { n: number }).n;
      } finally {
        db.close();
      }
    };

    /** Every token a mail of this run carried, for the search of the logs. */
    const tokens: string[] = [];

    test("a phone visitor books from Programează-te, confirms by the mailed link's button, gets the invitation, cancels by its link and books again", async () => {
      const visitor = await phone();
      const scripts = scriptsOf(visitor);
      expect((await visitor.goto(`${origin}/`))?.status()).toBe(200);
      await waitForHydration(visitor);
      await visitor.locator('a[href="/programare"]').first().click();
      await visitor.waitForURL(/\/programare$/);
      const times = await freeTimes(visitor);
      expect(times.length).toBeGreaterThan(0);
      // Without figures, the booking page loads none of the simulator's arithmetic.
      expect(scripts.filter((p) => p.startsWith("/booking-figures-"))).toEqual([]);
      const slot = times[0];
      await bookSlot(visitor, slot, email);

      // The mail with the link; nothing is booked, the office hears nothing.
      const request = await mailTo(email, slot);
      expect(request.calendar).toBeNull();
      const link = manageLinkIn(request.text, "c", origin);
      tokens.push(linkToken(new URL(link).hash, "c")!);
      expect(count("bookings")).toBe(0);

      // Opening the link, as a mail scanner does, books nothing: only the page's button does.
      const confirmer = await phone();
      await confirmer.goto(link);
      await confirmer.getByRole("button", { name: manage.confirmRequest.button }).waitFor();
      expect(count("bookings")).toBe(0);
      await confirmByLink(confirmer, link);
      expect(count("bookings WHERE status = 'confirmed'")).toBe(1);

      const invitation = await mailTo(email, slot, "REQUEST");
      const event = invitation.calendar!.getFirstSubcomponent("vevent")!;
      expect(event.getFirstPropertyValue("uid")).toBeTruthy();
      const notice = await mailTo(OFFICE, "Ioana Popescu");
      tokens.push(linkToken(new URL(manageLinkIn(notice.text, "o", origin)).hash, "o")!);

      // The next visitor no longer sees it.
      const next = await phone();
      await next.goto(`${origin}/programare`);
      expect(await freeTimes(next)).not.toContain(slot);

      // The link in the mail opens the manage page on this site, and cancels.
      const manageLink = manageLinkIn(invitation.text, "t", origin);
      tokens.push(linkToken(new URL(manageLink).hash, "t")!);
      const manager = await phone();
      await manager.goto(manageLink);
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
      await until(
        "the second confirm link",
        async () =>
          (await Promise.all(smtp.mails.map(readMail))).filter(
            (m) => m.to.includes(email) && m.calendar === null,
          ).length >= 2 || undefined,
        60_000,
      );
    });

    test("a page of another site cannot post to the site: neither its form nor its script stores anything", async () => {
      // The other site: on 127.0.0.1 when the site is www.example.com, on localhost when the site
      // is 127.0.0.1; either way another site to the browser.
      const ours = new URL(origin);
      const elsewhere = ours.hostname === "127.0.0.1" ? "localhost" : "127.0.0.1";
      const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      const fields = {
        [bookingForm.fields.type]: bookingData.meetingTypes[0].id,
        [bookingForm.fields.mode]: bookingData.meetingTypes[0].modes[0],
        [bookingForm.fields.day]: day,
        [bookingForm.fields.window]: bookingData.windows[0].id,
        [bookingForm.fields.name]: "Pagina Altui Site",
        [bookingForm.fields.email]: "victima@firma-test.ro",
        [bookingForm.fields.phone]: "0744000333",
        [bookingForm.fields.consent]: "1",
      };
      const inputs = Object.entries(fields)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
        .join("");
      const html = `<!doctype html><meta charset="utf-8"><title>Alt site</title>
        <script>
          fetch(${JSON.stringify(`${origin}${CONTACT_ENDPOINT}`)}, {
            method: "POST", mode: "no-cors",
            body: new URLSearchParams({ name: "Script Străin", email: "victima@firma-test.ro",
              phone: "0744000444", comment: "Trimis de alt site", chkConfidentialitate: "1" }),
          }).finally(() => { document.title = "trimis"; document.forms[0].submit(); });
        </script>
        <form method="post" action="${origin}${BOOKING_PATH}">${inputs}</form>`;
      const other = http.createServer((_req, res) => {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
      });
      await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
      try {
        const port = (other.address() as AddressInfo).port;
        const leadsBefore = count("leads");
        // A context of its own: the site's contexts let no other origin load.
        const context = await site.browser.newContext({ ignoreHTTPSErrors: true });
        contexts.push(context);
        const visitor = await context.newPage();
        const answer = visitor.waitForResponse((r) =>
          r.url().startsWith(`${origin}${BOOKING_PATH}`),
        );
        await visitor.goto(`http://${elsewhere}:${port}/`);
        expect((await answer).status()).toBe(403);
        expect(count("leads")).toBe(leadsBefore);
        expect(count("booking_requests WHERE name = 'Pagina Altui Site'")).toBe(0);
      } finally {
        await new Promise<void>((resolve) => other.close(() => resolve()));
      }
    });

    test("from the leasing simulator, a booking with its figures reaches the office with the service, the figures and the page; the confirmation lists the documents", async () => {
      const visitor = await phone();
      const scripts = scriptsOf(visitor);
      expect((await visitor.goto(`${origin}/servicii/leasing`))?.status()).toBe(200);
      await waitForHydration(visitor);
      const simulator = visitor.locator("section#simulator");
      await simulator.scrollIntoViewIfNeeded();
      const book = simulator.getByRole("button", { name: simulatorCopy.send.withFigures });
      await book.click();
      await visitor.waitForURL(/\/programare\?serviciu=leasing$/);
      // The inputs rode in history state, never in the address.
      expect(visitor.url()).not.toContain(String(LEASING_DEFAULTS.amount));

      const form = visitor.getByRole("form", { name: page.picker.title });
      await expect(form.getByLabel(context.serviceLabel).inputValue()).resolves.toBe("leasing");
      const figures = form.getByRole("region", { name: context.figuresTitle });
      const expected = simulateLeasing(
        leasingPage.simulator.inputs,
        LEASING_DEFAULTS,
        simulatorCopy.result,
        simulatorCopy.currency,
      );
      await figures.getByText(expected.figures[0][1], { exact: true }).waitFor();
      expect(scripts.filter((p) => p.startsWith("/booking-figures-"))).toHaveLength(1);
      const box = figures.getByRole("checkbox", { name: context.figuresConsent });
      expect(await box.isChecked()).toBe(false);
      await box.check();

      const slot = await form
        .getByRole("radio", { name: SPOKEN_SLOT })
        .first()
        .getAttribute("aria-label");
      const simEmail = `simulare.${email}`;
      await form.getByRole("radio", { name: slot!, exact: true }).check();
      await form.getByLabel(contactCopy.fields.txtName.label).fill("Mihai Cu Simulare");
      await form.getByLabel(contactCopy.fields.txtEmail.label).fill(simEmail);
      await form.getByLabel(contactCopy.fields.txtPhone.label).fill("0744000999");
      await form.getByRole("checkbox", { name: /informarea privind prelucrarea datelor/ }).check();
      await form.getByRole("button", { name: page.form.button.idle }).click();
      await visitor.getByRole("heading", { name: page.pending.title }).waitFor();

      const request = await mailTo(simEmail, slot!);
      const link = manageLinkIn(request.text, "c", origin);
      tokens.push(linkToken(new URL(link).hash, "c")!);
      await confirmByLink(await phone(), link);

      const notice = await mailTo(OFFICE, "Mihai Cu Simulare");
      const lines = notice.text.split("\n").map((line) => line.trim());
      for (const line of [
        `${mailCopy.labels.service}: Leasing`,
        `${mailCopy.labels.origin}: /servicii/leasing`,
        ...[...expected.inputs, ...expected.figures].map(([label, value]) => `${label}: ${value}`),
      ]) {
        expect(lines).toContain(line);
      }
      tokens.push(linkToken(new URL(manageLinkIn(notice.text, "o", origin)).hash, "o")!);

      const confirmation = await mailTo(simEmail, slot!, "REQUEST");
      // The documents the data lists for leasing (data/ro-service-shared.json and the page's own).
      const checklist = readServiceCatalog().checklist("leasing");
      expect(checklist).not.toBeNull();
      expect(confirmation.text).toContain(checklistText(checklist!));
    });

    test("from the borrowing-capacity check, a booking with its figures reaches the office with the check computed again; the confirmation lists the documents", async () => {
      const visitor = await phone();
      const route = "/servicii/credite-persoane-fizice";
      expect((await visitor.goto(`${origin}${route}`))?.status()).toBe(200);
      await waitForHydration(visitor);
      const section = visitor.locator(`section#${CAPACITY_ANCHOR}`);
      await section.scrollIntoViewIfNeeded();
      const field = (label: string) =>
        section.getByRole("textbox", { name: new RegExp(`^${label} \\(`) });
      await field(capacity.inputs.income.label).fill("6000");
      await field(capacity.inputs.debts.label).fill("400");
      // 40 % of 6.000 lei in lei, less the 400 lei paid already.
      await section
        .getByRole("group", { name: capacity.copy.result.title })
        .getByText("2.000,00 lei", { exact: true })
        .waitFor();
      await section.getByRole("link", { name: capacity.copy.send.book }).click();
      await visitor.waitForURL(/\/programare\?serviciu=credite-persoane-fizice$/);
      expect(visitor.url()).not.toContain("6000");

      const form = visitor.getByRole("form", { name: page.picker.title });
      await expect(form.getByLabel(context.serviceLabel).inputValue()).resolves.toBe(
        "credite-persoane-fizice",
      );
      const inputs = {
        income: 6000,
        debts: 400,
        foreignCurrency: 0,
        firstHome: 0,
        term: capacity.inputs.term.default,
        rate: capacity.inputs.rate.default,
      };
      const results = capacityResults(inputs, capacity);
      expect(results[0][1]).toBe("2.000,00 lei/lună");
      const figures = form.getByRole("region", { name: context.figuresTitle });
      await figures.getByText(results[1][1], { exact: true }).waitFor();
      await figures.getByRole("checkbox", { name: context.figuresConsent }).check();

      const slot = await form
        .getByRole("radio", { name: SPOKEN_SLOT })
        .first()
        .getAttribute("aria-label");
      const capEmail = `capacitate.${email}`;
      await form.getByRole("radio", { name: slot!, exact: true }).check();
      await form.getByLabel(contactCopy.fields.txtName.label).fill("Ana Cu Calcul");
      await form.getByLabel(contactCopy.fields.txtEmail.label).fill(capEmail);
      await form.getByLabel(contactCopy.fields.txtPhone.label).fill("0744000888");
      await form.getByRole("checkbox", { name: /informarea privind prelucrarea datelor/ }).check();
      await form.getByRole("button", { name: page.form.button.idle }).click();
      await visitor.getByRole("heading", { name: page.pending.title }).waitFor();

      const request = await mailTo(capEmail, slot!);
      const link = manageLinkIn(request.text, "c", origin);
      tokens.push(linkToken(new URL(link).hash, "c")!);
      await confirmByLink(await phone(), link);

      const notice = await mailTo(OFFICE, "Ana Cu Calcul");
      const lines = notice.text.split("\n").map((line) => line.trim());
      const title = creditPage.route.title;
      for (const line of [
        `${mailCopy.labels.service}: ${title}`,
        `${mailCopy.labels.origin}: ${route}`,
        `${mailCopy.figures.title}: ${mailCopy.figures.kinds.capacity}`,
        ...results.map(([label, value]) => `${label}: ${value}`),
      ]) {
        expect(lines).toContain(line);
      }
      tokens.push(linkToken(new URL(manageLinkIn(notice.text, "o", origin)).hash, "o")!);

      const confirmation = await mailTo(capEmail, slot!, "REQUEST");
      const checklist = readServiceCatalog().checklist("credite-persoane-fizice");
      expect(checklist).not.toBeNull();
      expect(confirmation.text).toContain(checklistText(checklist!));
    });

    test("no log of the path holds a link's token or the form's details", async () => {
      expect(tokens.length).toBeGreaterThanOrEqual(3);
      const logs = [JSON.stringify(site.server.logs)];
      // nginx writes its access and error logs there; Caddy writes none (no `log` directive).
      if (site.logDir && fs.existsSync(site.logDir)) {
        const files = fs.readdirSync(site.logDir);
        expect(files).toContain("nginx-access.log");
        for (const file of files) logs.push(fs.readFileSync(path.join(site.logDir, file), "utf8"));
      }
      const all = logs.join("\n");
      // The logs did record the visit: the confirmation reached Node, and is in its journal.
      expect(all).toContain(BOOKING_CONFIRM_PATH);
      for (const token of tokens) {
        expect(all).not.toContain(token);
        expect(all).not.toContain(encodeURIComponent(token));
      }
      expect(all).not.toContain(email);
    });

    test("without JavaScript: a preferred day, a time window and the service reach the office", async () => {
      const visitor = await phone(false);
      expect((await visitor.goto(`${origin}/programare`))?.status()).toBe(200);
      const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      await visitor.getByLabel(page.request.dayLabel).fill(day);
      await visitor.getByLabel(page.request.windowLabel).selectOption(bookingData.windows[0].id);
      const form = visitor.locator("form", {
        has: visitor.getByRole("button", { name: page.request.button }),
      });
      await form.getByLabel(contactCopy.fields.txtName.label).fill("Andrei Fără Script");
      await form.getByLabel(contactCopy.fields.txtEmail.label).fill(`fara.js.${email}`);
      await form.getByLabel(contactCopy.fields.txtPhone.label).fill("0744000222");
      await form.getByRole("checkbox", { name: /informarea privind prelucrarea datelor/ }).check();
      await form.getByLabel(context.serviceLabel).selectOption("leasing");
      await Promise.all([
        visitor.waitForURL(new RegExp(bookingForm.noJs.requested.query)),
        form.getByRole("button", { name: page.request.button }).click(),
      ]);
      const mail = await mailTo(OFFICE, "Andrei Fără Script");
      expect(mail.text).toContain(bookingData.windows[0].label);
      expect(mail.text).toContain(`${contactCopy.mail.service}: Leasing`);
      expect(mail.subject).toContain("Leasing");
    });
  });
});

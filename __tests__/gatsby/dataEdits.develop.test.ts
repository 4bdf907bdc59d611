// `gatsby develop` while data files are saved one after the other, as an editor saves them: each
// edit of the leasing page file (data/page-leasing.json), of an item of its FAQ list and of its
// service object, shows on /servicii/leasing, one saved just as a page's data is first asked for
// included, and no page goes away; a real data error is reported in the terminal and in the
// browser's overlay while the pages stay, and the fix clears it; the page data is replaced whole,
// never read half-written. The contact form and a booking from the borrowing-capacity check with
// its figures, forwarded to the contact server, reach the office's mailbox and the visitor's.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import copy from "../../data/contact.json";
import { browserTestsEnabled, launchChromium } from "../../scripts/browser/chromium";
import { VISITOR, fieldsOf, fill } from "../helpers/contactForm";
import { BOOT_TIMEOUT_MS, startDevelop, until, type DevelopServer } from "../helpers/developServer";
import { OFFICE, startServerProcess, type ServerProcess } from "../helpers/faults";
import { decoded, startSmtp, type SmtpSink } from "../helpers/smtp";
import {
  BOOKING_COPY,
  bookSlot,
  confirmByLink,
  firstFreeTime,
  manageLinkIn,
} from "../helpers/bookingPage";
import { readMail, type ReadMail } from "../helpers/booking";
import capacity from "../../data/capacity.json";
import bookingPage from "../../data/page-programare.json";
import mailCopy from "../../data/booking-mail.json";
import { capacityResults } from "../../contract/forms/bookingFigures";
import { checklistText } from "../../domain/documents";
import { readServiceCatalog } from "../../server/booking/catalog";
import { CAPACITY_ANCHOR } from "../../src/capacity/constants";
import { MIN_FILL_MS } from "../../contract/forms/antiBot";

const describeDevelop: jest.Describe = browserTestsEnabled() ? describe : describe.skip;

const LEASING_DATA = "/page-data/servicii/leasing/page-data.json";
/** Pages no test visits before the first edit. */
const UNVISITED = [
  "/servicii/factoring",
  "/servicii/fonduri-europene",
  "/servicii/previziuni-financiare",
  "/servicii/credite-persoane-fizice",
  "/despre-noi",
  "/servicii",
];
const HOME_DATA = "/page-data/index/page-data.json";
/** How long one saved edit may take to reach the page data. */
const EDIT_WAIT_MS = 60_000;
const EDITS_PER_FILE = 3;

/** The page file of /servicii/leasing, and the two parts the edits change. */
const LEASING_FILE = "page-leasing.json";
interface LeasingPage {
  route: { path: string; pageKey: string };
  /** The FAQ items, without their page key: the route's is theirs. */
  faq: { id: number; desc: string }[];
  service: { intro: { title: string } };
}
interface MenuItem {
  id: number;
  link: string;
}

const MENU_ERROR = 'data/menu.json (jsonId "2"): link "/despre" is not a route of the site';

describeDevelop("gatsby develop while data files are saved", () => {
  let dev: DevelopServer;
  let browser: Browser;
  let page: Page | undefined;
  let edits = 0;
  const latest = { answer: "", title: "" };

  let smtp: SmtpSink;
  let contactServer: ServerProcess;

  beforeAll(async () => {
    // The contact server develop forwards the form to, mailing to an SMTP server on loopback.
    smtp = await startSmtp();
    contactServer = await startServerProcess({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMTP_RETRY_MS: "200",
      PUBLIC_DIR: os.tmpdir(),
      CONTACT_DB: path.join(
        fs.mkdtempSync(path.join(os.tmpdir(), "develop-leads-")),
        "leads.sqlite",
      ),
    });
    dev = await startDevelop(LEASING_DATA, { CONTACT_SERVER_URL: contactServer.base });
    browser = await launchChromium();
  }, BOOT_TIMEOUT_MS + 60_000);

  afterAll(async () => {
    await page?.close();
    await browser?.close();
    await dev?.stop();
    await contactServer?.stop();
    await smtp?.close();
  }, 60_000);

  const dataFile = (file: string) => path.join(dev.dir, "data", file);

  /** Reads, changes and writes a data file whole, the way the content editor saves it. */
  async function saveJson<T>(file: string, change: (value: T) => void): Promise<void> {
    const value = JSON.parse(await fs.promises.readFile(dataFile(file), "utf8")) as T;
    change(value);
    await fs.promises.writeFile(dataFile(file), `${JSON.stringify(value, null, 2)}\n`);
  }

  const editAnswer = async () => {
    latest.answer = `Raspuns salvat in develop, editarea ${++edits}`;
    await saveJson<LeasingPage>(LEASING_FILE, (leasing) => {
      if (leasing.route.path !== "/servicii/leasing") {
        throw new Error(`data/${LEASING_FILE} is not the page file of /servicii/leasing`);
      }
      const item = leasing.faq[0];
      if (!item) throw new Error(`no FAQ item in data/${LEASING_FILE}`);
      item.desc = latest.answer;
    });
  };

  const editTitle = async () => {
    latest.title = `Titlu salvat in develop, editarea ${++edits}`;
    await saveJson<LeasingPage>(LEASING_FILE, (leasing) => {
      if (!leasing.service) throw new Error(`no "service" in data/${LEASING_FILE}`);
      leasing.service.intro.title = latest.title;
    });
  };

  /** The errors develop printed since `from` (an offset into its output), each with its details. */
  const errorsSince = (from = 0) => {
    const blocks: string[] = [];
    let inError = false;
    for (const line of dev.log().slice(from).split("\n")) {
      if (/^\s*error\b/.test(line)) inError = true;
      else if (!/^\s/.test(line)) inError = false;
      if (inError) blocks.push(line);
    }
    return blocks.slice(-30).join("\n");
  };

  /** Waits until the leasing page data holds the latest answer and title. */
  async function leasingShowsLatest(): Promise<void> {
    let last = "";
    await until(
      "the leasing page data to show the saved edit",
      async () => {
        if (!dev.running()) throw new Error(`gatsby develop exited:\n${dev.log().slice(-4000)}`);
        const { status, body } = await dev.get(LEASING_DATA);
        last = `${status}`;
        const wanted = [latest.answer, latest.title].filter(Boolean);
        return status === 200 && wanted.every((text) => body.includes(text)) ? true : undefined;
      },
      { timeoutMs: EDIT_WAIT_MS },
      () => `Last status ${last}; develop's errors:\n${errorsSince()}`,
    );
  }

  async function pagesAnswer(): Promise<void> {
    for (const route of ["/", HOME_DATA, "/servicii/leasing", LEASING_DATA]) {
      expect(`${route}: ${(await dev.get(route)).status}`).toBe(`${route}: 200`);
    }
  }

  async function overlayText(p: Page): Promise<string> {
    return (await p.locator('[data-gatsby-overlay="pre__code"]').allTextContents()).join("\n");
  }

  it(
    "shows an edit saved just as a page's data is asked for the first time (a link's prefetch)",
    async () => {
      await editAnswer();
      // Within Gatsby's 500 ms of collecting node changes, a page whose query has not run yet
      // starts the queries, and Gatsby drops the changes it was collecting: pages not visited yet
      // are asked for across that window, as a browser's prefetches would.
      const firstVisits = UNVISITED.map(
        (route, i) =>
          new Promise<unknown>((resolve) =>
            setTimeout(() => resolve(dev.get(`/page-data${route}/page-data.json`)), 100 * (i + 1)),
          ),
      );
      await Promise.all(firstVisits);
      await leasingShowsLatest();
      await pagesAnswer();
    },
    2 * EDIT_WAIT_MS,
  );

  it(
    "shows every saved edit of a page file's list and object parts, and keeps every page",
    async () => {
      const logBefore = dev.log().length;
      const leasingFolder = path.join(dev.dir, "public/page-data/servicii/leasing");
      const pageData = path.join(leasingFolder, "page-data.json");
      // The page data as it is before the edits, opened: a file renamed over it leaves this one
      // as it was, while a write into it would show here. (Comparing inode numbers instead fails
      // by chance where the file system hands a freed number to the next file.)
      const before = fs.readFileSync(pageData, "utf8");
      const held = fs.openSync(pageData, "r");
      try {
        for (let i = 0; i < EDITS_PER_FILE; i++) {
          await editAnswer();
          await leasingShowsLatest();
          await pagesAnswer();
          await editTitle();
          await leasingShowsLatest();
          await pagesAnswer();
        }
        // The data was never wrong, so no check may have said it was.
        expect(errorsSince(logBefore)).toBe("");
        // Each new page data was renamed over the old file, never written into it while the
        // server read it (gatsby/patches/wholePageData.ts); nothing temporary is left beside it.
        expect(fs.readFileSync(pageData, "utf8")).not.toBe(before);
        expect(fs.readFileSync(held, "utf8")).toBe(before);
        expect(fs.readdirSync(leasingFolder)).toEqual(["page-data.json"]);
      } finally {
        fs.closeSync(held);
      }
    },
    2 * EDITS_PER_FILE * EDIT_WAIT_MS + 30_000,
  );

  it(
    "reports a data error in the terminal and in the overlay, keeps the pages, and clears it once fixed",
    async () => {
      page = await browser.newPage();
      // Idle first: Gatsby drops the node changes it is batching when a page-data request for a
      // page whose query has not run yet (the page's link prefetches) arrives meanwhile.
      const opened = await page.goto(`${dev.origin}/`, {
        waitUntil: "networkidle",
        timeout: EDIT_WAIT_MS,
      });
      expect(opened?.status()).toBe(200);
      const menu = await fs.promises.readFile(dataFile("menu.json"), "utf8");
      const logBefore = dev.log().length;

      await saveJson<MenuItem[]>("menu.json", (items) => {
        const item = items.find((i) => i.id === 2);
        if (!item) throw new Error("no item 2 in data/menu.json");
        item.link = "/despre";
      });
      await until(
        "develop's output to name the broken link",
        () => (dev.log().slice(logBefore).includes(MENU_ERROR) ? true : undefined),
        { timeoutMs: EDIT_WAIT_MS },
        () => `Develop's errors:\n${errorsSince(logBefore)}`,
      );
      const shown = page;
      await until(
        "the overlay to show the broken link",
        async () => ((await overlayText(shown)).includes(MENU_ERROR) ? true : undefined),
        { timeoutMs: EDIT_WAIT_MS },
        async () => `Overlay text: ${JSON.stringify(await overlayText(shown).catch(() => ""))}`,
      );
      await pagesAnswer();

      await fs.promises.writeFile(dataFile("menu.json"), menu);
      await until(
        "the overlay to clear once the link is fixed",
        async () => (!(await overlayText(shown)).includes(MENU_ERROR) ? true : undefined),
        { timeoutMs: EDIT_WAIT_MS },
      );
      await pagesAnswer();
      await editAnswer();
      await leasingShowsLatest();
      await pagesAnswer();
    },
    5 * EDIT_WAIT_MS,
  );

  it(
    "takes a visitor's request from the contact form to the office's mailbox",
    async () => {
      const visitor = await browser.newPage();
      try {
        const opened = await visitor.goto(`${dev.origin}/contact`, {
          waitUntil: "networkidle",
          timeout: EDIT_WAIT_MS,
        });
        expect(opened?.status()).toBe(200);
        const openedAt = Date.now();
        const fields = fieldsOf(visitor);
        const message = "Trimisă din previzualizarea gatsby develop.";
        await fill(fields, { ...VISITOR, message });
        // A person takes seconds; so does this visitor, so the request is not marked too fast.
        await visitor.waitForTimeout(Math.max(0, MIN_FILL_MS + 500 - (Date.now() - openedAt)));
        await fields.submit.click();
        await visitor.getByRole("alert").filter({ hasText: copy.server.success }).waitFor();
        const mail = await until(
          "the request's mail",
          () => smtp.mails.map((m) => decoded(m.raw)).find((m) => m.text.includes(message)),
          { timeoutMs: EDIT_WAIT_MS },
        );
        expect(mail.subject.startsWith(copy.mail.suspectSubject.replace("{subject}", ""))).toBe(
          false,
        );
      } finally {
        await visitor.close();
      }
    },
    2 * EDIT_WAIT_MS,
  );

  it(
    "books from the borrowing-capacity check with its figures, confirms by the mailed link; the office's mail shows the check computed again, the invitation the service's documents",
    async () => {
      const visitor = await browser.newPage();
      try {
        const route = "/servicii/credite-persoane-fizice";
        const opened = await visitor.goto(`${dev.origin}${route}`, { timeout: EDIT_WAIT_MS });
        expect(opened?.status()).toBe(200);
        const section = visitor.locator(`section#${CAPACITY_ANCHOR}`);
        await section.scrollIntoViewIfNeeded();
        const field = (label: string) =>
          section.getByRole("textbox", { name: new RegExp(`^${label} \\(`) });
        await field(capacity.inputs.income.label).fill("6000", { timeout: EDIT_WAIT_MS });
        await field(capacity.inputs.debts.label).fill("400");
        await section
          .getByRole("group", { name: capacity.copy.result.title })
          .getByText("2.000,00 lei", { exact: true })
          .waitFor();
        await section.getByRole("link", { name: capacity.copy.send.book }).click();
        await visitor.waitForURL(/\/programare\?serviciu=credite-persoane-fizice$/, {
          timeout: EDIT_WAIT_MS,
        });
        const form = visitor.getByRole("form", { name: BOOKING_COPY.picker.title });
        await form
          .getByRole("region", { name: bookingPage.booking.context.figuresTitle })
          .getByRole("checkbox", { name: bookingPage.booking.context.figuresConsent })
          .check({ timeout: EDIT_WAIT_MS });
        const slot = await firstFreeTime(visitor);
        const email = "programare.develop@firma-test.ro";
        await bookSlot(visitor, slot, email);
        const request = await until(
          "the confirm link",
          async () =>
            (await Promise.all(smtp.mails.map(readMail))).find(
              (mail) => mail.to.includes(email) && mail.calendar === null,
            ),
          { timeoutMs: EDIT_WAIT_MS },
        );
        await confirmByLink(visitor, manageLinkIn(request.text, "c", dev.origin));
        const mailTo = (to: string, what: string, match: (mail: ReadMail) => boolean) =>
          until(
            what,
            async () =>
              (await Promise.all(smtp.mails.map(readMail))).find(
                (mail) => mail.to.includes(to) && match(mail),
              ),
            { timeoutMs: EDIT_WAIT_MS },
          );
        const invitation = await mailTo(email, "the invitation", (m) => m.method === "REQUEST");
        expect(invitation.text).toContain(slot);
        const checklist = readServiceCatalog().checklist("credite-persoane-fizice")!;
        expect(invitation.text).toContain(checklistText(checklist));
        const notice = await mailTo(OFFICE, "the office's notice", (m) => m.text.includes(email));
        const lines = notice.text.split("\n").map((line) => line.trim());
        expect(lines).toContain(`${mailCopy.labels.origin}: ${route}`);
        const results = capacityResults(
          {
            income: 6000,
            debts: 400,
            foreignCurrency: 0,
            firstHome: 0,
            term: capacity.inputs.term.default,
            rate: capacity.inputs.rate.default,
          },
          capacity,
        );
        for (const [label, value] of results) expect(lines).toContain(`${label}: ${value}`);
      } finally {
        await visitor.close();
      }
    },
    2 * EDIT_WAIT_MS,
  );
});

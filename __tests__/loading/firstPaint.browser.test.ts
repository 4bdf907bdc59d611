// Usable from the first paint: the controls a visitor needs work without JavaScript and before the
// app starts, the app's start never undoes what the visitor did, and a failing part blanks nothing
// but itself.
import type { Page, Route } from "playwright-core";
import ui from "../../data/ui.json";
import menu from "../../data/menu.json";
import contact from "../../data/contact.json";
import { HYDRATED_ATTRIBUTE } from "../../src/constants";
import { CLIENT_ERRORS_PATH } from "../../contract/endpoints";
import {
  MOBILE,
  WAIT_MS,
  openContext,
  scrollToY,
  settle,
  waitForHydration,
  type E2eContext,
} from "../../scripts/browser/pages";
import { eventually } from "../helpers/eventually";
import { describeBrowser, useHarness } from "../helpers/jest";

const ro = ui.find((labels) => labels.lang === "ro")!;
const servicii = menu.find((item) => item.menu === "ro" && item.has_dropdown)!;
const leasing = servicii.sub_menus.find((sub) => sub.link === "/servicii/leasing")!;
/** Longer than anything the app does after it starts (the hash scroll waits 200 ms). */
const AFTER_START_MS = 1500;

const sideMenu = (page: Page) => page.getByRole("dialog", { name: ro.sideNavLabel });
const menuButton = (page: Page) => page.getByRole("button", { name: ro.openMenu, exact: true });
const faqStates = (page: Page) =>
  page
    .locator("#intrebari-frecvente details")
    .evaluateAll((items) => items.map((item) => (item as HTMLDetailsElement).open));

describeBrowser("usable from the first paint", () => {
  const harness = useHarness();
  let e2e: E2eContext;
  let page: Page;
  afterEach(async () => {
    await page?.close();
    await e2e?.context.close();
  });

  describe("without JavaScript", () => {
    beforeEach(async () => {
      e2e = await openContext(harness.browser, harness.server.origin, {
        javaScriptEnabled: false,
        viewport: MOBILE,
      });
      page = await e2e.context.newPage();
    });

    test("the phone menu and its Servicii submenu reach a service page", async () => {
      await page.goto(`${harness.server.origin}/`);
      await menuButton(page).click();
      await eventually(async () => expect(await sideMenu(page).isVisible()).toBe(true));
      await sideMenu(page).locator(`summary[aria-label="${ro.submenuToggle}: Servicii"]`).click();
      await sideMenu(page).getByRole("link", { name: leasing.title, exact: true }).click();
      await page.waitForURL(`${harness.server.origin}${leasing.link}`, { timeout: WAIT_MS });
      expect(await page.locator("h1").innerText()).toBe(leasing.title);
    });

    test("the FAQ opens one item at a time, the first open at first", async () => {
      await page.goto(`${harness.server.origin}/servicii/leasing`);
      const summaries = page.locator("#intrebari-frecvente details > summary");
      const count = await summaries.count();
      const only = (index: number | null) => Array.from({ length: count }, (_v, i) => i === index);
      expect(count).toBeGreaterThan(2);
      expect(await faqStates(page)).toEqual(only(0));
      await summaries.nth(2).click();
      expect(await faqStates(page)).toEqual(only(2));
      await summaries.nth(2).click();
      expect(await faqStates(page)).toEqual(only(null));
    });

    test("a service page's form posts and the request is stored", async () => {
      await page.goto(`${harness.server.origin}/servicii/leasing`);
      const form = page.locator("form#contact-form");
      await form.getByLabel(contact.fields.txtName.label, { exact: true }).fill("Ion Popescu");
      await form.getByLabel(contact.fields.txtEmail.label, { exact: true }).fill("ion@example.ro");
      await form.getByLabel(contact.fields.txtPhone.label, { exact: true }).fill("0722000111");
      await form.getByLabel(contact.fields.txtMessage.label, { exact: true }).fill("Un leasing.");
      await form.getByRole("checkbox").check();
      const before = harness.server.leads().length;
      await Promise.all([
        page.waitForURL(/trimis=1/, { timeout: WAIT_MS }),
        form.getByRole("button", { name: contact.button.idle }).click(),
      ]);
      const leads = harness.server.leads();
      expect(leads).toHaveLength(before + 1);
      expect(leads[leads.length - 1]).toMatchObject({ name: "Ion Popescu", status: "pending" });
    });

    test("the search button, which needs JavaScript, is neither shown nor usable", async () => {
      await page.goto(`${harness.server.origin}/contact`);
      const search = page.locator(`header button[aria-label="${ro.openSearch}"]`);
      expect(await search.isDisabled()).toBe(true);
      expect(await search.evaluate((el) => getComputedStyle(el).visibility)).toBe("hidden");
    });
  });

  describe("before the app has started", () => {
    /** Holds the site's scripts until released, so the page stays as the server sent it. */
    async function holdScripts(): Promise<() => Promise<void>> {
      const held: Route[] = [];
      let released = false;
      await page.route(
        (url) => url.origin === harness.server.origin && url.pathname.endsWith(".js"),
        (route) => (released ? route.continue() : void held.push(route)),
      );
      return async () => {
        released = true;
        await Promise.all(held.splice(0).map((route) => route.continue()));
      };
    }
    const started = () =>
      page.evaluate((a) => document.documentElement.hasAttribute(a), HYDRATED_ATTRIBUTE);

    beforeEach(async () => {
      e2e = await openContext(harness.browser, harness.server.origin, { viewport: MOBILE });
      page = await e2e.context.newPage();
    });

    test("a menu opened before the app starts stays open through it", async () => {
      const release = await holdScripts();
      await page.goto(`${harness.server.origin}/contact`, { waitUntil: "domcontentloaded" });
      await menuButton(page).click();
      await eventually(async () => expect(await sideMenu(page).isVisible()).toBe(true));
      expect(await started()).toBe(false);
      await release();
      await waitForHydration(page);
      await settle(page);
      await page.waitForTimeout(AFTER_START_MS);
      expect(await sideMenu(page).isVisible()).toBe(true);
      expect(await menuButton(page).getAttribute("aria-expanded")).toBe("true");
      await page.keyboard.press("Escape");
      await eventually(async () => expect(await sideMenu(page).isVisible()).toBe(false));
      expect(await menuButton(page).getAttribute("aria-expanded")).toBe("false");
    });

    test("a reader's early scroll is kept when the app starts", async () => {
      const release = await holdScripts();
      await page.goto(`${harness.server.origin}/servicii/leasing`, {
        waitUntil: "domcontentloaded",
      });
      await scrollToY(page, 1200);
      expect(await started()).toBe(false);
      await release();
      await waitForHydration(page);
      await settle(page);
      await page.waitForTimeout(AFTER_START_MS);
      expect(await page.evaluate(() => window.scrollY)).toBe(1200);
    });
  });

  test("a section that fails leaves the rest of the page, which keeps working", async () => {
    e2e = await openContext(harness.browser, harness.server.origin, { viewport: MOBILE });
    page = await e2e.context.newPage();
    // The simulator section gets data it cannot render: it throws while the app starts.
    await page.route("**/page-data/servicii/leasing/page-data.json", async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.result.data.simulatorJson.copy = null;
      await route.fulfill({ response, json: body });
    });
    const reports: unknown[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === CLIENT_ERRORS_PATH)
        reports.push(request.postDataJSON());
    });
    await page.goto(`${harness.server.origin}/servicii/leasing`);
    await waitForHydration(page);
    const main = page.locator("main");
    await eventually(async () => expect(await main.innerText()).toContain(ro.errorSection));
    expect(await page.locator("#simulator").count()).toBe(0);
    // Every other section is still there, as the server sent it, and works.
    for (const id of ["prezentare", "produse", "avantaje", "intrebari-frecvente", "formular"]) {
      expect(await page.locator(`#${id}`).isVisible()).toBe(true);
    }
    expect(await page.locator("h1").innerText()).toBe(leasing.title);
    await page.locator("#intrebari-frecvente details > summary").nth(1).click();
    expect((await faqStates(page))[1]).toBe(true);
    await menuButton(page).click();
    await eventually(async () => expect(await sideMenu(page).isVisible()).toBe(true));
    // The server heard of it: the route and the error, nothing about the visitor.
    await eventually(async () =>
      expect(reports).toContainEqual(
        expect.objectContaining({ route: "/servicii/leasing", message: expect.any(String) }),
      ),
    );
  });
});

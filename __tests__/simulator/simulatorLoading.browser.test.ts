// The credit and leasing simulator in Chromium against the built site and the project's server:
// its code loads only as the section nears the viewport, and without JavaScript one line stands in.
import type { Page } from "playwright-core";
import { scriptSources } from "../../bench/chunks";
import copy from "../../data/simulator-copy.json";
import { openContext, scrollToY, settle, type ProblemLog } from "../../scripts/browser/pages";
import { eventually } from "../helpers/eventually";
import { describeBrowser, useBrowserPages } from "../helpers/jest";
import { LEASING, LONG_TERM, PERSONAL, openSimulator, section } from "./simulatorPage";
import { SIMULATOR_PRELOAD_MARGIN_PX } from "../../src/simulator/constants";

/** The simulator's own chunk (webpackChunkName "simulator" in SimulatorSection). */
const SIMULATOR_CHUNK = /\/simulator-[0-9a-f]+\.js$/;

describeBrowser("the credit and leasing simulator in Chromium: loading", () => {
  const session = useBrowserPages();
  const { harness } = session;
  let page: Page;
  let problems: ProblemLog;
  let scripts: string[];

  test.each([PERSONAL, LONG_TERM, LEASING])(
    "%s loads the simulator's code only when the section nears the viewport",
    async (route) => {
      ({ page, problems, scripts } = await openSimulator(session, route));
      await settle(page);
      const html = await (await fetch(`${harness.server.origin}${route}`)).text();
      // Named in Gatsby's chunk map, but not a script the page loads.
      expect(scriptSources(html).filter((src) => SIMULATOR_CHUNK.test(src))).toEqual([]);
      // The observed element is the slot that holds the <noscript> line until the code loads.
      const slotTop = await section(page)
        .locator("noscript")
        .evaluate((el) => el.parentElement!.getBoundingClientRect().top + window.scrollY);
      const viewport = page.viewportSize()!.height;
      // The page opens far enough above the section for the margin not to reach it yet.
      expect(slotTop).toBeGreaterThan(viewport + SIMULATOR_PRELOAD_MARGIN_PX);
      expect(scripts.filter((s) => SIMULATOR_CHUNK.test(s))).toEqual([]);
      expect(await section(page).getByRole("textbox").count()).toBe(0);

      // Within the margin but still below the fold: the code loads now, before it is seen.
      await scrollToY(page, slotTop - viewport - SIMULATOR_PRELOAD_MARGIN_PX / 2);
      await eventually(() =>
        expect(scripts.filter((s) => SIMULATOR_CHUNK.test(s))).toHaveLength(1),
      );
      await section(page).getByRole("textbox").first().waitFor({ state: "attached" });
      expect(problems.list).toEqual([]);
    },
  );

  test("without JavaScript the section says so in one line and links to the contact form", async () => {
    const noJs = await openContext(harness.browser, harness.server.origin, {
      javaScriptEnabled: false,
    });
    try {
      page = await noJs.context.newPage();
      expect((await page.goto(`${harness.server.origin}${PERSONAL}`))?.status()).toBe(200);
      const line = section(page).locator("noscript p", { hasText: copy.noScript });
      expect(await line.count()).toBe(1);
      expect((await line.innerText()).trim()).toBe(`${copy.noScript} ${copy.noScriptLink.label}`);
      const link = section(page).getByRole("link", { name: copy.noScriptLink.label });
      expect(await link.getAttribute("href")).toBe("#contact-form");
      expect(await section(page).getByRole("textbox").count()).toBe(0);
      await link.click();
      await eventually(async () => expect(new URL(page.url()).hash).toBe("#contact-form"));
    } finally {
      await page?.close();
      await noJs.context.close();
    }
  });
});

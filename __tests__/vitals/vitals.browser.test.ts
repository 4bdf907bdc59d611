// Real visits' Web Vitals from Chromium to `npm run vitals`, through every way the site is deployed:
// the production server alone, and behind deploy/nginx.conf and deploy/Caddyfile as shipped. The
// site is built for the test with every page view sampled (data/vitals.json's sampleRate 1 in a
// copy of the project: the rate is the build's, as the pages read it). Playwright's Chromium says
// it is driven by automation (navigator.webdriver), which the site never samples, so the visitor's
// context says otherwise, as a person's browser does. A page view followed by a navigation away
// sends one beacon, which the server counts under the route of the page loaded (the 404 page's for
// an address that is no page, none for a later client-side route change), with nothing stored in
// the browser and nothing of it in the server's log; an automated browser sends nothing; then the
// real CLI, on the same database file, prints the route with its views.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { BrowserContext, Page } from "playwright-core";
import { openContext, waitForHydration } from "../../scripts/browser/pages";
import { until } from "../helpers/faults";
import { FRONTS, describeFront, startFront, type RunningFront } from "../helpers/fronts";
import { describeBrowser } from "../helpers/jest";
import { BUILD_TIMEOUT_MS, buildCopy, openBuildCopy, type BuildCopy } from "../helpers/copyBuild";
import { startSmtp, type SmtpSink } from "../helpers/smtp";
import { METRICS, VITALS_PATH } from "../../contract/vitals";

const ROOT = path.resolve(__dirname, "../..");

interface Count {
  route: string;
  device: string;
  metric: string;
  views: number;
}

describeBrowser("real visits' Web Vitals, every view sampled", () => {
  let copy: BuildCopy | undefined;
  let publicDir: string;

  beforeAll(async () => {
    copy = await openBuildCopy();
    fs.writeFileSync(
      path.join(copy.dir, "data", "vitals.json"),
      `${JSON.stringify({ sampleRate: 1 }, null, 2)}\n`,
    );
    buildCopy(copy.dir);
    publicDir = path.join(copy.dir, "public");
  }, BUILD_TIMEOUT_MS + 60_000);

  afterAll(() => {
    copy?.release();
  });

  describe.each(FRONTS)("through $name", (front) => {
    describeFront(front)(front.name, () => {
      let smtp: SmtpSink;
      let site: RunningFront;
      const contexts: BrowserContext[] = [];

      beforeAll(async () => {
        smtp = await startSmtp();
        site = await startFront(front, smtp, { publicDir });
      }, 60_000);

      afterAll(async () => {
        for (const context of contexts) await context.close();
        await site?.stop();
        await smtp?.close();
      });

      /** The counts of the server's database, added up over days and buckets. */
      function counts(): Count[] {
        const db = new Database(site.dbPath, { readonly: true, fileMustExist: true });
        try {
          return db
            .prepare(
              `SELECT route, device, metric, SUM(views) AS views FROM vitals_daily
                 GROUP BY route, device, metric ORDER BY route, metric`,
            )
            .all() as Count[];
        } finally {
          db.close();
        }
      }

      const viewsOf = (route: string, metric: string) =>
        counts()
          .filter((c) => c.route === route && c.metric === metric)
          .reduce((sum, c) => sum + c.views, 0);

      /** A first-time visitor on a phone's screen (no cookie choice stored, the banner shown),
       * in a person's browser unless `automated`; `scripts` lists the scripts it loads. */
      async function visitor(automated = false) {
        const { context } = await openContext(site.browser, site.origin, {
          ignoreHTTPSErrors: true,
          consent: null,
          viewport: { width: 390, height: 844 },
          hasTouch: true,
          isMobile: true,
        });
        contexts.push(context);
        if (!automated)
          await context.addInitScript(() =>
            Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }),
          );
        const page = await context.newPage();
        const scripts: string[] = [];
        page.on("request", (request) => {
          if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
        });
        return { page, context, scripts };
      }

      /** Opens `route` as a hard load and waits until the measure's chunk has run. */
      async function land(page: Page, route: string, status = 200) {
        const problems: string[] = [];
        page.on("pageerror", (error) => problems.push(error.message));
        page.on("console", (message) => {
          if (message.type() === "error") problems.push(message.text());
        });
        page.on("requestfailed", (request) =>
          problems.push(`${request.url()} failed: ${request.failure()?.errorText}`),
        );
        const chunk = page.waitForResponse((r) => /\/vitals-[0-9a-f]+\.js$/.test(r.url()));
        chunk.catch(() => undefined); // awaited below, after the page's own checks
        expect((await page.goto(`${site.origin}${route}`))?.status()).toBe(status);
        await waitForHydration(page).catch((error: Error) => {
          throw new Error(
            `${route} did not hydrate (${problems.join("; ") || "no problem seen"}): ${error.message}`,
          );
        });
        await chunk;
        // web-vitals registers in the chunk's task; a frame later its first reports are in.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
        );
      }

      test("a page view, then a navigation away: one beacon, counted under the route", async () => {
        const { page, context } = await visitor();
        await land(page, "/servicii/leasing");
        // An interaction, so INP may be measured too; nothing is sent while the page is shown.
        await page.locator("h1").first().click();
        await page.waitForTimeout(500);
        expect(viewsOf("/servicii/leasing", "FCP")).toBe(0);
        await page.goto("about:blank");
        await until("the beacon to be counted", () =>
          viewsOf("/servicii/leasing", "FCP") > 0 ? true : undefined,
        );
        // One view: each metric it carried counted once, on the phone's device class; the
        // metrics final at any view are all there (INP only after a slow enough interaction).
        const counted = counts().filter((c) => c.route === "/servicii/leasing");
        expect(counted.map((c) => c.metric)).toEqual(
          expect.arrayContaining(["LCP", "CLS", "FCP", "TTFB"]),
        );
        for (const count of counted) expect(count).toMatchObject({ device: "mobile", views: 1 });
        expect(counted.every((c) => METRICS.includes(c.metric as never))).toBe(true);
        // Nothing stored on the device: no cookie, nothing in the site's local storage.
        expect(await context.storageState()).toEqual({ cookies: [], origins: [] });
      });

      test("a client-side route change is no view of its own; an address that is no page counts as /404", async () => {
        const before = viewsOf("/", "FCP");
        const contactBefore = viewsOf("/contact", "FCP");
        const { page } = await visitor();
        await land(page, "/");
        await page.evaluate(() =>
          (window as unknown as { ___navigate: (to: string) => void }).___navigate("/contact"),
        );
        await page.waitForURL(/\/contact$/);
        await page.goto("about:blank");
        await until("the home page's view to be counted", () =>
          viewsOf("/", "FCP") > before ? true : undefined,
        );
        expect(viewsOf("/contact", "FCP")).toBe(contactBefore);

        const missing = viewsOf("/404", "FCP");
        await land(page, "/nu-exista-pagina", 404);
        await page.goto("about:blank");
        await until("the 404 page's view to be counted", () =>
          viewsOf("/404", "FCP") > missing ? true : undefined,
        );
      });

      test("a browser driven by automation loads no measure and sends nothing, even with every view sampled", async () => {
        const before = counts();
        const { page, scripts } = await visitor(true);
        expect((await page.goto(`${site.origin}/contact`))?.status()).toBe(200);
        await waitForHydration(page);
        await page.waitForTimeout(6_000); // past the longest wait for an idle moment
        await page.goto("about:blank");
        await page.waitForTimeout(500);
        expect(scripts.length).toBeGreaterThan(0);
        expect(scripts.filter((script) => script.startsWith("/vitals-"))).toEqual([]);
        expect(counts()).toEqual(before);
      });

      test("the server's log holds nothing of the beacons, and npm run vitals prints the route with its views", () => {
        // Other requests are logged with their address (the forms' tokens at least, behind a
        // proxy too); no line names a beacon.
        const requests = site.server.logs
          .map((line) => line.req as { url?: string; remoteAddress?: string } | undefined)
          .filter((req) => req !== undefined);
        expect(requests.some((req) => req.remoteAddress)).toBe(true);
        expect(requests.filter((req) => req.url?.split("?")[0] === VITALS_PATH)).toEqual([]);
        const cli = spawnSync(path.join(ROOT, "node_modules/.bin/tsx"), ["bench/vitalsCli.ts"], {
          cwd: ROOT,
          env: { ...process.env, CONTACT_DB: site.dbPath },
          encoding: "utf8",
          timeout: 60_000,
        });
        expect(cli.status).toBe(0);
        const row = cli.stdout
          .split("\n")
          .find((line) => /^\/servicii\/leasing\s+all\s/.test(line))
          ?.split(/\s{2,}/);
        expect(row?.slice(0, 2)).toEqual(["/servicii/leasing", "all"]);
        expect(Number(row?.[2])).toBeGreaterThanOrEqual(1);
        expect(cli.stdout).toMatch(/^\/404\s+all\s+[1-9]/m);
      });
    });
  });
});

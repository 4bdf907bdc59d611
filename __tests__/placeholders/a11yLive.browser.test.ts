// The site as it goes live: a production build of a copy of the project whose data/ holds
// real-looking values in place of every placeholder, made as docs/deploy.md says for the live
// domain (SITE_ENV=production, SITE_TEMPLATE_PAGES=off). axe finds no violation on any of its
// routes at 375 px and 1280 px, no example mark of a preview build is left on a page, and the
// English template pages are not there: each answers 404 and no page links to one.
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext } from "playwright-core";
import site from "../../data/site.json";
import ui from "../../data/ui.json";
import { buildApp } from "../../server/app";
import { DESKTOP, MOBILE, openContext, visit } from "../../scripts/browser/pages";
import { isTemplatePage, routesOfBuild } from "../../gatsby/templatePages";
import { LEFT_OUT_ROUTES, ROUTES, htmlFileOf } from "../../scripts/siteRoutes";
import { violations } from "../helpers/axe";
import { BUILD_TIMEOUT_MS, buildCopy, openBuildCopy, type BuildCopy } from "../helpers/copyBuild";
import { describeBrowser, openBrowser } from "../helpers/jest";
import { liveCopy } from "../helpers/placeholderData";

/** The routes of the live build, and the template pages it leaves out. */
const LIVE_ROUTES = routesOfBuild(ROUTES, false);
const TEMPLATE_ROUTES = [...ROUTES, ...LEFT_OUT_ROUTES].filter(isTemplatePage);

describeBrowser("the production build with real values", () => {
  let browser: Browser;
  let copy: BuildCopy | undefined;
  let project: string;
  let app: FastifyInstance;
  let origin: string;
  let context: BrowserContext;

  beforeAll(async () => {
    copy = await openBuildCopy();
    project = copy.dir;
    const data = liveCopy();
    for (const file of fs.readdirSync(data)) {
      fs.copyFileSync(path.join(data, file), path.join(project, "data", file));
    }
    fs.rmSync(data, { recursive: true, force: true });
    buildCopy(project, { SITE_ENV: "production", SITE_TEMPLATE_PAGES: "off" });
    app = await buildApp({
      publicDir: path.join(project, "public"),
      dbPath: path.join(project, "var", "leads.sqlite"),
      rateLimit: false,
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    browser = await openBrowser();
    ({ context } = await openContext(browser, origin, {
      reducedMotion: "reduce",
      consent: null,
    }));
  }, BUILD_TIMEOUT_MS + 60_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.close();
    copy?.release();
  });

  test("shows no mark of a preview build: no example name, note or figure", () => {
    const marks = [site.identity.exampleNote, ...ui.map((labels) => labels.exampleName)].filter(
      Boolean,
    );
    const pages = LIVE_ROUTES.map((route) => path.join(project, "public", htmlFileOf(route.path)));
    const left = pages.flatMap((file) =>
      marks
        .filter((mark) => fs.readFileSync(file, "utf8").includes(mark))
        .map((m) => `${file}: ${m}`),
    );
    expect(left).toEqual([]);
  });

  test("has no English template page: each answers 404, and no page links to one", async () => {
    expect(TEMPLATE_ROUTES.length).toBeGreaterThan(0);
    for (const route of TEMPLATE_ROUTES) {
      expect([route.path, (await fetch(`${origin}${route.path}`)).status]).toEqual([
        route.path,
        404,
      ]);
    }
    const files = [...LIVE_ROUTES.map((route) => htmlFileOf(route.path)), "404.html"];
    const links = files.flatMap((file) => {
      const html = fs.readFileSync(path.join(project, "public", file), "utf8");
      return TEMPLATE_ROUTES.filter((t) => html.includes(`href="${t.path}"`)).map(
        (t) => `${file} links to ${t.path}`,
      );
    });
    expect(links).toEqual([]);
  });

  test.each(LIVE_ROUTES.map((route) => route.path))(
    "%s at 375 and 1280 px has no violations",
    async (route) => {
      const found = await Promise.all(
        [
          ["375", MOBILE],
          ["1280", DESKTOP],
        ].map(async ([width, viewport]) => {
          const page = await context.newPage();
          try {
            await page.setViewportSize(viewport as typeof MOBILE);
            expect(await visit(page, origin, route)).toBe(200);
            return await violations(page, `${route} @${width}px`);
          } finally {
            await page.close();
          }
        }),
      );
      expect(found.flat()).toEqual([]);
    },
  );
});

// The site as it goes live: a production build (SITE_ENV=production) of a copy of the project whose
// data/ holds real-looking values in place of every placeholder. axe finds no violation on any
// route at 375 px and 1280 px, and no example mark of a preview build is left on a page.
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext } from "playwright-core";
import site from "../../data/site.json";
import ui from "../../data/ui.json";
import { buildApp } from "../../server/app";
import { DESKTOP, MOBILE, openContext, visit } from "../../scripts/browser/pages";
import { ROUTES } from "../../scripts/siteRoutes";
import { violations } from "../helpers/axe";
import { BUILD_TIMEOUT_MS, buildCopy } from "../helpers/copyBuild";
import { copyProject } from "../helpers/developServer";
import { describeBrowser, openBrowser } from "../helpers/jest";
import { liveCopy } from "../helpers/placeholderData";

describeBrowser("the production build with real values", () => {
  let browser: Browser;
  let project: string;
  let app: FastifyInstance;
  let origin: string;
  let context: BrowserContext;

  beforeAll(async () => {
    project = copyProject("gatsby-live-");
    const data = liveCopy();
    for (const file of fs.readdirSync(data)) {
      fs.copyFileSync(path.join(data, file), path.join(project, "data", file));
    }
    fs.rmSync(data, { recursive: true, force: true });
    buildCopy(project, { SITE_ENV: "production" });
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
    if (project) fs.rmSync(project, { recursive: true, force: true });
  });

  test("shows no mark of a preview build: no example name, note or figure", () => {
    const marks = [site.identity.exampleNote, ...ui.map((labels) => labels.exampleName)].filter(
      Boolean,
    );
    const pages = ROUTES.map((route) =>
      path.join(project, "public", route.path === "/" ? "" : route.path, "index.html"),
    );
    const left = pages.flatMap((file) =>
      marks
        .filter((mark) => fs.readFileSync(file, "utf8").includes(mark))
        .map((m) => `${file}: ${m}`),
    );
    expect(left).toEqual([]);
  });

  test.each(ROUTES.map((route) => route.path))(
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

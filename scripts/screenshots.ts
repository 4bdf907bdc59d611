// `npm run screenshots`: full-page PNGs of every route at 375 px and 1440 px into screenshots/,
// taken from the production build served by the project's own server.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { ensureBuild } from "./ensureBuild";
import { openContext, visit } from "./browser/pages";
import { launchChromium } from "./browser/chromium";
import { PUBLIC_DIR, ROOT, ROUTES, slugOf } from "./siteRoutes";
import { buildApp } from "../server/app";

const OUT_DIR = path.join(ROOT, "screenshots");
const WIDTHS = [375, 1440];
const HEIGHT = 900;
const IMAGE_WAIT_MS = 15_000;

/** The build served by the project's server on a free loopback port, with a throwaway lead file. */
async function serveSite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "screenshots-"));
  const app = await buildApp({
    publicDir: PUBLIC_DIR,
    dbPath: path.join(dir, "leads.sqlite"),
    rateLimit: false,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    close: async () => {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main() {
  ensureBuild();
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const server = await serveSite();
  const browser = await launchChromium();
  let saved = 0;
  try {
    for (const width of WIDTHS) {
      // Reduced motion: counters show their values and carousels hold still for the picture.
      const { context } = await openContext(browser, server.origin, {
        viewport: { width, height: HEIGHT },
        reducedMotion: "reduce",
      });
      for (const route of ROUTES) {
        const page = await context.newPage();
        try {
          await visit(page, server.origin, route.path);
          // Load every lazy image now, and wait (bounded) until each has loaded or failed.
          await page.evaluate(async (limit) => {
            const images = [...document.images];
            for (const img of images) img.loading = "eager";
            const done = images.map((img) =>
              img.complete
                ? Promise.resolve()
                : new Promise((resolve) => {
                    img.addEventListener("load", resolve, { once: true });
                    img.addEventListener("error", resolve, { once: true });
                  }),
            );
            await Promise.race([
              Promise.all(done),
              new Promise((resolve) => setTimeout(resolve, limit)),
            ]);
          }, IMAGE_WAIT_MS);
          const file = path.join(OUT_DIR, `${slugOf(route.path)}-${width}.png`);
          await page.screenshot({ path: file, fullPage: true });
          saved += 1;
          console.log(`saved ${path.relative(ROOT, file)}`);
        } finally {
          await page.close();
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(
    `${saved} screenshots of ${ROUTES.length} routes in ${path.relative(ROOT, OUT_DIR)}/`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

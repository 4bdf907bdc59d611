// The web fonts are subset to the site's copy (gatsby/fonts.ts): every glyph of the text a visitor
// reads, Romanian diacritics included, is drawn by Inter or Manrope, never by a fallback font.
// Chromium says which fonts drew a node's text (DevTools protocol, CSS.getPlatformFontsForNode).
import type { CDPSession, Page } from "playwright-core";
import { describeBrowser, useBrowserPages } from "../helpers/jest";

/** Routes with the most varied copy: Romanian with diacritics, English, forms and tables. */
const ROUTES = ["/", "/servicii/leasing", "/servicii/fonduri-europene", "/contact", "/about"];
/** The web fonts' own family names (Inter's variable file calls itself "Inter Variable"). */
const WEB_FONTS = /^(Inter|Manrope)\b/;
/** Elements whose own text a visitor reads; icons and the video iframe are not text. */
const TEXT_SELECTOR = "h1, h2, h3, h4, p, li, a, button, label, span, dt, dd, figcaption";

interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/** Family → glyph count drawn by fonts that are not the site's web fonts, over the page. */
async function fallbackGlyphs(page: Page, cdp: CDPSession): Promise<Record<string, string[]>> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", {
    nodeId: root.nodeId,
    selector: TEXT_SELECTOR,
  });
  const found: Record<string, string[]> = {};
  for (const nodeId of nodeIds) {
    const { fonts } = (await cdp.send("CSS.getPlatformFontsForNode", { nodeId })) as {
      fonts: PlatformFont[];
    };
    for (const font of fonts) {
      if (font.glyphCount === 0) continue;
      if (font.isCustomFont && WEB_FONTS.test(font.familyName)) continue;
      const { outerHTML } = await cdp.send("DOM.getOuterHTML", { nodeId });
      (found[font.familyName] ??= []).push(outerHTML.slice(0, 120));
    }
  }
  return found;
}

describeBrowser("web fonts in Chromium", () => {
  const session = useBrowserPages();

  test.each(ROUTES)("%s: every glyph is drawn by the web fonts", async (route) => {
    const { page, problems } = await session.open(route);
    const cdp = await page.context().newCDPSession(page);
    expect(await fallbackGlyphs(page, cdp)).toEqual({});
    // Two font files, both the site's own.
    const fontFiles = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => /\.woff2$/.test(entry.name))
        .map((entry) => new URL(entry.name).pathname),
    );
    // Two font files (preloaded on every page), both files, none inlined as a data URL.
    expect(fontFiles).toHaveLength(2);
    expect(await page.content()).not.toContain("data:font/");
    expect(problems.list).toEqual([]);
  });

  test("the subset keeps the tabular figures the counters use", async () => {
    const { page } = await session.open("/");
    // In the body font, "1111" is narrower than "0000" unless the tnum feature survived subsetting.
    const widths = await page.evaluate(async () => {
      await document.fonts.ready;
      const measure = (text: string, numeric: string) => {
        const span = document.createElement("span");
        span.textContent = text;
        span.style.cssText = `font-variant-numeric:${numeric};position:absolute;white-space:nowrap`;
        document.body.appendChild(span);
        const width = span.getBoundingClientRect().width;
        span.remove();
        return width;
      };
      return {
        proportional: [measure("1111", "normal"), measure("0000", "normal")],
        tabular: [measure("1111", "tabular-nums"), measure("0000", "tabular-nums")],
      };
    });
    expect(widths.proportional[0]).toBeLessThan(widths.proportional[1]);
    expect(widths.tabular[0]).toBeCloseTo(widths.tabular[1], 1);
  });
});

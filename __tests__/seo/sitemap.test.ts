/** @jest-environment node */
import { robotsTxt, sitemapRoutes, SITEMAP_FILE } from "../../gatsby/sitemap";
import { routes } from "../helpers/dataFiles";
import type { SitemapRoute } from "../../gatsby/sitemap";

const pages = routes() as unknown as (SitemapRoute & { lang: string })[];
const listed = sitemapRoutes(pages).map((r) => r.path);

describe("sitemap and robots.txt", () => {
  it("list every indexable Romanian page under its own address", () => {
    const romanian = pages.filter((p) => p.lang === "ro" && p.path !== "/404");
    const indexable = romanian.filter((p) => p.indexable).map((p) => p.path);
    expect(indexable.length).toBeGreaterThanOrEqual(15);
    expect(listed).toEqual(expect.arrayContaining(indexable));
    // The booking's manage page opens only from a mail's link with its token: never listed.
    expect(romanian.filter((p) => !p.indexable).map((p) => p.path)).toEqual([
      "/programare/gestionare",
    ]);
    expect(listed).not.toContain("/programare/gestionare");
  });

  it("list the pages sorted by path, whatever order the routes are read in", () => {
    const sorted = [...listed].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(listed).toEqual(sorted);
    expect(sitemapRoutes([...pages].reverse()).map((r) => r.path)).toEqual(sorted);
    expect(listed[0]).toBe("/");
  });

  it("leave out the English template pages, the duplicate spellings and the 404", () => {
    for (const path of [
      "/home-two",
      "/about",
      "/testimonial",
      "/testimonials",
      "/pricing-plan",
      "/404",
    ]) {
      expect(listed).not.toContain(path);
    }
  });

  it("list a template page once a maintainer marks it indexable, but never a duplicate spelling", () => {
    const flipped = pages.map((p) =>
      p.path.startsWith("/pricing") ? { ...p, indexable: true } : p,
    );
    const paths = sitemapRoutes(flipped).map((r) => r.path);
    expect(paths).toContain("/pricing");
    expect(paths).not.toContain("/pricing-plan");
  });

  it("point robots.txt at the sitemap on the site's address", () => {
    expect(robotsTxt("https://www.example.ro/")).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: https://www.example.ro${SITEMAP_FILE}\n`,
    );
  });
});

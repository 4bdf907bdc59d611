// What search engines are told: the sitemap lists indexable pages under their canonical address
// only (so /testimonial, /pricing-plan and the 404 never appear), sorted by path whatever order
// the data files are read in, and robots.txt points to it.
import fs from "fs";
import path from "path";
import type { BuildArgs } from "gatsby";

export interface SitemapRoute {
  path: string;
  canonical: string;
  indexable: boolean;
}

export const SITEMAP_FILE = "/sitemap-index.xml";

export function sitemapRoutes(routes: readonly SitemapRoute[]): { path: string }[] {
  return routes
    .filter((route) => route.indexable && route.canonical === route.path)
    .map((route) => ({ path: route.path }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/$/, "")}${SITEMAP_FILE}\n`;
}

/** Writes public/robots.txt pointing to the sitemap of the site URL in data/site.json. */
export const writeRobotsTxt = async ({ graphql }: Pick<BuildArgs, "graphql">) => {
  const result = await graphql<{ siteJson: { siteUrl: string } }>(`
    {
      siteJson {
        siteUrl
      }
    }
  `);
  const siteUrl = result.data?.siteJson.siteUrl;
  if (!siteUrl) throw new Error("data/site.json has no siteUrl for robots.txt");
  fs.writeFileSync(path.resolve(__dirname, "../public/robots.txt"), robotsTxt(siteUrl));
};

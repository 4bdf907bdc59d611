// The page files and routes as the Node programs read them from a data folder: the server (which
// routes a lead may come from), the scripts, the bench and the editor's configuration. The mapping
// of a page file's parts is contract/pageFiles.ts, which the build and the browser share; this
// module reads files, so nothing that runs in a browser imports it.
import fs from "node:fs";
import path from "node:path";
import { PAGE_FILE } from "../contract/pageFiles";

/** The page files of a data folder, sorted by name. */
export function pageFileNames(dataDir: string): string[] {
  return fs
    .readdirSync(dataDir)
    .filter((name) => PAGE_FILE.test(name))
    .sort();
}

export interface RouteRow {
  path: string;
  template: string;
  lang: string;
  title: string;
  pageTitle: string;
  banner?: boolean;
  pageKey?: string | null;
  contentKey?: string | null;
  [field: string]: unknown;
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, "utf8"));

/**
 * Every route of the site: the Romanian pages' from their page files, by path (home first),
 * then those of data/pages.json (the English template pages and the not-found page).
 */
export function readRoutes(dataDir: string): RouteRow[] {
  const romanian = pageFileNames(dataDir).map((name) => {
    const content = readJson(path.join(dataDir, name)) as { route?: RouteRow };
    if (!content.route) throw new Error(`data/${name}: "route" is missing`);
    return content.route;
  });
  // By code point, as the sitemap sorts them: "/" comes first of itself.
  romanian.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return [...romanian, ...(readJson(path.join(dataDir, "pages.json")) as RouteRow[])];
}

/** The page file whose route is `routePath`, if any. */
export function pageFileOf(dataDir: string, routePath: string): string | undefined {
  return pageFileNames(dataDir).find((name) => {
    const content = readJson(path.join(dataDir, name)) as { route?: { path?: string } };
    return content.route?.path === routePath;
  });
}

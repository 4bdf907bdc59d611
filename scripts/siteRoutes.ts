// The routes of the site (the page files' and data/pages.json's) as the browser tests, the build
// check and the screenshot script see them: those this build makes, so without the English
// template pages when SITE_TEMPLATE_PAGES=off.
import path from "node:path";
import site from "../data/site.json";
import { routesOfBuild } from "../gatsby/templatePages";
import { readRoutes } from "../io/pageFiles";

export const ROOT = path.resolve(__dirname, "..");
export const PUBLIC_DIR = path.join(ROOT, "public");

export interface RouteInfo {
  path: string;
  template: string;
  lang: string;
  /** The header and footer variant: "ro", or the template's "en" and "ai". */
  chrome: string;
  /** Banner title (the h1 of inner pages). */
  title: string;
  banner: boolean;
  /** The full document title the page must carry. */
  documentTitle: string;
}

/** The not-found page is a route in data/pages.json but is reached only by an unknown address. */
export const NOT_FOUND_PATH = "/404";

/** Page title and company name, or the company name alone (every page's title carries the company name). */
export function expectedTitle(pageTitle: string): string {
  return pageTitle && pageTitle !== site.companyName
    ? `${pageTitle} | ${site.companyName}`
    : site.companyName;
}

const IN_DATA: RouteInfo[] = readRoutes(path.join(ROOT, "data")).map((page) => ({
  path: page.path,
  template: page.template,
  lang: page.lang,
  chrome: String(page.chrome),
  title: page.title,
  banner: Boolean(page.banner),
  documentTitle: expectedTitle(page.pageTitle),
}));

const ALL = routesOfBuild(IN_DATA);

/** The English template pages this build leaves out (none unless SITE_TEMPLATE_PAGES=off). */
export const LEFT_OUT_ROUTES: RouteInfo[] = IN_DATA.filter((route) => !ALL.includes(route));

/** Every visitable route of this build (the not-found page excluded). */
export const ROUTES: RouteInfo[] = ALL.filter((route) => route.path !== NOT_FOUND_PATH);
export const NOT_FOUND_ROUTE: RouteInfo | undefined = ALL.find((r) => r.path === NOT_FOUND_PATH);

/** Where Gatsby writes a route's HTML file (trailingSlash "never" still writes route/index.html). */
export function htmlFileOf(route: string): string {
  return route === "/" ? "index.html" : path.join(route.replace(/^\//, ""), "index.html");
}

/** A file-system-safe name for a route, for screenshots and messages. */
export function slugOf(route: string): string {
  return route === "/" ? "home" : route.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-");
}

export const COMPANY_NAME = site.companyName;

// After `gatsby build`: every route of the build (the page files' and data/pages.json's, without
// the English template pages under SITE_TEMPLATE_PAGES=off) has its HTML file in public/; a page
// the build leaves out has none, not even one left there by an earlier build, and no page of the
// build links to one.
import fs from "fs";
import path from "path";
import {
  htmlFileOf,
  LEFT_OUT_ROUTES,
  NOT_FOUND_ROUTE,
  PUBLIC_DIR,
  ROUTES,
  type RouteInfo,
} from "./siteRoutes";

const NOT_FOUND_FILE = "404.html";

/** The site paths a page's HTML links to (`href="/blog#x"` → /blog). */
function linkedPaths(html: string): Set<string> {
  const paths = new Set<string>();
  for (const match of html.matchAll(/\bhref=["'](\/(?!\/)[^"'?#]*)/g)) {
    paths.add(match[1].replace(/(.)\/$/, "$1"));
  }
  return paths;
}

/** What is wrong with the build in `publicDir`: one line per problem, none when it is right. */
export function buildProblems(
  publicDir: string,
  pages: readonly RouteInfo[],
  leftOut: readonly RouteInfo[],
): string[] {
  const exists = (file: string) => fs.existsSync(path.join(publicDir, file));
  const files = [...pages.map((page) => htmlFileOf(page.path)), NOT_FOUND_FILE];
  const problems = files.filter((file) => !exists(file)).map((file) => `no HTML: ${file}`);
  for (const page of leftOut) {
    if (exists(htmlFileOf(page.path))) {
      problems.push(
        `HTML of a left-out template page: ${htmlFileOf(page.path)} (a build without the switch, or an earlier build's: run npm run clean, then build with it)`,
      );
    }
  }
  const leftOutPaths = new Set(leftOut.map((page) => page.path));
  for (const file of files.filter(exists)) {
    const html = fs.readFileSync(path.join(publicDir, file), "utf8");
    for (const link of linkedPaths(html)) {
      if (leftOutPaths.has(link)) problems.push(`${file} links to the left-out page ${link}`);
    }
  }
  return problems;
}

if (require.main === module) {
  const pages = NOT_FOUND_ROUTE ? [...ROUTES, NOT_FOUND_ROUTE] : ROUTES;
  const problems = buildProblems(PUBLIC_DIR, pages, LEFT_OUT_ROUTES);
  if (problems.length > 0) {
    const switchOff = LEFT_OUT_ROUTES.length > 0 ? " (SITE_TEMPLATE_PAGES=off)" : "";
    console.error(`The build in public/ is not right${switchOff}:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log(
    `Build check: the ${pages.length} routes of the build and ${NOT_FOUND_FILE} are in public/` +
      (LEFT_OUT_ROUTES.length > 0
        ? `; the ${LEFT_OUT_ROUTES.length} English template pages are left out and no page links to one.`
        : "."),
  );
}

/** @jest-environment node */
// `npm run check:build` over a public/ written here: every page of the build has its HTML; under
// SITE_TEMPLATE_PAGES=off a template page has none and no page links to one.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildProblems } from "../../scripts/check-build";
import { htmlFileOf, type RouteInfo } from "../../scripts/siteRoutes";

const route = (p: string, lang = "ro", chrome = "ro"): RouteInfo => ({
  path: p,
  template: "T",
  lang,
  chrome,
  title: p,
  banner: false,
  documentTitle: p,
});

const HOME = route("/");
const CONTACT = route("/contact");
const NOT_FOUND = route("/404", "en", "ro");
const BLOG = route("/blog", "en", "en");
const TEAM = route("/team", "en", "en");

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "check-build-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(file: string, body = '<a href="/contact">Contact</a>') {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(
    path.join(dir, file),
    `<!doctype html><html lang="ro"><body>${body}</body></html>`,
  );
}

function writeBuild(pages: RouteInfo[], body?: string) {
  for (const page of pages) write(htmlFileOf(page.path), body);
  write("404.html", body);
}

describe("check:build", () => {
  it("passes a build with every page, the template pages too", () => {
    writeBuild([HOME, CONTACT, NOT_FOUND, BLOG, TEAM], '<a href="/blog">Blog</a>');
    expect(buildProblems(dir, [HOME, CONTACT, NOT_FOUND, BLOG, TEAM], [])).toEqual([]);
  });

  it("names a page of the build without its HTML, and a missing 404.html", () => {
    write(htmlFileOf("/"));
    expect(buildProblems(dir, [HOME, CONTACT], [])).toEqual([
      `no HTML: ${htmlFileOf("/contact")}`,
      "no HTML: 404.html",
    ]);
  });

  it("off: passes a build without the template pages whose pages link to none of them", () => {
    writeBuild(
      [HOME, CONTACT, NOT_FOUND],
      '<a href="/contact#formular">Contact</a><a href="https://x.ro/blog">x</a>',
    );
    expect(buildProblems(dir, [HOME, CONTACT, NOT_FOUND], [BLOG, TEAM])).toEqual([]);
  });

  it("off: names the HTML of a left-out page that public/ still holds", () => {
    writeBuild([HOME, CONTACT, NOT_FOUND, TEAM]);
    expect(buildProblems(dir, [HOME, CONTACT, NOT_FOUND], [BLOG, TEAM])).toEqual([
      expect.stringMatching(/^HTML of a left-out template page: team[/\\]index\.html \(/),
    ]);
  });

  it("off: names each page that links to a left-out page, whatever its query, fragment or slash", () => {
    writeBuild([CONTACT, NOT_FOUND]);
    write(htmlFileOf("/"), "<a href=\"/blog?x=1\">Blog</a> <a href='/team/#top'>Team</a>");
    write("404.html", '<a href="/blog">Blog</a>');
    expect(buildProblems(dir, [HOME, CONTACT, NOT_FOUND], [BLOG, TEAM])).toEqual([
      "index.html links to the left-out page /blog",
      "index.html links to the left-out page /team",
      "404.html links to the left-out page /blog",
    ]);
  });
});

// Link integrity of the production build: every internal href/src resolves, every #fragment has its
// element, and every route is reachable by following links from the home page.
import fs from "node:fs";
import {
  SITE_ORIGIN,
  fileForPath,
  htmlFiles,
  idsIn,
  referencesIn,
  type Reference,
} from "../helpers/builtSite";
import { NOT_FOUND_PATH, ROUTES, htmlFileOf, PUBLIC_DIR } from "../../scripts/siteRoutes";
import { CONTACT_ENDPOINT } from "../../contract/endpoints";
import { BOOKING_MANAGE_PAGE_PATH, BOOKING_PATH } from "../../contract/booking/api";
import { urlOfFile } from "../../contract/routeFiles";

/** Stands for "this site" while resolving relative references like a browser would. */
const HERE = "http://site.invalid";
const NON_HTTP = /^(mailto|tel|sms|data|blob):/i;
/** Routes the server answers itself (no file in public/): the contact form's POST and the
 * booking page's request form's POST. */
const SERVER_ROUTES = new Set([CONTACT_ENDPOINT, BOOKING_PATH]);

const files = htmlFiles();
const cache = new Map<string, string>();
const read = (full: string) => {
  if (!cache.has(full)) cache.set(full, fs.readFileSync(full, "utf8"));
  return cache.get(full)!;
};

/** The page URL a built file is served at (the 404 page is served at any unknown address). */
const pageUrlOf = (rel: string) => (rel === "404.html" ? NOT_FOUND_PATH : urlOfFile(rel));

interface Internal {
  from: string;
  ref: Reference;
  url: URL;
}

/** Every reference to this site in every built page; external ones are left out. */
function internalReferences(): { internal: Internal[]; problems: string[] } {
  const internal: Internal[] = [];
  const problems: string[] = [];
  for (const rel of files) {
    const from = pageUrlOf(rel);
    for (const ref of referencesIn(read(`${PUBLIC_DIR}/${rel}`))) {
      const value = ref.value.trim();
      if (value === "") {
        problems.push(`${rel}: empty ${ref.attribute}`);
        continue;
      }
      if (/^javascript:/i.test(value)) {
        problems.push(`${rel}: ${ref.attribute}="${value}" is not a link`);
        continue;
      }
      if (NON_HTTP.test(value)) continue;
      const url = new URL(value, `${HERE}${from}`);
      if (url.origin !== HERE && url.origin !== SITE_ORIGIN) continue;
      internal.push({ from: rel, ref: { ...ref, value }, url });
    }
  }
  return { internal, problems };
}

const { internal, problems: malformed } = internalReferences();

/** Normalised route of a URL: no query, no hash, no trailing slash. */
const routeOf = (url: URL) => (url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : "/");

afterAll(() => {
  console.log(
    `[site] links: ${internal.length} internal references checked in ${files.length} HTML files ` +
      `(${internal.filter((i) => i.ref.navigational).length} of them <a href>).`,
  );
});

test("the build holds an HTML file for every route of the site", () => {
  const missing = ROUTES.map((r) => htmlFileOf(r.path)).filter((f) => !files.includes(f));
  expect(missing).toEqual([]);
  expect(files).toContain("404.html");
});

test("no empty, javascript: or placeholder references", () => {
  const placeholders = internal
    .filter(({ ref }) => ref.navigational && ref.value === "#")
    .map(({ from, ref }) => `${from}: ${ref.attribute}="#" goes nowhere`);
  expect([...malformed, ...placeholders]).toEqual([]);
});

test("every internal href and src resolves to a file or a route in public/", () => {
  const broken = internal
    .filter(({ url, ref }) =>
      ref.attribute === "form[action]"
        ? !SERVER_ROUTES.has(url.pathname)
        : fileForPath(url.pathname) === null,
    )
    .map(({ from, ref }) => `${from}: ${ref.attribute}="${ref.value}"`);
  expect([...new Set(broken)]).toEqual([]);
  expect(internal.length).toBeGreaterThan(ROUTES.length * 5);
});

test("every #fragment of an internal link names an element of its target page", () => {
  const missing: string[] = [];
  for (const { from, ref, url } of internal) {
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (!fragment) continue;
    const target = fileForPath(url.pathname);
    if (!target || !target.endsWith(".html")) continue; // reported by the test above
    if (!idsIn(read(target)).has(fragment)) {
      missing.push(`${from}: ${ref.attribute}="${ref.value}" (no id "${fragment}" there)`);
    }
  }
  expect([...new Set(missing)]).toEqual([]);
});

/** Routes a visitor reaches from a mail, never from a page: the manage page needs the signed
 * token of a booking's confirmation, which no page link could carry. */
const MAIL_ONLY = new Set<string>([BOOKING_MANAGE_PAGE_PATH]);

test("every route is reachable by following links from /, or from a mail", () => {
  const known = new Set(ROUTES.map((r) => r.path).filter((path) => !MAIL_ONLY.has(path)));
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  while (queue.length > 0) {
    const route = queue.shift()!;
    const file = fileForPath(route);
    if (!file || !file.endsWith(".html")) continue;
    for (const ref of referencesIn(read(file))) {
      if (!ref.navigational || NON_HTTP.test(ref.value)) continue;
      const url = new URL(ref.value, `${HERE}${route}`);
      if (url.origin !== HERE && url.origin !== SITE_ORIGIN) continue;
      const next = routeOf(url);
      if (known.has(next) && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  expect([...known].filter((route) => !seen.has(route))).toEqual([]);
});

test("every <img> has a src, or gatsby-plugin-image's data-src and a <noscript> copy", () => {
  const missing: string[] = [];
  for (const rel of files) {
    const html = read(`${PUBLIC_DIR}/${rel}`);
    for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
      if (/\ssrc\s*=\s*["'][^"']+/i.test(tag)) continue;
      if (/\sdata-src\s*=\s*["'][^"']+/i.test(tag) && html.includes("<noscript>")) continue;
      missing.push(`${rel}: ${tag.slice(0, 120)}`);
    }
  }
  expect(missing).toEqual([]);
});

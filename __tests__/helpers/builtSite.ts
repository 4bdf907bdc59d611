// Reading the production build in public/: its HTML files and the references inside them.
import fs from "node:fs";
import path from "node:path";
import site from "../../data/site.json";
import { PUBLIC_DIR } from "../../scripts/siteRoutes";

/** Every .html file under public/, as posix paths relative to it, sorted. */
export function htmlFiles(): string[] {
  if (!fs.existsSync(PUBLIC_DIR)) return [];
  return fs
    .readdirSync(PUBLIC_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(PUBLIC_DIR, path.join(entry.parentPath, entry.name)))
    .map((rel) => rel.split(path.sep).join("/"))
    .sort();
}

export interface Reference {
  attribute: string;
  /** The value as written in the HTML (entities decoded). */
  value: string;
  /** True for <a href> and <area href>: the links a visitor follows. */
  navigational: boolean;
}

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };
const decode = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m);

const TAG = /<([a-z][a-z0-9-]*)\b([^>]*)>/gi;
const ATTR = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;
const URL_ATTRS = new Set(["href", "src", "srcset", "poster", "action", "data-src"]);
const SHARE_IMAGE = /^(og:image|twitter:image)$/;

/**
 * Every URL-valued attribute of every tag (markup inside <noscript> included, as a browser without
 * JavaScript would load it), and the share-image <meta> values.
 */
export function referencesIn(html: string): Reference[] {
  const refs: Reference[] = [];
  for (const [, tagName, attrText] of html.matchAll(TAG)) {
    const tag = tagName.toLowerCase();
    const attrs = new Map<string, string>();
    for (const [, name, dq, sq, bare] of attrText.matchAll(ATTR)) {
      attrs.set(name.toLowerCase(), decode(dq ?? sq ?? bare ?? ""));
    }
    for (const [name, value] of attrs) {
      if (!URL_ATTRS.has(name)) continue;
      if (name === "srcset") {
        for (const candidate of value.split(",")) {
          const url = candidate.trim().split(/\s+/)[0];
          if (url) refs.push({ attribute: `${tag}[srcset]`, value: url, navigational: false });
        }
        continue;
      }
      refs.push({
        attribute: `${tag}[${name}]`,
        value,
        navigational: name === "href" && (tag === "a" || tag === "area"),
      });
    }
    const property = attrs.get("property") ?? attrs.get("name") ?? "";
    if (tag === "meta" && SHARE_IMAGE.test(property) && attrs.has("content")) {
      refs.push({
        attribute: `meta[${property}]`,
        value: attrs.get("content")!,
        navigational: false,
      });
    }
  }
  return refs;
}

/** The site's own absolute address (data/site.json), whose URLs are internal too. */
export const SITE_ORIGIN = new URL(site.siteUrl).origin;

/** Served-file resolution like the server's: a file, or a directory's index.html. */
export function fileForPath(urlPath: string): string | null {
  const clean = urlPath.length > 1 ? urlPath.replace(/\/+$/, "") : urlPath;
  const base = path.join(PUBLIC_DIR, decodeURIComponent(clean));
  if (!base.startsWith(PUBLIC_DIR)) return null;
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  const index = path.join(base, "index.html");
  return fs.existsSync(index) ? index : null;
}

/** The ids present in an HTML document (for #fragment checks). */
export function idsIn(html: string): Set<string> {
  const ids = new Set<string>();
  for (const [, dq, sq] of html.matchAll(/\sid\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    ids.add(decode(dq ?? sq ?? ""));
  }
  return ids;
}

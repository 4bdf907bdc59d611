// `tsx scripts/search-index.ts [dir]`: after `gatsby build`, writes the site search index (Pagefind)
// into public/pagefind/ from the built HTML, one index per <html lang>. Part of `npm run build`,
// before precompress so the index's JS and JSON get their .br/.gz copies too.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { urlOfFile } from "../contract/routeFiles";

/** Where the index goes, under public/; the overlay loads `/pagefind/pagefind.js` from here. */
export const INDEX_DIR = "pagefind";

/**
 * Left out of every page besides the chrome that <main data-pagefind-body> already leaves out:
 * - the breadcrumb (a <nav> in the banner) and the forms (their labels are not content);
 * - the two blocks every service page repeats word for word (src/templates/ServicePage.tsx): they
 *   would match a query on all seven pages alike; the home and contact pages carry the offer once;
 * - the company's identity under the legal texts and on the contact page (LegalIdentity), the same
 *   on all four: the contact page is found by its own words;
 * - the body of the legal texts' sections (src/components/sections/ro/LegalDocument.tsx), which
 *   would be a quarter of the index every search downloads: they are found by their title, intro
 *   and section headings ("cookies", "Ce date colectăm", "Drepturile tale").
 */
export const EXCLUDE_SELECTORS = [
  "nav",
  "form",
  "#un-singur-partener",
  "#formular",
  "#datele-firmei",
  "[data-legal-section] > :not(h2)",
];

/**
 * Files of Pagefind's bundle the overlay never loads: its ready-made UIs, the highlighter, the web
 * worker (the overlay searches on the main thread: `noWorker`) and the wasm for pages without a lang.
 */
const UNUSED_FILES =
  /^(?:pagefind-(?:ui|component-ui|modular-ui)\.(?:js|css)|pagefind-highlight\.js|pagefind-worker\.js|wasm\.unknown\.pagefind)$/;

/**
 * Pagefind gzips its index and wasm files itself. Stored plain instead, they get brotli copies from
 * precompress like the rest of the build, a fifth smaller on the wire; Pagefind reads either form.
 */
const PAGEFIND_DATA = /\.(?:pagefind|pf_index|pf_fragment|pf_meta|pf_filter)$/;
const PAGEFIND_SIGNATURE = "pagefind_dcd";

/** A Pagefind data file's plain content (it starts with Pagefind's signature once gunzipped). */
export function plainPagefindData(content: Buffer, file: string): Buffer {
  if (content.subarray(0, PAGEFIND_SIGNATURE.length).toString("latin1") === PAGEFIND_SIGNATURE) {
    return content;
  }
  const plain = zlib.gunzipSync(content);
  if (plain.subarray(0, PAGEFIND_SIGNATURE.length).toString("latin1") !== PAGEFIND_SIGNATURE) {
    throw new Error(`${file} is not a Pagefind data file (no "${PAGEFIND_SIGNATURE}" signature)`);
  }
  return plain;
}

export interface IndexedPage {
  file: string;
  url: string;
}

export interface SearchIndexStats {
  pages: IndexedPage[];
  skipped: { file: string; reason: string }[];
  /** Bytes on disk per language (its meta, index chunks, fragments and wasm), uncompressed. */
  bytesByLanguage: Record<string, number>;
  /** Bytes of the files every language shares (pagefind.js, pagefind-entry.json). */
  sharedBytes: number;
}

/** A path relative to public/ with forward slashes, as URLs have them. */
const posix = (rel: string) => rel.split(path.sep).join("/");

/** Why a built page stays out of the index, or null when it belongs in it. */
export function skipReason(relFile: string, html: string): string | null {
  const route = urlOfFile(posix(relFile));
  if (
    route === "/404" ||
    route === "/404.html" ||
    route.startsWith("/404/") ||
    route === "/dev-404-page"
  ) {
    return "not-found page";
  }
  // A duplicate route (/pricing-plan) names its original as canonical; results list the original.
  // Pages kept from search engines (`noindex`, the English template) are still searched here.
  const canonical = /<link\b[^>]*\brel=["']canonical["'][^>]*>/i.exec(html)?.[0];
  const href = canonical && /\bhref=["']([^"']+)["']/i.exec(canonical)?.[1];
  if (href) {
    const target = new URL(href, "http://site.invalid").pathname.replace(/(.)\/$/, "$1");
    if (target !== route) return `duplicate of ${target}`;
  }
  if (!/<html\b[^>]*\blang=["'][a-z]/i.test(html)) return "no <html lang>";
  if (!/\bdata-pagefind-body\b/.test(html)) return "no <main data-pagefind-body>";
  return null;
}

function* htmlFiles(dir: string, base = dir): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path.relative(base, full) !== INDEX_DIR) yield* htmlFiles(full, base);
    } else if (entry.isFile() && entry.name.endsWith(".html")) {
      yield path.relative(base, full);
    }
  }
}

function sizeOf(dir: string): { file: string; bytes: number }[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return { file: path.relative(dir, full), bytes: fs.statSync(full).size };
    });
}

export async function buildSearchIndex(publicDir: string): Promise<SearchIndexStats> {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    throw new Error(`${publicDir} has no index.html: run \`gatsby build\` before indexing`);
  }
  // Pagefind is an ES module; this script runs as CommonJS under tsx.
  const pagefind = await import("pagefind");
  const outDir = path.join(publicDir, INDEX_DIR);
  fs.rmSync(outDir, { recursive: true, force: true });
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDE_SELECTORS });
  if (!index) throw new Error(`Pagefind could not create an index: ${errors.join("; ")}`);
  const stats: SearchIndexStats = { pages: [], skipped: [], bytesByLanguage: {}, sharedBytes: 0 };
  try {
    for (const file of [...htmlFiles(publicDir)].sort()) {
      const html = fs.readFileSync(path.join(publicDir, file), "utf8");
      const reason = skipReason(file, html);
      if (reason) {
        stats.skipped.push({ file, reason });
        continue;
      }
      const added = await index.addHTMLFile({ url: urlOfFile(posix(file)), content: html });
      if (added.errors.length > 0) {
        throw new Error(`Pagefind could not index ${file}: ${added.errors.join("; ")}`);
      }
      stats.pages.push({ file, url: added.file.url });
    }
    const written = await index.writeFiles({ outputPath: outDir });
    if (written.errors.length > 0) {
      throw new Error(`Pagefind could not write ${outDir}: ${written.errors.join("; ")}`);
    }
  } finally {
    await pagefind.close();
  }
  for (const { file } of sizeOf(outDir)) {
    const full = path.join(outDir, file);
    if (UNUSED_FILES.test(file)) fs.rmSync(full);
    else if (PAGEFIND_DATA.test(file)) {
      fs.writeFileSync(full, plainPagefindData(fs.readFileSync(full), file));
    }
  }
  for (const { file, bytes } of sizeOf(outDir)) {
    // Per-language files carry the language in their name: ro_ab12.pf_index, wasm.ro.pagefind.
    const lang = /^(?:.*[/\\])?(?:pagefind\.|wasm\.)?([a-z]{2,3})[._]/.exec(file)?.[1];
    if (lang) stats.bytesByLanguage[lang] = (stats.bytesByLanguage[lang] ?? 0) + bytes;
    else stats.sharedBytes += bytes;
  }
  return stats;
}

if (require.main === module) {
  const dir = path.resolve(process.argv[2] ?? path.join(__dirname, "..", "public"));
  const started = Date.now();
  buildSearchIndex(dir)
    .then((s) => {
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      const langs = Object.entries(s.bytesByLanguage)
        .map(([lang, bytes]) => `${lang} ${kb(bytes)}`)
        .join(", ");
      console.log(
        `search index: ${s.pages.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
          `(${langs}; shared ${kb(s.sharedBytes)}); left out: ` +
          s.skipped.map((x) => `${urlOfFile(posix(x.file))} (${x.reason})`).join(", "),
      );
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}

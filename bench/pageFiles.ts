// Per-route figures read from the build output in public/: the HTML document (raw and brotli), the
// CSS inlined in it, and the first-load JavaScript (gzip) — what a first visit costs, measured on
// the files rather than on one Lighthouse run.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { gzipSize, localScriptFiles, staticPageScripts, toKb } from "./chunks";
import { htmlFileOfRoute } from "../contract/routeFiles";

export interface PageFiles {
  /** The HTML document as built, KB. */
  htmlKb: number;
  /** Its brotli size, the budgeted figure: the `.br` file the server sends, or computed alike. */
  htmlBrKb: number;
  htmlBrFrom: "file" | "computed";
  /** The page's `<style>` blocks (Gatsby inlines the site's CSS), raw and brotli on their own. */
  inlineCssKb: number;
  inlineCssBrKb: number;
  /** Gzip size of the scripts of the first view of the route. */
  firstLoadJsKb: number;
  firstLoadJsFiles: number;
  /** `measured`: the scripts Chromium loaded in LHCI's representative run; `static`: the build's. */
  firstLoadJsFrom: "measured" | "static";
}

/** Brotli at the settings of scripts/precompress.ts, so a computed size matches a `.br` file. */
export function brotliSize(content: Buffer | string): number {
  const buffer = Buffer.isBuffer(content) ? content : Buffer.from(content, "utf8");
  return zlib.brotliCompressSync(buffer, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  }).length;
}

/** Bytes of the CSS in an HTML page's `<style>` elements, raw (UTF-8) and brotli-compressed together. */
export function inlineCss(html: string): { blocks: number; bytes: number; brotliBytes: number } {
  const blocks = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((m) => m[1]);
  const css = blocks.join("\n");
  return {
    blocks: blocks.length,
    bytes: Buffer.byteLength(css, "utf8"),
    brotliBytes: css ? brotliSize(css) : 0,
  };
}

/** `public/<route>/index.html` (`public/index.html` for `/`): Gatsby writes a folder per route. */
export function builtHtmlPath(publicDir: string, route: string): string {
  return path.join(publicDir, htmlFileOfRoute(route));
}

/** Brotli size of a built HTML file: its `.br` copy when that is at least as new, else computed. */
export function htmlBrotli(file: string): { bytes: number; from: "file" | "computed" } {
  const brFile = `${file}.br`;
  if (fs.existsSync(brFile) && fs.statSync(brFile).mtimeMs >= fs.statSync(file).mtimeMs) {
    return { bytes: fs.statSync(brFile).size, from: "file" };
  }
  return { bytes: brotliSize(fs.readFileSync(file)), from: "computed" };
}

/** Measures the routes' files; gzip sizes of shared chunks are computed once. */
export function pageFilesMeter(publicDir: string) {
  const gzipOf = new Map<string, number>();
  const gzipKb = (files: string[]) => {
    let bytes = 0;
    for (const file of files) {
      const full = path.join(publicDir, file);
      if (!fs.existsSync(full)) continue;
      if (!gzipOf.has(file)) gzipOf.set(file, gzipSize(fs.readFileSync(full)));
      bytes += gzipOf.get(file) as number;
    }
    return toKb(bytes);
  };
  const existing = (files: string[]) =>
    files.filter((file) => fs.existsSync(path.join(publicDir, file)));

  return {
    /** Gzip KB of the route's scripts as the build declares them (HTML + template chunks). */
    staticJsKb(route: string): number {
      return gzipKb(staticPageScripts(publicDir, route));
    },
    /** All figures of one route; `scriptUrls` are those Lighthouse saw loading (may be empty). */
    measure(route: string, scriptUrls: string[]): PageFiles {
      const file = builtHtmlPath(publicDir, route);
      if (!fs.existsSync(file)) throw new Error(`no built HTML for ${route}: ${file} is missing`);
      const html = fs.readFileSync(file);
      const br = htmlBrotli(file);
      const css = inlineCss(html.toString("utf8"));
      const measured = existing(localScriptFiles(scriptUrls));
      const scripts = measured.length ? measured : existing(staticPageScripts(publicDir, route));
      return {
        htmlKb: toKb(html.length),
        htmlBrKb: toKb(br.bytes),
        htmlBrFrom: br.from,
        inlineCssKb: toKb(css.bytes),
        inlineCssBrKb: toKb(css.brotliBytes),
        firstLoadJsKb: gzipKb(scripts),
        firstLoadJsFiles: scripts.length,
        firstLoadJsFrom: measured.length ? "measured" : "static",
      };
    },
  };
}

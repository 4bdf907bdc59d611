// Bundle figures from the build output: the first-load JavaScript of a page (the scripts its HTML
// loads) and the largest chunks, named by the packages inside them (source maps) and the page
// templates that load them (webpack.stats.json).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { htmlFileOfRoute } from "../contract/routeFiles";

/** Bytes to KB (1 KB = 1024 B) to one decimal, as every size of the bench is shown. */
export const toKb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export interface ChunkFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface NamedChunk extends ChunkFile {
  /** Largest contributors by source size, e.g. `swiper 82%`. */
  contents: string[];
  /** Chunk groups (app or templates) that load the chunk. */
  usedBy: string[];
}

interface WebpackStats {
  namedChunkGroups?: Record<string, { assets: { name: string }[] }>;
}

/** The script list of the inline loader that adds a page's scripts after its first paint
 * (gatsby/scriptsAfterPaint.ts): a JSON array of paths, each made a `<script>` element. */
const AFTER_PAINT_LIST =
  /(\[(?:"[^"]+",)*"[^"]+"\])\.forEach\(function\(s\)\{var e=document\.createElement\("script"\)/;

/** `src` of every classic or module `<script>` of a built page, then those its after-paint loader
 * adds; `nomodule` polyfills are skipped. */
export function scriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = match[1];
    if (/\bnomodule\b/i.test(attrs)) continue;
    const src = /\bsrc=["']?([^"'\s>]+)/i.exec(attrs);
    if (src && /\.m?js(?:\?|$)/.test(src[1])) sources.push(src[1]);
  }
  const loader = AFTER_PAINT_LIST.exec(html);
  if (loader) sources.push(...(JSON.parse(loader[1]) as string[]));
  return [...new Set(sources)];
}

export function gzipSize(content: Buffer | string): number {
  return zlib.gzipSync(content, { level: 9 }).length;
}

function chunkFile(publicDir: string, file: string): ChunkFile {
  const content = fs.readFileSync(path.join(publicDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSize(content) };
}

/** Paths under public/ of script URLs on this site (absolute or root-relative), query dropped. */
export function localScriptFiles(urls: string[]): string[] {
  const files = urls
    .map((url) => {
      const pathname = /^https?:/i.test(url) ? new URL(url).pathname : url.split("?")[0];
      return pathname.startsWith("/") && !pathname.startsWith("//") ? pathname.slice(1) : null;
    })
    .filter((file): file is string => file !== null && /\.m?js$/.test(file));
  return [...new Set(files)];
}

/** The scripts of a chunk group webpack named (`app`, a template, an on-demand chunk), from the
 * build's webpack.stats.json; null when the build has no stats or no such group. */
export function chunkGroupScripts(publicDir: string, name: string): string[] | null {
  const statsFile = path.join(publicDir, "webpack.stats.json");
  if (!fs.existsSync(statsFile)) return null;
  const stats = JSON.parse(fs.readFileSync(statsFile, "utf8")) as WebpackStats;
  const group = stats.namedChunkGroups?.[name];
  return group ? group.assets.map((a) => a.name).filter((file) => file.endsWith(".js")) : null;
}

/**
 * The scripts a first visit to a page loads without running it: those in its HTML plus the chunks
 * of its template (page-data names the template's chunk group, webpack.stats.json lists its files).
 * Chunks the page imports later (e.g. gatsby-plugin-image's lazy hydration) are not in it; the
 * bench prefers the scripts Lighthouse saw loading.
 */
export function staticPageScripts(publicDir: string, route: string): string[] {
  const dir = route === "/" ? "" : route.replace(/^\/+/, "");
  const html = fs.readFileSync(path.join(publicDir, htmlFileOfRoute(route)), "utf8");
  const scripts = localScriptFiles(scriptSources(html));
  const pageData = path.join(publicDir, "page-data", dir || "index", "page-data.json");
  if (fs.existsSync(pageData)) {
    const { componentChunkName } = JSON.parse(fs.readFileSync(pageData, "utf8")) as {
      componentChunkName?: string;
    };
    if (componentChunkName)
      scripts.push(...(chunkGroupScripts(publicDir, componentChunkName) ?? []));
  }
  return [...new Set(scripts)];
}

/** Gzip size of the given files of public/ (missing ones are skipped). */
export function scriptsSize(
  publicDir: string,
  files: string[],
): { files: ChunkFile[]; gzipKb: number } {
  const found = files
    .filter((file) => fs.existsSync(path.join(publicDir, file)))
    .map((file) => chunkFile(publicDir, file));
  return { files: found, gzipKb: toKb(found.reduce((sum, f) => sum + f.gzipBytes, 0)) };
}

/** Package (or project file) a source-map entry belongs to. */
export function sourceOwner(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  if (/\.cache\//.test(source)) return "gatsby runtime";
  const file = source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^(\.\.?\/)+/, "");
  return file.startsWith("src/") ? "src/" + file.split("/").slice(1, 3).join("/") : file;
}

/** Top contributors of a chunk by original source size, from its `.map` beside it. */
export function chunkContents(mapJson: string, top = 3): string[] {
  const map = JSON.parse(mapJson) as { sources: string[]; sourcesContent?: (string | null)[] };
  const sizes = new Map<string, number>();
  map.sources.forEach((source, i) => {
    const size = map.sourcesContent?.[i]?.length ?? 0;
    const owner = sourceOwner(source);
    sizes.set(owner, (sizes.get(owner) ?? 0) + size);
  });
  const total = [...sizes.values()].reduce((a, b) => a + b, 0) || 1;
  return [...sizes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([owner, size]) => `${owner} ${Math.round((size / total) * 100)}%`);
}

/** Chunk file → names of the chunk groups (app, component---src-templates-…) that load it. */
export function chunkUsers(stats: WebpackStats): Map<string, string[]> {
  const users = new Map<string, string[]>();
  for (const [group, { assets }] of Object.entries(stats.namedChunkGroups ?? {})) {
    const short = group.replace(/^component---src-templates-/, "").replace(/-tsx$/, "");
    for (const { name } of assets) {
      if (!name.endsWith(".js")) continue;
      users.set(name, [...(users.get(name) ?? []), short]);
    }
  }
  return users;
}

/** `name-0123abcd.js` → `0123abcd`: the content hash webpack puts in a chunk's file name. */
export function chunkHash(file: string): string | null {
  return /[.-]([0-9a-f]{8,})\.m?js$/.exec(file)?.[1] ?? null;
}

/**
 * Whether a chunk file belongs to the current build: public/ keeps files of earlier builds, so a
 * file counts only if its hash appears in this build's manifests (stats, chunk map, or the webpack
 * runtime, which maps lazily loaded chunks to their hashes).
 */
export function currentChunkFilter(manifests: string[]): (file: string) => boolean {
  const text = manifests.join("\n");
  return (file) => {
    const hash = chunkHash(file);
    return hash === null || text.includes(hash);
  };
}

/** The n largest JS chunks of the current build by gzip size, named by contents and users. */
export function largestChunks(publicDir: string, n = 6): NamedChunk[] {
  const statsFile = path.join(publicDir, "webpack.stats.json");
  const users = fs.existsSync(statsFile)
    ? chunkUsers(JSON.parse(fs.readFileSync(statsFile, "utf8")) as WebpackStats)
    : new Map<string, string[]>();
  const html = path.join(publicDir, "index.html");
  const runtime = fs.existsSync(html)
    ? scriptSources(fs.readFileSync(html, "utf8")).find((src) => src.includes("webpack-runtime"))
    : undefined;
  const manifests = [statsFile, path.join(publicDir, "chunk-map.json")]
    .concat(runtime ? [path.join(publicDir, runtime.replace(/^\/+/, ""))] : [])
    .filter((file) => fs.existsSync(file))
    .map((file) => fs.readFileSync(file, "utf8"));
  const isCurrent = manifests.length ? currentChunkFilter(manifests) : () => true;
  return fs
    .readdirSync(publicDir)
    .filter((f) => f.endsWith(".js") && f !== "sw.js" && isCurrent(f))
    .map((f) => chunkFile(publicDir, f))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, n)
    .map((chunk) => {
      const mapFile = path.join(publicDir, `${chunk.file}.map`);
      const contents = fs.existsSync(mapFile)
        ? chunkContents(fs.readFileSync(mapFile, "utf8"))
        : [];
      return { ...chunk, contents, usedBy: users.get(chunk.file) ?? [] };
    });
}

export function formatChunk(chunk: NamedChunk): string {
  const users = chunk.usedBy.length > 4 ? `${chunk.usedBy.length} groups` : chunk.usedBy.join(", ");
  return (
    `${chunk.file.padEnd(64)} ${String(toKb(chunk.gzipBytes)).padStart(6)} KB gz ` +
    `(${toKb(chunk.bytes)} KB)  ${chunk.contents.join(", ")}${users ? `  [${users}]` : ""}`
  );
}

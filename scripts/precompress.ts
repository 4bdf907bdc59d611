// `tsx scripts/precompress.ts [dir]`: writes `.br` and `.gz` beside every compressible file of the
// build (HTML, JS, CSS, JSON, SVG, XML, TXT, the search index), which the server sends to clients that accept them
// (server/static.ts, @fastify/static `preCompressed`). Rerunning skips files already up to date.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Text files, and the search index's data files (scripts/search-index.ts stores them plain). */
const COMPRESSIBLE =
  /\.(?:html|js|mjs|css|json|svg|xml|txt|webmanifest|pagefind|pf_index|pf_fragment|pf_meta|pf_filter)$/i;
/** Below this a compressed copy saves too little to be worth a file. */
export const MIN_BYTES = 1024;

export interface PrecompressStats {
  files: number;
  bytes: number;
  brBytes: number;
  gzBytes: number;
}

export function isCompressible(file: string, size: number): boolean {
  return COMPRESSIBLE.test(file) && !file.endsWith(".map") && size >= MIN_BYTES;
}

export function compressBuffers(content: Buffer): { br: Buffer; gz: Buffer } {
  const br = zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gz = zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION });
  return { br, gz };
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

function upToDate(source: fs.Stats, target: string): boolean {
  return fs.existsSync(target) && fs.statSync(target).mtimeMs >= source.mtimeMs;
}

/** Compresses every eligible file under dir; a copy that is not smaller is not kept. */
export function precompress(dir: string): PrecompressStats {
  const stats: PrecompressStats = { files: 0, bytes: 0, brBytes: 0, gzBytes: 0 };
  for (const file of walk(dir)) {
    const info = fs.statSync(file);
    if (!isCompressible(file, info.size)) continue;
    const brFile = `${file}.br`;
    const gzFile = `${file}.gz`;
    if (upToDate(info, brFile) && upToDate(info, gzFile)) continue;
    const content = fs.readFileSync(file);
    const { br, gz } = compressBuffers(content);
    stats.files += 1;
    stats.bytes += content.length;
    for (const [target, data] of [
      [brFile, br],
      [gzFile, gz],
    ] as const) {
      if (data.length < content.length) fs.writeFileSync(target, data);
      else fs.rmSync(target, { force: true });
    }
    stats.brBytes += Math.min(br.length, content.length);
    stats.gzBytes += Math.min(gz.length, content.length);
  }
  return stats;
}

if (require.main === module) {
  const dir = path.resolve(process.argv[2] ?? path.join(__dirname, "..", "public"));
  const started = Date.now();
  const s = precompress(dir);
  const kb = (n: number) => Math.round(n / 1024);
  console.log(
    `precompressed ${s.files} files in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${kb(s.bytes)} KB → ${kb(s.brBytes)} KB br, ${kb(s.gzBytes)} KB gzip`,
  );
}

/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { isCompressible, MIN_BYTES, precompress } from "../../scripts/precompress";

describe("precompress", () => {
  let dir: string;
  const big = "<p>Consultanță financiară</p>\n".repeat(200);

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "perf-precompress-"));
    fs.mkdirSync(path.join(dir, "despre-noi"));
    fs.writeFileSync(path.join(dir, "despre-noi", "index.html"), big);
    fs.writeFileSync(path.join(dir, "app-1a2b3c4d.js"), big);
    fs.writeFileSync(path.join(dir, "app-1a2b3c4d.js.map"), big);
    fs.writeFileSync(path.join(dir, "tiny.css"), "a{}");
    fs.writeFileSync(path.join(dir, "photo.avif"), Buffer.alloc(4096, 7));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes .br and .gz copies that decompress to the original", () => {
    const stats = precompress(dir);
    expect(stats.files).toBe(2);
    const html = path.join(dir, "despre-noi", "index.html");
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${html}.br`)).toString()).toBe(big);
    expect(zlib.gunzipSync(fs.readFileSync(`${html}.gz`)).toString()).toBe(big);
    expect(stats.brBytes).toBeLessThan(stats.bytes);
  });

  it("leaves source maps, small files and already-compressed formats alone", () => {
    precompress(dir);
    for (const file of ["app-1a2b3c4d.js.map", "tiny.css", "photo.avif"]) {
      expect(fs.existsSync(path.join(dir, `${file}.br`))).toBe(false);
      expect(fs.existsSync(path.join(dir, `${file}.gz`))).toBe(false);
    }
  });

  it("skips files whose copies are up to date and redoes changed ones", () => {
    precompress(dir);
    expect(precompress(dir).files).toBe(0);
    const js = path.join(dir, "app-1a2b3c4d.js");
    const later = new Date(Date.now() + 5000);
    fs.writeFileSync(js, `${big}// changed\n`);
    fs.utimesSync(js, later, later);
    expect(precompress(dir).files).toBe(1);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toContain("// changed");
  });

  it("decides by extension and size", () => {
    expect(isCompressible("a/index.html", MIN_BYTES)).toBe(true);
    expect(isCompressible("a/index.html", MIN_BYTES - 1)).toBe(false);
    expect(isCompressible("page-data/x/page-data.json", 5000)).toBe(true);
    expect(isCompressible("static/x.woff2", 50000)).toBe(false);
    // The search index, stored plain by scripts/search-index.ts.
    expect(isCompressible("pagefind/wasm.ro.pagefind", 50000)).toBe(true);
    expect(isCompressible("pagefind/index/ro_1a2b3c4.pf_index", 5000)).toBe(true);
    expect(isCompressible("pagefind/fragment/ro_1a2b3c4.pf_fragment", 5000)).toBe(true);
  });
});

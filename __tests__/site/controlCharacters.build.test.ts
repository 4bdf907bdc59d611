// The real build publishes no control character: not in its pages, page data, scripts, styles,
// sitemaps, and not in the compressed copies the server sends in their place.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import {
  PUBLISHED_TEXT,
  describeFindings,
  findInText,
  scanPublishedText,
} from "../../gatsby/controlCharacters";
import { htmlFiles } from "../helpers/builtSite";
import { PUBLIC_DIR } from "../../scripts/siteRoutes";

const DECOMPRESS: Record<string, (data: Buffer) => Buffer> = {
  ".br": zlib.brotliDecompressSync,
  ".gz": zlib.gunzipSync,
};

/** Every .br and .gz copy of a text file, relative to public/. */
function compressedCopies(): string[] {
  return fs
    .readdirSync(PUBLIC_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && path.extname(entry.name) in DECOMPRESS)
    .filter((entry) => PUBLISHED_TEXT.test(entry.name.slice(0, -3)))
    .map((entry) => path.relative(PUBLIC_DIR, path.join(entry.parentPath, entry.name)));
}

describe("the published text files", () => {
  it("hold no control character, pages and page data included", () => {
    const pages = htmlFiles();
    const { files, findings } = scanPublishedText(PUBLIC_DIR);
    expect(pages.length).toBeGreaterThan(0);
    expect(files).toBeGreaterThan(pages.length);
    expect(fs.existsSync(path.join(PUBLIC_DIR, "page-data", "index", "page-data.json"))).toBe(true);
    expect(describeFindings(findings)).toBe("");
  });

  it("hold none in their compressed copies either", () => {
    const copies = compressedCopies();
    expect(copies.filter((file) => file.endsWith(".html.br")).length).toBe(htmlFiles().length);
    const findings = copies.flatMap((file) => {
      const data = fs.readFileSync(path.join(PUBLIC_DIR, file));
      return findInText(file, DECOMPRESS[path.extname(file)](data).toString("utf8"));
    });
    expect(describeFindings(findings)).toBe("");
  });
});

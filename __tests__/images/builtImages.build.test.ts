/** @jest-environment jsdom */
/**
 * Over the production build in public/ (run by the `site` project, which builds it first): every
 * <img> of every page reserves its box (width/height, or a gatsby-image wrapper), every image URL
 * a page can load exists, and an eagerly loaded image asks for high priority.
 */
import fs from "node:fs";
import path from "node:path";
import { imagesWithoutReservedSize, imageUrls } from "./htmlImages";

const PUBLIC = path.join(__dirname, "..", "..", "public");

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "page-data" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

function parse(file: string): Document {
  return new DOMParser().parseFromString(fs.readFileSync(file, "utf8"), "text/html");
}

const pages = fs.existsSync(PUBLIC) ? htmlFiles(PUBLIC) : [];
const name = (file: string) => path.relative(PUBLIC, file);

describe("built pages' images", () => {
  it("there is a build to check", () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it.each(pages.map((file) => [name(file), file]))(
    "%s: every <img> has width/height or sits in a gatsby-image wrapper",
    (_name, file) => {
      expect(imagesWithoutReservedSize(parse(file))).toEqual([]);
    },
  );

  it.each(pages.map((file) => [name(file), file]))(
    "%s: every image URL it can load exists in public/",
    (_name, file) => {
      const missing = imageUrls(parse(file))
        .filter((url) => url.startsWith("/") && !url.startsWith("//"))
        .filter((url) => !fs.existsSync(path.join(PUBLIC, decodeURI(url.split("?")[0]))));
      expect(missing).toEqual([]);
    },
  );

  it.each(pages.map((file) => [name(file), file]))(
    "%s: an eager image is fetched with high priority",
    (_name, file) => {
      const eager = Array.from(parse(file).querySelectorAll('img[loading="eager"]'));
      expect(eager.filter((img) => img.getAttribute("fetchpriority") !== "high")).toEqual([]);
    },
  );
});

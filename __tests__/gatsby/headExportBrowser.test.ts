// The production bundle's stand-in for Gatsby's `Head` export handler (gatsby/patches/
// headExportBrowser.ts): it matches the file the page renderer imports, keeps its export, and is
// right only while no template exports `Head`.
import fs from "node:fs";
import path from "node:path";
import * as stub from "../../gatsby/patches/headExportBrowser.production";
import {
  HEAD_EXPORT_BROWSER,
  HEAD_EXPORT_BROWSER_STUB,
} from "../../gatsby/patches/headExportBrowser";

const ROOT = path.resolve(__dirname, "../..");
const CACHE_DIR = path.join(path.dirname(require.resolve("gatsby/package.json")), "cache-dir");
const HANDLER = path.join(CACHE_DIR, "head", "head-export-handler-for-browser.js");

it("matches the handler's file of .cache/, and no other file", () => {
  expect(
    HEAD_EXPORT_BROWSER.test(
      path.join(ROOT, ".cache", "head", "head-export-handler-for-browser.js"),
    ),
  ).toBe(true);
  expect(
    HEAD_EXPORT_BROWSER.test(path.join(ROOT, ".cache", "head", "head-export-handler-for-ssr.js")),
  ).toBe(false);
  expect(HEAD_EXPORT_BROWSER.test(path.join(ROOT, ".cache", "page-renderer.js"))).toBe(false);
});

it("stands in with the handler's export, which renders nothing and uses no hook", () => {
  expect(fs.existsSync(HEAD_EXPORT_BROWSER_STUB)).toBe(true);
  expect(Object.keys(stub)).toEqual(["headHandlerForBrowser"]);
  expect(stub.headHandlerForBrowser()).toBeUndefined();
});

it("no page template exports Head, which the stand-in would leave out of the page", () => {
  const templates = path.join(ROOT, "src", "templates");
  const files = fs.readdirSync(templates).filter((name) => name.endsWith(".tsx"));
  expect(files.length).toBeGreaterThan(10);
  expect(fs.existsSync(path.join(ROOT, "src", "pages"))).toBe(false);
  const exportsHead = /export\s+(?:const|function|let)\s+Head\b|export\s*\{[^}]*\bHead\b[^}]*\}/;
  for (const name of files) {
    expect([name, exportsHead.test(fs.readFileSync(path.join(templates, name), "utf8"))]).toEqual([
      name,
      false,
    ]);
  }
});

describe("upstream guard: the handler acts only on a template's Head export", () => {
  const handler = fs.readFileSync(HANDLER, "utf8");

  it("is imported by the page renderer alone, which gives it the template's module", () => {
    const renderer = fs.readFileSync(path.join(CACHE_DIR, "page-renderer.js"), "utf8");
    expect(renderer).toContain(
      'import { headHandlerForBrowser } from "./head/head-export-handler-for-browser"',
    );
    expect(renderer).toMatch(
      /const pageComponent = props\.pageResources\.head\s+headHandlerForBrowser\(\{\s*pageComponent,/,
    );
    const others = fs
      .readdirSync(CACHE_DIR)
      .filter((name) => name.endsWith(".js") && name !== "page-renderer.js")
      .filter((name) =>
        fs
          .readFileSync(path.join(CACHE_DIR, name), "utf8")
          .includes("head-export-handler-for-browser"),
      );
    expect(others).toEqual([]);
  });

  it("renders only when the module has a Head export; otherwise its effect clears what a Head added", () => {
    expect(handler).toMatch(
      /export function headHandlerForBrowser\(\{[\s\S]*?useEffect\(\(\) => \{\s*if \(pageComponent\?\.Head\) \{/,
    );
    const cleanup =
      /return \(\) => \{\s*removePrevHeadElements\(\)\s*removeHtmlAndBodyAttributes\(keysOfHtmlAndBodyAttributes\)\s*\}/;
    expect(handler).toMatch(cleanup);
  });
});

/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSize, toKb } from "../../bench/chunks";
import {
  brotliSize,
  htmlBrotli,
  builtHtmlPath,
  inlineCss,
  pageFilesMeter,
} from "../../bench/pageFiles";
import { compressBuffers } from "../../scripts/precompress";

describe("inlineCss", () => {
  it("measures the contents of every <style> element, not style attributes or other tags", () => {
    const first = ".a{color:#123}";
    const second = '.titlu::after{content:"Consultanță"}';
    const html =
      `<html><head><style data-href="/styles.css" id="gatsby-global-css">${first}</style>` +
      `<STYLE>${second}</STYLE ><script>var s="<b>"</script></head>` +
      `<body><p style="color:red">x</p><noscript><style>.n{opacity:1}</style></noscript></body></html>`;
    const css = [first, second, ".n{opacity:1}"].join("\n");
    const measured = inlineCss(html);
    expect(measured.blocks).toBe(3);
    // UTF-8 bytes: ă and ț are two bytes each.
    expect(measured.bytes).toBe(Buffer.byteLength(css, "utf8"));
    expect(measured.bytes).toBe(css.length + 2);
    expect(measured.brotliBytes).toBe(brotliSize(css));
  });

  it("is zero for a page without <style>", () => {
    expect(inlineCss('<html><body style="margin:0"></body></html>')).toEqual({
      blocks: 0,
      bytes: 0,
      brotliBytes: 0,
    });
  });
});

describe("brotliSize", () => {
  it("matches the .br files scripts/precompress.ts writes", () => {
    const html = Buffer.from("<p>Finanțare pentru afaceri</p>".repeat(300));
    expect(brotliSize(html)).toBe(compressBuffers(html).br.length);
    expect(brotliSize(html)).toBeLessThan(html.length / 10);
  });
});

describe("build output of a route", () => {
  let dir: string;
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  const age = (file: string, secondsAgo: number) => {
    const when = new Date(Date.now() - secondsAgo * 1000);
    fs.utimesSync(path.join(dir, file), when, when);
  };
  const contactHtml =
    "<html><head><style>.x{margin:0}</style></head><body>" +
    "<h1>Contact</h1>".repeat(200) +
    '<script src="/app-1.js" async></script></body></html>';

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "perf-pagefiles-"));
    write("contact/index.html", contactHtml);
    write("app-1.js", "var app = 'abcdefghij';".repeat(400));
    write("lazy-2.js", "var lazy = 'klmnopqrst';".repeat(900));
    write("page-data/contact/page-data.json", '{"componentChunkName":"component---contact"}');
    write(
      "webpack.stats.json",
      JSON.stringify({
        namedChunkGroups: { "component---contact": { assets: [{ name: "contact-3.js" }] } },
      }),
    );
    write("contact-3.js", "var contact = 'uvwxyz';".repeat(300));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("maps routes to their HTML files", () => {
    expect(builtHtmlPath(dir, "/")).toBe(path.join(dir, "index.html"));
    expect(builtHtmlPath(dir, "/servicii/leasing")).toBe(
      path.join(dir, "servicii", "leasing", "index.html"),
    );
  });

  it("takes the HTML's brotli size from its .br file, computing it when that is missing or stale", () => {
    const file = path.join(dir, "contact/index.html");
    expect(htmlBrotli(file)).toEqual({ bytes: brotliSize(contactHtml), from: "computed" });
    write("contact/index.html.br", Buffer.alloc(777));
    expect(htmlBrotli(file)).toEqual({ bytes: 777, from: "file" });
    age("contact/index.html.br", 60);
    expect(htmlBrotli(file).from).toBe("computed");
  });

  it("sums the gzip size of the scripts Chromium loaded, falling back to the build's", () => {
    const gz = (file: string) => gzipSize(fs.readFileSync(path.join(dir, file)));
    const meter = pageFilesMeter(dir);
    const measured = meter.measure("/contact", [
      "http://127.0.0.1:1234/app-1.js",
      "http://127.0.0.1:1234/lazy-2.js?x=1",
      "http://127.0.0.1:1234/gone-9.js",
    ]);
    expect(measured).toMatchObject({
      firstLoadJsKb: toKb(gz("app-1.js") + gz("lazy-2.js")),
      firstLoadJsFiles: 2,
      firstLoadJsFrom: "measured",
      htmlKb: toKb(contactHtml.length),
      htmlBrKb: toKb(brotliSize(contactHtml)),
      htmlBrFrom: "computed",
      inlineCssKb: toKb(".x{margin:0}".length),
    });
    const fallback = meter.measure("/contact", []);
    expect(fallback).toMatchObject({
      firstLoadJsKb: toKb(gz("app-1.js") + gz("contact-3.js")),
      firstLoadJsFiles: 2,
      firstLoadJsFrom: "static",
    });
    expect(meter.staticJsKb("/contact")).toBe(fallback.firstLoadJsKb);
  });

  it("names the route whose HTML is missing", () => {
    expect(() => pageFilesMeter(dir).measure("/despre-noi", [])).toThrow(
      /no built HTML for \/despre-noi/,
    );
  });
});

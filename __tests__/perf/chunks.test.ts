/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  chunkContents,
  chunkHash,
  currentChunkFilter,
  chunkUsers,
  gzipSize,
  largestChunks,
  localScriptFiles,
  scriptSources,
  scriptsSize,
  sourceOwner,
  staticPageScripts,
} from "../../bench/chunks";
import { scriptsAfterPaint } from "../../gatsby/scriptsAfterPaint";

describe("scriptSources", () => {
  it("lists external scripts once, skipping inline, JSON-LD and nomodule ones", () => {
    const html =
      '<script type="application/ld+json">{}</script><script>window.a=1</script>' +
      '<script src="/webpack-runtime-1a2b.js" async></script><script src="/app-3c4d.js" async>' +
      '</script><script nomodule src="/polyfill-5e6f.js"></script><script src="/app-3c4d.js"></script>';
    expect(scriptSources(html)).toEqual(["/webpack-runtime-1a2b.js", "/app-3c4d.js"]);
  });

  it("lists the scripts the after-paint loader adds, in its order", () => {
    const loaded = ["/webpack-runtime-1a2b.js", "/framework-7a8b.js", "/app-3c4d.js"];
    const html = scriptsAfterPaint(
      "<body><main></main>" +
        loaded.map((src) => `<script src="${src}" async=""></script>`).join("") +
        "</body>",
    );
    expect(html).not.toContain("<script src=");
    expect(scriptSources(html)).toEqual(loaded);
  });
});

describe("localScriptFiles", () => {
  it("maps same-site URLs to files of public/ and drops other origins' protocol-relative ones", () => {
    expect(
      localScriptFiles([
        "http://127.0.0.1:9000/app-1.js?v=2",
        "/component---x-2.js",
        "//cdn.example/x.js",
        "http://127.0.0.1:9000/page-data/app-data.json",
        "/component---x-2.js",
      ]),
    ).toEqual(["app-1.js", "component---x-2.js"]);
  });
});

describe("source maps and stats", () => {
  it("names a source by its package, the Gatsby runtime or the project folder", () => {
    expect(sourceOwner("webpack://site/../node_modules/@reach/router/index.js")).toBe(
      "@reach/router",
    );
    expect(sourceOwner("webpack://site/./node_modules/swiper/swiper.mjs")).toBe("swiper");
    expect(sourceOwner("webpack://site/./.cache/loader.js")).toBe("gatsby runtime");
    expect(sourceOwner("webpack://site/./src/components/ui/Carousel.tsx")).toBe(
      "src/components/ui",
    );
  });

  it("ranks a chunk's contributors by source size", () => {
    const map = JSON.stringify({
      sources: ["node_modules/yup/a.js", "node_modules/formik/b.js", "node_modules/yup/c.js"],
      sourcesContent: ["x".repeat(30), "x".repeat(50), "x".repeat(20)],
    });
    expect(chunkContents(map, 2)).toEqual(["yup 50%", "formik 50%"]);
  });

  it("maps each chunk file to the groups that load it", () => {
    const users = chunkUsers({
      namedChunkGroups: {
        app: { assets: [{ name: "app-1.js" }, { name: "styles.css" }] },
        "component---src-templates-home-page-tsx": {
          assets: [
            { name: "shared-9.js" },
            { name: "component---src-templates-home-page-tsx-3.js" },
          ],
        },
        "component---src-templates-about-page-tsx": { assets: [{ name: "shared-9.js" }] },
      },
    });
    expect(users.get("shared-9.js")).toEqual(["home-page", "about-page"]);
    expect(users.get("app-1.js")).toEqual(["app"]);
    expect(users.has("styles.css")).toBe(false);
  });
});

describe("current build", () => {
  it("reads the content hash of a chunk name", () => {
    expect(chunkHash("app-4d56eaa1fe5b15d846ee.js")).toBe("4d56eaa1fe5b15d846ee");
    expect(chunkHash("439-58ff65a2892033ab084b.js")).toBe("58ff65a2892033ab084b");
    expect(chunkHash("sw.js")).toBeNull();
  });

  it("keeps chunks whose hash a manifest names and drops leftovers of older builds", () => {
    const isCurrent = currentChunkFilter([
      '{"app":["/app-1111aaaa2222bbbb.js"]}',
      'u=>({439:"58ff65a2892033ab"})[u]',
    ]);
    expect(isCurrent("app-1111aaaa2222bbbb.js")).toBe(true);
    expect(isCurrent("439-58ff65a2892033ab.js")).toBe(true);
    expect(isCurrent("app-9999cccc8888dddd.js")).toBe(false);
  });
});

describe("build output", () => {
  let dir: string;
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "perf-chunks-"));
    write("index.html", '<html><script src="/app-1.js" async></script></html>');
    write("app-1.js", "var app = 1;".repeat(500));
    write("old-0000ffff0000ffff.js", "var old = 'abcdefghijklmnopqrstuvwxyz';".repeat(5000));
    write("shared-9.js", "var shared = 'abcdefghij';".repeat(2000));
    write("component---src-templates-home-page-tsx-3.js", "var home = 3;");
    write(
      "shared-9.js.map",
      JSON.stringify({ sources: ["node_modules/swiper/s.js"], sourcesContent: ["s"] }),
    );
    write(
      "page-data/index/page-data.json",
      '{"componentChunkName":"component---src-templates-home-page-tsx"}',
    );
    write(
      "webpack.stats.json",
      JSON.stringify({
        namedChunkGroups: {
          app: { assets: [{ name: "app-1.js" }] },
          "component---src-templates-home-page-tsx": {
            assets: [
              { name: "shared-9.js" },
              { name: "component---src-templates-home-page-tsx-3.js" },
            ],
          },
        },
      }),
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("finds a page's scripts from its HTML and its template's chunk group", () => {
    expect(staticPageScripts(dir, "/")).toEqual([
      "app-1.js",
      "shared-9.js",
      "component---src-templates-home-page-tsx-3.js",
    ]);
  });

  it("sums gzip sizes of the files that exist", () => {
    const size = scriptsSize(dir, ["app-1.js", "missing.js"]);
    expect(size.files.map((f) => f.file)).toEqual(["app-1.js"]);
    expect(size.files[0].gzipBytes).toBe(gzipSize(fs.readFileSync(path.join(dir, "app-1.js"))));
    expect(size.gzipKb).toBeGreaterThan(0);
  });

  it("ranks the largest chunks by gzip size, with contents and users", () => {
    const [first] = largestChunks(dir, 1);
    expect(first.file).toBe("shared-9.js");
    expect(first.contents).toEqual(["swiper 100%"]);
    expect(first.usedBy).toEqual(["home-page"]);
  });
});

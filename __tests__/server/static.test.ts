/** @jest-environment node */
// Serving a (tiny, fake) Gatsby public/ directory: caching, trailing slash, 404 (the 404 page's own
// URLs included), no dotfiles, security headers.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { DEFAULT_RATE_LIMIT } from "../../server/app";
import { startTestServer, type TestServer } from "../helpers/server";
import { BOOKING_MANAGE_PAGE_PATH } from "../../contract/booking/api";

const INLINE = 'window.pagePath="/";window.___webpackCompilationHash="abc";';
const NOT_FOUND_INLINE = "console.log('404')";
const HASHED_JS = "app-0f1e2d3c4b5a69788796.js";
const NOT_FOUND_HTML = `<!doctype html><html><script>${NOT_FOUND_INLINE}</script><body>404 page</body></html>`;
const sha = (text: string) =>
  `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

function writeFile(root: string, rel: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), content);
}

let server: TestServer;

async function start(hsts = 0) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  writeFile(
    root,
    "index.html",
    `<!doctype html><html><head><script type="application/ld+json">{"@type":"Organization"}</script>` +
      `<script id="gatsby-script-loader">${INLINE}</script><script src="/${HASHED_JS}" async></script></head><body>acasă</body></html>`,
  );
  writeFile(root, "despre-noi/index.html", "<!doctype html><html><body>despre noi</body></html>");
  writeFile(
    root,
    `${BOOKING_MANAGE_PAGE_PATH.slice(1)}/index.html`,
    "<!doctype html><p>gestionare",
  );
  // Gatsby writes the not-found page twice.
  writeFile(root, "404.html", NOT_FOUND_HTML);
  writeFile(root, "404/index.html", NOT_FOUND_HTML);
  writeFile(root, "404.html.br", zlib.brotliCompressSync(NOT_FOUND_HTML));
  writeFile(root, "404.html.gz", zlib.gzipSync(NOT_FOUND_HTML));
  writeFile(root, HASHED_JS, "console.log('plain')");
  writeFile(root, `${HASHED_JS}.br`, zlib.brotliCompressSync("console.log('brotli')"));
  writeFile(root, "page-data/index/page-data.json", "{}");
  writeFile(root, "static/1a2b/logo.png", "png");
  writeFile(root, "robots.txt", "User-agent: *");
  writeFile(root, ".env", "SMTP_URL=smtp://secret");
  server = await startTestServer({
    dir: root,
    dbPath: path.join(root, "..", `${path.basename(root)}.sqlite`),
    rateLimit: DEFAULT_RATE_LIMIT,
    hsts,
  });
}

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}${url}`, { headers, redirect: "manual" });

afterEach(async () => {
  await server?.close();
});

describe("static files", () => {
  beforeEach(() => start());

  it.each([
    ["/", "public, max-age=0, must-revalidate"],
    ["/despre-noi", "public, max-age=0, must-revalidate"],
    ["/page-data/index/page-data.json", "public, max-age=0, must-revalidate"],
    [`/${HASHED_JS}`, "public, max-age=31536000, immutable"],
    ["/static/1a2b/logo.png", "public, max-age=31536000, immutable"],
    ["/robots.txt", "public, max-age=0, must-revalidate"],
  ])("%s → 200 with Cache-Control %s", async (url, cacheControl) => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(cacheControl);
  });

  it("serves a route without its trailing slash and redirects the slashed form", async () => {
    expect(await (await get("/despre-noi")).text()).toContain("despre noi");
    const res = await get("/despre-noi/?ref=x");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/despre-noi?ref=x");
    expect((await get("//example.com/")).headers.get("location")).toBe("/example.com");
  });

  it("serves the precompressed file when the browser accepts it", async () => {
    const br = await get(`/${HASHED_JS}`, { "accept-encoding": "br, gzip" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await br.text()).toBe("console.log('brotli')"); // fetch decodes it
    const plain = await get(`/${HASHED_JS}`, { "accept-encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe("console.log('plain')");
  });

  it("answers unknown paths with the 404 page and status 404", async () => {
    const res = await get("/nu-exista");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(await res.text()).toContain("404 page");
    expect(res.headers.get("content-security-policy")).toContain(sha(NOT_FOUND_INLINE));
  });

  it("sends the 404 page compressed, as the build wrote it, when the browser accepts it", async () => {
    for (const [accepted, encoding] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
      ["identity", null],
    ] as const) {
      const res = await get("/nu-exista", { "accept-encoding": accepted });
      expect([accepted, res.status, res.headers.get("content-encoding")]).toEqual([
        accepted,
        404,
        encoding,
      ]);
      expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(await res.text()).toBe(NOT_FOUND_HTML); // fetch decodes it
    }
  });

  it.each(["/404", "/404.html", "/404/", "/404/index.html"])("%s answers 404", async (url) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("404 page");
  });

  it("does not serve dotfiles", async () => {
    const res = await get("/.env");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("secret");
  });
});

describe("security headers", () => {
  it("gives each HTML page a CSP with its inline scripts' hashes and no unsafe script sources", async () => {
    await start();
    const res = await get("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc.trim().split(/\s+/).sort()).toEqual(
      ["'self'", "'wasm-unsafe-eval'", "script-src", sha(INLINE)].sort(),
    );
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-src https://www.youtube-nocookie.com");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("sends no Referer from the manage page, whose address may carry a link's token", async () => {
    await start();
    for (const url of [
      `${BOOKING_MANAGE_PAGE_PATH}?t=1.abc.def`,
      BOOKING_MANAGE_PAGE_PATH,
      `${BOOKING_MANAGE_PAGE_PATH}/?t=1.abc.def`,
      `${BOOKING_MANAGE_PAGE_PATH}/index.html`,
    ]) {
      const res = await get(url);
      expect([url, res.status < 400, res.headers.get("referrer-policy")]).toEqual([
        url,
        true,
        "no-referrer",
      ]);
    }
    // Every other page keeps the common policy, the booking page beside it included.
    for (const url of ["/", "/despre-noi", "/programare", "/programare/gestionarea"])
      expect((await get(url)).headers.get("referrer-policy")).toBe(
        "strict-origin-when-cross-origin",
      );
  });

  it("sends HSTS only when configured", async () => {
    await start(31_536_000);
    const res = await get("/");
    expect(res.headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });
});

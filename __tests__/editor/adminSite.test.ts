/** @jest-environment node */
// The editor's page builds: esbuild bundles cms/admin (the site's components the previews draw
// included) without pulling in what it cannot carry, and the middleware serves the result. A
// section that loads parts on demand or reads the data layer breaks this bundle, not the editor
// at run time with a page that never loads. Decap's bundle comes with every chunk it loads on
// demand (Decap 3.16 splits its dist), served locally and written for production.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { adminFiles, BUNDLE, CHUNK, writeAdmin } from "../../cms/adminSite";
import { adminMiddleware } from "../../cms/adminMiddleware";

const DIST = path.resolve(__dirname, "../../node_modules/decap-cms/dist");
/** The chunk files decap-cms.js names: webpack's `"<id>.decap-cms.js"` for each id it may load. */
const chunkFileOfBundle = /__webpack_require__\.u=\w+=>\w+\+"(\.decap-cms\.js)"/;

describe("the editor's page", () => {
  it("bundles the admin script with the previews and the site's styles", () => {
    const files = adminFiles({});
    const js = files.get("admin.js")?.body.toString("utf8") ?? "";
    // The page preview (its simulator table) and the one file format are in the bundle.
    expect(js).toContain("La pornire");
    expect(js).toContain("json-data");
    const css = [...files.entries()].find(([name]) => name.endsWith(".css"))?.[1].body;
    expect(css?.toString("utf8")).toMatch(/@font-face[^}]*data:font\/woff2/);
    expect(files.get("index.html")?.body.toString("utf8")).toContain("admin.js");
  }, 60_000);

  it("carries Decap's bundle and every chunk it loads, byte for byte, and nothing else of dist/", () => {
    const files = adminFiles({});
    const bundle = fs.readFileSync(path.join(DIST, BUNDLE), "utf8");
    expect(bundle).toMatch(chunkFileOfBundle);
    const chunks = fs.readdirSync(DIST).filter((name) => name.endsWith(".decap-cms.js"));
    expect(chunks.length).toBeGreaterThan(0);
    for (const name of [BUNDLE, ...chunks])
      expect(files.get(name)?.body.equals(fs.readFileSync(path.join(DIST, name)))).toBe(true);
    // The other entry's chunks (<id>.cms.js), the source maps and the .wasm files stay out.
    expect([...files.keys()].filter((name) => !CHUNK.test(name)).sort()).toEqual(
      ["admin.css", "admin.js", BUNDLE, "index.html"].sort(),
    );
  }, 60_000);

  it("uses no media_processing, whose WebP encoder (.wasm) is not served", () => {
    const config = fs.readFileSync(path.resolve(__dirname, "../../cms/config.json"), "utf8");
    expect(config).not.toContain("media_processing");
  });

  it("writes the chunks for production and drops an earlier Decap's", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-admin-"));
    try {
      fs.writeFileSync(path.join(dir, "1.decap-cms.js"), "an earlier Decap's chunk");
      const written = writeAdmin(dir, {});
      const chunks = fs.readdirSync(DIST).filter((name) => CHUNK.test(name));
      expect(fs.readdirSync(dir).sort()).toEqual(written.sort());
      expect(written).toEqual(expect.arrayContaining([BUNDLE, ...chunks]));
      expect(fs.existsSync(path.join(dir, "1.decap-cms.js"))).toBe(
        chunks.includes("1.decap-cms.js"),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("is served by the middleware under /admin/", async () => {
    const middleware = adminMiddleware("http://127.0.0.1:1/api/v1");
    const server = http.createServer((req, res) =>
      middleware(req, res, () => res.writeHead(404).end()),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/admin/admin.js`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("javascript");
      const chunk = fs.readdirSync(DIST).find((name) => CHUNK.test(name));
      const chunkResponse = await fetch(`http://127.0.0.1:${port}/admin/${chunk}`);
      expect(chunkResponse.status).toBe(200);
      expect(chunkResponse.headers.get("content-type")).toContain("javascript");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 60_000);
});

/** @jest-environment node */
// The editor's page builds: esbuild bundles cms/admin (the site's components the previews draw
// included) without pulling in what it cannot carry, and the middleware serves the result. A
// section that loads parts on demand or reads the data layer breaks this bundle, not the editor
// at run time with a page that never loads.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { adminFiles } from "../../cms/adminSite";
import { adminMiddleware } from "../../cms/adminMiddleware";

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
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 60_000);
});

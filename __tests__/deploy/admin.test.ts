/** @jest-environment node */
// Both proxy configs serve the content editor at /admin/ from var/admin (outside public/), with a
// CSP of its own, and keep the public site's per-page CSP for everything else.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, "deploy", file), "utf8");

describe.each([
  ["nginx.conf", /location \^~ \/admin\/ \{([^}]*)\}/],
  ["Caddyfile", /handle_path \/admin\/\* \{([^}]*)\}/],
])("%s", (file, block) => {
  const config = read(file);
  const admin = config.match(block)?.[1] ?? "";

  it("serves /admin/ from var/admin with the editor's own CSP", () => {
    expect(admin).toMatch(/\/srv\/axia-site\/var\/admin/);
    const csp = admin.match(/Content-Security-Policy "([^"]+)"/)?.[1] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    // The previews draw with the site's fonts, inlined into admin.css as data: URLs.
    expect(csp).toContain("font-src 'self' data:");
    expect(csp).toMatch(/connect-src 'self' https:\/\/\S+/);
    expect(csp).not.toContain("page_csp");
    expect(admin).toMatch(/noindex/);
  });

  it("keeps the public pages' CSP map", () => {
    expect(config.replace(block, "")).toMatch(/page_csp/);
  });
});

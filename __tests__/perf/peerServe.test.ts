/** @jest-environment node */
// How the peers are served and read: the nginx configuration (gzip, a server per peer on
// loopback, clean URLs without a redirect, hashed files cached for good) and the figures a
// Lighthouse result gives the compare table.
import { lhrRun } from "../../bench/peerLighthouse";
import { nginxConfig } from "../../bench/peerNginx";

describe("the peers' nginx configuration", () => {
  const conf = nginxConfig(
    [
      { name: "alpha", port: 4311, root: "/v/peers/alpha/dist", immutable: "^/_astro/" },
      { name: "beta", port: 4312, root: "/v/peers/beta/public", immutable: "\\.(?:js|css)$" },
    ],
    "/v/peers/nginx",
    "/etc/nginx/mime.types",
  );
  const server = (name: string) => conf.slice(conf.indexOf(`# ${name}`)).split("\n  }")[0];

  it("compresses as a static host does and keeps its files under the folder given", () => {
    expect(conf).toMatch(/^ {2}gzip on;$/m);
    expect(conf).toMatch(/^ {2}gzip_types .*\btext\/css\b.*\bapplication\/javascript\b/m);
    expect(conf).toContain("pid /v/peers/nginx/nginx.pid;");
    expect(conf).toContain("client_body_temp_path /v/peers/nginx/tmp/client_body;");
  });

  it("serves each peer's folder on its loopback port only", () => {
    expect(server("alpha")).toContain("listen 127.0.0.1:4311;");
    expect(server("alpha")).toContain("root /v/peers/alpha/dist;");
    expect(server("beta")).toContain("listen 127.0.0.1:4312;");
    expect(conf.match(/listen /g)).toHaveLength(2);
    expect(conf).not.toMatch(/listen (?!127\.0\.0\.1:)/);
  });

  it("answers clean URLs from their index.html and caches only the hashed files for good", () => {
    expect(server("alpha")).toContain("try_files $uri $uri/index.html $uri.html =404;");
    expect(server("alpha")).toMatch(
      /location ~ "\^\/_astro\/" \{\n\s+add_header Cache-Control "public, max-age=31536000, immutable";/,
    );
    expect(server("beta")).toContain('location ~ "\\.(?:js|css)$" {');
    expect(server("beta")).toMatch(
      /location \/ \{\n\s+add_header Cache-Control "public, max-age=0, must-revalidate";/,
    );
  });
});

describe("a Lighthouse result in the compare table", () => {
  it("gives the route asked for, TBT, LCP, FCP and each script once", () => {
    const run = lhrRun({
      requestedUrl: "http://127.0.0.1:4312/hello-world/",
      finalDisplayedUrl: "http://127.0.0.1:4312/hello-world/",
      audits: {
        "total-blocking-time": { numericValue: 65.4 },
        "largest-contentful-paint": { numericValue: 1531 },
        "first-contentful-paint": { numericValue: 931 },
        "network-requests": {
          details: {
            items: [
              { url: "http://127.0.0.1:4312/hello-world/", resourceType: "Document" },
              { url: "http://127.0.0.1:4312/app-1.js", resourceType: "Script" },
              { url: "http://127.0.0.1:4312/app-1.js", resourceType: "Script" },
              { url: "http://127.0.0.1:4312/framework-2.js", resourceType: "Script" },
              { url: "http://127.0.0.1:4312/page-data/app-data.json", resourceType: "Fetch" },
            ],
          },
        },
      },
    });
    expect(run).toEqual({
      path: "/hello-world/",
      tbtMs: 65.4,
      lcpMs: 1531,
      fcpMs: 931,
      scripts: ["http://127.0.0.1:4312/app-1.js", "http://127.0.0.1:4312/framework-2.js"],
    });
  });

  it("has no figures from a run Lighthouse could not make, and says why", () => {
    const run = lhrRun({
      requestedUrl: "http://127.0.0.1:4311/",
      runtimeError: { code: "NO_FCP", message: "The page did not paint any content." },
      audits: { "total-blocking-time": { numericValue: Number.NaN } },
    });
    expect(run).toMatchObject({ path: "/", tbtMs: null, lcpMs: null, fcpMs: null, scripts: [] });
    expect(run.error).toBe("NO_FCP: The page did not paint any content.");
  });
});

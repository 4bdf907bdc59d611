// The production bundle's stand-in for Gatsby's service-worker registration (gatsby/patches/
// serviceWorkerRegistration.ts): it matches the file the app entry requires, and does nothing.
import fs from "node:fs";
import path from "node:path";
import * as stub from "../../gatsby/patches/serviceWorkerRegistration.production";
import {
  SERVICE_WORKER_REGISTRATION,
  SERVICE_WORKER_REGISTRATION_STUB,
} from "../../gatsby/patches/serviceWorkerRegistration";

const ROOT = path.resolve(__dirname, "../..");
const GATSBY = path.dirname(require.resolve("gatsby/package.json"));

it("matches the registration file of .cache/, and no other file", () => {
  expect(
    SERVICE_WORKER_REGISTRATION.test(path.join(ROOT, ".cache", "register-service-worker.js")),
  ).toBe(true);
  expect(SERVICE_WORKER_REGISTRATION.test(path.join(ROOT, ".cache", "production-app.js"))).toBe(
    false,
  );
  expect(
    SERVICE_WORKER_REGISTRATION.test(path.join(ROOT, "src", "register-service-worker.js")),
  ).toBe(false);
});

it("stands in with a module that does nothing", () => {
  expect(fs.existsSync(SERVICE_WORKER_REGISTRATION_STUB)).toBe(true);
  expect(Object.keys(stub)).toEqual([]);
});

describe("upstream guard: the registration runs only when a browser plugin asks for it", () => {
  it("is required by the app entry behind registerServiceWorker alone", () => {
    const app = fs.readFileSync(path.join(GATSBY, "cache-dir", "production-app.js"), "utf8");
    const requires = [...app.matchAll(/require\(`\.\/register-service-worker`\)/g)];
    expect(requires).toHaveLength(1);
    const guarded =
      /if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)\s*\}/;
    expect(app).toMatch(guarded);
  });

  it("is asked for by none of the site's browser plugins", () => {
    const config = fs.readFileSync(path.join(ROOT, "gatsby-config.ts"), "utf8");
    const names = [...config.matchAll(/^\s*(?:resolve: )?"(gatsby-[\w-]+)"/gm)].map((m) => m[1]);
    expect(names).toContain("gatsby-plugin-react-helmet");
    const internal = path.join(GATSBY, "dist", "internal-plugins");
    const files = [
      path.join(ROOT, "gatsby-browser.tsx"),
      ...names.map((name) =>
        path.join(path.dirname(require.resolve(`${name}/package.json`)), "gatsby-browser.js"),
      ),
      ...fs.readdirSync(internal).map((dir) => path.join(internal, dir, "gatsby-browser.js")),
    ].filter((file) => fs.existsSync(file));
    // The site's own and Gatsby's internal Partytown plugin have browser files; the others none.
    expect(files).toContain(path.join(ROOT, "gatsby-browser.tsx"));
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files)
      expect([file, fs.readFileSync(file, "utf8")]).not.toContainEqual(
        expect.stringContaining("registerServiceWorker"),
      );
  });
});

// The production bundle's stand-in for Gatsby's internal Partytown plugin (gatsby/patches/
// partytownBrowser.ts): it matches the file Gatsby's plugin runner requires, and implements no API.
import fs from "node:fs";
import path from "node:path";
import * as stub from "../../gatsby/patches/partytownBrowser.production";
import { PARTYTOWN_BROWSER, PARTYTOWN_BROWSER_STUB } from "../../gatsby/patches/partytownBrowser";

const GATSBY = path.dirname(require.resolve("gatsby/package.json"));
const PLUGIN_BROWSER = path.join(
  GATSBY,
  "dist",
  "internal-plugins",
  "partytown",
  "gatsby-browser.js",
);

it("matches the plugin's browser file, and no other file", () => {
  expect(PARTYTOWN_BROWSER.test(PLUGIN_BROWSER)).toBe(true);
  expect(
    PARTYTOWN_BROWSER.test(
      path.join(GATSBY, "dist", "internal-plugins", "partytown", "gatsby-ssr.js"),
    ),
  ).toBe(false);
  expect(PARTYTOWN_BROWSER.test(path.join(GATSBY, "cache-dir", "gatsby-browser-entry.js"))).toBe(
    false,
  );
});

it("stands in with a module that implements no browser API", () => {
  expect(fs.existsSync(PARTYTOWN_BROWSER_STUB)).toBe(true);
  expect(Object.keys(stub)).toEqual([]);
});

describe("upstream guard: the plugin's browser half still does nothing in a production build", () => {
  const source = fs.readFileSync(PLUGIN_BROWSER, "utf8");

  it("implements onInitialClientRender only", () => {
    const exported = [...source.matchAll(/^exports\.(?!__esModule)(\w+) = (?!void 0)\w+;/gm)].map(
      (m) => m[1],
    );
    expect(exported).toEqual(["onInitialClientRender"]);
  });

  it("returns at once outside development, before touching gatsby-script or the snippet", () => {
    const body = /const onInitialClientRender = \(\) => \{([\s\S]*?)\n\};/.exec(source)?.[1] ?? "";
    const guard = body.indexOf("if (process.env.NODE_ENV !== `development`) {\n    return;\n  }");
    expect(guard).toBeGreaterThanOrEqual(0);
    expect(body.indexOf("_gatsbyScript")).toBeGreaterThan(guard);
    expect(body.indexOf("_injectPartytownSnippet")).toBeGreaterThan(guard);
  });

  it("is required by the browser plugins' list Gatsby writes, by its resolved path", () => {
    const initialize = fs.readFileSync(
      path.join(GATSBY, "dist", "services", "initialize.js"),
      "utf8",
    );
    expect(initialize).toContain("api-runner-browser-plugins.js");
    expect(initialize).toContain("plugin: require('${plugin.resolve}'),");
  });
});

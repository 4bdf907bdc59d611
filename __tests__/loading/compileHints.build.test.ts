// The compile hint (gatsby/compileHints.ts) in the built site: every script a page loads on its
// first visit begins with it, so Chrome compiles them while they download; the chunks that load on
// demand (src/onDemand.ts) do not, and keep V8's lazy compiling.
import fs from "node:fs";
import path from "node:path";
import { chunkGroupScripts, staticPageScripts } from "../../bench/chunks";
import { COMPILE_HINT } from "../../gatsby/compileHints";
import { PUBLIC_DIR, ROUTES } from "../../scripts/siteRoutes";

const startsWithHint = (file: string) =>
  fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8").startsWith(COMPILE_HINT);

/** The scripts of a chunk group the build named; a group the build lacks fails the test. */
function groupScripts(name: string): string[] {
  const scripts = chunkGroupScripts(PUBLIC_DIR, name);
  if (!scripts) throw new Error(`the build has no chunk group ${name}`);
  return scripts;
}

describe("the compile hint in the built site", () => {
  const firstLoad = new Set(ROUTES.flatMap((route) => staticPageScripts(PUBLIC_DIR, route.path)));

  it("begins every script of every page's first load", () => {
    expect(firstLoad.size).toBeGreaterThan(5);
    expect([...firstLoad].filter((file) => !startsWithHint(file))).toEqual([]);
  });

  it.each(["simulator", "capacity", "booking", "search-overlay", "contact-form", "carousel"])(
    "is not on the on-demand chunk %s",
    (name) => {
      const own = groupScripts(name).filter((file) => !firstLoad.has(file));
      expect(own.length).toBeGreaterThan(0);
      expect(own.filter(startsWithHint)).toEqual([]);
    },
  );
});

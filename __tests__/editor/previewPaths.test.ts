/** @jest-environment node */
// The editor's "view live" links: a page's entry opens its route; every other data file named has
// a route of the site to open, every file named exists, and the generated configuration carries
// each as Decap's preview_path.
import fs from "node:fs";
import path from "node:path";
import { PREVIEW_PATHS, previewPathOf } from "../../cms/previewPaths";
import { pageFileOfRoute, routes as readRoutes } from "../helpers/dataFiles";

const DATA = path.resolve(__dirname, "../../data");
const config = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, "../../cms/config.json"), "utf8"),
) as { collections: { files: { file: string; preview_path?: string }[] }[] };
const routes = new Set(readRoutes().map((page) => page.path));

describe("the editor's preview paths", () => {
  it.each(Object.entries(PREVIEW_PATHS))("%s opens %s, a route of the site", (file, route) => {
    expect(fs.existsSync(path.join(DATA, file))).toBe(true);
    expect(routes.has(route)).toBe(true);
  });

  it("gives each Romanian page's entry its own route", () => {
    const entries = config.collections.flatMap((c) => c.files);
    for (const route of readRoutes().filter((r) => r.lang === "ro")) {
      const file = `data/${pageFileOfRoute(route.path)}`;
      expect([file, entries.find((e) => e.file === file)?.preview_path]).toEqual([
        file,
        route.path.slice(1),
      ]);
    }
    expect(previewPathOf("page-acasa.json", "/")).toBe("");
    expect(previewPathOf("contact.json")).toBe("contact");
  });

  it("is in cms/config.json for every file it names", () => {
    const entries = config.collections.flatMap((c) => c.files);
    for (const [file, route] of Object.entries(PREVIEW_PATHS)) {
      const entry = entries.find((e) => e.file === `data/${file}`);
      expect([file, entry?.preview_path]).toEqual([file, route.slice(1)]);
    }
  });
});

/** @jest-environment node */
// The editor's "view live" links: every data file named has a page of data/pages.json to open,
// every file named exists, and the generated configuration carries each as Decap's preview_path.
import fs from "node:fs";
import path from "node:path";
import { PREVIEW_PATHS, previewPathOf } from "../../cms/previewPaths";
import { readData } from "../helpers/dataFiles";

const DATA = path.resolve(__dirname, "../../data");
const config = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, "../../cms/config.json"), "utf8"),
) as { collections: { files: { file: string; preview_path?: string }[] }[] };
const routes = new Set(readData<{ path: string }[]>("pages.json").map((page) => page.path));

describe("the editor's preview paths", () => {
  it.each(Object.entries(PREVIEW_PATHS))("%s opens %s, a route of the site", (file, route) => {
    expect(fs.existsSync(path.join(DATA, file))).toBe(true);
    expect(routes.has(route)).toBe(true);
  });

  it("gives each Romanian page's own file its page", () => {
    expect(PREVIEW_PATHS["ro-about.json"]).toBe("/despre-noi");
    expect(PREVIEW_PATHS["ro-contact.json"]).toBe("/contact");
    expect(previewPathOf("ro-home.json")).toBe("");
  });

  it("is in cms/config.json for every file it names", () => {
    const entries = config.collections.flatMap((c) => c.files);
    for (const [file, route] of Object.entries(PREVIEW_PATHS)) {
      const entry = entries.find((e) => e.file === `data/${file}`);
      expect([file, entry?.preview_path]).toEqual([file, route.slice(1)]);
    }
  });
});

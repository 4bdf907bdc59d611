// Static markup (src/components/ui/Static.tsx) in the built pages: each is found again by its id.
// That no control is left dead inside one is checked in the browser
// (loading/firstPaint.browser.test.ts).
import fs from "node:fs";
import path from "node:path";
import { htmlFiles } from "../helpers/builtSite";
import { PUBLIC_DIR } from "../../scripts/siteRoutes";

const STATIC_ID = /data-static="([^"]*)"/g;

describe("static markup in the built pages", () => {
  const pages = htmlFiles().map((file) => ({
    file,
    html: fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8"),
  }));

  it("gives every Static of a page an id of its own (the app finds its server markup by it)", () => {
    expect(pages.length).toBeGreaterThan(0);
    const duplicates = pages.flatMap(({ file, html }) => {
      const ids = [...html.matchAll(STATIC_ID)].map((match) => match[1]);
      return ids.filter((id, index) => ids.indexOf(id) !== index).map((id) => `${file}: ${id}`);
    });
    expect(duplicates).toEqual([]);
  });
});

// Test-only hooks stay out of what visitors download: no data-testid in the built HTML or JS.
import fs from "node:fs";
import path from "node:path";
import { htmlFiles } from "../helpers/builtSite";
import { PUBLIC_DIR } from "../../scripts/siteRoutes";

const TEST_ID = /data-testid/;

function scriptFiles(): string[] {
  return fs
    .readdirSync(PUBLIC_DIR)
    .filter((name) => name.endsWith(".js"))
    .sort();
}

describe("production markup", () => {
  it("has no data-testid attribute in any built page", () => {
    const files = htmlFiles();
    expect(files.length).toBeGreaterThan(0);
    const offenders = files.filter((file) =>
      TEST_ID.test(fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("has no data-testid in the JavaScript that renders pages in the browser", () => {
    const offenders = scriptFiles().filter((file) =>
      TEST_ID.test(fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});

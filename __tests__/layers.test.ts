/** @jest-environment node */
// The three levels of the code: ui → sections → pages; chrome (layout) is its own branch. A lower
// level never imports a higher one, so shared pieces live where every level may use them.
import fs from "node:fs";
import path from "node:path";

const COMPONENTS = path.resolve(__dirname, "../src/components");

/** Every relative import of the .ts(x) files of one components folder, as "file: import". */
function importsOf(folder: string): string[] {
  const dir = path.join(COMPONENTS, folder);
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .flatMap((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const source = fs.readFileSync(file, "utf8");
      return [...source.matchAll(/from "(\.[^"]+)"/g)].map((m) => {
        const target = path.relative(COMPONENTS, path.resolve(path.dirname(file), m[1]));
        return `${path.relative(COMPONENTS, file)}: ${target}`;
      });
    });
}

describe("layers", () => {
  it("ui imports neither layout nor sections", () => {
    expect(importsOf("ui").filter((line) => /: (layout|sections)\//.test(line))).toEqual([]);
  });

  it("sections do not import layout", () => {
    expect(importsOf("sections").filter((line) => /: layout\//.test(line))).toEqual([]);
  });
});

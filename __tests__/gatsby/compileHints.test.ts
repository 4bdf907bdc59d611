/** @jest-environment node */
// The compile hint on the scripts every page loads, in a real webpack production build: minified
// (the minifier drops comments, so the hint goes in after it) and with source maps (written after
// the hint, so they count its line). A chunk only an import() fetches keeps V8's lazy compiling.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import webpack from "webpack";
import { COMPILE_HINT, CompileHintPlugin } from "../../gatsby/compileHints";

let dir: string;
let files: string[];
const read = (prefix: string) => {
  const file = files.find((name) => name.startsWith(prefix) && name.endsWith(".js"));
  if (!file) throw new Error(`no script ${prefix}… among ${files.join(", ")}`);
  return { code: fs.readFileSync(path.join(dir, "out", file), "utf8"), file };
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  const src = path.join(dir, "src");
  fs.mkdirSync(src);
  // As Gatsby's app loads a page template: an import() whose chunk is named component---….
  fs.writeFileSync(
    path.join(src, "index.js"),
    [
      'import(/* webpackChunkName: "component---src-templates-page" */ "./template").then((m) => m.render());',
      'document.addEventListener("click", () => import(/* webpackChunkName: "later" */ "./later").then((m) => m.run()));',
    ].join("\n"),
  );
  fs.writeFileSync(
    path.join(src, "template.js"),
    'export function render() { document.title = "the template ran"; }\n',
  );
  fs.writeFileSync(
    path.join(src, "later.js"),
    'export function run() { document.title = "on demand"; }\n',
  );
  const compiler = webpack({
    mode: "production",
    context: dir,
    devtool: "source-map",
    entry: { app: "./src/index.js" },
    output: { path: path.join(dir, "out"), filename: "[name]-[contenthash].js" },
    plugins: [new CompileHintPlugin()],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats!.toString("errors-only")));
      else compiler.close(() => resolve());
    }),
  );
  files = fs.readdirSync(path.join(dir, "out"));
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the compile hint", () => {
  it("is the first line of the entry's script and of a page template's", () => {
    expect(read("app-").code.startsWith(COMPILE_HINT)).toBe(true);
    expect(read("component---src-templates-page-").code.startsWith(COMPILE_HINT)).toBe(true);
  });

  it("is not on a chunk that only an import() in an event handler fetches", () => {
    const later = read("later-").code;
    expect(later).toContain("on demand");
    expect(later).not.toContain(COMPILE_HINT.trim());
  });

  it("survives minifying, and the source map counts its line", () => {
    for (const prefix of ["app-", "component---src-templates-page-"]) {
      const { code, file } = read(prefix);
      expect(code).toContain(`//# sourceMappingURL=${file}.map`);
      const map = JSON.parse(fs.readFileSync(path.join(dir, "out", `${file}.map`), "utf8")) as {
        mappings: string;
      };
      // The hint's line maps to nothing; the code's mappings start on the second line.
      expect(map.mappings.split(";")[0]).toBe("");
      expect(map.mappings.split(";")[1]).not.toBe("");
    }
  });
});

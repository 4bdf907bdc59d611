/** @jest-environment node */
// Lists are ordered in one place: the query. Every list of a collection with ids asks for
// `sort: { jsonId: ASC }` (gatsby-transformer-json keeps the number, so 10 follows 9), and no
// component sorts again.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const SRC = path.join(ROOT, "src");

/** The node types the schema declares with a jsonId, e.g. FaqJson. */
function typesWithIds(): Set<string> {
  const dir = path.join(ROOT, "gatsby/schema");
  const schema = fs
    .readdirSync(dir)
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
    .join("\n");
  const types = new Set<string>();
  for (const m of schema.matchAll(/type (\w+Json) implements Node[^{]*\{([^}]*)\}/g)) {
    if (/\bjsonId\b/.test(m[2])) types.add(m[1]);
  }
  return types;
}

function sourceFiles(): string[] {
  return fs
    .readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && e.name !== "gatsby-types.d.ts")
    .map((e) => path.join(e.parentPath, e.name));
}

describe("ordering", () => {
  it("every list of an id'd collection is sorted by jsonId in its query", () => {
    const types = typesWithIds();
    expect(types.has("FaqJson")).toBe(true);
    const unsorted: string[] = [];
    for (const file of sourceFiles()) {
      const source = fs.readFileSync(file, "utf8");
      for (const m of source.matchAll(/\b(all(\w+Json))\s*(\(([^)]*)\))?\s*\{/g)) {
        if (!types.has(m[2])) continue;
        if (!/sort:\s*\{\s*jsonId:\s*ASC\s*\}/.test(m[4] ?? "")) {
          unsorted.push(`${path.relative(ROOT, file)}: ${m[1]}`);
        }
      }
    }
    expect(unsorted).toEqual([]);
  });

  it("no component sorts query results again", () => {
    const resorting = sourceFiles().filter((file) =>
      /\.sort\(\s*\(a, b\) => Number\(a\.jsonId\)|byJsonId/.test(fs.readFileSync(file, "utf8")),
    );
    expect(resorting).toEqual([]);
  });
});

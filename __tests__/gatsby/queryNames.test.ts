/** @jest-environment node */
// Gatsby extracts every exported graphql tag whatever its export's name, so the name is a
// convention only: page queries and fragments alike are exported as `query`, one name to look for.
import fs from "node:fs";
import path from "node:path";

const SRC = path.resolve(__dirname, "../../src");

/** Every `export const NAME = graphql` in src/, as "file: NAME". */
function graphqlExports(): string[] {
  return fs
    .readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && e.name !== "gatsby-types.d.ts")
    .flatMap((e) => {
      const file = path.join(e.parentPath, e.name);
      const source = fs.readFileSync(file, "utf8");
      return [...source.matchAll(/export const (\w+)\s*=\s*graphql`/g)].map(
        (m) => `${path.relative(SRC, file)}: ${m[1]}`,
      );
    });
}

describe("graphql exports", () => {
  it("are all named query", () => {
    const all = graphqlExports();
    expect(all.length).toBeGreaterThan(40);
    expect(all.filter((line) => !line.endsWith(": query"))).toEqual([]);
  });
});

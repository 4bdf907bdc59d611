// What the real data layer produced: the page queries' and static queries' results that
// `gatsby build` wrote into public/page-data. Page tests render with these, so a field the schema
// or a query lacks fails a test instead of reaching a visitor.
import fs from "node:fs";
import path from "node:path";
import type { PageContext } from "../../src/types";

const PAGE_DATA = path.resolve(__dirname, "../../public/page-data");

function readJson(file: string): unknown {
  if (!fs.existsSync(file)) {
    throw new Error(`${path.relative(process.cwd(), file)} is missing: build the site first`);
  }
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

/** The page-data file of a route: "/" → index, "/servicii/leasing" → servicii/leasing. */
export function pageDataFile(route: string): string {
  const dir = route === "/" ? "index" : route.replace(/^\//, "");
  return path.join(PAGE_DATA, dir, "page-data.json");
}

/**
 * A built page's query result and context. `D` names the page query's generated type: the JSON
 * is what that query returned, so this is the one place it is given its type.
 */
export function builtPage<D>(route: string): { data: D; pageContext: PageContext } {
  const json = readJson(pageDataFile(route)) as {
    path: string;
    result: { data: D; pageContext: PageContext };
  };
  if (json.path !== route) throw new Error(`${pageDataFile(route)} is the page of ${json.path}`);
  return json.result;
}

/** The static queries the built pages use: a query removed since an earlier build leaves its
 * result file behind in public/, which must not answer for the current one. */
function usedStaticQueryHashes(): Set<string> {
  const hashes = new Set<string>();
  for (const entry of fs.readdirSync(PAGE_DATA, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "page-data.json") continue;
    const page = readJson(path.join(entry.parentPath, entry.name)) as {
      staticQueryHashes?: string[];
    };
    for (const hash of page.staticQueryHashes ?? []) hashes.add(hash);
  }
  return hashes;
}

/** Every static query's result of the build, merged (each answers its own root fields). */
export function builtStaticData(): Record<string, unknown> {
  const dir = path.join(PAGE_DATA, "sq", "d");
  if (!fs.existsSync(dir)) throw new Error(`${dir} is missing: build the site first`);
  const used = usedStaticQueryHashes();
  return Object.assign(
    {},
    ...[...used]
      .sort()
      .map((hash) => (readJson(path.join(dir, `${hash}.json`)) as { data: object }).data),
  );
}

/** The page context createPages gave a route in the build. */
export function builtContext(route: string): PageContext {
  return builtPage<unknown>(route).pageContext;
}

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

/** Every static query's result of the build, merged (each answers its own root fields). */
export function builtStaticData(): Record<string, unknown> {
  const dir = path.join(PAGE_DATA, "sq", "d");
  if (!fs.existsSync(dir)) throw new Error(`${dir} is missing: build the site first`);
  return Object.assign(
    {},
    ...fs
      .readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .sort()
      .map((file) => (readJson(path.join(dir, file)) as { data: object }).data),
  );
}

/** The page context createPages gave a route in the build. */
export function builtContext(route: string): PageContext {
  return builtPage<unknown>(route).pageContext;
}

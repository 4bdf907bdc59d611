// The data files as a maintainer wrote them, for what tests expect to see. What components render
// comes from the build (builtData.ts), never from a copy of the transformer. The Romanian pages'
// content lives in page files (data/page-*.json); `part` and `partItems` read one part of them
// the way the build's collections hold it (with the page key or language their route implies).
import fs from "fs";
import path from "path";
import { impliedFields, PARTS } from "../../contract/pageFiles";
import { pageFileNames, pageFileOf, readRoutes, type RouteRow } from "../../io/pageFiles";

const DATA = path.resolve(__dirname, "../../data");

// JSON read at run time has the schema's shape, which the build checks; tests read it as loosely
// as they read imported JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Item = Record<string, any>;

export function readData<T = Item[]>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")) as T;
}

/** The items of one or more array files, in file order, as written. */
export function items(...files: string[]): Item[] {
  return files.flatMap((file) => readData<Item[]>(file));
}

/** Every route of the site: the page files' (home first), then data/pages.json's. */
export function routes(dataDir = DATA): RouteRow[] {
  return readRoutes(dataDir);
}

/** The page file of a route, e.g. "page-leasing.json" for "/servicii/leasing". */
export function pageFileOfRoute(routePath: string, dataDir = DATA): string {
  const name = pageFileOf(dataDir, routePath);
  if (!name) throw new Error(`no page file has the route ${routePath}`);
  return name;
}

/**
 * One part of every page file that has it, in the files' order: a list part's items one after
 * another, an object part once per file; each with the fields its route implies (the FAQ's
 * `page`, a service's `key`, a timeline entry's `lang`), `id` as written.
 */
export function partItems(name: string, dataDir = DATA): Item[] {
  const spec = PARTS[name];
  if (!spec) throw new Error(`"${name}" is not a part of a page file`);
  return pageFileNames(dataDir).flatMap((file) => {
    const content = JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as Item;
    const value = content[name];
    if (value === undefined) return [];
    const implied = impliedFields(spec, content.route);
    const values: Item[] = spec.list ? value : [value];
    return values.map((item) => ({ ...item, ...implied }));
  });
}

/** The one object part only one page file has: `home`, `about`, `services`, `contact`. */
export function part(name: string, dataDir = DATA): Item {
  const found = partItems(name, dataDir);
  if (found.length !== 1) throw new Error(`${found.length} page files have "${name}", not one`);
  return found[0];
}

// Page contexts for tests, built from data/pages.json by the same function createPages uses.
import { pageContext, type RouteEntry } from "../../gatsby/createPages";
import type { PageContext } from "../../src/types";
import { readData } from "./dataFiles";

export function routeEntries(): RouteEntry[] {
  return readData<Omit<RouteEntry, "ogImage">[]>("pages.json").map((page) => ({
    ...page,
    ogImage: { publicURL: `/static/${page.path.replace(/\W+/g, "-")}.png` },
  }));
}

export function contextFor(path: string): PageContext {
  const routes = routeEntries();
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path} in data/pages.json`);
  return pageContext(route, routes, "/static/default.png");
}

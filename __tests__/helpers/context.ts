// Page contexts for tests, built from the routes by the same function createPages uses.
import { pageContext, type RouteEntry } from "../../gatsby/createPages";
import type { PageContext } from "../../src/types";
import { routes } from "./dataFiles";

export function routeEntries(): RouteEntry[] {
  return (routes() as unknown as Omit<RouteEntry, "ogImage">[]).map((page) => ({
    ...page,
    ogImage: { publicURL: `/static/${page.path.replace(/\W+/g, "-")}.png` },
  }));
}

export function contextFor(path: string): PageContext {
  const routes = routeEntries();
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path} in the data`);
  return pageContext(route, routes, "/static/default.png");
}

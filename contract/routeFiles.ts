// URLs and the files Gatsby writes for them (`trailingSlash: "never"`): /servicii/leasing is
// public/servicii/leasing/index.html, / is public/index.html, and any other file is served at its
// own path. The proxies' CSP maps, the search index and the build checks all map between the two
// with this.

/** The URL a visitor asks a built file by (relative to public/, forward slashes):
 * `servicii/leasing/index.html` → `/servicii/leasing`, `404.html` → `/404.html`. */
export function urlOfFile(rel: string): string {
  if (rel === "index.html") return "/";
  if (rel.endsWith("/index.html")) return `/${rel.slice(0, -"/index.html".length)}`;
  return `/${rel}`;
}

/** Every URL path that serves a built file: a page's route and its index.html. */
export function urlsOfFile(rel: string): string[] {
  const url = urlOfFile(rel);
  if (rel === "index.html") return ["/", "/index.html"];
  return rel.endsWith("/index.html") ? [url, `${url}/index.html`] : [url];
}

/** The HTML file of a route, relative to public/: `/` → `index.html`. */
export function htmlFileOfRoute(route: string): string {
  const trimmed = route.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "index.html" : `${trimmed}/index.html`;
}

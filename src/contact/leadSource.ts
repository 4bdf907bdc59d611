// Where a lead comes from: the form sends the route it is on (contract/forms/antiBot.ts names the field),
// and the server keeps it only if it is a route of the site.

/** The route the visitor is on, as the form reports it (empty outside a browser). */
export function currentRoute(): string {
  return typeof window === "undefined" ? "" : window.location.pathname;
}

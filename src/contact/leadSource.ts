// Where a lead comes from: the form sends the route it is on, and the server keeps it only if it is
// a route of data/pages.json. The field lives here so ContactForm only renders <LeadSourceField />.

/** Name on the wire of the route the form was sent from. */
export const SOURCE_FIELD = "sourcePath";

/** The route the visitor is on, as the form reports it (empty outside a browser). */
export function currentRoute(): string {
  return typeof window === "undefined" ? "" : window.location.pathname;
}

// The route a lead was sent from, checked against the routes of the site, and the service it names.
import path from "node:path";
import { UNKNOWN_SOURCE } from "./db";
import { readRoutes } from "../io/pageFiles";
/** Routes are short; anything longer is not one of ours and is not worth storing. */
const MAX_SOURCE_LENGTH = 200;
/** The service pages (`/servicii/…`): their banner title names the service in mail and export. */
const SERVICE_TEMPLATE = "ServicePage";

export interface LeadSource {
  /** A route of the site, or "unknown". */
  path: string;
  /** The service's title on /servicii/… pages, else null. */
  service: string | null;
}

const ROUTES = new Map(
  readRoutes(path.resolve(__dirname, "../data")).map((p) => [
    p.path,
    p.template === SERVICE_TEMPLATE ? p.title : null,
  ]),
);

/** "/servicii/leasing/?x=1#formular" → "/servicii/leasing"; only known routes survive. */
export function resolveLeadSource(raw: string | undefined): LeadSource {
  const value = (raw ?? "").trim();
  if (!value.startsWith("/") || value.length > MAX_SOURCE_LENGTH) {
    return { path: UNKNOWN_SOURCE, service: null };
  }
  const pathname = value.split(/[?#]/)[0].replace(/\/+$/, "") || "/";
  if (!ROUTES.has(pathname)) return { path: UNKNOWN_SOURCE, service: null };
  return { path: pathname, service: ROUTES.get(pathname) ?? null };
}

/** The path of a same-host Referer: a form posted without JavaScript before hydration has no field. */
export function refererPath(referer: string | undefined, host: string | undefined): string {
  if (!referer || !host) return "";
  try {
    const url = new URL(referer);
    return url.host === host ? url.pathname : "";
  } catch {
    return "";
  }
}

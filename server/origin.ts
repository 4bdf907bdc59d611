// No cross-site state changes (OWASP's CSRF guidance, Fetch Metadata first). A page on another
// site can make a visitor's browser post to the site's endpoints (a form, a no-cors fetch), and
// every visitor of such a page would post from their own address, past any per-address limit.
// Every state-changing request is refused, before its body is read, when the browser says it
// comes from another site (Sec-Fetch-Site: cross-site, or same-site from a sibling host), or, from
// a browser that sends no Fetch Metadata, when its Origin is not the site's own. A request without
// either header (curl, the deploy check, an old browser) and one the visitor made themselves
// (Sec-Fetch-Site: none) pass; the site's own forms, with or without JavaScript, send same-origin.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import copy from "../data/contact.json";
import { wantsHtml } from "./formPost";

/** The methods that change state; GET and HEAD never do on this site. */
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** An origin ("https://www.example.com") in its serialized form, or null when it is not one. */
function originOf(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origins the site is reached at: the request's own (the scheme and host the server sees,
 * behind a trusted proxy those it forwards) and the configured SITE_URL. */
function ownOrigins(request: FastifyRequest, siteOrigin: string | null): Set<string> {
  const own = new Set<string>();
  const seen = request.host ? originOf(`${request.protocol}://${request.host}`) : null;
  if (seen) own.add(seen);
  if (siteOrigin) own.add(siteOrigin);
  return own;
}

export type OriginVerdict = { allowed: true } | { allowed: false; fetchSite: string; site: string };

/** Whether a request may change state, from its Sec-Fetch-Site and Origin headers. */
export function judgeOrigin(request: FastifyRequest, siteOrigin: string | null): OriginVerdict {
  if (!STATE_CHANGING.has(request.method)) return { allowed: true };
  const fetchSite = String(request.headers["sec-fetch-site"] ?? "")
    .trim()
    .toLowerCase();
  const origin = request.headers.origin;
  const isOwn = () =>
    origin !== undefined && ownOrigins(request, siteOrigin).has(originOf(origin) ?? "");
  const refuse = (): OriginVerdict => ({
    allowed: false,
    fetchSite: fetchSite || "absent",
    site: origin === undefined ? "absent" : (originOf(origin) ?? "unreadable").slice(0, 100),
  });
  switch (fetchSite) {
    case "same-origin":
    case "none":
      return { allowed: true };
    case "cross-site":
      return refuse();
    case "same-site":
      // A sibling host (another subdomain) is another site's page unless it is the site's own.
      return isOwn() ? { allowed: true } : refuse();
    default:
      // No Fetch Metadata: the Origin decides when there is one.
      return origin === undefined || isOwn() ? { allowed: true } : refuse();
  }
}

function refuse(request: FastifyRequest, reply: FastifyReply) {
  reply.code(403).header("cache-control", "no-store");
  if (wantsHtml(request))
    return reply.type("text/plain; charset=utf-8").send(copy.server.crossSite);
  return reply.send({ success: false, message: copy.server.crossSite });
}

/** Registers the guard on the whole server: `siteUrl` (SITE_URL) is an origin always accepted. */
export function refuseCrossSite(app: FastifyInstance, siteUrl: string | undefined): void {
  const siteOrigin = siteUrl ? originOf(siteUrl) : null;
  app.addHook("onRequest", async (request, reply) => {
    const verdict = judgeOrigin(request, siteOrigin);
    if (verdict.allowed) return;
    // Only the fetch-site keyword and the other site's origin: no other header's value.
    request.log.info(
      { fetchSite: verdict.fetchSite.slice(0, 20), site: verdict.site },
      "cross-site request refused",
    );
    return refuse(request, reply);
  });
}

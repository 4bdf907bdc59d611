// `gatsby develop` middleware: forwards exactly the server's own endpoints to the server started by
// `npm run serve`. Gatsby's `proxy` option cannot: it forwards only paths below its prefix
// (`/sendmail.php/…`), never the prefix itself, so the contact form got a 404 in development.
import http from "http";
import https from "https";
import type { IncomingMessage, ServerResponse } from "http";
import { CLIENT_ERRORS_PATH, HEALTH_PATH } from "../contract/endpoints";
import { FORM_TOKEN_PATH } from "../contract/forms/antiBot";
import { contactForm } from "../contract/forms/contact";
import { BOOKING_FEED_PATH, BOOKING_POST_PATHS, BOOKING_SLOTS_PATH } from "../contract/booking/api";
import { VITALS_PATH } from "../contract/vitals";

export const DEFAULT_CONTACT_SERVER_URL = "http://localhost:9000";

/** Method and exact path of every request the project's server answers in development: the
 * contact form's post, every form's token, the error reports, the Web Vitals beacons, the health
 * check and the booking paths. */
export const PROXIED_ROUTES: readonly { method: string; path: string }[] = [
  { method: "POST", path: contactForm.path },
  { method: "GET", path: FORM_TOKEN_PATH },
  { method: "HEAD", path: FORM_TOKEN_PATH },
  { method: "POST", path: CLIENT_ERRORS_PATH },
  { method: "POST", path: VITALS_PATH },
  { method: "GET", path: HEALTH_PATH },
  { method: "HEAD", path: HEALTH_PATH },
  { method: "GET", path: BOOKING_SLOTS_PATH },
  ...BOOKING_POST_PATHS.map((path) => ({ method: "POST", path })),
  { method: "GET", path: BOOKING_FEED_PATH },
];

type Next = (err?: unknown) => void;

export function isProxied(method: string | undefined, url: string | undefined): boolean {
  const pathname = (url ?? "").split("?")[0];
  return PROXIED_ROUTES.some((r) => r.method === method && r.path === pathname);
}

/** Express/connect-style middleware; anything else goes on to Gatsby untouched. */
export function developProxy(target: string = DEFAULT_CONTACT_SERVER_URL) {
  const upstream = new URL(target);
  const client = upstream.protocol === "https:" ? https : http;
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    if (!isProxied(req.method, req.url)) return next();
    const forwarded = client.request(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          "x-forwarded-for": req.socket.remoteAddress ?? "",
          "x-forwarded-host": req.headers.host ?? "",
          "x-forwarded-proto": "http",
        },
      },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    forwarded.on("error", (err: NodeJS.ErrnoException) => {
      if (res.headersSent) return res.destroy(err);
      // Developer-facing: the form shows its usual network-failure toast.
      res.writeHead(502, { "content-type": "text/plain; charset=utf-8" });
      res.end(
        `The contact server at ${target} did not answer (${err.code ?? err.message}). Start it with \`npm run serve\` or set CONTACT_SERVER_URL.\n`,
      );
    });
    req.pipe(forwarded);
  };
}

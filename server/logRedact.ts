// What Node's request log may say about a request: its path, never a secret of its query. The
// office's calendar feed carries its key (/booking/calendar.ics?key=…) and a mail's link its
// token (?t=…), so every query value is written as "…", and a parameter name only when it looks
// like one.
import type { FastifyRequest, FastifyServerOptions } from "fastify";

export const REDACTED = "…";
/** A parameter's name as the site's own are (key, t, type); anything else is not written. */
const PARAMETER_NAME = /^[A-Za-z0-9_.-]{1,24}$/;

/** The URL's path as it is, its query with every value replaced ("/booking/calendar.ics?key=…"). */
export function redactUrl(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const parts = url
    .slice(at + 1)
    .split("&")
    .filter((part) => part !== "")
    .map((part) => {
      const eq = part.indexOf("=");
      return eq > 0 && PARAMETER_NAME.test(part.slice(0, eq))
        ? `${part.slice(0, eq)}=${REDACTED}`
        : REDACTED;
    });
  return `${url.slice(0, at)}?${parts.join("&")}`;
}

/** Fastify's own request serializer (method, url, host, address, port), the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ""),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerOption = FastifyServerOptions["logger"];

/** The logger option with the redacting request serializer, over whatever serializers it has;
 * false (no log) stays false. */
export function redactedLogger(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const given = logger === true ? {} : logger;
  return { ...given, serializers: { ...given.serializers, req: serializeRequest } };
}

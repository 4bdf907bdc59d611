// What the browser's two JSON beacons share on the server: the error reports (errorReports.ts) and
// the Web Vitals (vitals.ts). Each has a limiter of its own per client (an IPv4 address, an IPv6
// /64), apart from the forms' and from the other's, remembering a bounded number of clients; each
// takes JSON only; and each answers a failure with a small JSON body: a fault 500, a storage
// failure 503, a refusal 413, 415 or 429 as Fastify read it, any other refusal 400.
import type { FastifyInstance, FastifyReply } from "fastify";
import rateLimit from "@fastify/rate-limit";
import { clientKey } from "./clientKey";
import { errorHandler } from "./errorHandler";

export interface ClientLimit {
  max: number;
  /** In ms or an @fastify/rate-limit string. */
  timeWindow: number | string;
  /** Clients remembered at once (least recently seen forgotten first); the endpoint's default
   * when absent. */
  clients?: number;
}

const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  503: "Service Unavailable",
};

/** A refusal's answer: its status, the status's name and why. */
export function refuse(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).send({ statusCode: status, error: STATUS_TEXT[status], message });
}

/** Inside the endpoint's plugin: its own limiter (none with `false`, for tests) and JSON only, as
 * Fastify's text/plain parser is removed there (a string body is answered 415). */
export async function guardBeacon(
  app: FastifyInstance,
  limit: ClientLimit | false,
  defaultClients: number,
): Promise<void> {
  if (limit) {
    const { max, timeWindow, clients = defaultClients } = limit;
    await app.register(rateLimit, {
      max,
      timeWindow,
      cache: clients,
      global: true,
      keyGenerator: (request) => clientKey(request.ip),
    });
  }
  app.removeContentTypeParser("text/plain");
}

export interface BeaconErrors {
  /** What one beacon is called in the answers: "a report", "a beacon". */
  noun: string;
  bodyLimit: number;
  lines: { storage?: string; fault: string };
  /** Said with a 503, for an endpoint that stores. */
  notStored?: string;
}

/** The error handler of a beacon's plugin. Only a storage failure or a fault is logged. */
export function beaconErrors({ noun, bodyLimit, lines, notStored }: BeaconErrors) {
  const plural = noun.replace(/^an? /, "");
  return errorHandler({
    lines,
    send(failure, _request, reply) {
      if (failure.kind === "fault")
        return reply.code(500).send({ statusCode: 500, error: "Internal Server Error" });
      if (failure.kind === "storage")
        return refuse(reply, 503, notStored ?? `${noun} could not be stored now`);
      switch (failure.status) {
        case 413:
          return refuse(reply, 413, `${noun} may be at most ${bodyLimit} bytes`);
        case 415:
          return refuse(reply, 415, "the body must be JSON (Content-Type: application/json)");
        case 429:
          return refuse(reply, 429, `too many ${plural}s from this address; try again later`);
        default:
          return refuse(reply, 400, "the body is not valid JSON");
      }
    },
  });
}

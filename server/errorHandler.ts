// The one error handler of the endpoints: the contact form, the booking and the browser's error
// reports. An error is one of three failures: storage refused the write (locked too long, the disk
// or the size cap full), answered 503 with Retry-After so the visitor tries again or calls, nothing
// acknowledged; a fault, answered 500 and logged whole; or a refusal of the request, by Fastify
// reading it (too large, a charset, one too many) or by the endpoint's own rules, which keeps its
// status. Each endpoint names its log lines and sends its own answer.
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { STORAGE_RETRY_AFTER_S } from "./formPost";
import { sqliteCode } from "./writeQueue";

/** Who refused a request: Fastify while reading it, or the endpoint's own rules. */
export type RefusedBy = "request" | "route";

export type Failure =
  | { kind: "storage"; status: 503; code: string }
  | { kind: "fault"; status: 500 }
  | { kind: "refused"; status: number; by: RefusedBy; error: FastifyError };

export interface ErrorHandling {
  lines: {
    /** A storage failure, at error level; absent for an endpoint that stores nothing, whose
     * errors are never told apart as storage's. */
    storage?: string;
    /** A fault, at error level, with the error. */
    fault: string;
    /** A refusal, at info level with its status, by who refused it; none: not logged. */
    refused?: Partial<Record<RefusedBy, string>>;
  };
  /** The status of an error the endpoint's own rules threw to refuse a request; undefined for any
   * other error. */
  refusedByRoute?: (error: Error) => number | undefined;
  send(failure: Failure, request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/** Which failure an error is, for an endpoint that does or does not store. */
export function classifyError(
  error: FastifyError,
  handling: Pick<ErrorHandling, "lines" | "refusedByRoute">,
): Failure {
  const own = handling.refusedByRoute?.(error);
  if (own !== undefined) return { kind: "refused", status: own, by: "route", error };
  const code = handling.lines.storage === undefined ? undefined : sqliteCode(error);
  if (code) return { kind: "storage", status: 503, code };
  const status = error.statusCode ?? 500;
  if (status >= 500) return { kind: "fault", status: 500 };
  return { kind: "refused", status, by: "request", error };
}

/** The handler an endpoint's plugin sets (app.setErrorHandler): logs the failure, asks for a retry
 * after a storage failure, and leaves the answer to the endpoint. */
export function errorHandler(handling: ErrorHandling) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const failure = classifyError(error, handling);
    if (failure.kind === "storage") {
      request.log.error({ code: failure.code }, handling.lines.storage);
      reply.header("retry-after", String(STORAGE_RETRY_AFTER_S));
    } else if (failure.kind === "fault") {
      request.log.error({ err: error }, handling.lines.fault);
    } else {
      const line = handling.lines.refused?.[failure.by];
      if (line) request.log.info({ status: failure.status, code: error.code }, line);
    }
    return handling.send(failure, request, reply);
  };
}

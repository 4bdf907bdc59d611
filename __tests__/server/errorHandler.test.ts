/** @jest-environment node */
// The one error handler of the endpoints, on a Fastify app of its own: an error is a storage
// failure (only for an endpoint that stores; answered after a Retry-After, logged with its code),
// a fault (logged with the error), or a refusal that keeps its status, by Fastify or by the
// endpoint's own rules, logged at info only where the endpoint names a line for it. The endpoint
// sends the answer; the handler never does.
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyError } from "fastify";
import {
  classifyError,
  errorHandler,
  type ErrorHandling,
  type Failure,
} from "../../server/errorHandler";
import { STORAGE_RETRY_AFTER_S } from "../../server/formPost";

/** An error an endpoint's own rules throw, with the status it refuses with. */
class OwnRefusal extends Error {
  constructor(readonly status: number) {
    super("refused by the rules");
  }
}

const sqliteError = (code: string) => Object.assign(new Error("disk full"), { code });
const httpError = (statusCode: number, code = "FST_ERR_TEST") =>
  Object.assign(new Error(`status ${statusCode}`), { statusCode, code });

const STORES: Pick<ErrorHandling, "lines" | "refusedByRoute"> = {
  lines: { storage: "could not be stored", fault: "failed" },
  refusedByRoute: (error) => (error instanceof OwnRefusal ? error.status : undefined),
};
const STORES_NOTHING: Pick<ErrorHandling, "lines"> = { lines: { fault: "failed" } };

describe("classifyError", () => {
  const classify = (error: Error, handling = STORES) =>
    classifyError(error as FastifyError, handling);

  it("a SQLite error is a storage failure with its code, where the endpoint stores", () => {
    expect(classify(sqliteError("SQLITE_FULL"))).toEqual({
      kind: "storage",
      status: 503,
      code: "SQLITE_FULL",
    });
    expect(classify(sqliteError("SQLITE_BUSY"), STORES_NOTHING)).toEqual({
      kind: "fault",
      status: 500,
    });
  });

  it("an error without a status, or with a 5xx, is a fault; a code that is not SQLite's too", () => {
    expect(classify(new Error("bug"))).toEqual({ kind: "fault", status: 500 });
    expect(classify(httpError(502))).toEqual({ kind: "fault", status: 500 });
    expect(classify(sqliteError("ENOSPC"))).toEqual({ kind: "fault", status: 500 });
  });

  it("a 4xx is refused by the request, keeping its status; the rules' own by the route", () => {
    const tooLarge = httpError(413);
    expect(classify(tooLarge)).toEqual({
      kind: "refused",
      status: 413,
      by: "request",
      error: tooLarge,
    });
    const own = new OwnRefusal(409);
    expect(classify(own)).toEqual({ kind: "refused", status: 409, by: "route", error: own });
    // The rules' own status counts before anything the error carries.
    const storageToo = Object.assign(new OwnRefusal(403), { code: "SQLITE_FULL" });
    expect(classify(storageToo)).toMatchObject({ kind: "refused", status: 403, by: "route" });
    expect(classify(own, STORES_NOTHING)).toEqual({ kind: "fault", status: 500 });
  });
});

describe("errorHandler", () => {
  /** An app whose one route throws what the test gives it, with the handler set as an endpoint
   * sets it, and every log line it writes. */
  async function appThrowing(error: Error, lines: ErrorHandling["lines"]) {
    const log: Record<string, unknown>[] = [];
    const sent: Failure[] = [];
    const app = Fastify({
      logger: { level: "info", stream: { write: (line: string) => log.push(JSON.parse(line)) } },
    });
    app.setErrorHandler(
      errorHandler({
        lines,
        refusedByRoute: STORES.refusedByRoute,
        send(failure, _request, reply) {
          sent.push(failure);
          return reply.code(failure.status).send({ kind: failure.kind });
        },
      }),
    );
    app.get("/", async () => {
      throw error;
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    const response = {
      status: answer.status,
      retryAfter: answer.headers.get("retry-after"),
      body: (await answer.json()) as unknown,
    };
    await app.close();
    // What the handler wrote: a request's lines, but Fastify's own two per request.
    const written = log.filter(
      (line) =>
        line.reqId !== undefined &&
        line.msg !== "incoming request" &&
        line.msg !== "request completed",
    );
    return { response, sent, written };
  }

  const LINES = {
    storage: "could not be stored",
    fault: "failed",
    refused: { route: "refused by a rule", request: "refused on reading" },
  };

  it("a storage failure: logged with its code, a Retry-After, and the endpoint's answer", async () => {
    const { response, sent, written } = await appThrowing(sqliteError("SQLITE_FULL"), LINES);
    expect(response.status).toBe(503);
    expect(response.retryAfter).toBe(String(STORAGE_RETRY_AFTER_S));
    expect(response.body).toEqual({ kind: "storage" });
    expect(sent).toHaveLength(1);
    expect(written).toMatchObject([{ level: 50, code: "SQLITE_FULL", msg: "could not be stored" }]);
  });

  it("a fault: logged with the error, and no Retry-After", async () => {
    const { response, written } = await appThrowing(new Error("bug"), LINES);
    expect(response.status).toBe(500);
    expect(response.retryAfter).toBeNull();
    expect(written).toMatchObject([{ level: 50, err: { message: "bug" }, msg: "failed" }]);
  });

  it("a refusal: logged at info by who refused it, with its status and any code", async () => {
    const own = await appThrowing(new OwnRefusal(409), LINES);
    expect(own.response.status).toBe(409);
    expect(own.written).toEqual([
      expect.objectContaining({ level: 30, status: 409, msg: "refused by a rule" }),
    ]);
    expect(own.written[0]).not.toHaveProperty("code");
    const read = await appThrowing(httpError(415, "FST_ERR_CTP_INVALID_MEDIA_TYPE"), LINES);
    expect(read.response.status).toBe(415);
    expect(read.written).toMatchObject([
      { level: 30, status: 415, code: "FST_ERR_CTP_INVALID_MEDIA_TYPE", msg: "refused on reading" },
    ]);
  });

  it("a refusal without a line for who refused it is not logged", async () => {
    const onlyOwn = { ...LINES, refused: { route: "refused by a rule" } };
    const { response, written } = await appThrowing(httpError(429), onlyOwn);
    expect(response.status).toBe(429);
    expect(written).toEqual([]);
    expect((await appThrowing(httpError(400), { fault: "failed" })).written).toEqual([]);
  });
});

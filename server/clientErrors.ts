// Errors Fastify answers before any route or hook runs still carry the security headers.
import http from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { NON_HTML_CSP } from "./security";

/** Bad URL encoding and similar router errors: 400 with the usual headers. */
export function frameworkErrorHandler(security: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    reply
      .headers(security)
      .header("content-security-policy", NON_HTML_CSP)
      .code(error.statusCode && error.statusCode < 500 ? error.statusCode : 400)
      .send({ statusCode: 400, error: "Bad Request", message: error.message });
  };
}

const STATUS_BY_CODE: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

/** Malformed requests, oversized headers and timeouts, written on the raw socket by Node. */
export function clientErrorHandler(security: Record<string, string>) {
  return (err: NodeJS.ErrnoException, socket: Socket) => {
    if (err.code === "ECONNRESET" || socket.destroyed) return;
    const status = STATUS_BY_CODE[err.code ?? ""] ?? 400;
    const reason = http.STATUS_CODES[status] ?? "Bad Request";
    const body = JSON.stringify({ statusCode: status, error: reason });
    const headers = {
      ...security,
      "content-security-policy": NON_HTML_CSP,
      "content-type": "application/json; charset=utf-8",
      "content-length": String(Buffer.byteLength(body)),
      connection: "close",
    };
    if (socket.writable) {
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
      socket.write(`HTTP/1.1 ${status} ${reason}\r\n${lines.join("\r\n")}\r\n\r\n${body}`);
    }
    socket.destroy(err);
  };
}

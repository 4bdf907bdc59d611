/** @jest-environment node */
// Requests Node or Fastify refuse before any route runs: a body or headers that trickle in (408), a URL
// that cannot be decoded (400), oversized headers (431). Each answer carries the security headers.
// Raw sockets against a real server on loopback.
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import { DEFAULT_TIMEOUTS } from "../../server/app";
import { readEnvConfig } from "../../server/config";
import { CONTACT_ENDPOINT } from "../../contract/endpoints";
import { startTestServer, type TestServer, type TestServerOptions } from "../helpers/server";

let server: TestServer;

async function start(overrides: TestServerOptions = {}) {
  server = await startTestServer({ tmpPrefix: "client-errors-", ...overrides });
}

afterEach(async () => {
  await server?.close();
});

/** Raw HTTP on a socket, for requests fetch cannot make (slow bodies, huge headers). */
function rawRequest(
  head: string,
  { drip, giveUpMs }: { drip?: string; giveUpMs: number },
): Promise<{ response: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const { port } = server.app.server.address() as AddressInfo;
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1", () => socket.write(head));
    let response = "";
    let timer: NodeJS.Timeout | undefined;
    if (drip) timer = setInterval(() => socket.writable && socket.write(drip), 200);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`connection still open after ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on("data", (chunk) => (response += chunk.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ response, closedAfterMs: Date.now() - started });
    });
  });
}

describe("slow clients", () => {
  const TIMEOUTS = { requestMs: 1_000, headersMs: 500, checkIntervalMs: 100 };

  it("closes a connection whose body trickles in", async () => {
    await start({ timeouts: TIMEOUTS });
    const head =
      `POST ${CONTACT_ENDPOINT} HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
      "Content-Length: 1000\r\n\r\nname=";
    const { response, closedAfterMs } = await rawRequest(head, { drip: "a", giveUpMs: 5_000 });
    expect(response).toMatch(/^HTTP\/1\.1 408/);
    expect(response).toMatch(/x-content-type-options: nosniff/i);
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it("answers stalled headers with 408 and the security headers", async () => {
    await start({ timeouts: TIMEOUTS });
    const { response } = await rawRequest("GET / HTTP/1.1\r\nHost: x\r\n", { giveUpMs: 5_000 });
    expect(response).toMatch(/^HTTP\/1\.1 408/);
    expect(response).toMatch(/x-frame-options: DENY/i);
  });

  it("are cut off by default within 15 s for a request and 10 s for its headers", () => {
    expect(readEnvConfig({}, os.tmpdir()).timeouts).toBeUndefined();
    expect(DEFAULT_TIMEOUTS.requestMs + DEFAULT_TIMEOUTS.checkIntervalMs).toBeLessThanOrEqual(
      15_000,
    );
    expect(DEFAULT_TIMEOUTS.headersMs + DEFAULT_TIMEOUTS.checkIntervalMs).toBeLessThanOrEqual(
      10_000,
    );
  });
});

describe("malformed requests", () => {
  beforeEach(() => start());

  it("a bad URL gets 400 with the security headers", async () => {
    const { response } = await rawRequest(
      "GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
      { giveUpMs: 5_000 },
    );
    expect(response).toMatch(/^HTTP\/1\.1 400/);
    expect(response).toMatch(/x-content-type-options: nosniff/i);
    expect(response).toMatch(/content-security-policy: default-src 'none'/i);
  });

  it("oversized headers get 431 with the security headers", async () => {
    const { response } = await rawRequest(
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(70_000)}\r\n\r\n`,
      { giveUpMs: 5_000 },
    );
    expect(response).toMatch(/^HTTP\/1\.1 431/);
    expect(response).toMatch(/x-frame-options: DENY/i);
  });
});

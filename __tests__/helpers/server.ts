// The project's own server (buildApp) on a free loopback port with a temporary SQLite file: the one
// start-up of the server tests, the error-report tests and the browser tests.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import Database from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { buildApp, type AppOptions } from "../../server/app";
import type { LeadRow } from "../../server/db";
import { PUBLIC_DIR } from "../../scripts/siteRoutes";
import { CONTACT_ENDPOINT } from "../../contract/endpoints";

export interface TestServer {
  app: FastifyInstance;
  /** http://127.0.0.1:<port>, no trailing slash. */
  origin: string;
  /** The temporary folder made for this server: the public directory and the SQLite file unless
   * the options name others. */
  dir: string;
  dbPath: string;
  /** Every stored lead, oldest first. */
  leads(): LeadRow[];
  /** A form post to the contact endpoint as a script sends it: urlencoded, asking for JSON (unless
   * `headers` say otherwise), redirects not followed. A string body is sent as it is. */
  post(body: string | Record<string, string>, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

export interface TestServerOptions extends Partial<AppOptions> {
  /** Start of the temporary folder's name, so a leftover folder says which test made it. */
  tmpPrefix?: string;
  /** A folder the test has already filled, used instead of a new temporary one. */
  dir?: string;
}

/** Without a rate limit unless `options` sets one; every other option is the server's default. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { tmpPrefix = "server-test-", dir: given, ...overrides } = options;
  const dir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  const dbPath = overrides.dbPath ?? path.join(dir, "leads.sqlite");
  const app = await buildApp({ publicDir: dir, rateLimit: false, ...overrides, dbPath });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    origin,
    dir,
    dbPath,
    leads() {
      const db = new Database(dbPath, { readonly: true, fileMustExist: true });
      try {
        return db.prepare("SELECT * FROM leads ORDER BY id").all() as LeadRow[];
      } finally {
        db.close();
      }
    },
    post: (body, headers = {}) =>
      fetch(`${origin}${CONTACT_ENDPOINT}`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
          ...headers,
        },
        body: typeof body === "string" ? body : new URLSearchParams(body).toString(),
        redirect: "manual",
      }),
    close: () => app.close(),
  };
}

/**
 * Browser tests submit faster than a person, so the anti-bot minimum fill time is 0, and they
 * submit more often than the visitor limit allows, so the limit is high (but still in the path).
 */
export const TEST_SERVER_DEFAULTS: Partial<AppOptions> = {
  minFillMs: 0,
  rateLimit: { max: 10_000, timeWindow: 60_000 },
};

/** The server over the production build in public/, for the browser tests and the screenshots;
 * closing it also removes its temporary folder. */
export async function startServer(overrides: Partial<AppOptions> = {}): Promise<TestServer> {
  const server = await startTestServer({
    tmpPrefix: "e2e-leads-",
    publicDir: PUBLIC_DIR,
    ...TEST_SERVER_DEFAULTS,
    ...overrides,
  });
  return {
    ...server,
    async close() {
      await server.close();
      fs.rmSync(server.dir, { recursive: true, force: true });
    },
  };
}

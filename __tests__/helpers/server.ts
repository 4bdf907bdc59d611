// The project's own production server over public/, on a free loopback port with a temporary SQLite.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import Database from "better-sqlite3";
import { buildApp, type AppOptions } from "../../server/app";
import type { LeadRow } from "../../server/db";
import { PUBLIC_DIR } from "./routes";

export interface TestServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  origin: string;
  dbPath: string;
  /** Every stored lead, oldest first. */
  leads(): LeadRow[];
  close(): Promise<void>;
}

/**
 * Browser tests submit faster than a person, so the anti-bot minimum fill time is 0, and they
 * submit more often than the visitor limit allows, so the limit is high (but still in the path).
 */
export const TEST_SERVER_DEFAULTS: Partial<AppOptions> = {
  minFillMs: 0,
  rateLimit: { max: 10_000, timeWindow: 60_000 },
};

export async function startServer(overrides: Partial<AppOptions> = {}): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-leads-"));
  const dbPath = path.join(dir, "leads.sqlite");
  const app = await buildApp({
    publicDir: PUBLIC_DIR,
    dbPath,
    ...TEST_SERVER_DEFAULTS,
    ...overrides,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    dbPath,
    leads() {
      const db = new Database(dbPath, { readonly: true, fileMustExist: true });
      try {
        return db.prepare("SELECT * FROM leads ORDER BY id").all() as LeadRow[];
      } finally {
        db.close();
      }
    },
    async close() {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// The whole server on loopback with a real SQLite file and its log captured as JSON lines, for
// the Web Vitals' endpoint tests: beacons sent as a page's script sends them, and the counts read
// back from the file.
import { Writable } from "node:stream";
import fs from "node:fs";
import Database from "better-sqlite3";
import type { AppOptions } from "../../server/app";
import { VITALS_PATH, type VitalsBeacon } from "../../contract/vitals";
import { startTestServer, type TestServer } from "../helpers/server";
import { TEST_FORM_SECRET } from "../helpers/timeTrap";

export const BEACON: VitalsBeacon = {
  route: "/servicii/leasing",
  device: "mobile",
  metrics: { LCP: 1234, INP: 88, CLS: 0.01, FCP: 800, TTFB: 120 },
};

export interface StoredCount {
  day: string;
  route: string;
  device: string;
  metric: string;
  bucket: number;
  views: number;
}

export interface VitalsServer extends TestServer {
  /** Everything logged since the server listened, as written. */
  rawLog(): string;
  /** POST /vitals as JSON (a string body is sent as it is). */
  beacon(body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Every stored count, in key order. */
  counts(): StoredCount[];
}

/** Every limit lifted unless `overrides` sets one; the log at info, where request lines are. */
export async function startVitalsServer(
  overrides: Partial<AppOptions> = {},
): Promise<VitalsServer> {
  let raw = "";
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw += chunk.toString("utf8");
      done();
    },
  });
  const server = await startTestServer({
    tmpPrefix: "vitals-",
    reportRateLimit: false,
    vitalsRateLimit: false,
    formSecret: TEST_FORM_SECRET,
    logger: { level: "info", stream },
    ...overrides,
  });
  raw = "";
  return {
    ...server,
    rawLog: () => raw,
    beacon: (body, headers = {}) =>
      fetch(`${server.origin}${VITALS_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    counts() {
      const db = new Database(server.dbPath, { readonly: true, fileMustExist: true });
      try {
        return db
          .prepare("SELECT * FROM vitals_daily ORDER BY day, route, device, metric, bucket")
          .all() as StoredCount[];
      } finally {
        db.close();
      }
    },
    async close() {
      await server.close();
      fs.rmSync(server.dir, { recursive: true, force: true });
    },
  };
}

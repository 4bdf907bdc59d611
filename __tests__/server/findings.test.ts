/** @jest-environment node */
// One test (or more) per finding of a review of the contact server, against a real server on loopback and a real
// temporary SQLite file. Each failed on the code before the fix.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseTrustProxy } from "../../server/config";
import { writeFakeSite } from "../helpers/fakeSite";
import { startTestServer, type TestServer, type TestServerOptions } from "../helpers/server";
import { TEST_FORM_SECRET, tokenIssuedAgo } from "../helpers/timeTrap";

const FORM = {
  name: "Ion Popescu",
  email: "ion@example.ro",
  phone: "0722123456",
  comment: "Aș dori o ofertă.",
  chkConfidentialitate: "1",
};

let server: TestServer;

async function start(overrides: TestServerOptions = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "findings-"));
  server = await startTestServer({
    dir,
    publicDir: writeFakeSite(dir),
    formSecret: TEST_FORM_SECRET,
    ...overrides,
  });
}

afterEach(async () => {
  await server?.close();
});

describe("5. TRUST_PROXY", () => {
  it("refuses to trust every proxy, naming the variable", () => {
    expect(() => parseTrustProxy("true")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("everything")).toThrow(/TRUST_PROXY/);
    expect(parseTrustProxy("10.0.0.0/8,127.0.0.1")).toEqual(["10.0.0.0/8", "127.0.0.1"]);
  });

  it("with one trusted hop, a forged X-Forwarded-For does not escape the rate limit", async () => {
    await start({
      rateLimit: { max: 5, timeWindow: 60_000 },
      trustProxy: parseTrustProxy("1"),
    });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await server.post(
        { ...FORM, comment: `Cererea ${i}`, formStartedAt: tokenIssuedAgo() },
        { "x-forwarded-for": `10.9.8.${i}, 203.0.113.7` },
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
  });
});

describe("9. the body limit fits every valid message", () => {
  beforeEach(() => start());

  it.each([
    ["5000 × ș (2 bytes each)", "ș".repeat(5_000)],
    ["5000 × 中 (3 bytes each)", "中".repeat(5_000)],
    ["2500 emoji (4 bytes each)", "😀".repeat(2_500)],
  ])("accepts %s", async (_label, comment) => {
    const res = await server.post({ ...FORM, comment, formStartedAt: tokenIssuedAgo() });
    expect(res.status).toBe(200);
    expect(server.leads()[0].message).toBe(comment);
  });

  it("still answers 413 to a body far above any valid message", async () => {
    const res = await server.post({ ...FORM, comment: "x".repeat(200_000) });
    expect(res.status).toBe(413);
    expect(server.leads()).toHaveLength(0);
  });
});

/** @jest-environment node */
// One test (or more) per finding of a review of the contact server, against a real server on loopback and a real
// temporary SQLite file. Each failed on the code before the fix.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseTrustProxy } from "../../server/config";
import { DAY_MS } from "../../server/retention";
import copy from "../../data/contact.json";
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

describe("4. the time trap is decided by the server", () => {
  beforeEach(() => start());

  // Tokens are made when the test runs, not when the file loads, so their age is what it says.
  it.each([
    ["no token", () => ({})],
    [
      "a forged token",
      () => ({ formStartedAt: `${(Date.now() - 60_000).toString(36)}.${"A".repeat(43)}` }),
    ],
    ["a token from the future", () => ({ formStartedAt: tokenIssuedAgo(-3_600_000) })],
    ["the old client-chosen fill time", () => ({ fillMs: "999999" })],
  ])("stores %s as spam, mails nothing, and answers success", async (_label, extra) => {
    const res = await server.post({ ...FORM, ...extra() });
    expect(await res.json()).toEqual({ success: true, message: copy.server.success });
    expect(server.leads()).toEqual([
      expect.objectContaining({ status: "spam", next_attempt_at: null }),
    ]);
  });

  // A person causes these (a quick autofill, a tab left open): delivered, marked as suspect.
  it.each([
    ["a token issued too recently", () => tokenIssuedAgo(500), "too-fast"],
    ["an expired token", () => tokenIssuedAgo(2 * DAY_MS), "expired"],
  ])("delivers a valid post with %s as a suspect lead", async (_label, token, reason) => {
    const res = await server.post({ ...FORM, formStartedAt: token() });
    expect(await res.json()).toEqual({ success: true, message: copy.server.success });
    expect(server.leads()).toEqual([
      expect.objectContaining({ status: "pending", suspect_reason: reason }),
    ]);
  });

  it("counts a honeypot filled in any of its repeated values, and a repeated token", async () => {
    const token = tokenIssuedAgo();
    const form = new URLSearchParams({ ...FORM, formStartedAt: token }).toString();
    await server.post(`${form}&website=&website=x`);
    await server.post(`${form}&formStartedAt=${encodeURIComponent(token)}`);
    expect(server.leads().map((r) => r.status)).toEqual(["spam", "spam"]);
  });

  it("issues tokens that pass once the minimum time is over, for fetch and for the no-JS page", async () => {
    await server.close();
    await start({ minFillMs: 300 });
    const issued = (await (await fetch(`${server.origin}/sendmail.php`)).json()) as {
      token: string;
    };
    const page = await (await fetch(`${server.origin}/contact`)).text();
    const inPage = /value="([^"]+)" data-time-trap=""/.exec(page)?.[1];
    expect(inPage).toMatch(/^[0-9a-z]+\.[\w-]{43}$/);
    // Posted at once: too fast, a suspect lead. After the minimum time: a lead like any other.
    await server.post({ ...FORM, formStartedAt: inPage! }, { accept: "text/html" });
    await new Promise((r) => setTimeout(r, 400));
    const noJs = await server.post({ ...FORM, formStartedAt: inPage! }, { accept: "text/html" });
    expect(noJs.headers.get("location")).toBe("/contact?trimis=1#contact-trimis");
    await server.post({ ...FORM, formStartedAt: issued.token });
    expect(server.leads().map((r) => [r.status, r.suspect_reason])).toEqual([
      ["pending", "too-fast"],
      ["pending", null],
      ["pending", null],
    ]);
  });

  it("hands out tokens outside the per-IP limit of the posts", async () => {
    await server.close();
    await start({ rateLimit: { max: 2, timeWindow: 60_000 } });
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await fetch(`${server.origin}/sendmail.php`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });

  it("writes a fresh token into each page with the form, and keeps it out of shared caches", async () => {
    const [a, b] = await Promise.all([
      fetch(`${server.origin}/contact`),
      fetch(`${server.origin}/contact`),
    ]);
    expect(a.headers.get("cache-control")).toBe("private, no-cache");
    expect(a.headers.get("content-security-policy")).toContain("script-src 'self'");
    const token = (html: string) => /value="([^"]+)"/.exec(html)?.[1];
    expect(token(await a.text())).toBeDefined();
    expect(token(await b.text())).not.toBe(undefined);
  });
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
        { ...FORM, formStartedAt: tokenIssuedAgo() },
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

/** @jest-environment node */
// What the contact endpoint holds back and what it delivers marked: only a filled honeypot holds a
// request back; every other sign of a bot is something a person can cause too, so such a request is
// delivered with the reason. Against a real server on loopback and a real temporary SQLite file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DAY_MS } from "../../server/retention";
import copy from "../../data/contact.json";
import { writeFakeSite } from "../helpers/fakeSite";
import { startTestServer, type TestServer, type TestServerOptions } from "../helpers/server";
import { TEST_FORM_SECRET, tokenIssuedAgo } from "../helpers/timeTrap";
import { HONEYPOT_FIELD, FORM_TOKEN_PATH } from "../../contract/forms/antiBot";

const FORM = {
  name: "Ion Popescu",
  email: "ion@example.ro",
  phone: "0722123456",
  comment: "Aș dori o ofertă.",
  chkConfidentialitate: "1",
};
const SENT = { success: true, message: copy.server.success };

let server: TestServer;
let publicDir: string;

async function start(overrides: TestServerOptions = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "screening-"));
  publicDir = writeFakeSite(dir);
  server = await startTestServer({ dir, publicDir, formSecret: TEST_FORM_SECRET, ...overrides });
}

const statuses = () => server.leads().map((r) => [r.status, r.suspect_reason]);

afterEach(async () => {
  await server?.close();
});

describe("held back: a filled honeypot only", () => {
  beforeEach(() => start());

  it("stores a valid post with a filled honeypot as spam, answers sent, and marks it for nobody", async () => {
    const res = await server.post({
      ...FORM,
      formStartedAt: tokenIssuedAgo(),
      [HONEYPOT_FIELD]: "x",
    });
    expect(await res.json()).toEqual(SENT);
    expect(server.leads()).toEqual([
      expect.objectContaining({ status: "spam", next_attempt_at: null, suspect_reason: null }),
    ]);
  });

  it("counts the honeypot in any of its repeated values", async () => {
    const form = new URLSearchParams({ ...FORM, formStartedAt: tokenIssuedAgo() }).toString();
    await server.post(`${form}&${HONEYPOT_FIELD}=&${HONEYPOT_FIELD}=x`);
    expect(statuses()).toEqual([["spam", null]]);
  });

  it("holds a bot's post to the same rules and lengths as a person's: too long is refused, not stored", async () => {
    const res = await server.post({ ...FORM, [HONEYPOT_FIELD]: "x", comment: "a".repeat(5_001) });
    expect(res.status).toBe(422);
    const empty = await server.post({ [HONEYPOT_FIELD]: "x" });
    expect(empty.status).toBe(422);
    expect(server.leads()).toHaveLength(0);
  });
});

describe("delivered, marked with the reason", () => {
  beforeEach(() => start());

  // Tokens are made when the test runs, not when the file loads, so their age is what it says.
  it.each([
    ["no token (a page without JavaScript)", () => ({}), "no-token", null],
    [
      "a token this server never issued",
      () => ({ formStartedAt: `${(Date.now() - 60_000).toString(36)}.${"A".repeat(43)}` }),
      "forged-token",
      null,
    ],
    [
      "a token from the future",
      () => ({ formStartedAt: tokenIssuedAgo(-3_600_000) }),
      "forged-token",
      null,
    ],
    ["the old client-chosen fill time", () => ({ fillMs: "999999" }), "no-token", null],
    [
      "a token issued too recently",
      () => ({ formStartedAt: tokenIssuedAgo(500) }),
      "too-fast",
      500,
    ],
    [
      "an expired token",
      () => ({ formStartedAt: tokenIssuedAgo(2 * DAY_MS) }),
      "expired",
      2 * DAY_MS,
    ],
  ])("%s", async (_label, extra, reason, age) => {
    const res = await server.post({ ...FORM, ...extra() });
    expect(await res.json()).toEqual(SENT);
    const [lead] = server.leads();
    expect(lead).toMatchObject({ status: "pending", suspect_reason: reason });
    if (age === null) expect(lead.form_age_ms).toBeNull();
    else expect(lead.form_age_ms).toBeGreaterThanOrEqual(age);
  });

  it("a token sent twice in one post", async () => {
    const token = tokenIssuedAgo();
    const form = new URLSearchParams({ ...FORM, formStartedAt: token }).toString();
    await server.post(`${form}&formStartedAt=${encodeURIComponent(token)}`);
    expect(statuses()).toEqual([["pending", "repeated-token"]]);
  });

  it("an invalid post is refused with its messages whatever its token, and nothing is stored", async () => {
    const res = await server.post({ ...FORM, phone: "abc" });
    expect(res.status).toBe(422);
    expect(server.leads()).toHaveLength(0);
  });
});

describe("one token, one request", () => {
  beforeEach(() => start());

  it("stores and mails the same request once when it arrives twice (a double click)", async () => {
    const body = { ...FORM, formStartedAt: tokenIssuedAgo() };
    const replies = await Promise.all([server.post(body), server.post(body)]);
    for (const res of replies) expect(await res.json()).toEqual(SENT);
    expect(statuses()).toEqual([["pending", null]]);
  });

  it("recognises the same words sent again without a token (a double click without JavaScript)", async () => {
    await server.post(FORM);
    await server.post(FORM);
    expect(statuses()).toEqual([["pending", "no-token"]]);
  });

  it("delivers a different request with a token already used, marked as reused", async () => {
    const formStartedAt = tokenIssuedAgo();
    await server.post({ ...FORM, formStartedAt });
    await server.post({ ...FORM, formStartedAt, comment: "Și o întrebare despre factoring." });
    await server.post({ ...FORM, formStartedAt, comment: "A treia cerere." });
    expect(statuses()).toEqual([
      ["pending", null],
      ["pending", "reused-token"],
      ["pending", "reused-token"],
    ]);
  });

  it("never lets a held request swallow a later delivered one with the same words", async () => {
    const formStartedAt = tokenIssuedAgo();
    await server.post({ ...FORM, formStartedAt, [HONEYPOT_FIELD]: "autofill" });
    await server.post({ ...FORM, formStartedAt });
    expect(statuses()).toEqual([
      ["spam", null],
      ["pending", null],
    ]);
  });
});

describe("the token", () => {
  it("is handed out by GET, uncached, and passes once the minimum time is over", async () => {
    await start({ minFillMs: 300 });
    const res = await fetch(`${server.origin}${FORM_TOKEN_PATH}`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { token } = (await res.json()) as { token: string };
    expect(token).toMatch(/^[0-9a-z]+\.[\w-]{43}$/);
    await server.post({ ...FORM, formStartedAt: token });
    await new Promise((r) => setTimeout(r, 400));
    await server.post({ ...FORM, comment: "A doua cerere.", formStartedAt: token });
    expect(statuses()).toEqual([
      ["pending", "too-fast"],
      ["pending", "reused-token"],
    ]);
  });

  it("is handed out outside the budget of stored posts", async () => {
    await start({ rateLimit: { max: 2, timeWindow: 60_000 } });
    const codes = [];
    for (let i = 0; i < 5; i += 1)
      codes.push((await fetch(`${server.origin}${FORM_TOKEN_PATH}`)).status);
    expect(codes).toEqual([200, 200, 200, 200, 200]);
  });

  it("is never written into a page: the form's pages are served as built, as a proxy serves them", async () => {
    await start();
    const res = await fetch(`${server.origin}/contact`);
    expect(await res.text()).toBe(
      fs.readFileSync(path.join(publicDir, "contact", "index.html"), "utf8"),
    );
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  });
});

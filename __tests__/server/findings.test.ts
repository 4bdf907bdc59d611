/** @jest-environment node */
// One test (or more) per finding of a review of the contact server, against a real server on loopback and a real
// temporary SQLite file. Each failed on the code before the fix.
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { renderToString } from "react-dom/server";
import React from "react";
import { parseTrustProxy, readEnvConfig } from "../../server/config";
import { composeLeadMail } from "../../server/mail";
import { openLeadDb, type LeadRow } from "../../server/db";
import { purgeExpired, DAY_MS, RETENTION_WARNING_DAYS } from "../../server/retention";
import { WriteQueue } from "../../server/writeQueue";
import { TimeTrapField } from "../../src/contact/TimeTrapField";
import copy from "../../data/contact.json";
import legal from "../../data/legal.json";
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
  const root = path.join(dir, "public");
  fs.mkdirSync(path.join(root, "contact"), { recursive: true });
  fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><p>acasă</p>");
  // What Gatsby writes for a page with the form: the token field with its marker, no value.
  const field = renderToString(
    React.createElement(TimeTrapField, { trap: { ref: { current: null } } }),
  );
  fs.writeFileSync(
    path.join(root, "contact", "index.html"),
    `<!doctype html><form method="post" action="/sendmail.php">${field}</form>`,
  );
  fs.writeFileSync(path.join(root, "404.html"), "<!doctype html><p>404 page</p>");
  fs.mkdirSync(path.join(root, "404"));
  fs.writeFileSync(path.join(root, "404", "index.html"), "<!doctype html><p>404 page</p>");
  fs.writeFileSync(path.join(root, ".env"), "SMTP_URL=smtp://secret");
  server = await startTestServer({
    dir,
    publicDir: root,
    formSecret: TEST_FORM_SECRET,
    ...overrides,
  });
}

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

describe("6. slow clients", () => {
  const TIMEOUTS = { requestMs: 1_000, headersMs: 500, checkIntervalMs: 100 };

  it("closes a connection whose body trickles in", async () => {
    await start({ timeouts: TIMEOUTS });
    const head =
      "POST /sendmail.php HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
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

  it("keeps the default bounds well under the 90 s and 63 s found", () => {
    expect(readEnvConfig({}, os.tmpdir()).timeouts).toBeUndefined();
    // The defaults of buildApp (server/app.ts DEFAULT_TIMEOUTS).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { DEFAULT_TIMEOUTS } = require("../../server/app") as typeof import("../../server/app");
    expect(DEFAULT_TIMEOUTS.requestMs + DEFAULT_TIMEOUTS.checkIntervalMs).toBeLessThanOrEqual(
      15_000,
    );
    expect(DEFAULT_TIMEOUTS.headersMs + DEFAULT_TIMEOUTS.checkIntervalMs).toBeLessThanOrEqual(
      10_000,
    );
  });
});

describe("7 and 8. the notification mail", () => {
  const lead = (name: string) =>
    ({
      id: 1,
      received_at: "2026-11-22T10:00:00.000Z",
      name,
      email: "ion@example.ro",
      phone: "0722123456",
      message: "Bună ziua",
      consent: 1,
      status: "pending",
      attempts: 0,
      last_error: null,
      next_attempt_at: null,
      sent_at: null,
      mail_key: "abc123",
      source_path: "/contact",
      service: null,
    }) as LeadRow;

  it("puts $&, $` and $' from the name into the subject as text", () => {
    const mail = composeLeadMail(lead("Ion $& $` $'"), "site@example.ro", "office@example.ro");
    expect(mail.subject).toBe(copy.mail.subject.replace("{name}", () => "Ion $& $` $'"));
    expect(mail.subject).toContain("Ion $& $` $'");
  });

  it("keeps CR/LF in the name from starting new lines in the text body", () => {
    const mail = composeLeadMail(
      lead("Ion\r\nBcc: victim@example.com\r\nSubject: x"),
      "site@example.ro",
      "office@example.ro",
    );
    const lines = String(mail.text).split("\n");
    expect(lines.some((l) => /^(Bcc|Subject):/.test(l))).toBe(false);
    expect(lines).toContain(`${copy.mail.name}: Ion Bcc: victim@example.com Subject: x`);
  });

  it("gives every send of a lead the same Message-ID", () => {
    const a = composeLeadMail(lead("Ion"), "Site <site@example.ro>", "office@example.ro");
    const b = composeLeadMail(lead("Ion"), "Site <site@example.ro>", "office@example.ro");
    expect(a.messageId).toBe("<lead-abc123@example.ro>");
    expect(b.messageId).toBe(a.messageId);
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

describe("10 and 13. static files, status codes, headers", () => {
  beforeEach(() => start());

  it("does not serve dotfiles", async () => {
    const res = await fetch(`${server.origin}/.env`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("secret");
  });

  it.each(["/404", "/404.html", "/404/", "/404/index.html"])("%s answers 404", async (url) => {
    const res = await fetch(`${server.origin}${url}`, { redirect: "manual" });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("404 page");
  });

  it("a bad URL gets 400 with the security headers", async () => {
    const { response } = await rawRequest(
      "GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
      {
        giveUpMs: 5_000,
      },
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

describe("11. environment validation", () => {
  it.each([
    ["RATE_LIMIT_MAX", "abc"],
    ["RATE_LIMIT_MAX", "0"],
    ["RETENTION_DAYS", "abc"],
    ["RETENTION_DAYS", "0"],
    ["RETENTION_DAYS", "400"],
    ["PORT", "http"],
    ["SMTP_URL", "http://mail.example.ro"],
    ["MAIL_TO", "office"],
    ["RATE_LIMIT_WINDOW", "soon"],
    ["HSTS", "sometimes"],
    ["LOG_LEVEL", "loud"],
    ["CONTACT_DB_MAX_MB", "-1"],
    ["SMTP_RETRY_MS", "fast"],
    ["FORM_SECRET", "short"],
  ])("%s=%s stops the start with a message naming the variable", (name, value) => {
    expect(() => readEnvConfig({ [name]: value }, os.tmpdir())).toThrow(new RegExp(`^${name}=`));
  });
});

describe("12. retention whatever the status", () => {
  const lead = {
    name: "Ana",
    email: "ana@example.ro",
    phone: "0721000000",
    message: "Vreau o ofertă.",
    consent: true,
    status: "pending" as const,
  };

  it("deletes leads never mailed after the period, warning first", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "retention-")), "l.sqlite");
    const db = openLeadDb(file);
    const now = Date.now();
    const expired = db.insert(lead, new Date(now - 366 * DAY_MS));
    const soon = db.insert(lead, new Date(now - (365 - RETENTION_WARNING_DAYS + 1) * DAY_MS));
    const fresh = db.insert(lead, new Date(now - DAY_MS));
    const warnings: unknown[][] = [];
    const log = {
      warn: (...args: unknown[]) => warnings.push(args),
      info: () => undefined,
      error: () => undefined,
    } as unknown as Parameters<typeof purgeExpired>[2];
    expect(await purgeExpired(db, new WriteQueue(), log, 365, now)).toBe(1);
    expect(db.get(expired)).toBeUndefined();
    expect(db.get(soon)?.status).toBe("pending");
    expect(db.get(fresh)?.status).toBe("pending");
    // Warned beforehand about the lead that is about to go (and the expired one), then told.
    expect(warnings[0][0]).toMatchObject({ count: 2 });
    expect(warnings[1][0]).toMatchObject({ count: 1 });
    db.close();
  });

  it("the privacy policy states what the server does", () => {
    const text = JSON.stringify(legal);
    expect(text).toContain("12 luni de la primire");
    // Whatever the status: delivered or not, and spam too.
    expect(text).toContain("indiferent dacă a ajuns deja la noi prin e-mail sau nu");
    expect(text).toMatch(/spam\); acestea nu ne sunt trimise prin e-mail/);
  });
});

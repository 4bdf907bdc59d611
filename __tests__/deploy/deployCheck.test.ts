/** @jest-environment node */
// `npm run check:deploy` against a real server on loopback: the test request is stored as 'test' and
// never mailed, the answer says whether the mail server takes the outbox's login, and every broken
// step fails the check with its reason.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { checkDeploy } from "../../scripts/check-deploy";
import { deployCheckKey, deployCheckKeyFromEnv } from "../../server/deployCheck";
import { openLeadDb } from "../../server/db";
import { writeFakeSite } from "../helpers/fakeSite";
import { OFFICE, SENDER, closedPort, readLeads, until } from "../helpers/faults";
import { startTestServer, type TestServer, type TestServerOptions } from "../helpers/server";
import { startSmtp, type SmtpSink } from "../helpers/smtp";
import { TEST_FORM_SECRET } from "../helpers/timeTrap";

const KEY = deployCheckKey(TEST_FORM_SECRET);
const FAST_OUTBOX = { baseDelayMs: 20, maxDelayMs: 100, pollMs: 20, dbRetryMs: 20 };

let server: TestServer;
let smtp: SmtpSink | null = null;
let dir: string;

async function start(overrides: TestServerOptions = {}) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-check-"));
  server = await startTestServer({
    dir,
    publicDir: writeFakeSite(dir),
    formSecret: TEST_FORM_SECRET,
    minFillMs: 0,
    mailTo: OFFICE,
    mailFrom: SENDER,
    outboxTiming: FAST_OUTBOX,
    ...overrides,
  });
}

afterEach(async () => {
  await server?.close();
  await smtp?.close();
  smtp = null;
});

it("stores a test request that is never mailed, and reports the outbox's mail server ready", async () => {
  smtp = await startSmtp();
  await start({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
  const steps: string[] = [];
  const { id } = await checkDeploy({
    url: server.origin,
    key: KEY,
    fillMs: 0,
    log: (l) => steps.push(l),
  });
  expect(steps).toHaveLength(5);
  expect(steps[2]).toBe("ok   POST /vitals: the pages' Web Vitals beacons reach the server");
  expect(server.leads()).toEqual([expect.objectContaining({ id, status: "test", attempts: 0 })]);
  // A real request after it: once that one is mailed, the outbox has passed the test request by.
  await server.post({
    name: "Ion Popescu",
    email: "ion@example.ro",
    phone: "0722123456",
    comment: "O cerere adevărată.",
    chkConfidentialitate: "1",
  });
  await until("the real request to be mailed", () =>
    readLeads(server.dbPath).some((lead) => lead.status === "sent") ? true : undefined,
  );
  expect(smtp.mails).toHaveLength(1);
  expect(smtp.mails[0].raw).toContain("O cerere adev");
});

it("fails when the mail server is down, or when no mail server is configured", async () => {
  await start({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
  await expect(checkDeploy({ url: server.origin, key: KEY, fillMs: 0 })).rejects.toThrow(
    /^outbox: the mail server refused the outbox's login: \w+ connect ECONNREFUSED/,
  );
  await server.close();
  await start();
  await expect(checkDeploy({ url: server.origin, key: KEY, fillMs: 0 })).rejects.toThrow(
    "outbox: SMTP_URL is not set",
  );
  expect(server.leads().map((lead) => lead.status)).toEqual(["test"]);
});

it("fails, saying so, when the key is not the server's", async () => {
  await start();
  await expect(
    checkDeploy({
      url: server.origin,
      key: deployCheckKey("another-secret-of-32-characters!!"),
      fillMs: 0,
    }),
  ).rejects.toThrow(/the key is not this server's/);
});

it("fails at the page when it has no form that asks for UTF-8, or when nothing answers", async () => {
  await start();
  const page = path.join(server.dir, "public", "contact", "index.html");
  fs.writeFileSync(page, fs.readFileSync(page, "utf8").replace(' accept-charset="utf-8"', ""));
  await server.close();
  await start({ dir: server.dir, publicDir: path.join(server.dir, "public") });
  await expect(checkDeploy({ url: server.origin, key: KEY, fillMs: 0 })).rejects.toThrow(
    "GET /contact: the form does not ask for UTF-8 (accept-charset)",
  );
  await expect(
    checkDeploy({ url: `http://127.0.0.1:${await closedPort()}`, key: KEY }),
  ).rejects.toThrow(/^GET \/contact: connect ECONNREFUSED/);
});

it("fails when the front does not send the Web Vitals beacons to the server, before any request is stored", async () => {
  await start();
  // A front that routes every path but POST /vitals, as a proxy config without its block would.
  const front = http.createServer((req, res) => {
    if (req.url === "/vitals") {
      res.writeHead(404, { "content-type": "text/html" }).end("<h1>404</h1>");
      return;
    }
    const upstream = new URL(server.origin);
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  try {
    const url = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
    await expect(checkDeploy({ url, key: KEY, fillMs: 0 })).rejects.toThrow(
      "POST /vitals: HTTP 404: the proxy does not send the Web Vitals beacons to the server",
    );
    expect(server.leads()).toEqual([]);
  } finally {
    await new Promise((resolve) => front.close(resolve));
  }
});

it("reads the key the way the server reads its secret: FORM_SECRET, else the database", async () => {
  await start({ formSecret: undefined });
  const generated = openLeadDb(server.dbPath).setting("form_secret", () => "unused");
  expect(deployCheckKeyFromEnv({ CONTACT_DB: server.dbPath })).toBe(deployCheckKey(generated));
  expect(deployCheckKeyFromEnv({ CONTACT_DB: server.dbPath, FORM_SECRET: TEST_FORM_SECRET })).toBe(
    KEY,
  );
  expect(deployCheckKeyFromEnv({ CONTACT_DB: path.join(dir, "none.sqlite") })).toBeNull();
  // Accepted as a check (stored as a test, the outbox asked) with the key read from the database.
  await expect(
    checkDeploy({ url: server.origin, key: deployCheckKey(generated), fillMs: 0 }),
  ).rejects.toThrow("outbox: SMTP_URL is not set");
  expect(server.leads().map((lead) => lead.status)).toEqual(["test"]);
});

/** @jest-environment node */
// The middleware `gatsby develop` mounts (gatsby-config's developMiddleware), in an express app as
// Gatsby's develop server is one, in front of the real contact server, all on loopback.
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import Database from "better-sqlite3";
import config from "../../gatsby-config";
import { DEFAULT_CONTACT_SERVER_URL, isProxied } from "../../gatsby/developProxy";
import { CLIENT_ERRORS_PATH, CONTACT_ENDPOINT, HEALTH_PATH } from "../../contract/endpoints";
import { startTestServer, type TestServer } from "../helpers/server";
import { FORM_TOKEN_PATH } from "../../contract/forms/antiBot";
import { VITALS_PATH } from "../../contract/vitals";

type Handler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: (err?: unknown) => void,
) => void;
interface ExpressApp extends http.RequestListener {
  use(handler: Handler): void;
}
/** The express and compression that Gatsby's develop server is built from (its own dependencies). */
const fromGatsby = createRequire(require.resolve("gatsby"));
const express = fromGatsby("express") as () => ExpressApp;
const compression = fromGatsby("compression") as () => Handler;

const FORM = {
  name: "Ion Popescu",
  email: "ion@example.ro",
  phone: "0722123456",
  comment: "Cerere trimisă din gatsby develop.",
  chkConfidentialitate: "1",
  fillMs: "8000",
  sourcePath: "/servicii/leasing",
};

let contact: TestServer;
let develop: http.Server;
let developUrl: string;

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

/** The develop server's stand-in: Gatsby's own pages answer whatever the middleware passes on. */
async function startDevelop(contactServerUrl: string | undefined) {
  const saved = process.env.CONTACT_SERVER_URL;
  if (contactServerUrl === undefined) delete process.env.CONTACT_SERVER_URL;
  else process.env.CONTACT_SERVER_URL = contactServerUrl;
  const app = express();
  // gatsby/dist/utils/start-server.js mounts compression (and CORS) before developMiddleware.
  app.use(compression());
  try {
    (config.developMiddleware as (a: ExpressApp) => void)(app);
  } finally {
    process.env.CONTACT_SERVER_URL = saved;
  }
  app.use((_req, res) => {
    res.writeHead(404, { "content-type": "text/plain" }).end("gatsby develop 404");
  });
  develop = http.createServer(app);
  developUrl = await listen(develop);
}

beforeEach(async () => {
  contact = await startTestServer({ tmpPrefix: "develop-proxy-" });
  await startDevelop(contact.origin);
});

afterEach(async () => {
  await new Promise((r) => develop.close(r));
  await contact.close();
});

const post = (url: string, accept = "application/json") =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept },
    body: new URLSearchParams(FORM).toString(),
    redirect: "manual",
  });

function leads() {
  const db = new Database(contact.dbPath, { readonly: true });
  try {
    return db.prepare("SELECT name, source_path, service FROM leads").all();
  } finally {
    db.close();
  }
}

it("uses developMiddleware, not Gatsby's prefix-only proxy option", () => {
  expect(config).not.toHaveProperty("proxy");
  expect(typeof config.developMiddleware).toBe("function");
});

it("forwards POST /sendmail.php to the contact server, which stores the lead", async () => {
  const res = await post(`${developUrl}${CONTACT_ENDPOINT}`);
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ success: true });
  expect(leads()).toEqual([
    { name: "Ion Popescu", source_path: "/servicii/leasing", service: "Leasing" },
  ]);
});

it("passes the no-JavaScript redirect through unchanged", async () => {
  const res = await post(`${developUrl}${CONTACT_ENDPOINT}`, "text/html");
  expect(res.status).toBe(303);
  expect(res.headers.get("location")).toBe("/contact?trimis=1#contact-trimis");
});

it(`forwards POST ${CLIENT_ERRORS_PATH} to the contact server, which accepts the report`, async () => {
  const res = await fetch(`${developUrl}${CLIENT_ERRORS_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message: "Error: în develop", route: "/contact", build: "unknown" }),
  });
  expect(res.status).toBe(204);
  const refused = await fetch(`${developUrl}${CLIENT_ERRORS_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  expect(refused.status).toBe(400); // the server's own answer, passed through
});

it(`forwards POST ${VITALS_PATH} to the server, which counts the page's Web Vitals`, async () => {
  const beacon = (route: string) =>
    fetch(`${developUrl}${VITALS_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ route, device: "desktop", metrics: { FCP: 420 } }),
    });
  expect((await beacon("/contact")).status).toBe(204);
  expect((await beacon("/nu-exista")).status).toBe(400); // the server's own answer, passed through
  const db = new Database(contact.dbPath, { readonly: true });
  try {
    expect(db.prepare("SELECT route, metric, views FROM vitals_daily").all()).toEqual([
      { route: "/contact", metric: "FCP", views: 1 },
    ]);
  } finally {
    db.close();
  }
});

it("forwards GET /healthz and the form's token, and nothing else", async () => {
  const health = await fetch(`${developUrl}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok" });
  // A page under develop has no token of its own: the form asks the server for one.
  const token = await fetch(`${developUrl}${FORM_TOKEN_PATH}`);
  expect(token.status).toBe(200);
  expect(token.headers.get("cache-control")).toBe("no-store");
  expect(await token.json()).toEqual({ token: expect.stringMatching(/^[0-9a-z]+\.[\w-]{43}$/) });

  for (const [method, url] of [
    ["PUT", CONTACT_ENDPOINT],
    ["GET", CONTACT_ENDPOINT],
    ["POST", FORM_TOKEN_PATH],
    ["POST", "/sendmail.php/extra"],
    ["POST", "/sendmail.phpx"],
    ["GET", "/"],
    ["POST", HEALTH_PATH],
    ["GET", CLIENT_ERRORS_PATH],
    ["POST", `${CLIENT_ERRORS_PATH}/x`],
    ["GET", VITALS_PATH],
    ["POST", `${VITALS_PATH}/x`],
  ]) {
    const res = await fetch(`${developUrl}${url}`, { method });
    expect([method, url, res.status, await res.text()]).toEqual([
      method,
      url,
      404,
      "gatsby develop 404",
    ]);
  }
  expect(leads()).toEqual([]);
});

it("answers 502 with a hint when the contact server is not running", async () => {
  const closed = await new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
  await new Promise((r) => develop.close(r));
  await startDevelop(`http://127.0.0.1:${closed}`);
  const res = await post(`${developUrl}${CONTACT_ENDPOINT}`);
  expect(res.status).toBe(502);
  expect(await res.text()).toMatch(/did not answer \(ECONNREFUSED\).*npm run serve/);
});

it("matches exact paths with a query string, and defaults to the serve port", () => {
  expect(isProxied("POST", "/sendmail.php?lang=ro")).toBe(true);
  expect(isProxied("POST", "/sendmail.php/")).toBe(false);
  expect(DEFAULT_CONTACT_SERVER_URL).toBe("http://localhost:9000");
});

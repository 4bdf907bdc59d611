// What both reverse-proxy configs of deploy/ must do, checked against the real contact server on
// loopback: pages from disk with their own CSP, only the server's endpoints to Node, HSTS, one hop,
// and a form's token and post that reach the lead database as a browser sends them.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import Database from "better-sqlite3";
import { CONTACT_BODY_LIMIT } from "../../server/contact";
import type { LeadRow } from "../../server/db";
import { REPORT_BODY_LIMIT } from "../../server/errorReports";
import { NON_HTML_CSP, htmlCsp, inlineScriptHashes } from "../../server/security";
import { CLIENT_ERRORS_PATH, CONTACT_ENDPOINT, HEALTH_PATH } from "../../contract/endpoints";
import {
  BOOKING_CANCEL_PATH,
  BOOKING_FEED_PATH,
  BOOKING_MANAGE_PAGE_PATH,
  BOOKING_MANAGE_PATH,
  BOOKING_PATH,
  BOOKING_SLOTS_PATH,
} from "../../contract/booking/api";
import { BOOKING_BODY_LIMIT } from "../../server/booking/routes";
import { BOOKING } from "../../contract/booking/data";
import {
  HOME,
  HSTS,
  LEASING,
  MANAGE,
  NOT_FOUND,
  freePort,
  prepareSite,
  proxyRequest,
  proxyServes,
  proxyTestsEnabled,
  startNode,
  stopProxy,
  type ProxySetup,
} from "../helpers/proxySetup";
import { HONEYPOT_FIELD, FORM_TOKEN_PATH } from "../../contract/forms/antiBot";
import { VITALS_BODY_LIMIT, VITALS_PATH } from "../../contract/vitals";

/** Runs the contract; `start` launches the proxy (foreground, killed by pid after). */
export function proxyContract(
  name: string,
  binary: string | undefined,
  start: (setup: ProxySetup) => ChildProcess,
) {
  const run = proxyTestsEnabled(binary) ? describe : describe.skip;
  if (!proxyTestsEnabled(binary)) console.warn(`${name} not installed: test skipped`);

  run(`${name} in front of the contact server`, () => {
    let setup: ProxySetup;
    let app: FastifyInstance;
    let proxy: ChildProcess;
    let dbPath: string;
    const nodeSaw: string[] = [];
    const leads = () => {
      const db = new Database(dbPath, { readonly: true });
      try {
        return db.prepare("SELECT * FROM leads ORDER BY id").all() as LeadRow[];
      } finally {
        db.close();
      }
    };
    /** What the form does: ask for its token, then post the fields with it, as urlencoded. */
    const browserPost = async (fields: Record<string, string>, headers = {}) => {
      const issued = await request("GET", FORM_TOKEN_PATH, undefined, {
        accept: "application/json",
      });
      const { token } = JSON.parse(issued.body) as { token: string };
      const body = new URLSearchParams({ ...fields, [HONEYPOT_FIELD]: "", formStartedAt: token });
      return request("POST", CONTACT_ENDPOINT, body.toString(), {
        "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
        accept: "application/json",
        ...headers,
      });
    };

    const request = (
      method: string,
      url: string,
      body?: string,
      headers: Record<string, string> = {},
    ) => proxyRequest(setup.httpsPort, method, url, body, headers);

    beforeAll(async () => {
      const { dir, site, pub, certs } = prepareSite();
      const node = await startNode(dir, pub, nodeSaw);
      app = node.app;
      dbPath = node.dbPath;
      const nodePort = node.nodePort;

      setup = {
        dir,
        site,
        certs,
        nodePort,
        httpsPort: await freePort(),
        httpPort: await freePort(),
      };
      proxy = start(setup);
      await proxyServes(name, setup.httpsPort);
    }, 30_000);

    afterAll(async () => {
      await stopProxy(proxy);
      await app?.close();
    });

    it("serves pages from disk with their own CSP, HSTS and revalidation; Node never sees them", async () => {
      nodeSaw.length = 0;
      const home = await request("GET", "/");
      expect(home.status).toBe(200);
      expect(home.body).toBe(HOME);
      expect(home.headers["content-security-policy"]).toBe(htmlCsp(inlineScriptHashes(HOME)));
      expect(home.headers["strict-transport-security"]).toBe(HSTS);
      expect(home.headers["x-content-type-options"]).toBe("nosniff");
      expect(home.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
      const leasing = await request("GET", "/servicii/leasing");
      expect(leasing.body).toBe(LEASING);
      expect(leasing.headers["content-security-policy"]).toBe(htmlCsp(inlineScriptHashes(LEASING)));
      const js = await request("GET", "/app-0123456789abcdef.js");
      expect(js.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const slash = await request("GET", "/servicii/leasing/");
      expect(slash.status).toBe(301);
      expect(slash.headers.location).toMatch(
        /^(https:\/\/www\.example\.com(:\d+)?)?\/servicii\/leasing$/,
      );
      const missing = await request("GET", "/nu-exista");
      expect([missing.status, missing.body]).toEqual([404, NOT_FOUND]);
      // The 404 page runs under its own CSP, whatever the address it answers.
      expect(missing.headers["content-security-policy"]).toBe(
        htmlCsp(inlineScriptHashes(NOT_FOUND)),
      );
      expect(nodeSaw).toEqual([]);
    });

    it("sends no Referer from the manage page, whose address may carry a link's token; every other page keeps the common policy", async () => {
      for (const url of [`${BOOKING_MANAGE_PAGE_PATH}?t=1.abc.def`, BOOKING_MANAGE_PAGE_PATH]) {
        const manage = await request("GET", url);
        expect([url, manage.status, manage.body]).toEqual([url, 200, MANAGE]);
        expect(manage.headers["referrer-policy"]).toBe("no-referrer");
        expect(manage.headers["content-security-policy"]).toBe(htmlCsp(inlineScriptHashes(MANAGE)));
        expect(manage.headers["strict-transport-security"]).toBe(HSTS);
      }
      for (const url of ["/", "/servicii/leasing"])
        expect((await request("GET", url)).headers["referrer-policy"]).toBe(
          "strict-origin-when-cross-origin",
        );
    });

    it("sends the form's token and post to Node with the client's own address (one hop), HSTS once, and the lead is stored for mail", async () => {
      nodeSaw.length = 0;
      const res = await browserPost(
        {
          name: "Ion Popescu",
          email: "ion@example.ro",
          phone: "0722123456",
          comment: "Prin proxy",
          chkConfidentialitate: "1",
          sourcePath: "/servicii/leasing",
        },
        // A forged header from the visitor must not become the address the limit counts.
        { "x-forwarded-for": "203.0.113.9" },
      );
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ success: true });
      expect(res.headers["strict-transport-security"]).toBe(HSTS);
      expect(nodeSaw).toEqual(["GET /form-token ip=127.0.0.1", "POST /sendmail.php ip=127.0.0.1"]);
      // Stored to be mailed, unmarked: the token made the trip both ways.
      expect(leads().at(-1)).toMatchObject({
        message: "Prin proxy",
        status: "pending",
        suspect_reason: null,
        source_path: "/servicii/leasing",
      });
      // The longest message the form accepts reaches the server, which answers it itself.
      nodeSaw.length = 0;
      const longest = new URLSearchParams({ comment: "ă".repeat(CONTACT_BODY_LIMIT / 10) });
      expect(longest.toString().length).toBeGreaterThan(CONTACT_BODY_LIMIT / 2);
      const long = await request("POST", CONTACT_ENDPOINT, longest.toString(), {
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      });
      // Answered by the server itself, whole: not cut off (413) nor broken off (502) by the proxy.
      expect(long.status).not.toBe(413);
      expect(long.status).toBeLessThan(500);
      expect(JSON.parse(long.body)).toHaveProperty("success");
      expect(nodeSaw).toEqual(["POST /sendmail.php ip=127.0.0.1"]);
    });

    it(`sends POST ${CLIENT_ERRORS_PATH} to Node (one hop, HSTS once), small bodies only`, async () => {
      nodeSaw.length = 0;
      const json = { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" };
      const report = { message: "Error: prin proxy", route: "/servicii/leasing", build: "abc" };
      const res = await request("POST", CLIENT_ERRORS_PATH, JSON.stringify(report), json);
      expect(res.status).toBe(204);
      expect(res.headers["strict-transport-security"]).toBe(HSTS);
      expect(res.headers["content-security-policy"]).toBe(NON_HTML_CSP);
      expect(nodeSaw).toEqual([`POST ${CLIENT_ERRORS_PATH} ip=127.0.0.1`]);
      // An oversized report and any other method are refused by the proxy itself.
      nodeSaw.length = 0;
      const big = JSON.stringify({ ...report, stack: "s".repeat(2 * REPORT_BODY_LIMIT) });
      expect((await request("POST", CLIENT_ERRORS_PATH, big, json)).status).toBe(413);
      expect((await request("GET", CLIENT_ERRORS_PATH)).status).toBeGreaterThanOrEqual(403);
      expect(nodeSaw).toEqual([]);
    });

    it(`sends POST ${VITALS_PATH} to Node (one hop, HSTS once), small bodies only, and writes no access log line for it`, async () => {
      nodeSaw.length = 0;
      const json = { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" };
      const beacon = { route: "/servicii/leasing", device: "mobile", metrics: { LCP: 1200 } };
      const res = await request("POST", VITALS_PATH, JSON.stringify(beacon), json);
      expect(res.status).toBe(204);
      expect(res.headers["strict-transport-security"]).toBe(HSTS);
      expect(res.headers["content-security-policy"]).toBe(NON_HTML_CSP);
      expect(nodeSaw).toEqual([`POST ${VITALS_PATH} ip=127.0.0.1`]);
      const db = new Database(dbPath, { readonly: true });
      try {
        expect(db.prepare("SELECT route, metric, bucket, views FROM vitals_daily").all()).toEqual([
          { route: "/servicii/leasing", metric: "LCP", bucket: 1200, views: 1 },
        ]);
      } finally {
        db.close();
      }
      // Node's own refusal of a bad beacon reaches the browser as it is.
      const bad = await request(
        "POST",
        VITALS_PATH,
        JSON.stringify({ ...beacon, route: "/x" }),
        json,
      );
      expect(bad.status).toBe(400);
      // An oversized beacon and any other method are refused by the proxy itself.
      nodeSaw.length = 0;
      const big = JSON.stringify({ ...beacon, pad: "p".repeat(4 * VITALS_BODY_LIMIT) });
      expect((await request("POST", VITALS_PATH, big, json)).status).toBe(413);
      expect((await request("GET", VITALS_PATH)).status).toBeGreaterThanOrEqual(403);
      expect(nodeSaw).toEqual([]);
      // nginx logs the other paths, never this one; Caddy keeps no access log at all.
      const accessLog = path.join(setup.dir, "logs", "nginx-access.log");
      if (fs.existsSync(accessLog)) {
        const log = fs.readFileSync(accessLog, "utf8");
        expect(log).toContain("GET / ");
        expect(log).not.toContain(VITALS_PATH);
      }
    });

    it("sends the booking paths to Node (one hop, HSTS once, uncached), refuses other methods and oversized bodies", async () => {
      nodeSaw.length = 0;
      const type = BOOKING.meetingTypes[0].id;
      const slots = await request("GET", `${BOOKING_SLOTS_PATH}?type=${type}`);
      expect(slots.status).toBe(200);
      expect(slots.headers["strict-transport-security"]).toBe(HSTS);
      expect(slots.headers["cache-control"]).toBe("no-store");
      expect(JSON.parse(slots.body)).toMatchObject({ type, timeZone: BOOKING.calendar.timeZone });
      const form = { "content-type": "application/x-www-form-urlencoded" };
      const refused = await request("POST", BOOKING_PATH, "slot=x", {
        ...form,
        accept: "application/json",
      });
      expect(refused.status).toBe(422);
      const manage = await request("GET", `${BOOKING_MANAGE_PATH}?t=1.abc.${"x".repeat(43)}`);
      expect(manage.status).toBe(404);
      // No feed key is configured here: the feed path reaches Node, which has no feed.
      expect((await request("GET", `${BOOKING_FEED_PATH}?key=x`)).status).toBe(404);
      expect(nodeSaw).toEqual([
        `GET ${BOOKING_SLOTS_PATH}?type=${type} ip=127.0.0.1`,
        `POST ${BOOKING_PATH} ip=127.0.0.1`,
        `GET ${BOOKING_MANAGE_PATH}?t=1.abc.${"x".repeat(43)} ip=127.0.0.1`,
        `GET ${BOOKING_FEED_PATH}?key=x ip=127.0.0.1`,
      ]);
      nodeSaw.length = 0;
      const big = `note=${"n".repeat(2 * BOOKING_BODY_LIMIT)}`;
      expect((await request("POST", BOOKING_PATH, big, form)).status).toBe(413);
      expect(
        (await request("PUT", BOOKING_CANCEL_PATH, "t=x", form)).status,
      ).toBeGreaterThanOrEqual(403);
      expect((await request("DELETE", BOOKING_PATH)).status).toBeGreaterThanOrEqual(403);
      expect(nodeSaw).toEqual([]);
    });

    it("sends GET /healthz to Node uncached, and refuses other methods on the endpoints", async () => {
      const health = await request("GET", HEALTH_PATH);
      expect(health.status).toBe(200);
      expect(health.headers["cache-control"]).toBe("no-store");
      expect(JSON.parse(health.body)).toMatchObject({ status: "ok" });
      nodeSaw.length = 0;
      expect((await request("PUT", CONTACT_ENDPOINT)).status).toBeGreaterThanOrEqual(403);
      expect((await request("GET", CONTACT_ENDPOINT)).status).toBeGreaterThanOrEqual(403);
      expect((await request("POST", FORM_TOKEN_PATH)).status).toBeGreaterThanOrEqual(403);
      expect((await request("POST", HEALTH_PATH)).status).toBeGreaterThanOrEqual(403);
      expect(nodeSaw).toEqual([]);
    });

    it("never lets token requests or refused posts use up a person's post: three colleagues behind one address all get through", async () => {
      for (let i = 0; i < 8; i += 1) {
        expect((await request("GET", FORM_TOKEN_PATH)).status).toBe(200);
        const refused = await browserPost({ name: "Ion", email: "ion@", phone: "x", comment: "" });
        expect(refused.status).toBe(422);
      }
      const before = leads().length;
      for (const name of ["Ana Pop", "Dan Ionescu", "Ioana Marin"]) {
        const res = await browserPost({
          name,
          email: "birou@firma.ro",
          phone: "0722123456",
          comment: `Cerere de la ${name}`,
          chkConfidentialitate: "1",
        });
        expect([name, res.status]).toEqual([name, 200]);
      }
      expect(
        leads()
          .slice(before)
          .map((lead) => [lead.name, lead.status]),
      ).toEqual([
        ["Ana Pop", "pending"],
        ["Dan Ionescu", "pending"],
        ["Ioana Marin", "pending"],
      ]);
    });
  });
}

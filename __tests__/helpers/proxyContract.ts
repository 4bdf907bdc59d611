// What both reverse-proxy configs of deploy/ must do, checked against the real contact server on
// loopback: pages from disk with their own CSP, only the three endpoints to Node, HSTS, one hop.
import type { ChildProcess } from "node:child_process";
import type { FastifyInstance } from "fastify";
import { CONTACT_BODY_LIMIT } from "../../server/contact";
import { REPORT_BODY_LIMIT } from "../../server/errorReports";
import { NON_HTML_CSP, htmlCsp, inlineScriptHashes } from "../../server/security";
import { CLIENT_ERRORS_PATH } from "../../src/errors/report";
import {
  HOME,
  HSTS,
  LEASING,
  NOT_FOUND,
  freePort,
  prepareSite,
  proxyRequest,
  startNode,
  type ProxySetup,
} from "./proxySetup";

export { ROOT, freePort, type ProxySetup } from "./proxySetup";

/** Runs the contract; `start` launches the proxy (foreground, killed by pid after). */
export function proxyContract(
  name: string,
  binary: string | undefined,
  start: (setup: ProxySetup) => ChildProcess,
) {
  const run = binary || process.env.CI === "true" ? describe : describe.skip;
  if (!binary && process.env.CI !== "true") console.warn(`${name} not installed: test skipped`);

  run(`${name} in front of the contact server`, () => {
    let setup: ProxySetup;
    let app: FastifyInstance;
    let proxy: ChildProcess;
    const nodeSaw: string[] = [];

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
      const deadline = Date.now() + 15_000;
      for (;;) {
        try {
          if ((await request("GET", "/")).status === 200) break;
        } catch (err) {
          if (Date.now() > deadline) throw err;
        }
        if (Date.now() > deadline) throw new Error(`${name} did not serve / in time`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }, 30_000);

    afterAll(async () => {
      if (proxy?.pid && proxy.exitCode === null) {
        const exited = new Promise((r) => proxy.once("exit", r));
        process.kill(proxy.pid, "SIGTERM");
        await exited;
      }
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
      expect(nodeSaw).toEqual([]);
    });

    it("sends POST /sendmail.php to Node with the client's own address (one hop), HSTS once", async () => {
      nodeSaw.length = 0;
      const res = await request(
        "POST",
        "/sendmail.php",
        new URLSearchParams({
          name: "Ion Popescu",
          email: "ion@example.ro",
          phone: "0722123456",
          comment: "Prin proxy",
          chkConfidentialitate: "1",
          fillMs: "8000",
          sourcePath: "/servicii/leasing",
        }).toString(),
        {
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
          // A forged header from the visitor must not become the address the rate limit counts.
          "x-forwarded-for": "203.0.113.9",
        },
      );
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ success: true });
      expect(res.headers["strict-transport-security"]).toBe(HSTS);
      expect(nodeSaw).toEqual(["POST /sendmail.php ip=127.0.0.1"]);
      // The longest message the form accepts reaches the server, which answers it itself.
      nodeSaw.length = 0;
      const longest = new URLSearchParams({ comment: "ă".repeat(CONTACT_BODY_LIMIT / 10) });
      expect(longest.toString().length).toBeGreaterThan(CONTACT_BODY_LIMIT / 2);
      const long = await request("POST", "/sendmail.php", longest.toString(), {
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

    it("sends GET /healthz to Node uncached, and refuses other methods on the endpoints", async () => {
      const health = await request("GET", "/healthz");
      expect(health.status).toBe(200);
      expect(health.headers["cache-control"]).toBe("no-store");
      expect(JSON.parse(health.body)).toMatchObject({ status: "ok" });
      nodeSaw.length = 0;
      expect((await request("GET", "/sendmail.php")).status).toBeGreaterThanOrEqual(403);
      expect((await request("POST", "/healthz")).status).toBeGreaterThanOrEqual(403);
      expect(nodeSaw).toEqual([]);
    });
  });
}

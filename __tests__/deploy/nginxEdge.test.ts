/** @jest-environment node */
// deploy/nginx.conf's edge, started for real (ports and paths moved) with Node unreachable behind
// it: the key its limits count a client by (an IPv6 client by its /64, exactly as Node's
// clientKey), the booking's link posts in a zone of their own, and logs that hold no query, no
// Referer and so no feed key or link token. To stand for clients of any address, the test alone
// takes the address from X-Real-IP and shows the key at one extra location.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import fc from "fast-check";
import { clientKey, ipv6Hextets } from "../../server/clientKey";
import {
  BOOKING_CANCEL_PATH,
  BOOKING_FEED_PATH,
  BOOKING_MANAGE_PAGE_PATH,
  BOOKING_MANAGE_PATH,
  BOOKING_SLOTS_PATH,
} from "../../contract/booking/api";
import { CONTACT_ENDPOINT } from "../../contract/endpoints";
import {
  NGINX,
  freePort,
  prepareSite,
  proxyRequest,
  proxyServes,
  proxyTestsEnabled,
  startNginx,
  stopProxy,
  type ProxySetup,
} from "../helpers/proxySetup";
import { propertyRuns } from "../helpers/propertyRuns";

const KEY_PATH = "/__client-key";

/** The shipped file plus what lets the test look inside it: the client's address from X-Real-IP
 * (sent by the test only), and the key its limits count that client by. */
function inspectable(conf: string): string {
  const server = /^(\s*)server_name www\.example\.com;$/m;
  if (!server.test(conf)) throw new Error("the site's server block was not found");
  return conf.replace(
    server,
    (line, indent: string) =>
      `${line}\n${indent}set_real_ip_from 127.0.0.1;\n${indent}real_ip_header X-Real-IP;\n` +
      `${indent}location = ${KEY_PATH} { default_type text/plain; return 200 "$client_key"; }`,
  );
}

/** What the shipped map must give: the first four groups of an IPv6 client's address, an IPv4
 * client's address as it is (clientKey's own IPv4 answer, mapped addresses included). */
function expectedKey(ip: string): string {
  const key = clientKey(ip);
  if (!key.endsWith("/64")) return key;
  return (ipv6Hextets(ip) ?? [])
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":");
}

const run = proxyTestsEnabled(NGINX) ? describe : describe.skip;
if (!proxyTestsEnabled(NGINX)) console.warn("nginx not installed: test skipped");

run("deploy/nginx.conf at the edge", () => {
  let setup: ProxySetup;
  let proxy: ChildProcess;
  const request = (
    method: string,
    url: string,
    ip: string,
    headers: Record<string, string> = {},
    body?: string,
  ) => proxyRequest(setup.httpsPort, method, url, body, { "x-real-ip": ip, ...headers });
  const keyOf = async (ip: string) => (await request("GET", KEY_PATH, ip)).body;

  beforeAll(async () => {
    const { dir, site, certs } = prepareSite();
    // Nothing listens there: Node is down, and every request nginx lets through answers 502.
    setup = {
      dir,
      site,
      certs,
      nodePort: await freePort(),
      httpsPort: await freePort(),
      httpPort: await freePort(),
    };
    proxy = startNginx(setup, inspectable);
    await proxyServes("nginx", setup.httpsPort);
  }, 30_000);

  afterAll(async () => {
    await stopProxy(proxy);
  });

  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2"],
    ["2001:db8:1:2::", "2001:db8:1:2"],
    ["2001:db8:1::5", "2001:db8:1:0"],
    ["2001:db8::5", "2001:db8:0:0"],
    ["2001:db8:0:0:1:0:0:1", "2001:db8:0:0"],
    ["2001:0:0:5:6:7:8:9", "2001:0:0:5"],
    ["2001::", "2001:0:0:0"],
    ["0:0:5:6:7:8:9:a", "0:0:5:6"],
    ["0:0:0:5:6:7:8:9", "0:0:0:5"],
    ["0:0:1::", "0:0:1:0"],
    ["1:0:0:2::", "1:0:0:2"],
    ["fe80::1", "fe80:0:0:0"],
    ["::1", "0:0:0:0"],
    ["::", "0:0:0:0"],
  ])("keys the client %s by %s", async (ip, key) => {
    expect(await keyOf(ip)).toBe(key);
    expect(expectedKey(ip)).toBe(key);
  });

  it("keys any IPv6 client by its /64, however nginx writes its address, as Node does", async () => {
    // Zero groups often, so that nginx's "::" lands in every place.
    const group = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 0xffff }));
    const address = fc
      .array(group, { minLength: 8, maxLength: 8 })
      .map((groups) => groups.map((g) => g.toString(16)).join(":"));
    await fc.assert(
      fc.asyncProperty(address, async (ip) => {
        expect([ip, await keyOf(ip)]).toEqual([ip, expectedKey(ip)]);
      }),
      propertyRuns(150),
    );
  }, 60_000);

  it("counts the booking's link posts per client in their own zone: a /64 is one client", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const post = (ip: string) => request("POST", BOOKING_CANCEL_PATH, ip, form, "t=x");
    // 20 a minute, a burst of 10 at once: eleven pass (to a Node that is down), the next is refused,
    // from whichever address of the /64 it comes.
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i += 1) statuses.push((await post(`2001:db8:0:7::${i}`)).status);
    expect(statuses).toEqual([...Array<number>(11).fill(502), 429]);
    expect((await post("2001:db8:0:7:ffff:ffff:ffff:ffff")).status).toBe(429);
    // Another /64, and the same client's reads and contact posts, are counted apart.
    expect((await post("2001:db8:0:8::1")).status).toBe(502);
    expect((await request("GET", `${BOOKING_SLOTS_PATH}?type=x`, "2001:db8:0:7::1")).status).toBe(
      502,
    );
    expect((await request("POST", CONTACT_ENDPOINT, "2001:db8:0:7::1", form, "x=1")).status).toBe(
      502,
    );
  });

  it("writes no query, no Referer, and so no feed key or link token, into either log", async () => {
    const secrets = {
      link: "1.b7f3c2a1d4e5.Zq8vX2mN4pR6tY1wK3sD5fG7hJ9lA0cE2uI4oB6nM8x",
      referer: "1.c8e4d3b2a1f6.Pp0oI9uY8tR7eW6qA5sD4fG3hJ2kL1zX0cV9bN8mQ",
      feed: "9f2c4be07d1a56e3b8c0f7a2d4e6b1c3a5f7e9d0c2b4a6f8e1d3c5b7a9f0e2d4",
      api: "1.d9f5e4c3b2a7.Mm1nN2bB3vV4cC5xX6zZ7lL8kK9jJ0hH1gG2fF3dD4s",
    };
    const manage = await request(
      "GET",
      `${BOOKING_MANAGE_PAGE_PATH}?t=${secrets.link}`,
      "192.0.2.10",
      {
        referer: `https://www.example.com${BOOKING_MANAGE_PAGE_PATH}?t=${secrets.referer}`,
      },
    );
    expect(manage.status).toBe(200);
    // Node is down: each answer is nginx's own 502, the kind of failure it writes a line for.
    expect(
      (await request("GET", `${BOOKING_FEED_PATH}?key=${secrets.feed}`, "192.0.2.11")).status,
    ).toBe(502);
    expect(
      (await request("GET", `${BOOKING_MANAGE_PATH}?t=${secrets.api}`, "192.0.2.12")).status,
    ).toBe(502);
    // Past the read zone's burst: refused requests, which nginx would write with their query.
    const refused: number[] = [];
    for (let i = 0; i < 40; i += 1)
      refused.push(
        (await request("GET", `${BOOKING_FEED_PATH}?key=${secrets.feed}`, "192.0.2.13")).status,
      );
    expect(refused).toContain(429);
    // With Node up, the contact form's posts past their zone's burst, from a page whose Referer
    // carries a token (a browser that ignored the manage page's no-referrer).
    const node = http.createServer((_req, res) => res.writeHead(204).end());
    await new Promise<void>((resolve) => node.listen(setup.nodePort, "127.0.0.1", resolve));
    try {
      const posts: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        const referer = `https://www.example.com${BOOKING_MANAGE_PAGE_PATH}?t=${secrets.referer}`;
        posts.push(
          (await request("POST", CONTACT_ENDPOINT, "192.0.2.14", { referer }, "x=1")).status,
        );
      }
      expect(posts).toContain(204);
      expect(posts).toContain(429);
    } finally {
      await new Promise((resolve) => node.close(resolve));
    }

    const logs = path.join(setup.dir, "logs");
    const written = fs
      .readdirSync(logs)
      .map((file) => fs.readFileSync(path.join(logs, file), "utf8"))
      .join("\n");
    // The logs were written: the manage page's request, by its path alone.
    expect(written).toContain(`"GET ${BOOKING_MANAGE_PAGE_PATH} HTTP/`);
    for (const [name, secret] of Object.entries(secrets))
      expect([name, written.includes(secret.slice(14))]).toEqual([name, false]);
    expect(written).not.toContain("?t=");
    expect(written).not.toContain("?key=");
  });
});

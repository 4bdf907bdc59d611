/** @jest-environment node */
// deploy/Caddyfile as shipped (ports, paths and the certificate moved), with Node unreachable
// behind it: Caddy writes no line per request, served or failed, so no query (the feed's key, a
// link's token) and no Referer reaches its log.
import type { ChildProcess } from "node:child_process";
import {
  BOOKING_FEED_PATH,
  BOOKING_MANAGE_PAGE_PATH,
  BOOKING_MANAGE_PATH,
} from "../../contract/booking/api";
import { CONTACT_ENDPOINT } from "../../contract/endpoints";
import {
  CADDY,
  freePort,
  prepareSite,
  proxyRequest,
  proxyServes,
  proxyTestsEnabled,
  startCaddy,
  stopProxy,
  type ProxySetup,
} from "../helpers/proxySetup";

const run = proxyTestsEnabled(CADDY) ? describe : describe.skip;
if (!proxyTestsEnabled(CADDY)) console.warn("caddy not installed: test skipped");

run("deploy/Caddyfile's log", () => {
  let setup: ProxySetup;
  let proxy: ChildProcess;
  let output = "";

  beforeAll(async () => {
    const { dir, site, certs } = prepareSite();
    // Nothing listens there: every request Caddy forwards fails (502).
    setup = {
      dir,
      site,
      certs,
      nodePort: await freePort(),
      httpsPort: await freePort(),
      httpPort: await freePort(),
    };
    proxy = startCaddy(setup, (text) => (output += text));
    await proxyServes("caddy", setup.httpsPort);
  }, 30_000);

  afterAll(async () => {
    await stopProxy(proxy);
  });

  it("holds no feed key, link token or Referer after requests that carry them", async () => {
    const secrets = {
      link: "1.b7f3c2a1d4e5.Zq8vX2mN4pR6tY1wK3sD5fG7hJ9lA0cE2uI4oB6nM8x",
      referer: "1.c8e4d3b2a1f6.Pp0oI9uY8tR7eW6qA5sD4fG3hJ2kL1zX0cV9bN8mQ",
      feed: "9f2c4be07d1a56e3b8c0f7a2d4e6b1c3a5f7e9d0c2b4a6f8e1d3c5b7a9f0e2d4",
      api: "1.d9f5e4c3b2a7.Mm1nN2bB3vV4cC5xX6zZ7lL8kK9jJ0hH1gG2fF3dD4s",
    };
    const referer = `https://www.example.com${BOOKING_MANAGE_PAGE_PATH}?t=${secrets.referer}`;
    const get = (url: string) => proxyRequest(setup.httpsPort, "GET", url, undefined, { referer });
    expect((await get(`${BOOKING_MANAGE_PAGE_PATH}?t=${secrets.link}`)).status).toBe(200);
    expect((await get(`${BOOKING_FEED_PATH}?key=${secrets.feed}`)).status).toBe(502);
    expect((await get(`${BOOKING_MANAGE_PATH}?t=${secrets.api}`)).status).toBe(502);
    const post = await proxyRequest(setup.httpsPort, "POST", CONTACT_ENDPOINT, "x=1", {
      "content-type": "application/x-www-form-urlencoded",
      referer,
    });
    expect(post.status).toBe(502);
    // Anything Caddy would write about these requests has had time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Caddy's output was captured: it names its own start.
    expect(output).toContain("serving initial configuration");
    for (const [name, secret] of Object.entries(secrets))
      expect([name, output.includes(secret.slice(14))]).toEqual([name, false]);
    expect(output).not.toContain(BOOKING_FEED_PATH);
    expect(output).not.toContain(BOOKING_MANAGE_PAGE_PATH);
  });
});

/** @jest-environment node */
// POST /vitals on a real server on loopback with a real SQLite file: a valid beacon is counted in
// exactly its buckets and answered 204; a bad one (its type, a value, a name, its size), another
// site's and one past the client's bound are refused with a 4xx and store nothing; and the log
// holds no address.
import { BEACON, startVitalsServer, type VitalsServer } from "./vitalsServer";
import { VITALS_BODY_LIMIT, VITALS_PATH, bucketOf, type MetricName } from "../../contract/vitals";
import { utcDay } from "../../server/vitalsStore";
import { NON_HTML_CSP } from "../../server/security";
import { HEALTH_PATH } from "../../contract/endpoints";

let server: VitalsServer;

afterEach(async () => {
  await server?.close();
});

const NOW = Date.parse("2026-11-29T23:30:00Z");

describe("a valid beacon", () => {
  it("answers 204 and adds one view to one bucket per metric, on the day of the server's clock", async () => {
    server = await startVitalsServer({ now: () => NOW });
    const res = await server.beacon(BEACON);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(res.headers.get("content-security-policy")).toBe(NON_HTML_CSP);
    const expected = Object.entries(BEACON.metrics)
      .map(([metric, value]) => ({
        day: utcDay(NOW),
        route: BEACON.route,
        device: BEACON.device,
        metric,
        bucket: bucketOf(metric as MetricName, value),
        views: 1,
      }))
      .sort((a, b) => a.metric.localeCompare(b.metric));
    expect(server.counts()).toEqual(expected);
    expect(utcDay(NOW)).toBe("2026-11-29");

    // The same again, and one of another device class: counts, not rows of views.
    expect((await server.beacon(BEACON)).status).toBe(204);
    expect(
      (await server.beacon({ ...BEACON, device: "desktop", metrics: { LCP: 1234 } })).status,
    ).toBe(204);
    const counts = server.counts();
    expect(counts).toHaveLength(expected.length + 1);
    expect(counts.filter((c) => c.device === "mobile").map((c) => c.views)).toEqual(
      expected.map(() => 2),
    );
  });

  it("is taken as a browser's beacon sends it: JSON with a charset, same-origin", async () => {
    server = await startVitalsServer();
    const res = await server.beacon(BEACON, {
      "content-type": "application/json;charset=UTF-8",
      "sec-fetch-site": "same-origin",
      origin: server.origin,
    });
    expect(res.status).toBe(204);
    expect(server.counts()).toHaveLength(5);
  });
});

describe("a bad beacon gets a 4xx and stores nothing", () => {
  const json = JSON.stringify(BEACON);
  const cases: [string, string | object, Record<string, string>, number][] = [
    ["text/plain", json, { "content-type": "text/plain;charset=UTF-8" }, 415],
    [
      "a form's type",
      "route=/&device=mobile",
      { "content-type": "application/x-www-form-urlencoded" },
      415,
    ],
    ["no JSON", "{route: /}", {}, 400],
    ["NaN", json.replace("1234", "NaN"), {}, 400],
    ["a number as a string", { ...BEACON, metrics: { LCP: "1234" } }, {}, 400],
    ["a negative value", { ...BEACON, metrics: { LCP: -5 } }, {}, 400],
    ["a huge value", { ...BEACON, metrics: { INP: 1e9 } }, {}, 400],
    ["an unknown metric", { ...BEACON, metrics: { FID: 12 } }, {}, 400],
    ["an unknown route", { ...BEACON, route: "/wp-admin" }, {}, 400],
    ["an unknown device class", { ...BEACON, device: "smart-tv" }, {}, 400],
    ["an extra field", { ...BEACON, visitor: "abc-123" }, {}, 400],
    ["no metric", { ...BEACON, metrics: {} }, {}, 400],
    ["a list", [BEACON], {}, 400],
    ["an oversized body", { ...BEACON, pad: "x".repeat(VITALS_BODY_LIMIT) }, {}, 413],
  ];

  it.each(cases)("%s", async (_name, body, headers, status) => {
    server = await startVitalsServer();
    const res = await server.beacon(body, headers);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ statusCode: status });
    expect(server.counts()).toEqual([]);
  });

  it("one bad metric among good ones: nothing of it is counted", async () => {
    server = await startVitalsServer();
    const res = await server.beacon({ ...BEACON, metrics: { ...BEACON.metrics, CLS: -1 } });
    expect(res.status).toBe(400);
    expect(server.counts()).toEqual([]);
  });

  it("any other method is not a beacon", async () => {
    server = await startVitalsServer();
    const res = await fetch(`${server.origin}${VITALS_PATH}`);
    expect(res.status).toBe(404);
    expect(server.counts()).toEqual([]);
  });
});

describe("another site's beacon", () => {
  it.each([
    [
      "Sec-Fetch-Site: cross-site",
      { "sec-fetch-site": "cross-site", origin: "https://other.example" },
    ],
    ["an Origin of another site, without Fetch Metadata", { origin: "https://other.example" }],
    [
      "same-site from a sibling host",
      { "sec-fetch-site": "same-site", origin: "https://evil.example.com" },
    ],
  ])("is refused with a 403 before its body is read: %s", async (_name, headers) => {
    server = await startVitalsServer();
    const res = await server.beacon(BEACON, headers);
    expect(res.status).toBe(403);
    expect(server.counts()).toEqual([]);
  });
});

describe("a flood from one client", () => {
  it("is bounded: past the limit each beacon gets a 429 and nothing more is counted", async () => {
    server = await startVitalsServer({ vitalsRateLimit: { max: 3, timeWindow: 60_000 } });
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await server.beacon(BEACON)).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429, 429]);
    const counts = server.counts();
    expect(counts.map((c) => c.views)).toEqual(counts.map(() => 3));
    expect(counts).toHaveLength(Object.keys(BEACON.metrics).length);
  });

  it("counts an IPv6 client by its /64, and another client apart", async () => {
    server = await startVitalsServer({
      trustProxy: true,
      vitalsRateLimit: { max: 1, timeWindow: 60_000 },
    });
    const from = async (ip: string) =>
      (await server.beacon(BEACON, { "x-forwarded-for": ip })).status;
    expect(await from("2001:db8:1:2::1")).toBe(204);
    expect(await from("2001:db8:1:2:ffff::9")).toBe(429);
    expect(await from("2001:db8:1:3::1")).toBe(204);
    expect(await from("192.0.2.7")).toBe(204);
  });

  it("remembers a bounded number of clients, forgetting the least recent first", async () => {
    server = await startVitalsServer({
      trustProxy: true,
      vitalsRateLimit: { max: 1, timeWindow: 60_000, clients: 2 },
    });
    const from = async (ip: string) =>
      (await server.beacon(BEACON, { "x-forwarded-for": ip })).status;
    expect([await from("192.0.2.1"), await from("192.0.2.1")]).toEqual([204, 429]);
    expect([await from("192.0.2.2"), await from("192.0.2.3")]).toEqual([204, 204]);
    expect(await from("192.0.2.1")).toBe(204);
  });
});

describe("the log", () => {
  it("holds no address, user agent or beacon, while another route's request line holds the address", async () => {
    server = await startVitalsServer({
      trustProxy: true,
      vitalsRateLimit: { max: 1, timeWindow: 60_000 },
    });
    const headers = { "x-forwarded-for": "203.0.113.77", "user-agent": "SecretAgent/9.9" };
    expect((await server.beacon(BEACON, headers)).status).toBe(204);
    expect((await server.beacon(BEACON, headers)).status).toBe(429);
    expect(
      (
        await server.beacon(
          { ...BEACON, route: "/nu" },
          { ...headers, "x-forwarded-for": "203.0.113.78" },
        )
      ).status,
    ).toBe(400);
    expect(
      (await server.beacon(BEACON, { ...headers, "sec-fetch-site": "cross-site" })).status,
    ).toBe(403);
    for (const secret of [
      "203.0.113.77",
      "203.0.113.78",
      "127.0.0.1",
      "SecretAgent",
      "/servicii/leasing",
      "1234",
    ])
      expect([secret, server.rawLog().includes(secret)]).toEqual([secret, false]);
    // The capture works: a request of another route is logged with its address.
    await fetch(`${server.origin}${HEALTH_PATH}`, { headers });
    expect(server.rawLog()).toContain("203.0.113.77");
  });
});

/** @jest-environment node */
// The error reports' own rate limit, on a real server on loopback: its 429, its separate counter
// from the contact form's (in both directions), and its bounded memory of addresses.
import { NON_HTML_CSP } from "../../server/security";
import { REPORT, startReportServer, type ReportServer } from "./reportServer";
import { tokenIssuedAgo } from "../helpers/timeTrap";
import { CONTACT_ENDPOINT } from "../../contract/endpoints";

let server: ReportServer;

afterEach(async () => {
  await server?.app.close();
});

describe("rate limits", () => {
  let sent = 0;
  /** A new request each time: the same words twice are one request, which the limit never counts. */
  const contactForm = () =>
    fetch(`${server.base}${CONTACT_ENDPOINT}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        name: "Ion Popescu",
        email: "ion@example.ro",
        phone: "0722123456",
        comment: `Bună ziua (${(sent += 1)})`,
        chkConfidentialitate: "1",
        formStartedAt: tokenIssuedAgo(),
      }).toString(),
    });

  it("answers 429 beyond its own limit, without eating the contact form's quota", async () => {
    server = await startReportServer({
      rateLimit: { max: 2, timeWindow: 60_000 },
      reportRateLimit: { max: 2, timeWindow: 60_000 },
    });
    const reports = [];
    for (let i = 0; i < 3; i += 1) reports.push((await server.report(REPORT)).status);
    expect(reports).toEqual([204, 204, 429]);
    const limited = await server.report(REPORT);
    expect(await limited.json()).toMatchObject({ statusCode: 429, error: "Too Many Requests" });
    expect(limited.headers.get("content-security-policy")).toBe(NON_HTML_CSP);
    expect(limited.headers.get("x-content-type-options")).toBe("nosniff");
    // The form still has both of its submissions, and then its own 429.
    const posts = [];
    for (let i = 0; i < 3; i += 1) posts.push((await contactForm()).status);
    expect(posts).toEqual([200, 200, 429]);
    expect(server.reportLines()).toHaveLength(2);
  });

  it("keeps accepting reports after the contact form's limit is used up", async () => {
    server = await startReportServer({
      rateLimit: { max: 1, timeWindow: 60_000 },
      reportRateLimit: { max: 2, timeWindow: 60_000 },
    });
    expect((await contactForm()).status).toBe(200);
    expect((await contactForm()).status).toBe(429);
    expect((await server.report(REPORT)).status).toBe(204);
  });

  it("remembers a bounded number of addresses, forgetting the least recent first", async () => {
    server = await startReportServer({
      trustProxy: true,
      reportRateLimit: { max: 1, timeWindow: 60_000, clients: 2 },
    });
    const from = async (ip: string) =>
      (await server.report(REPORT, { "x-forwarded-for": ip })).status;
    expect([await from("192.0.2.1"), await from("192.0.2.1")]).toEqual([204, 429]);
    // Two other addresses fill the memory: the first one is forgotten, and may report again.
    expect([await from("192.0.2.2"), await from("192.0.2.3")]).toEqual([204, 204]);
    expect(await from("192.0.2.1")).toBe(204);
  });

  it("counts an IPv6 client by its /64, one address as good as another in it", async () => {
    server = await startReportServer({
      trustProxy: true,
      reportRateLimit: { max: 2, timeWindow: 60_000 },
    });
    const from = async (ip: string) =>
      (await server.report(REPORT, { "x-forwarded-for": ip })).status;
    expect([await from("2001:db8:0:1::1"), await from("2001:db8:0:1:a:b:c:d")]).toEqual([204, 204]);
    expect(await from("2001:0db8:0000:0001::ffff")).toBe(429);
    expect(await from("2001:db8:0:2::1")).toBe(204);
  });
});

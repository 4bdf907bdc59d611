/** @jest-environment node */
// No cross-site state changes, on a real server on loopback with a temporary SQLite file: a post
// another site's page makes the visitor's browser send is refused with a 403 and stores nothing,
// while the site's own forms (script or no JavaScript), a visitor's own request and requests
// without browser headers pass, directly and behind a trusted proxy.
import Database from "better-sqlite3";
import { parseTrustProxy } from "../../server/config";
import copy from "../../data/contact.json";
import { CLIENT_ERRORS_PATH, CONTACT_ENDPOINT } from "../../contract/endpoints";
import {
  BOOKING_CANCEL_PATH,
  BOOKING_PATH,
  BOOKING_POST_PATHS,
  BOOKING_RESCHEDULE_PATH,
  BOOKING_SLOTS_PATH,
} from "../../contract/booking/api";
import { bookingSetup } from "../../server/booking/setup";
import { startTestServer, type TestServer, type TestServerOptions } from "../helpers/server";
import { TEST_FORM_SECRET, tokenIssuedAgo } from "../helpers/timeTrap";
import { HONEYPOT_FIELD, STARTED_AT_FIELD, FORM_TOKEN_PATH } from "../../contract/forms/antiBot";
import { type SlotsAnswer } from "../../contract/forms/bookingAnswers";
import { bookingForm } from "../../contract/forms/booking";

const EVIL = "https://evil.example";
const FORM = "application/x-www-form-urlencoded";
const CROSS_SITE = { "sec-fetch-site": "cross-site", origin: EVIL };

let server: TestServer;
const lines: string[] = [];

async function start(overrides: TestServerOptions = {}) {
  server = await startTestServer({
    tmpPrefix: "origin-test-",
    formSecret: TEST_FORM_SECRET,
    logger: { level: "info", stream: { write: (line: string) => lines.push(line) } },
    ...overrides,
  });
}

afterEach(async () => {
  await server?.close();
  lines.length = 0;
});

/** Every row of every table: equal before and after means nothing was stored or changed. */
function database(): string {
  const db = new Database(server.dbPath, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all() as { name: string }[];
    return JSON.stringify(
      tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}"`).all()]),
    );
  } finally {
    db.close();
  }
}

const contactBody = (n = 1) =>
  new URLSearchParams({
    name: "Ion Popescu",
    email: "ion@example.ro",
    phone: "0722123456",
    comment: `Aș dori o ofertă (${n}).`,
    chkConfidentialitate: "1",
    [HONEYPOT_FIELD]: "",
    [STARTED_AT_FIELD]: tokenIssuedAgo(),
  }).toString();

/** A booking of the first free slot, as the page's script posts it. */
async function bookingBody(): Promise<string> {
  const type = bookingSetup().types[0].id;
  const answer = (await (
    await fetch(`${server.origin}${BOOKING_SLOTS_PATH}?type=${type}`)
  ).json()) as SlotsAnswer;
  return new URLSearchParams({
    [bookingForm.fields.type]: type,
    [bookingForm.fields.slot]: answer.slots[0].id,
    [bookingForm.fields.mode]: "online",
    [bookingForm.fields.name]: "Ioana Popescu",
    [bookingForm.fields.email]: "ioana.popescu@firma-test.ro",
    [bookingForm.fields.phone]: "0744000111",
    [bookingForm.fields.consent]: "1",
    [HONEYPOT_FIELD]: "",
    [STARTED_AT_FIELD]: tokenIssuedAgo(),
  }).toString();
}

const REPORT = JSON.stringify({ message: "Error: x", route: "/servicii/leasing", build: "abc" });

/** The state-changing endpoints, each with a body it would act on. */
async function endpoints(): Promise<[string, string, string][]> {
  const token = `t=1.b7f3c2a1d4e5.${"x".repeat(43)}`;
  return [
    [CONTACT_ENDPOINT, FORM, contactBody()],
    [BOOKING_PATH, FORM, await bookingBody()],
    [BOOKING_CANCEL_PATH, FORM, token],
    [BOOKING_RESCHEDULE_PATH, FORM, `${token}&slot=x`],
    [CLIENT_ERRORS_PATH, "application/json", REPORT],
    // Every other post the booking takes (its link actions, the resend, the office's link),
    // whatever each answers to a token it did not sign.
    ...BOOKING_POST_PATHS.filter(
      (url) => ![BOOKING_PATH, BOOKING_CANCEL_PATH, BOOKING_RESCHEDULE_PATH].includes(url),
    ).map((url): [string, string, string] => [url, FORM, `${token}&c=x&k=x&o=x`]),
  ];
}

function post(
  url: string,
  type: string,
  body: string,
  headers: Record<string, string> = {},
  method = "POST",
) {
  return fetch(`${server.origin}${url}`, {
    method,
    headers: { "content-type": type, accept: "application/json", ...headers },
    body,
    redirect: "manual",
  });
}

/** The guard's own answer: 403, never cached, the Romanian sentence. */
async function expectRefused(response: Response) {
  expect(response.status).toBe(403);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual({ success: false, message: copy.server.crossSite });
}

/** Whatever the endpoint answered (a link's token here is refused by the endpoint itself), it
 * was not the guard's refusal. */
async function expectPassed(response: Response) {
  expect(await response.text()).not.toContain(copy.server.crossSite);
}

describe("a post from another site's page", () => {
  beforeEach(() => start());

  it("is refused with a 403 at every state-changing endpoint, and nothing is stored", async () => {
    const before = database();
    for (const [url, type, body] of await endpoints()) {
      const response = await post(url, type, body, CROSS_SITE);
      await expectRefused(response);
    }
    expect(database()).toBe(before);
    expect(server.leads()).toHaveLength(0);
    // The same request from the site's own page is stored: the comparison sees a stored row.
    await post(CONTACT_ENDPOINT, FORM, contactBody(), { "sec-fetch-site": "same-origin" });
    expect(database()).not.toBe(before);
  });

  it("is refused when only its Origin names another site (a browser without Fetch Metadata)", async () => {
    const before = database();
    for (const origin of [EVIL, "null", "http://127.0.0.1.evil.example", "not an origin"]) {
      await expectRefused(await post(CONTACT_ENDPOINT, FORM, contactBody(), { origin }));
      await expectRefused(await post(BOOKING_PATH, FORM, await bookingBody(), { origin }));
    }
    expect(database()).toBe(before);
  });

  it("is refused from a sibling host (same-site) that is not the site itself", async () => {
    const before = database();
    const headers = { "sec-fetch-site": "same-site", origin: "http://blog.127.0.0.1" };
    await expectRefused(await post(CONTACT_ENDPOINT, FORM, contactBody(), headers));
    await expectRefused(
      await post(CONTACT_ENDPOINT, FORM, contactBody(), { "sec-fetch-site": "same-site" }),
    );
    expect(database()).toBe(before);
  });

  it("is refused with any state-changing method, and a form that wants HTML gets a short text", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"])
      await expectRefused(await post(BOOKING_PATH, FORM, "x=1", CROSS_SITE, method));
    const html = await post(CONTACT_ENDPOINT, FORM, contactBody(), {
      ...CROSS_SITE,
      accept: "text/html,application/xhtml+xml",
    });
    expect(html.status).toBe(403);
    expect(html.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await html.text()).toBe(copy.server.crossSite);
    expect(server.leads()).toHaveLength(0);
  });

  it("may still read: a cross-site GET is answered", async () => {
    const type = bookingSetup().types[0].id;
    const slots = await fetch(`${server.origin}${BOOKING_SLOTS_PATH}?type=${type}`, {
      headers: CROSS_SITE,
    });
    expect(slots.status).toBe(200);
    expect(
      (await fetch(`${server.origin}${FORM_TOKEN_PATH}`, { headers: CROSS_SITE })).status,
    ).toBe(200);
  });

  it("is logged at info level with the other site's name and no other header's value", async () => {
    await post(CONTACT_ENDPOINT, FORM, contactBody(), {
      ...CROSS_SITE,
      "user-agent": "Agent-7f3a9c",
      cookie: "session=c00k1e-9d2b",
      referer: `${EVIL}/pagina-9e8d`,
    });
    const refusals = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string; [key: string]: unknown })
      .filter((entry) => entry.msg === "cross-site request refused");
    expect(refusals).toEqual([
      expect.objectContaining({ level: 30, fetchSite: "cross-site", site: EVIL }),
    ]);
    const log = lines.join("");
    for (const value of ["Agent-7f3a9c", "c00k1e-9d2b", "pagina-9e8d"])
      expect(log).not.toContain(value);
  });
});

describe("the site's own requests", () => {
  beforeEach(() => start());

  it("stores a post of the form's script (same-origin, with its Origin)", async () => {
    const headers = { "sec-fetch-site": "same-origin", origin: server.origin };
    const response = await post(CONTACT_ENDPOINT, FORM, contactBody(), headers);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });
    expect(server.leads()).toHaveLength(1);
  });

  it("stores a form posted without JavaScript (same-origin, its Origin the site, wanting HTML)", async () => {
    const response = await post(CONTACT_ENDPOINT, FORM, contactBody(), {
      "sec-fetch-site": "same-origin",
      origin: server.origin,
      accept: "text/html,application/xhtml+xml",
    });
    expect(response.status).toBe(303);
    expect(server.leads()).toHaveLength(1);
  });

  it("lets every endpoint act on a same-origin post", async () => {
    const headers = { "sec-fetch-site": "same-origin", origin: server.origin };
    for (const [url, type, body] of await endpoints()) {
      await expectPassed(await post(url, type, body, headers));
    }
    // The contact request among them was stored.
    expect(server.leads()).toHaveLength(1);
  });

  it("stores requests a visitor made themselves (none), without browser headers, or from an old browser naming the site", async () => {
    const cases: Record<string, string>[] = [
      { "sec-fetch-site": "none" },
      {},
      { origin: server.origin },
      { "sec-fetch-site": "same-site", origin: server.origin },
    ];
    for (const [i, headers] of cases.entries()) {
      const response = await post(CONTACT_ENDPOINT, FORM, contactBody(i), headers);
      expect([headers, response.status]).toEqual([headers, 200]);
    }
    expect(server.leads()).toHaveLength(cases.length);
  });
});

describe("behind a proxy", () => {
  const SITE = "https://www.axia-test.ro";
  const forwarded = {
    "x-forwarded-proto": "https",
    "x-forwarded-host": "www.axia-test.ro",
    "x-forwarded-for": "203.0.113.9",
  };

  it("with TRUST_PROXY, takes the forwarded scheme and host as the site's own origin", async () => {
    await start({ trustProxy: parseTrustProxy("1") });
    const cases: Record<string, string>[] = [
      { origin: SITE },
      { "sec-fetch-site": "same-site", origin: SITE },
    ];
    for (const [i, headers] of cases.entries()) {
      const response = await post(CONTACT_ENDPOINT, FORM, contactBody(i), {
        ...forwarded,
        ...headers,
      });
      expect(response.status).toBe(200);
    }
    expect(server.leads()).toHaveLength(2);
    // The site's own origin over plain HTTP is another origin.
    await expectRefused(
      await post(CONTACT_ENDPOINT, FORM, contactBody(), {
        ...forwarded,
        origin: "http://www.axia-test.ro",
      }),
    );
  });

  it("without TRUST_PROXY, believes no forwarded host", async () => {
    await start();
    await expectRefused(
      await post(CONTACT_ENDPOINT, FORM, contactBody(), { ...forwarded, origin: SITE }),
    );
    expect(server.leads()).toHaveLength(0);
  });

  it("takes SITE_URL's origin as the site's own, whatever host the request names", async () => {
    await start({ siteUrl: SITE });
    const response = await post(CONTACT_ENDPOINT, FORM, contactBody(), { origin: SITE });
    expect(response.status).toBe(200);
    expect(server.leads()).toHaveLength(1);
  });
});

/** @jest-environment node */
// POST /sendmail.php against a real server on loopback and a real temporary SQLite file.
import { parseTrustProxy } from "../../server/config";
import { CONTACT_BODY_LIMIT } from "../../server/contact";
import copy from "../../data/contact.json";
import { startTestServer, type TestServer, type TestServerOptions } from "../helpers/server";
import { TEST_FORM_SECRET, tokenIssuedAgo } from "../helpers/timeTrap";
import { HONEYPOT_FIELD } from "../../contract/forms/antiBot";

const VALID = {
  name: "  Ion Popescu ",
  email: "ion@example.ro",
  phone: "0722123456",
  comment: "Aș dori o ofertă de leasing financiar.",
  chkConfidentialitate: "1",
  formStartedAt: tokenIssuedAgo(),
};

let server: TestServer;

async function start(overrides: TestServerOptions = {}) {
  server = await startTestServer({
    tmpPrefix: "contact-test-",
    formSecret: TEST_FORM_SECRET,
    ...overrides,
  });
}

afterEach(async () => {
  await server?.close();
});

describe("valid requests", () => {
  beforeEach(() => start());

  it("stores the lead before answering success:true", async () => {
    const res = await server.post(VALID);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: copy.server.success });
    expect(server.leads()).toEqual([
      expect.objectContaining({
        name: "Ion Popescu",
        email: "ion@example.ro",
        phone: "0722123456",
        message: VALID.comment,
        consent: 1,
        status: "pending",
        attempts: 0,
        last_error: null,
      }),
    ]);
  });

  it("accepts the form's own field names (a post made without JavaScript)", async () => {
    const res = await server.post({
      txtName: "Maria",
      txtEmail: "maria@example.ro",
      txtPhone: "0745000111",
      txtMessage: "Bună ziua",
      chkConfidentialitate: "1",
      formStartedAt: tokenIssuedAgo(),
    });
    expect(await res.json()).toMatchObject({ success: true });
    expect(server.leads()[0]).toMatchObject({ name: "Maria", status: "pending" });
  });
});

describe("validation", () => {
  beforeEach(() => start());
  const v = copy.validation;

  it.each([
    ["name", "", v.nameRequired],
    ["email", "", v.emailRequired],
    ["email", "ion@", v.emailInvalid],
    ["phone", "", v.phoneRequired],
    ["phone", "0722 123 456", v.phoneDigits],
    ["comment", "   ", v.messageRequired],
    ["chkConfidentialitate", "0", v.privacyRequired],
    ["name", "a".repeat(201), "Numele poate avea cel mult 200 de caractere"],
    ["comment", "a".repeat(5001), "Mesajul poate avea cel mult 5000 de caractere"],
  ])("%s = %j → 422 with its message, nothing stored", async (field, value, message) => {
    const res = await server.post({ ...VALID, [field]: value });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      success: false,
      message: copy.server.invalid,
      errors: { [field]: message },
    });
    expect(server.leads()).toHaveLength(0);
  });

  it("answers 413 with a JSON message above the body limit", async () => {
    const res = await server.post({ ...VALID, comment: "x".repeat(CONTACT_BODY_LIMIT + 1) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: copy.server.tooLarge });
    expect(server.leads()).toHaveLength(0);
  });

  it("answers 400 to a body it cannot parse", async () => {
    const res = await server.post({}, { "content-type": "application/json" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: copy.server.badRequest });
  });
});

describe("the body limit fits every valid message", () => {
  beforeEach(() => start());

  it.each([
    ["5000 × ș (2 bytes each)", "ș".repeat(5_000)],
    ["5000 × 中 (3 bytes each)", "中".repeat(5_000)],
    ["2500 emoji (4 bytes each)", "😀".repeat(2_500)],
  ])("accepts %s", async (_label, comment) => {
    const res = await server.post({ ...VALID, comment, formStartedAt: tokenIssuedAgo() });
    expect(res.status).toBe(200);
    expect(server.leads()[0].message).toBe(comment);
  });

  it("still answers 413 to a body far above any valid message", async () => {
    const res = await server.post({ ...VALID, comment: "x".repeat(200_000) });
    expect(res.status).toBe(413);
    expect(server.leads()).toHaveLength(0);
  });
});

describe("the budget of stored requests per address", () => {
  const request = (n: number) => ({ ...VALID, comment: `Cererea ${n}` });

  it("refuses a request beyond it with a Romanian 429 and stores nothing more", async () => {
    await start({ rateLimit: { max: 2, timeWindow: 60_000 } });
    expect((await server.post(request(1))).status).toBe(200);
    expect((await server.post(request(2))).status).toBe(200);
    const res = await server.post(request(3));
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ success: false, message: copy.server.tooMany });
    expect(server.leads()).toHaveLength(2);
  });

  it("counts only stored requests: refused ones and repeats leave it for the one that follows", async () => {
    await start({ rateLimit: { max: 2, timeWindow: 60_000 } });
    for (let i = 0; i < 5; i += 1) {
      expect((await server.post({ ...request(i), phone: "07x" })).status).toBe(422);
    }
    expect((await server.post(request(1))).status).toBe(200);
    expect((await server.post(request(1))).status).toBe(200); // the same request again: a repeat
    expect((await server.post(request(2))).status).toBe(200);
    expect((await server.post(request(3))).status).toBe(429);
    expect((await server.post(request(4))).status).toBe(429); // refused: it does not extend the wait
    expect(server.leads().map((r) => r.message)).toEqual(["Cererea 1", "Cererea 2"]);
  });

  it("lets three colleagues behind one office address each send a request within a minute", async () => {
    await start({ rateLimit: undefined }); // the server's default budget
    const colleagues = ["Ana Pop", "Dan Ionescu", "Ioana Marin"].map((name, i) => ({
      ...VALID,
      name,
      email: `coleg${i}@firma.ro`,
      comment: `Cerere de la ${name}`,
    }));
    for (const body of colleagues) expect((await server.post(body)).status).toBe(200);
    expect(server.leads()).toHaveLength(3);
  });

  it("with one trusted hop, a forged X-Forwarded-For does not escape it", async () => {
    await start({
      rateLimit: { max: 5, timeWindow: 60_000 },
      trustProxy: parseTrustProxy("1"),
    });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await server.post(
        { ...request(i), formStartedAt: tokenIssuedAgo() },
        { "x-forwarded-for": `10.9.8.${i}, 203.0.113.7` },
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
  });
  it("counts an IPv6 client by its /64: every address in it shares one budget, another /64 has its own", async () => {
    await start({
      rateLimit: { max: 2, timeWindow: 60_000 },
      trustProxy: parseTrustProxy("1"),
    });
    const from = async (ip: string, n: number) =>
      (
        await server.post(
          { ...request(n), formStartedAt: tokenIssuedAgo() },
          { "x-forwarded-for": ip },
        )
      ).status;
    expect(await from("2001:db8:0:1::a", 1)).toBe(200);
    expect(await from("2001:DB8:0:1:ffff:1:2:3", 2)).toBe(200);
    expect(await from("2001:db8:0:1:0:0:0:b", 3)).toBe(429);
    expect(await from("2001:db8:0:2::a", 4)).toBe(200);
    expect(server.leads()).toHaveLength(3);
  });
});

describe("a filled honeypot", () => {
  it("is answered like a success and stored as spam, never mailed", async () => {
    await start();
    const res = await server.post({ ...VALID, [HONEYPOT_FIELD]: "http://spam.example" });
    expect(await res.json()).toEqual({ success: true, message: copy.server.success });
    expect(server.leads()).toEqual([
      expect.objectContaining({ status: "spam", next_attempt_at: null }),
    ]);
  });
});

describe("the charset a request declares", () => {
  beforeEach(() => start());
  const form = (charset: string) => ({
    "content-type": `application/x-www-form-urlencoded; charset=${charset}`,
  });
  const body = (name: string) =>
    `name=${name}&email=rene%40example.ro&phone=0722123456&comment=Bun%E3&chkConfidentialitate=1`;

  it("decodes ISO-8859-1 (and its twin windows-1252) as declared", async () => {
    expect((await server.post(body("Ren%E9"), form("iso-8859-1"))).status).toBe(200);
    expect((await server.post(body("Fran%E7ois"), form("windows-1252"))).status).toBe(200);
    expect(server.leads().map((r) => [r.name, r.message])).toEqual([
      ["René", "Bunã"],
      ["François", "Bunã"],
    ]);
  });

  it("decodes UTF-8, declared or not", async () => {
    const utf8 = new URLSearchParams({ ...VALID, name: "Ștefan Țuțuianu" }).toString();
    expect((await server.post(utf8, form("UTF-8"))).status).toBe(200);
    expect(server.leads()[0].name).toBe("Ștefan Țuțuianu");
  });

  it("refuses a charset no browser knows with a clear 415, and stores nothing", async () => {
    const res = await server.post(body("Ren%E9"), form("x-klingon"));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ success: false, message: copy.server.charset });
    expect(server.leads()).toHaveLength(0);
  });

  it("refuses bytes that are not UTF-8 in a UTF-8 request instead of storing them garbled", async () => {
    const res = await server.post(body("Ren%E9"));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: copy.server.badRequest });
    expect(server.leads()).toHaveLength(0);
  });
});

describe("browser post without JavaScript", () => {
  beforeEach(() => start());
  const html = { accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8" };

  it("redirects a valid post to the contact page's confirmation", async () => {
    const res = await server.post(VALID, html);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact?trimis=1#contact-trimis");
    expect(server.leads()).toHaveLength(1);
  });

  it("redirects an invalid post to the error state", async () => {
    const res = await server.post({ ...VALID, phone: "abc" }, html);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact?eroare=1#contact-eroare");
    expect(server.leads()).toHaveLength(0);
  });
});

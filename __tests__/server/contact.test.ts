/** @jest-environment node */
// POST /sendmail.php against a real server on loopback and a real temporary SQLite file.
import { CONTACT_BODY_LIMIT } from "../../server/contact";
import copy from "../../data/contact.json";
import { startTestServer, type TestServer, type TestServerOptions } from "../helpers/server";
import { TEST_FORM_SECRET, tokenIssuedAgo } from "../helpers/timeTrap";

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

describe("abuse", () => {
  it("limits requests per IP with a Romanian 429", async () => {
    await start({ rateLimit: { max: 2, timeWindow: 60_000 } });
    expect((await server.post(VALID)).status).toBe(200);
    expect((await server.post(VALID)).status).toBe(200);
    const res = await server.post(VALID);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ success: false, message: copy.server.tooMany });
    expect(server.leads()).toHaveLength(2);
  });

  it.each([
    ["a filled honeypot", () => ({ website: "http://spam.example" })],
    ["a token this server never issued", () => ({ formStartedAt: `1.${"A".repeat(43)}` })],
  ])("answers %s like a success but stores it as spam", async (_label, extra) => {
    await start();
    const res = await server.post({ ...VALID, ...extra() });
    expect(await res.json()).toEqual({ success: true, message: copy.server.success });
    expect(server.leads()).toEqual([
      expect.objectContaining({ status: "spam", next_attempt_at: null }),
    ]);
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

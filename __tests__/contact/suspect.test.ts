/** @jest-environment node */
// A valid request is never silently withheld: a token too old (a tab left open), too young, missing,
// forged or repeated is delivered to the office, marked as suspect with the reason; only a filled
// honeypot holds a request back. Real server on loopback, real SQLite, real SMTP.
import copy from "../../data/contact.json";
import { OFFICE, SENDER, readLeads, until } from "../helpers/faults";
import { startTestServer, type TestServer } from "../helpers/server";
import { decoded, startSmtp, type SmtpSink } from "../helpers/smtp";
import { TEST_FORM_SECRET, tokenIssuedAgo } from "../helpers/timeTrap";
import { HONEYPOT_FIELD } from "../../contract/forms/antiBot";

const HOUR_MS = 3_600_000;
const FORM = {
  name: "Ion Popescu",
  email: "ion@example.ro",
  phone: "0722123456",
  comment: "Am lăsat pagina deschisă de ieri.",
  chkConfidentialitate: "1",
};
const JSON_ACCEPT = { accept: "application/json" };
const HTML_ACCEPT = { accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8" };
/** The outbox retries quickly, so waits depend on polling, never on wall-clock speed. */
const FAST_OUTBOX = { baseDelayMs: 20, maxDelayMs: 100, pollMs: 20, dbRetryMs: 20 };

let server: TestServer;
let smtp: SmtpSink;

beforeEach(async () => {
  smtp = await startSmtp();
  server = await startTestServer({
    tmpPrefix: "suspect-",
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    mailTo: OFFICE,
    mailFrom: SENDER,
    outboxTiming: FAST_OUTBOX,
    formSecret: TEST_FORM_SECRET,
  });
});

afterEach(async () => {
  await server.close();
  await smtp.close();
});

const delivered = () =>
  until("the lead to be mailed", () => {
    const sent = readLeads(server.dbPath).filter((lead) => lead.status === "sent");
    return sent.length > 0 && smtp.mails.length > 0 ? sent : undefined;
  });

describe.each([
  ["with JavaScript (fetch, JSON answer)", JSON_ACCEPT],
  ["without JavaScript (plain post, redirect)", HTML_ACCEPT],
])("a valid post %s", (_label, accept) => {
  const answeredSent = async (res: Response) => {
    if (accept === HTML_ACCEPT) {
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/contact?trimis=1#contact-trimis");
    } else {
      expect(await res.json()).toEqual({ success: true, message: copy.server.success });
    }
  };

  it("with a token 26 hours old is stored pending with its reason and mailed, marked", async () => {
    await answeredSent(
      await server.post({ ...FORM, formStartedAt: tokenIssuedAgo(26 * HOUR_MS + 60_000) }, accept),
    );
    const [lead] = await delivered();
    expect(lead).toMatchObject({ suspect_reason: "expired", attempts: 1 });
    expect(Number(lead.form_age_ms)).toBeGreaterThanOrEqual(26 * HOUR_MS);
    const mail = decoded(smtp.mails[0].raw);
    expect(mail.subject).toBe("[Posibil trimisă automat] Cerere nouă de pe site de la Ion Popescu");
    expect(mail.text).toContain("pentru că a sosit după 26 de ore de la deschiderea formularului.");
    expect(mail.text.indexOf("spam")).toBeLessThan(mail.text.indexOf(copy.mail.intro));
    expect(mail.text).toContain(FORM.comment);
  });

  it("sent faster than the minimum fill time is stored pending with its reason and mailed, marked", async () => {
    await answeredSent(
      await server.post({ ...FORM, formStartedAt: tokenIssuedAgo(1_200) }, accept),
    );
    const [lead] = await delivered();
    expect(lead).toMatchObject({ suspect_reason: "too-fast" });
    const mail = decoded(smtp.mails[0].raw);
    expect(mail.subject.startsWith("[Posibil trimisă automat] ")).toBe(true);
    expect(mail.text).toMatch(/a sosit la numai \d(,\d)? secunde? după deschiderea formularului\./);
  });

  it("with a good token is mailed unmarked", async () => {
    await answeredSent(await server.post({ ...FORM, formStartedAt: tokenIssuedAgo() }, accept));
    const [lead] = await delivered();
    expect(lead).toMatchObject({ suspect_reason: null, form_age_ms: null });
    const mail = decoded(smtp.mails[0].raw);
    expect(mail.subject).toBe("Cerere nouă de pe site de la Ion Popescu");
    expect(mail.text).not.toContain("spam");
  });
});

it("holds back only a filled honeypot; missing, forged and repeated tokens are mailed, marked", async () => {
  const token = tokenIssuedAgo();
  const good = new URLSearchParams({ ...FORM, formStartedAt: token }).toString();
  // Each request has its own words: the same words twice are one request.
  const request = (n: number, extra: Record<string, string> = {}) =>
    new URLSearchParams({ ...FORM, comment: `${FORM.comment} (${n})`, ...extra }).toString();
  const held = [
    request(1, { formStartedAt: token, [HONEYPOT_FIELD]: "http://spam.example" }),
    // An old or early token does not excuse a honeypot.
    request(2, { formStartedAt: tokenIssuedAgo(500), [HONEYPOT_FIELD]: "x" }),
  ];
  const marked: [string, string][] = [
    [request(3), "no-token"],
    [request(4, { formStartedAt: `${Date.now().toString(36)}.${"A".repeat(43)}` }), "forged-token"],
    [
      `${request(5, { formStartedAt: token })}&formStartedAt=${encodeURIComponent(token)}`,
      "repeated-token",
    ],
  ];
  for (const body of [...held, ...marked.map(([b]) => b)]) {
    const res = await server.post(body, JSON_ACCEPT);
    expect(await res.json()).toMatchObject({ success: true });
  }
  // One good lead afterwards: once it is mailed, the outbox has seen everything before it.
  await server.post(good, JSON_ACCEPT);
  await until("every delivered request to be mailed", () =>
    smtp.mails.length === marked.length + 1 &&
    readLeads(server.dbPath).every((lead) => lead.status !== "pending")
      ? true
      : undefined,
  );
  const leads = readLeads(server.dbPath);
  expect(leads.map((lead) => [lead.status, lead.suspect_reason])).toEqual([
    ["spam", null],
    ["spam", null],
    ...marked.map(([, reason]) => ["sent", reason]),
    ["sent", null],
  ]);
  const subjects = smtp.mails.map((mail) => decoded(mail.raw).subject);
  expect(subjects.filter((s) => s.startsWith("[Posibil trimisă automat]"))).toHaveLength(3);
  for (const [, reason] of marked) {
    const why = copy.mail.suspectWhy[reason as keyof typeof copy.mail.suspectWhy];
    expect(smtp.mails.some((mail) => decoded(mail.raw).text.includes(why))).toBe(true);
  }
});

it("answers a suspect post that is not valid with the usual 422, storing nothing", async () => {
  const res = await server.post(
    { ...FORM, phone: "abc", formStartedAt: tokenIssuedAgo(2 * 24 * HOUR_MS) },
    JSON_ACCEPT,
  );
  expect(res.status).toBe(422);
  expect(await res.json()).toMatchObject({ success: false, errors: { phone: expect.any(String) } });
  expect(readLeads(server.dbPath)).toEqual([]);
});

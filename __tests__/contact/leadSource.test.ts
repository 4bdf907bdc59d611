/** @jest-environment node */
// Where each lead came from: the route field, checked against the routes of the site (the page
// files' and data/pages.json's), the service of /servicii/… pages, the notification subject and
// `npm run leads` (the in-place migration that added these columns: leadMigration.test.ts).
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { LeadRow } from "../../server/db";
import { composeLeadMail } from "../../server/mail";
import { resolveLeadSource } from "../../server/leadSource";
import copy from "../../data/contact.json";
import { startTestServer, type TestServer } from "../helpers/server";

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "../..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");

const VALID = {
  name: "Ion Popescu",
  email: "ion@example.ro",
  phone: "0722123456",
  comment: "Aș dori o ofertă de leasing.",
  chkConfidentialitate: "1",
};
/** Another request of the same visitor: the same words twice are one request, stored once. */
const another = (n: number) => ({ ...VALID, comment: `${VALID.comment} (${n})` });

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer({ tmpPrefix: "lead-source-" });
});

afterEach(async () => {
  await server.close();
});

async function exportLeads(format: "csv" | "json") {
  const { stdout } = await run(TSX, ["server/leadsCli.ts", "--format", format], {
    cwd: ROOT,
    env: { ...process.env, CONTACT_DB: server.dbPath },
  });
  return stdout;
}

it("exports a lead sent from /servicii/leasing with its route and service", async () => {
  expect((await server.post({ ...VALID, sourcePath: "/servicii/leasing" })).status).toBe(200);
  expect(server.leads()[0]).toMatchObject({ source_path: "/servicii/leasing", service: "Leasing" });

  const json = JSON.parse(await exportLeads("json")) as LeadRow[];
  expect(json).toEqual([
    expect.objectContaining({
      name: "Ion Popescu",
      source_path: "/servicii/leasing",
      service: "Leasing",
    }),
  ]);
  const [header, line] = (await exportLeads("csv")).split("\r\n");
  const columns = header.split(",");
  const cells = line.split(",");
  expect(cells[columns.indexOf("source_path")]).toBe('"/servicii/leasing"');
  expect(cells[columns.indexOf("service")]).toBe('"Leasing"');
}, 30_000);

it("stores unknown for a route that is not a route of the site, or none at all", async () => {
  await server.post({ ...VALID, sourcePath: "/servicii/nu-exista" });
  await server.post({ ...another(2), sourcePath: "https://evil.example.com/servicii/leasing" });
  await server.post(another(3));
  expect(server.leads().map((r) => [r.source_path, r.service])).toEqual([
    ["unknown", null],
    ["unknown", null],
    ["unknown", null],
  ]);
});

it("records pages without a service, and falls back on a same-host Referer", async () => {
  await server.post({ ...VALID, sourcePath: "/contact" });
  await server.post(another(2), { referer: `${server.origin}/servicii/factoring?x=1` });
  await server.post(another(3), { referer: "https://other.example.com/servicii/factoring" });
  expect(server.leads().map((r) => [r.source_path, r.service])).toEqual([
    ["/contact", null],
    ["/servicii/factoring", "Factoring"],
    ["unknown", null],
  ]);
});

it("normalises a trailing slash, query and hash to the route", () => {
  expect(resolveLeadSource("/servicii/leasing/?utm=x#formular")).toEqual({
    path: "/servicii/leasing",
    service: "Leasing",
  });
  expect(resolveLeadSource("/")).toEqual({ path: "/", service: null });
  // An English template route (data/pages.json) is a route too, without a service.
  expect(resolveLeadSource("/about")).toEqual({ path: "/about", service: null });
  expect(resolveLeadSource(`/${"a".repeat(300)}`)).toEqual({ path: "unknown", service: null });
});

it("names the service in the notification subject and body", () => {
  const lead = {
    ...rowLike(),
    source_path: "/servicii/fonduri-europene",
    service: "Fonduri europene",
  };
  const mail = composeLeadMail(lead, "site@example.com", "office@example.com");
  expect(mail.subject).toBe("Cerere nouă de pe site pentru Fonduri europene de la Ion Popescu");
  expect(String(mail.text)).toContain(`${copy.mail.source}: /servicii/fonduri-europene`);
  expect(String(mail.text)).toContain(`${copy.mail.service}: Fonduri europene`);
  const plain = composeLeadMail({ ...rowLike(), source_path: "/", service: null }, "a", "b");
  expect(plain.subject).toBe("Cerere nouă de pe site de la Ion Popescu");
});

function rowLike(): LeadRow {
  return {
    id: 1,
    received_at: "2026-11-22T10:00:00.000Z",
    name: "Ion Popescu",
    email: "ion@example.ro",
    phone: "0722123456",
    message: "m",
    consent: 1,
    status: "pending",
    attempts: 0,
    last_error: null,
    next_attempt_at: null,
    sent_at: null,
    mail_key: "0123456789abcdef0123456789abcdef",
    source_path: "unknown",
    service: null,
    suspect_reason: null,
    form_age_ms: null,
    form_token: null,
    content_key: null,
  };
}

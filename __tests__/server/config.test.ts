/** @jest-environment node */
// Environment variables → server options; a value that is not valid stops the start with a message
// naming its variable.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ONE_YEAR_S, parseTrustProxy, readEnvConfig } from "../../server/config";

function repoWithSite(email: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "config-"));
  fs.mkdirSync(path.join(root, "data"));
  fs.writeFileSync(path.join(root, "data", "site.json"), JSON.stringify({ email }));
  return root;
}

it("uses the documented defaults", () => {
  const root = repoWithSite("office@example.ro");
  const config = readEnvConfig({}, root);
  expect(config).toMatchObject({
    port: 9000,
    host: "localhost",
    publicDir: path.join(root, "public"),
    dbPath: path.join(root, "var", "leads.sqlite"),
    smtpUrl: undefined,
    mailTo: "office@example.ro",
    rateLimit: { max: 5, timeWindow: 60_000 },
    trustProxy: false,
    hsts: 0,
    // A size cap even when none is set, and held requests kept for a shorter time than leads.
    dbMaxBytes: 512 * 1024 * 1024,
    retentionDays: 365,
    heldRetentionDays: 30,
  });
});

it("keeps held requests no longer than leads, and reads a duration in words as milliseconds", () => {
  const root = repoWithSite("office@example.ro");
  expect(readEnvConfig({ RETENTION_DAYS: "10" }, root).heldRetentionDays).toBe(10);
  expect(readEnvConfig({ HELD_RETENTION_DAYS: "7" }, root).heldRetentionDays).toBe(7);
  expect(() => readEnvConfig({ RETENTION_DAYS: "20", HELD_RETENTION_DAYS: "21" }, root)).toThrow(
    /HELD_RETENTION_DAYS="21" is not valid: expected a whole number from 1 to 20/,
  );
  expect(readEnvConfig({ RATE_LIMIT_WINDOW: "90s" }, root).rateLimit).toEqual({
    max: 5,
    timeWindow: 90_000,
  });
  expect(readEnvConfig({ RATE_LIMIT_WINDOW: "1.5 hours" }, root).rateLimit).toMatchObject({
    timeWindow: 5_400_000,
  });
  expect(readEnvConfig({ RATE_LIMIT_WINDOW: "250ms" }, root).rateLimit).toMatchObject({
    timeWindow: 250,
  });
});

it("reads every variable", () => {
  const root = repoWithSite("office@example.ro");
  const config = readEnvConfig(
    {
      PORT: "8080",
      HOST: "0.0.0.0",
      CONTACT_DB: "/srv/leads.sqlite",
      SMTP_URL: "smtps://u:p@mail.example.ro:465",
      MAIL_FROM: "site@example.ro",
      MAIL_TO: "alt@example.ro",
      RATE_LIMIT_MAX: "3",
      RATE_LIMIT_WINDOW: "10 minutes",
      TRUST_PROXY: "10.0.0.1, 192.168.0.0/16",
      HSTS: "true",
    },
    root,
  );
  expect(config).toMatchObject({
    port: 8080,
    host: "0.0.0.0",
    dbPath: "/srv/leads.sqlite",
    smtpUrl: "smtps://u:p@mail.example.ro:465",
    mailFrom: "site@example.ro",
    mailTo: "alt@example.ro",
    rateLimit: { max: 3, timeWindow: 600_000 },
    trustProxy: ["10.0.0.1", "192.168.0.0/16"],
    hsts: ONE_YEAR_S,
  });
});

it("trusts a number of proxy hops and takes HSTS max-age in seconds", () => {
  const config = readEnvConfig({ TRUST_PROXY: "1", HSTS: "600" }, repoWithSite("o@example.ro"));
  const trust = config.trustProxy as (address: string, hop: number) => boolean;
  expect([trust("10.0.0.1", 0), trust("10.0.0.2", 1)]).toEqual([true, false]);
  expect(config.hsts).toBe(600);
  expect(() => readEnvConfig({ HSTS: "sometimes" }, repoWithSite("o@example.ro"))).toThrow(/HSTS/);
});

describe("the trusted proxies (TRUST_PROXY)", () => {
  it("refuses to trust every proxy, naming the variable", () => {
    expect(() => parseTrustProxy("true")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("everything")).toThrow(/TRUST_PROXY/);
    expect(parseTrustProxy("10.0.0.0/8,127.0.0.1")).toEqual(["10.0.0.0/8", "127.0.0.1"]);
  });
});

describe("a value that is not valid", () => {
  it.each([
    ["RATE_LIMIT_MAX", "abc"],
    ["RATE_LIMIT_MAX", "0"],
    ["RETENTION_DAYS", "abc"],
    ["RETENTION_DAYS", "0"],
    ["RETENTION_DAYS", "400"],
    ["PORT", "http"],
    ["SMTP_URL", "http://mail.example.ro"],
    ["MAIL_TO", "office"],
    ["RATE_LIMIT_WINDOW", "soon"],
    ["HSTS", "sometimes"],
    ["LOG_LEVEL", "loud"],
    ["CONTACT_DB_MAX_MB", "-1"],
    ["SMTP_RETRY_MS", "fast"],
    ["FORM_SECRET", "short"],
  ])("%s=%s stops the start with a message naming the variable", (name, value) => {
    expect(() => readEnvConfig({ [name]: value }, os.tmpdir())).toThrow(new RegExp(`^${name}=`));
  });
});

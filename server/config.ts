// Environment → buildApp options, so the CLI stays a few lines and this stays testable.
import fs from "node:fs";
import path from "node:path";
import type { AppOptions } from "./app";
import { DEFAULT_RATE_LIMIT, DEFAULT_RETENTION_DAYS } from "./app";

export const ONE_YEAR_S = 31_536_000;

export interface ServerConfig extends AppOptions {
  port: number;
  host: string;
}

type Env = Record<string, string | undefined>;

function parseTrustProxy(value: string | undefined): AppOptions["trustProxy"] {
  if (!value || value === "false" || value === "0") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops; // trust the nearest `hops` proxies
  }
  return value; // IP list or CIDR, handed to Fastify as is
}

function parseHsts(value: string | undefined): number {
  if (!value || value === "false" || value === "0") return 0;
  if (value === "true" || value === "1" || value === "on") return ONE_YEAR_S;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0)
    throw new Error(`HSTS must be true or seconds: ${value}`);
  return seconds;
}

/** The office address lives in data/site.json (field `email`); MAIL_TO overrides it. */
export function officeEmail(env: Env, root: string): string | undefined {
  if (env.MAIL_TO) return env.MAIL_TO;
  const file = path.join(root, "data", "site.json");
  if (!fs.existsSync(file)) return undefined;
  const site = JSON.parse(fs.readFileSync(file, "utf8")) as { email?: string };
  return site.email;
}

export function readEnvConfig(env: Env, root: string): ServerConfig {
  const window = env.RATE_LIMIT_WINDOW;
  return {
    port: Number(env.PORT || 9000),
    host: env.HOST || "localhost",
    publicDir: path.resolve(root, env.PUBLIC_DIR || "public"),
    dbPath: path.resolve(root, env.CONTACT_DB || "var/leads.sqlite"),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    mailTo: officeEmail(env, root),
    rateLimit: {
      max: Number(env.RATE_LIMIT_MAX || DEFAULT_RATE_LIMIT.max),
      timeWindow: window
        ? /^\d+$/.test(window)
          ? Number(window)
          : window
        : DEFAULT_RATE_LIMIT.timeWindow,
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    hsts: parseHsts(env.HSTS),
    logger: { level: env.LOG_LEVEL || "info" },
    retentionDays: Number(env.RETENTION_DAYS ?? DEFAULT_RETENTION_DAYS),
  };
}

// Environment → buildApp options, so the CLI stays a few lines and this stays testable. Every
// variable is validated here: a bad value stops the start with an error naming the variable.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { AppOptions } from "./app";
import {
  DEFAULT_DB_MAX_BYTES,
  DEFAULT_HELD_RETENTION_DAYS,
  DEFAULT_RATE_LIMIT,
  DEFAULT_RETENTION_DAYS,
  MAX_RETENTION_DAYS,
} from "./app";
import { leadDbPath } from "./dbPath";
import { DEFAULT_OUTBOX_TIMING } from "./outbox";
import { MIN_SECRET_LENGTH } from "./timeTrap";

export const ONE_YEAR_S = 31_536_000;
const MB = 1024 * 1024;
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
/** A duration in words ("1 minute", "30s") besides a number of milliseconds. */
const DURATION =
  /^(\d+(?:\.\d+)?)\s*(ms|msecs?|milliseconds?|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?)$/i;
const UNIT_MS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

export interface ServerConfig extends AppOptions {
  port: number;
  host: string;
}

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(variable: string, value: string, expected: string) {
    super(`${variable}=${JSON.stringify(value)} is not valid: expected ${expected}`);
    this.name = "ConfigError";
  }
}

/** An unset or empty variable reads as absent. */
const present = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== "";

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = env[name];
  if (!present(value)) return fallback;
  const n = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || n < min || n > max)
    throw new ConfigError(name, value, `a whole number from ${min} to ${max}`);
  return n;
}

/**
 * A hop count (how many proxies in front of the server append to X-Forwarded-For) or a list of
 * proxy addresses/CIDR ranges. "true" (trust every hop) would let any visitor pick their own IP
 * for the rate limit, so it is refused.
 */
export function parseTrustProxy(value: string | undefined): AppOptions["trustProxy"] {
  if (!present(value) || value === "false" || value === "0") return false;
  const v = value.trim();
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address: string, hop: number) => hop < hops; // the nearest `hops` proxies
  }
  const list = v.split(",").map((item) => item.trim());
  const valid = list.every((item) => {
    const [address, prefix, extra] = item.split("/");
    const family = net.isIP(address);
    if (!family || extra !== undefined) return false;
    if (prefix === undefined) return true;
    return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  });
  if (!valid)
    throw new ConfigError(
      "TRUST_PROXY",
      value,
      "a number of proxy hops (e.g. 1) or a comma-separated list of proxy IP addresses or CIDR ranges",
    );
  return list;
}

function parseHsts(value: string | undefined): number {
  if (!present(value) || value === "false" || value === "0") return 0;
  if (value === "true" || value === "1" || value === "on") return ONE_YEAR_S;
  const seconds = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(seconds))
    throw new ConfigError("HSTS", value, "true, false or a max-age in seconds");
  return seconds;
}

function email(env: Env, name: string): string | undefined {
  const value = env[name];
  if (!present(value)) return undefined;
  // "Name <address>" or a bare address
  const address = /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value.trim();
  if (!EMAIL.test(address)) throw new ConfigError(name, value, "an e-mail address");
  return value.trim();
}

function smtpUrl(value: string | undefined): string | undefined {
  if (!present(value)) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !["smtp:", "smtps:"].includes(url.protocol) || !url.hostname)
    throw new ConfigError("SMTP_URL", value, "smtp://user:pass@host:port or smtps://…");
  return value;
}

/** The window in ms, from milliseconds or a duration in words. */
function rateWindow(value: string | undefined): number {
  if (!present(value)) return DEFAULT_RATE_LIMIT.timeWindow;
  const v = value.trim();
  if (/^\d+$/.test(v) && Number(v) > 0) return Number(v);
  const words = DURATION.exec(v);
  if (words && parseFloat(words[1]) > 0) {
    const unit = words[2].toLowerCase();
    const ms = /^(ms|msecs?|milliseconds?)$/.test(unit) ? 1 : UNIT_MS[unit[0]];
    return Math.round(parseFloat(words[1]) * ms);
  }
  throw new ConfigError(
    "RATE_LIMIT_WINDOW",
    value,
    'milliseconds (e.g. 60000) or a duration such as "1 minute"',
  );
}

function formSecret(value: string | undefined): string | undefined {
  if (!present(value)) return undefined;
  if (value.length < MIN_SECRET_LENGTH)
    throw new ConfigError("FORM_SECRET", "…", `at least ${MIN_SECRET_LENGTH} characters`);
  return value;
}

/** The site's public origin, for the links in the booking mails. */
function siteUrl(value: string | undefined): string | undefined {
  if (!present(value)) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value.trim());
  } catch {
    url = undefined;
  }
  if (!url || !["http:", "https:"].includes(url.protocol) || url.pathname !== "/" || url.search)
    throw new ConfigError("SITE_URL", value, "the site's address, e.g. https://www.example.com");
  return url.origin;
}

/** The calendar feed's secret is all that guards the office's bookings: long and random. */
function feedKey(value: string | undefined): string | undefined {
  if (!present(value)) return undefined;
  if (value.trim().length < MIN_SECRET_LENGTH || !/^[A-Za-z0-9_-]+$/.test(value.trim()))
    throw new ConfigError(
      "BOOKING_FEED_KEY",
      "…",
      `at least ${MIN_SECRET_LENGTH} letters, digits, - or _ (e.g. openssl rand -hex 32)`,
    );
  return value.trim();
}

/** The office's own calendar: an http(s) URL or a file (relative to the project). */
function busyIcs(value: string | undefined, root: string): string | undefined {
  if (!present(value)) return undefined;
  const v = value.trim();
  if (/^https?:\/\//i.test(v)) {
    try {
      return new URL(v).toString();
    } catch {
      throw new ConfigError("BOOKING_BUSY_ICS", value, "an http(s) URL or a file path");
    }
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(v))
    throw new ConfigError("BOOKING_BUSY_ICS", value, "an http(s) URL or a file path");
  return path.resolve(root, v);
}

/** The office address lives in data/site.json (field `email`); MAIL_TO overrides it. */
export function officeEmail(env: Env, root: string): string | undefined {
  const fromEnv = email(env, "MAIL_TO");
  if (fromEnv) return fromEnv;
  const file = path.join(root, "data", "site.json");
  if (!fs.existsSync(file)) return undefined;
  const site = JSON.parse(fs.readFileSync(file, "utf8")) as { email?: string };
  return site.email;
}

export function readEnvConfig(env: Env, root: string): ServerConfig {
  const logLevel = present(env.LOG_LEVEL) ? env.LOG_LEVEL.trim() : "info";
  if (!LOG_LEVELS.includes(logLevel))
    throw new ConfigError("LOG_LEVEL", logLevel, LOG_LEVELS.join(", "));
  const host = present(env.HOST) ? env.HOST.trim() : "localhost";
  const maxMb = integer(env, "CONTACT_DB_MAX_MB", DEFAULT_DB_MAX_BYTES / MB, 1, 1_000_000);
  const retentionDays = integer(
    env,
    "RETENTION_DAYS",
    DEFAULT_RETENTION_DAYS,
    1,
    MAX_RETENTION_DAYS,
  );
  return {
    port: integer(env, "PORT", 9000, 0, 65_535),
    host,
    publicDir: path.resolve(root, present(env.PUBLIC_DIR) ? env.PUBLIC_DIR : "public"),
    dbPath: leadDbPath(env, root),
    dbMaxBytes: maxMb * MB,
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: email(env, "MAIL_FROM"),
    mailTo: officeEmail(env, root),
    rateLimit: {
      max: integer(env, "RATE_LIMIT_MAX", DEFAULT_RATE_LIMIT.max, 1, Number.MAX_SAFE_INTEGER),
      timeWindow: rateWindow(env.RATE_LIMIT_WINDOW),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    hsts: parseHsts(env.HSTS),
    logger: { level: logLevel },
    retentionDays,
    // Never longer than the leads themselves are kept.
    heldRetentionDays: integer(
      env,
      "HELD_RETENTION_DAYS",
      Math.min(DEFAULT_HELD_RETENTION_DAYS, retentionDays),
      1,
      retentionDays,
    ),
    formSecret: formSecret(env.FORM_SECRET),
    siteUrl: siteUrl(env.SITE_URL),
    bookingFeedKey: feedKey(env.BOOKING_FEED_KEY),
    bookingPaused: bookingPaused(env.BOOKING_PAUSED),
    bookingBusyIcs: busyIcs(env.BOOKING_BUSY_ICS, root),
    outboxTiming: {
      baseDelayMs: integer(
        env,
        "SMTP_RETRY_MS",
        DEFAULT_OUTBOX_TIMING.baseDelayMs,
        100,
        DEFAULT_OUTBOX_TIMING.maxDelayMs,
      ),
    },
  };
}

/** BOOKING_PAUSED=1 stops online booking (the page offers its request form); 0 or unset books. */
function bookingPaused(value: string | undefined): boolean {
  if (!present(value) || value.trim() === "0") return false;
  if (value.trim() === "1") return true;
  throw new ConfigError("BOOKING_PAUSED", value, "1 (booking paused) or 0");
}

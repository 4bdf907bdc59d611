// The production server: Gatsby's public/ plus the contact endpoint. buildApp is what tests start.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { openLeadDb } from "./db";
import { contactRoutes } from "./contact";
import { createTransport } from "./mail";
import { healthRoutes } from "./health";
import { DEFAULT_OUTBOX_TIMING, Outbox, type OutboxTiming } from "./outbox";
import { NON_HTML_CSP, commonSecurityHeaders } from "./security";
import { registerStatic } from "./static";
import { MIN_FILL_MS } from "../src/contact/constants";

export interface AppOptions {
  publicDir: string;
  dbPath: string;
  /** smtp(s)://user:pass@host:port; without it leads are stored and stay 'pending'. */
  smtpUrl?: string;
  /** Office address that receives the notifications. */
  mailTo?: string;
  mailFrom?: string;
  /** false lifts the limit (benchmarks); timeWindow in ms or an @fastify/rate-limit string. */
  rateLimit?: { max: number; timeWindow: number | string } | false;
  trustProxy?: FastifyServerOptions["trustProxy"];
  /** HSTS max-age in seconds; 0 or absent sends no HSTS header (plain-HTTP deployments). */
  hsts?: number;
  logger?: FastifyServerOptions["logger"];
  minFillMs?: number;
  outboxTiming?: Partial<OutboxTiming>;
  /** Delivered and spam leads are deleted this many days after they arrive (privacy policy); 0 keeps them. */
  retentionDays?: number;
}

export const DEFAULT_RETENTION_DAYS = 365;
const DAY_MS = 86_400_000;

export const DEFAULT_RATE_LIMIT = { max: 5, timeWindow: 60_000 };

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Fastify logs method, url and status per request; bodies never reach the log.
  });

  const db = openLeadDb(options.dbPath);
  let outbox: Outbox | null = null;
  if (options.smtpUrl) {
    if (!options.mailTo) throw new Error("SMTP_URL is set but there is no office address (mailTo)");
    outbox = new Outbox(
      db,
      createTransport(options.smtpUrl),
      options.mailFrom || options.mailTo,
      options.mailTo,
      app.log,
      { ...DEFAULT_OUTBOX_TIMING, ...options.outboxTiming },
    );
    outbox.start();
  } else {
    app.log.warn("SMTP_URL is not set: contact requests are stored but not mailed");
  }

  const retentionDays = options.retentionDays ?? DEFAULT_RETENTION_DAYS;
  const purgeExpired = () => {
    const removed = db.purgeBefore(new Date(Date.now() - retentionDays * DAY_MS));
    if (removed > 0) app.log.info({ removed }, "expired leads deleted");
  };
  let purgeTimer: NodeJS.Timeout | undefined;
  if (retentionDays > 0) {
    purgeExpired();
    purgeTimer = setInterval(purgeExpired, DAY_MS);
    purgeTimer.unref();
  }

  // Close order matters: in-flight requests finish first (Fastify), then the outbox, then the DB.
  app.addHook("onClose", async () => {
    clearInterval(purgeTimer);
    await outbox?.stop();
    db.close();
  });

  const security = commonSecurityHeaders(options.hsts ?? 0);
  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(security);
  });
  // Static files set their own CSP on the raw response; everything else gets the strict one.
  app.addHook("onSend", async (_request, reply) => {
    if (
      !reply.hasHeader("content-security-policy") &&
      !reply.raw.hasHeader("content-security-policy")
    ) {
      reply.header("content-security-policy", NON_HTML_CSP);
    }
  });

  await app.register(contactRoutes, {
    db,
    onStored: () => outbox?.kick(),
    minFillMs: options.minFillMs ?? MIN_FILL_MS,
    rateLimit: options.rateLimit === undefined ? DEFAULT_RATE_LIMIT : options.rateLimit,
  });
  await app.register(healthRoutes, { db, mailConfigured: outbox !== null });
  await registerStatic(app, options.publicDir);
  return app;
}

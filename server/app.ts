// The production server: Gatsby's public/ plus the contact endpoint. buildApp is what tests start.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { openLeadDb } from "./db";
import { contactRoutes } from "./contact";
import { DEFAULT_REPORT_RATE_LIMIT, errorReportRoutes } from "./errorReports";
import { createTransport } from "./mail";
import { healthRoutes } from "./health";
import { DEFAULT_OUTBOX_TIMING, Outbox, type OutboxTiming } from "./outbox";
import { NON_HTML_CSP, commonSecurityHeaders } from "./security";
import { registerStatic } from "./static";
import { FORM_SECRET_SETTING, createTimeTrap, formTokenRoute, generateSecret } from "./timeTrap";
import { WriteQueue } from "./writeQueue";
import { frameworkErrorHandler, clientErrorHandler } from "./clientErrors";
import { startRetention } from "./retention";
import { deployCheckKey, type MailCheck } from "./deployCheck";
import { redact } from "./health";
import { redactedLogger } from "./logRedact";
import { refuseCrossSite } from "./origin";
import { bookingRoutes } from "./booking/routes";
import { BusySource } from "./booking/busy";
import { BOOKING_LINK_SECRET_SETTING, bookingLinks } from "./booking/links";
import { bookingMailQueue, type MailQueueOptions } from "./booking/mailQueue";
import { bookingSetup, type BookingSetup } from "./booking/setup";
import { openBookingStore } from "./booking/store";
import { openRequestStore } from "./booking/pending";
import type { BookingBounds } from "./booking/bounds";
import { requestMailQueue } from "./booking/requestMail";
import { DEFAULT_VITALS_RATE_LIMIT, vitalsRoutes } from "./vitals";
import type { ClientLimit } from "./jsonBeacon";
import { openVitalsStore } from "./vitalsStore";
import site from "../data/site.json";
import vitalsFile from "../data/vitals.json";
import { readVitalsData } from "../contract/vitals";
import { MIN_FILL_MS, TIME_TRAP_MAX_AGE_MS } from "../contract/forms/antiBot";

export interface AppOptions {
  publicDir: string;
  dbPath: string;
  /** Upper bound of the lead database in bytes (CONTACT_DB_MAX_MB); absent: the default. */
  dbMaxBytes?: number;
  /** smtp(s)://user:pass@host:port; without it leads are stored and stay 'pending'. */
  smtpUrl?: string;
  /** Office address that receives the notifications. */
  mailTo?: string;
  mailFrom?: string;
  /** Requests stored per client address in timeWindow ms; false lifts the limit (benchmarks). */
  rateLimit?: { max: number; timeWindow: number } | false;
  /** The browser error reports' own limit (POST /client-errors); absent: the default. */
  reportRateLimit?: ClientLimit | false;
  /** The Web Vitals beacons' own limit (POST /vitals); absent: the default. */
  vitalsRateLimit?: ClientLimit | false;
  /** The share of page views that send their Web Vitals, for /healthz; absent: data/vitals.json's
   * (the pages read the same file when the site is built). */
  vitalsSampleRate?: number;
  trustProxy?: FastifyServerOptions["trustProxy"];
  /** HSTS max-age in seconds; 0 or absent sends no HSTS header (plain-HTTP deployments). */
  hsts?: number;
  logger?: FastifyServerOptions["logger"];
  minFillMs?: number;
  /** HMAC key of the time trap (FORM_SECRET); absent: generated at first start, kept in the DB. */
  formSecret?: string;
  outboxTiming?: Partial<OutboxTiming>;
  /** Leads of every status are deleted this many days after they arrive (privacy policy);
   * 0 keeps them (tests and benchmarks only: the configuration accepts 1 to 365). */
  retentionDays?: number;
  /** Requests held back (spam) and deploy checks are deleted sooner (privacy policy). */
  heldRetentionDays?: number;
  timeouts?: Partial<typeof DEFAULT_TIMEOUTS>;
  /** The site's public address for the links in booking mails (SITE_URL); absent: data/site.json. */
  siteUrl?: string;
  /** The secret of the office's calendar feed (BOOKING_FEED_KEY); absent: no feed. */
  bookingFeedKey?: string;
  /** The office's own calendar, an .ics path or URL (BOOKING_BUSY_ICS); absent: none. */
  bookingBusyIcs?: string;
  /** How often that calendar is read again. */
  bookingBusyRefreshMs?: number;
  /** The calendar and meeting types; absent: data/booking.json (tests pass their own). */
  booking?: BookingSetup;
  /** BOOKING_PAUSED: the booking page offers only its request form, until the server restarts
   * without it; no rebuild. */
  bookingPaused?: boolean;
  /** The bounds on booking mails and link actions per client; absent: the defaults (bounds.ts). */
  bookingBounds?: Partial<BookingBounds>;
  /** The clock of the booking endpoints and the outbox (tests move it to a reminder's time). */
  now?: () => number;
}

/** The privacy policy promises deletion 12 months after arrival. */
export const DEFAULT_RETENTION_DAYS = 365;
export const MAX_RETENTION_DAYS = 365;
/** Held requests (a filled honeypot) and deploy checks: 30 days, long enough to look at them. */
export const DEFAULT_HELD_RETENTION_DAYS = 30;
/** A lead is at most about 50 KB (CONTACT_BODY_LIMIT): room for thousands of the longest requests
 * and far more real ones, while a flood cannot fill the disk the site is served from. */
export const DEFAULT_DB_MAX_BYTES = 512 * 1024 * 1024;

/** A request must arrive whole (headers and body) within requestMs, its headers within
 * headersMs; Node checks both every checkIntervalMs (its default, 30 s, lets a slow client
 * hold a connection far longer). */
export const DEFAULT_TIMEOUTS = { requestMs: 10_000, headersMs: 5_000, checkIntervalMs: 1_000 };

export const DEFAULT_RATE_LIMIT = { max: 5, timeWindow: 60_000 };

type SecurityHeaders = ReturnType<typeof commonSecurityHeaders>;

/** The server and its log: the timeouts of a slow client, and the security headers on errors
 * raised before routing. */
function createServer(options: AppOptions, security: SecurityHeaders): FastifyInstance {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  return Fastify({
    // Fastify logs method, path and status per request; bodies never reach the log, nor do the
    // values of a query (the feed's key, a link's token: logRedact.ts).
    logger: redactedLogger(options.logger),
    trustProxy: options.trustProxy ?? false,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    // Errors raised before routing (bad URL, oversized headers, timeouts) carry the same headers.
    frameworkErrors: frameworkErrorHandler(security),
    clientErrorHandler: clientErrorHandler(security),
  });
}

/** What the endpoints share: the database and its write queue, the time trap, and the booking's
 * setup, stores, signed links and the office's own calendar. */
function openStores(app: FastifyInstance, options: AppOptions) {
  const db = openLeadDb(options.dbPath, { maxBytes: options.dbMaxBytes ?? DEFAULT_DB_MAX_BYTES });
  const writes = new WriteQueue();
  const formSecret = options.formSecret ?? db.setting(FORM_SECRET_SETTING, generateSecret);
  const timeTrap = createTimeTrap(
    formSecret,
    options.minFillMs ?? MIN_FILL_MS,
    TIME_TRAP_MAX_AGE_MS,
  );
  const setup = options.booking ?? bookingSetup();
  const bookings = openBookingStore(db.raw, setup.calendar);
  const bookingRequests = openRequestStore(db.raw);
  const links = bookingLinks(db.setting(BOOKING_LINK_SECRET_SETTING, generateSecret));
  const busy = options.bookingBusyIcs
    ? new BusySource(options.bookingBusyIcs, {
        log: app.log,
        refreshMs: options.bookingBusyRefreshMs,
        timeZone: setup.calendar.timeZone,
        now: options.now,
      })
    : undefined;
  const vitals = openVitalsStore(db.raw);
  return {
    db,
    writes,
    formSecret,
    timeTrap,
    setup,
    bookings,
    bookingRequests,
    links,
    busy,
    vitals,
  };
}

type Stores = ReturnType<typeof openStores>;

/** The outbox, started, when SMTP is configured; without it requests are stored and not mailed. */
function startOutbox(app: FastifyInstance, options: AppOptions, stores: Stores): Outbox | null {
  const { db, writes, setup, bookings, bookingRequests, links } = stores;
  let outbox: Outbox | null = null;
  if (options.smtpUrl) {
    if (!options.mailTo) throw new Error("SMTP_URL is set but there is no office address (mailTo)");
    const timing = { ...DEFAULT_OUTBOX_TIMING, ...options.outboxTiming };
    // A short retry delay (SMTP_RETRY_MS) is only useful if due leads are looked for as often.
    timing.pollMs = Math.min(timing.pollMs, timing.baseDelayMs);
    const bookingMail: MailQueueOptions = {
      setup,
      links,
      from: options.mailFrom || options.mailTo,
      office: options.mailTo,
      siteUrl: options.siteUrl ?? site.siteUrl,
      now: options.now,
    };
    outbox = new Outbox({
      db,
      writes,
      transport: createTransport(options.smtpUrl),
      from: options.mailFrom || options.mailTo,
      to: options.mailTo,
      log: app.log,
      timing,
      moreQueues: [
        bookingMailQueue({ store: bookings, ...bookingMail }),
        requestMailQueue({ requests: bookingRequests, ...bookingMail }),
      ],
      now: options.now,
    });
    outbox.start();
  } else {
    app.log.warn("SMTP_URL is not set: contact requests are stored but not mailed");
  }
  return outbox;
}

/** Whether the mail server takes the outbox's login, for a deploy check's answer. */
async function mailCheck(outbox: Outbox | null): Promise<MailCheck> {
  if (!outbox) return { status: "not-configured" };
  try {
    await outbox.verify();
    return { status: "ready" };
  } catch (err) {
    const e = err as { code?: string; message?: string };
    return { status: "failed", error: redact(`${e.code ?? "ERROR"} ${e.message ?? ""}`.trim()) };
  }
}

/** The security headers on every answer, no cross-site state changes, and the strict CSP on
 * everything but the static files. */
function addSecurityHooks(app: FastifyInstance, options: AppOptions, security: SecurityHeaders) {
  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(security);
  });
  // No cross-site state changes: refused before the body is read (origin.ts).
  refuseCrossSite(app, options.siteUrl ?? site.siteUrl);
  // Static files set their own CSP on the raw response; everything else gets the strict one.
  app.addHook("onSend", async (_request, reply) => {
    if (
      !reply.hasHeader("content-security-policy") &&
      !reply.raw.hasHeader("content-security-policy")
    ) {
      reply.header("content-security-policy", NON_HTML_CSP);
    }
  });
}

/** The endpoints: the contact form, the error reports, the Web Vitals, the booking, the health
 * check, and the built site last. */
async function registerRoutes(
  app: FastifyInstance,
  options: AppOptions,
  stores: Stores,
  outbox: Outbox | null,
) {
  const { db, writes, timeTrap, bookings } = stores;
  const limit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  await app.register(formTokenRoute, { timeTrap });
  await app.register(contactRoutes, {
    db,
    writes,
    timeTrap,
    onStored: () => outbox?.kick(),
    budget: limit && { max: limit.max, windowMs: limit.timeWindow },
    deployCheckKey: deployCheckKey(stores.formSecret),
    checkMail: () => mailCheck(outbox),
  });
  await app.register(errorReportRoutes, {
    rateLimit: options.reportRateLimit ?? DEFAULT_REPORT_RATE_LIMIT,
  });
  const now = options.now ?? Date.now;
  const vitalsHealth = {
    sampleRate: options.vitalsSampleRate ?? readVitalsData(vitalsFile).sampleRate,
    startedAt: now(),
    lastStoredAt: null as number | null,
    latestDay: () => stores.vitals.latestDay(),
  };
  await app.register(vitalsRoutes, {
    store: stores.vitals,
    writes,
    rateLimit: options.vitalsRateLimit ?? DEFAULT_VITALS_RATE_LIMIT,
    onStored: (at) => {
      vitalsHealth.lastStoredAt = at;
    },
    now,
  });
  await app.register(bookingRoutes, {
    setup: stores.setup,
    store: bookings,
    requests: stores.bookingRequests,
    db,
    writes,
    timeTrap,
    links: stores.links,
    busy: stores.busy,
    paused: options.bookingPaused,
    bounds: options.bookingBounds,
    feedKey: options.bookingFeedKey,
    mailFrom: options.mailFrom || options.mailTo || site.email,
    budget: limit && { max: limit.max, windowMs: limit.timeWindow },
    onStored: () => outbox?.kick(),
    now: options.now,
  });
  await app.register(healthRoutes, {
    db,
    bookings,
    mailConfigured: outbox !== null,
    vitals: vitalsHealth,
    now: options.now,
  });
  await registerStatic(app, options.publicDir);
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const security = commonSecurityHeaders(options.hsts ?? 0);
  const app = createServer(options, security);
  const stores = openStores(app, options);
  const { db, writes } = stores;
  const outbox = startOutbox(app, options, stores);
  const retention = await startRetention(db, writes, app.log, {
    bookings: stores.bookings,
    requests: stores.bookingRequests,
    vitals: stores.vitals,
    days: options.retentionDays ?? DEFAULT_RETENTION_DAYS,
    heldDays: options.heldRetentionDays ?? DEFAULT_HELD_RETENTION_DAYS,
    dbPath: options.dbPath,
  });

  // Close order matters: in-flight requests finish first (Fastify), then the outbox, then the DB.
  app.addHook("onClose", async () => {
    retention.stop();
    await outbox?.stop();
    db.close();
  });

  addSecurityHooks(app, options, security);
  await registerRoutes(app, options, stores, outbox);
  return app;
}

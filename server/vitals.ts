// POST /vitals: the Web Vitals of one sampled page view (src/vitals/beacon.ts), counted in the
// histograms of its day, route and device class (vitalsStore.ts) and never kept as a view. It
// keeps the endpoints' rules for bots, other sites and log readers: other sites' beacons are
// refused before the body is read (origin.ts, for every POST), a client (an IPv4 address, an IPv6
// /64) sends at most so many beacons an hour, in a limiter that remembers a bounded number of
// clients, only in memory; the body is small JSON checked field by field (contract/vitals.ts
// readBeacon), a known route among them, and a beacon refused stores nothing. The route logs
// below warn level, so Fastify's request lines (the address, the user agent) are not written for
// it; only a storage failure or a fault is logged, without the beacon.
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { beaconErrors, guardBeacon, refuse, type ClientLimit } from "./jsonBeacon";
import { readRoutes } from "../io/pageFiles";
import { utcDay, type VitalsStore } from "./vitalsStore";
import type { WriteQueue } from "./writeQueue";
import { VITALS_BODY_LIMIT, VITALS_PATH, readBeacon } from "../contract/vitals";

/** Per client: a person reads a few pages a minute, and only one view in the sample rate sends;
 * an office's visitors behind one address stay far below it, a script cannot weigh much more. */
export const DEFAULT_VITALS_RATE_LIMIT = { max: 60, timeWindow: 3_600_000 };

/** Clients the limiter remembers (least recently seen forgotten first): bounded memory. */
export const VITALS_LIMITER_CLIENTS = 5_000;

/** A beacon waits this long for the write lock; nobody waits for its answer. */
export const VITALS_WRITE_DEADLINE_MS = 2_000;

/** The routes of the site (data/), the only ones counted: a bounded number of rows. */
export const SITE_ROUTES: ReadonlySet<string> = new Set(
  readRoutes(path.resolve(__dirname, "../data")).map((route) => route.path),
);

export interface VitalsOptions {
  store: VitalsStore;
  writes: WriteQueue;
  /** false lifts the limit (tests). */
  rateLimit: ClientLimit | false;
  /** When a beacon was last counted, for /healthz. */
  onStored: (at: number) => void;
  now?: () => number;
}

/** Storage's failure is logged with its SQLite code, and a fault; a refusal is not logged. */
const VITALS_ERRORS = beaconErrors({
  noun: "a beacon",
  bodyLimit: VITALS_BODY_LIMIT,
  lines: { storage: "vitals beacon not stored", fault: "vitals beacon failed" },
  notStored: "the beacon could not be stored now",
});

export async function vitalsRoutes(app: FastifyInstance, opts: VitalsOptions) {
  // Inside this plugin: a counter of its own, apart from the forms' and the error reports'.
  await guardBeacon(app, opts.rateLimit, VITALS_LIMITER_CLIENTS);
  app.setErrorHandler(VITALS_ERRORS);
  const now = opts.now ?? Date.now;

  app.post(
    VITALS_PATH,
    { bodyLimit: VITALS_BODY_LIMIT, logLevel: "warn" },
    async (request, reply) => {
      const beacon = readBeacon(request.body, (route) => SITE_ROUTES.has(route));
      if (typeof beacon === "string") return refuse(reply, 400, beacon);
      const at = now();
      await opts.writes.run(() => opts.store.record(beacon, utcDay(at)), VITALS_WRITE_DEADLINE_MS);
      opts.onStored(at);
      return reply.code(204).header("cache-control", "no-store").send();
    },
  );
}

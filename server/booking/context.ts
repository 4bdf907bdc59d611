// What the booking's actions work with, made once per server from its options: the setup and the
// stores, the offer, the bounds on stored requests, mails and link actions per client, whether
// booking is paused, the clock, and the write queue with a visitor's deadline. And the rule every
// booking and request meets: who may still book.
import type { FastifyBaseLogger } from "fastify";
import copy from "../../data/booking-server.json";
import type { LeadDb } from "../db";
import { createPostBudget, type PostBudget, type PostBudgetOptions } from "../postBudget";
import type { TimeTrap } from "../timeTrap";
import { REQUEST_WRITE_DEADLINE_MS, type WriteQueue } from "../writeQueue";
import {
  DEFAULT_BOOKING_BOUNDS,
  actionBound,
  mailBounds,
  type ActionBound,
  type BookingBounds,
  type MailBounds,
} from "./bounds";
import type { BusySource } from "./busy";
import type { BookingLinks } from "./links";
import { createOffer, type Offer } from "./offer";
import type { RequestStore } from "./pending";
import { Refusal } from "./refusal";
import type { BookingSetup } from "./setup";
import type { BookingStore } from "./store";

export interface BookingRouteOptions {
  setup: BookingSetup;
  store: BookingStore;
  requests: RequestStore;
  db: LeadDb;
  writes: WriteQueue;
  timeTrap: TimeTrap;
  links: BookingLinks;
  /** The office's own calendar (BOOKING_BUSY_ICS); absent: only the site's bookings count. */
  busy?: BusySource;
  /** The secret of the private calendar feed (BOOKING_FEED_KEY); absent: no feed is served. */
  feedKey?: string;
  /** The sender, for the feed's event UIDs (the same as the invitations'). */
  mailFrom: string;
  /** Bookings and requests stored per client address and window; false lifts it. */
  budget: PostBudgetOptions | false;
  /** BOOKING_PAUSED: booking stopped without a rebuild (the data's `paused` does it too). */
  paused?: boolean;
  /** The bounds on mails and link actions per client (bounds.ts); absent: the defaults. */
  bounds?: Partial<BookingBounds>;
  /** After anything is stored that the outbox mails (wakes it). */
  onStored?: () => void;
  now?: () => number;
}

export interface BookingContext {
  setup: BookingSetup;
  store: BookingStore;
  requests: RequestStore;
  db: LeadDb;
  links: BookingLinks;
  offer: Offer;
  /** Bookings and requests stored per client; null when lifted. */
  budget: PostBudget | null;
  mails: MailBounds;
  actions: ActionBound;
  paused: () => boolean;
  now: () => number;
  /** A write through the queue, waiting for the lock no longer than a visitor should. */
  write: <T>(fn: () => T) => Promise<T>;
  onStored?: () => void;
}

/** Where an action says what it did: the request's own log. */
export type ActionLog = Pick<FastifyBaseLogger, "info">;

export function bookingContext(opts: BookingRouteOptions): BookingContext {
  const bounds = { ...DEFAULT_BOOKING_BOUNDS, ...opts.bounds };
  return {
    setup: opts.setup,
    store: opts.store,
    requests: opts.requests,
    db: opts.db,
    links: opts.links,
    offer: createOffer(opts.setup, opts.store, opts.busy),
    budget: opts.budget ? createPostBudget(opts.budget) : null,
    mails: mailBounds(bounds),
    actions: actionBound(bounds),
    paused: () => opts.paused === true || opts.setup.paused,
    now: opts.now ?? Date.now,
    write: (fn) => opts.writes.run(fn, REQUEST_WRITE_DEADLINE_MS),
    onStored: opts.onStored,
  };
}

/** Who may still book: not a reported address, not a person holding enough coming meetings. */
export function mayBook(
  ctx: Pick<BookingContext, "setup" | "store" | "links">,
  email: string,
  phone: string,
  at: number,
): void {
  if (ctx.store.isBlocked(ctx.links.addressKey(email))) throw new Refusal(403, copy.blocked);
  if (ctx.store.personFull(email, phone, ctx.setup.limits, at)) throw new Refusal(409, copy.person);
}

// The booking endpoints a stranger reaches: the free slots of a meeting type, a request for a slot
// (which holds nothing and mails only the address typed, within bounds, until that address is
// proved through the link, linkRoutes.ts), the confirmation mailed again or to a corrected address,
// the request without JavaScript (a day and a time window, stored and mailed like a contact
// request), and the office's private calendar feed. Every refusal is a 4xx with a Romanian sentence
// the page shows as it is; nothing is stored half-way.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ValidationError } from "yup";
import copy from "../../data/booking-server.json";
import {
  BOOKING_FEED_PATH,
  BOOKING_FIELDS,
  BOOKING_PAGE_PATH,
  BOOKING_PATH,
  BOOKING_RESEND_PATH,
  BOOKING_SLOTS_PATH,
  bookingRedirectUrl,
  type BookingNoJsOutcome,
  type PendingAnswer,
} from "../../contract/booking/api";
import { serverBookingSchema, type BookingValues } from "../../contract/booking/schema";
import { spokenDate, spokenDay, spokenSlot } from "../../contract/booking/spoken";
import { windowOnDay, windowOnDayLabel, spokenSpan } from "../../contract/booking/windows";
import { weekdayOf } from "../../contract/booking/availability";
import { SOURCE_FIELD, WIRE_NAMES } from "../../contract/contact";
import { fillTemplate } from "../../contract/format";
import { clientKey } from "../clientKey";
import type { LeadDb } from "../db";
import { acceptFormBodies, STORAGE_RETRY_AFTER_S, ticked, wantsHtml } from "../formPost";
import { resolveLeadSource } from "../leadSource";
import { createPostBudget, type PostBudgetOptions } from "../postBudget";
import { screen, valuesOf, type Body, type Screening } from "../screening";
import { secretMatches } from "../security";
import type { TimeTrap } from "../timeTrap";
import { REQUEST_WRITE_DEADLINE_MS, sqliteCode, type WriteQueue } from "../writeQueue";
import { DEFAULT_BOOKING_BOUNDS, actionBound, mailBounds, type BookingBounds } from "./bounds";
import type { BusySource } from "./busy";
import { feed } from "./ics";
import { linkRoutes } from "./linkRoutes";
import type { BookingLinks } from "./links";
import { DAY, createOffer, slotView, spokenMinutes } from "./offer";
import type { RequestRow, RequestStore } from "./pending";
import { REFUSED_BODY, Refusal, fieldError } from "./refusal";
import { requestDayProblem } from "./requestDay";
import type { BookingSetup } from "./setup";
import type { BookingStore } from "./store";

export { NEAREST_COUNT } from "./offer";
/** Bodies are a few short fields and a note (NOTE_MAX_LENGTH), percent-encoded at worst. */
export const BOOKING_BODY_LIMIT = 32 * 1024;
/** The feed shows the last month too, so a meeting just held is still in the office's calendar. */
const FEED_PAST_MS = 31 * DAY;
const FEED_AHEAD_MS = 400 * DAY;
/** What the time trap says of a form a person may well have sent (an old tab, a quick autofill):
 * booked, with the office warned. Anything else is no form of ours. */
const TOLERATED_SUSPICIONS = ["expired", "too-fast"];

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

const first = (body: Body, key: string): string => (valuesOf(body, key)[0] ?? "").trim();
const bodyOf = (request: FastifyRequest): Body =>
  request.body && typeof request.body === "object" ? (request.body as Body) : {};

/** The visitor's details under the wire names, read into the schema's names. */
function readDetails(body: Body) {
  return {
    txtName: valuesOf(body, BOOKING_FIELDS.name)[0] ?? "",
    txtEmail: valuesOf(body, BOOKING_FIELDS.email)[0] ?? "",
    txtPhone: valuesOf(body, BOOKING_FIELDS.phone)[0] ?? "",
    note: valuesOf(body, BOOKING_FIELDS.note)[0] ?? "",
    chkConfidentialitate: ticked(first(body, BOOKING_FIELDS.consent)),
  };
}

const DETAIL_WIRE: Record<string, string> = {
  txtName: BOOKING_FIELDS.name,
  txtEmail: BOOKING_FIELDS.email,
  txtPhone: BOOKING_FIELDS.phone,
  note: BOOKING_FIELDS.note,
  chkConfidentialitate: WIRE_NAMES.chkConfidentialitate,
};

function refusalOf(err: unknown): Refusal {
  if (!(err instanceof ValidationError)) throw err;
  const errors: Record<string, string> = {};
  for (const item of err.inner) errors[DETAIL_WIRE[item.path ?? ""] ?? "form"] ??= item.message;
  return new Refusal(422, copy.invalid, { errors });
}

async function validateDetails(body: Body): Promise<BookingValues> {
  try {
    return await serverBookingSchema.validate(readDetails(body), {
      abortEarly: false,
      stripUnknown: true,
    });
  } catch (err) {
    throw refusalOf(err);
  }
}

/** A corrected address alone, by the same rule as the form's. */
async function validateEmail(value: string): Promise<string> {
  try {
    return (await serverBookingSchema.validateAt("txtEmail", { txtEmail: value })) as string;
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    throw fieldError(BOOKING_FIELDS.email, err.message);
  }
}

export async function bookingRoutes(app: FastifyInstance, opts: BookingRouteOptions) {
  const { setup, store, requests, links } = opts;
  const timeZone = setup.calendar.timeZone;
  const now = opts.now ?? Date.now;
  const budget = opts.budget ? createPostBudget(opts.budget) : null;
  const bounds = { ...DEFAULT_BOOKING_BOUNDS, ...opts.bounds };
  const mails = mailBounds(bounds);
  const offer = createOffer(setup, store, opts.busy);
  const paused = () => opts.paused === true || setup.paused;
  const validity = spokenMinutes(setup.limits.requestValidMinutes);

  acceptFormBodies(app, BOOKING_BODY_LIMIT);

  /** Where a form post without JavaScript is sent back to. */
  const land = (reply: FastifyReply, outcome: BookingNoJsOutcome) =>
    reply.redirect(bookingRedirectUrl(outcome), 303);

  const refuse = (request: FastifyRequest, reply: FastifyReply, refusal: Refusal) => {
    if (wantsHtml(request) && request.method === "POST") return land(reply, "error");
    return reply
      .code(refusal.status)
      .header("cache-control", "no-store")
      .send({ success: false, message: refusal.message, ...refusal.extra });
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof Refusal) {
      request.log.info({ status: error.status }, "booking request refused");
      return refuse(request, reply, error);
    }
    const storage = sqliteCode(error);
    if (storage) {
      request.log.error({ code: storage }, "booking could not be stored");
      reply.header("retry-after", String(STORAGE_RETRY_AFTER_S));
      return refuse(request, reply, new Refusal(503, copy.storageFailed));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "booking request failed");
      return refuse(request, reply, new Refusal(500, copy.storageFailed));
    }
    return refuse(request, reply, new Refusal(status, REFUSED_BODY[status] ?? copy.badRequest));
  });

  const write = <T>(fn: () => T) => opts.writes.run(fn, REQUEST_WRITE_DEADLINE_MS);

  /** A request from the booking page stored as a lead: mailed to the office like a contact
   * request, or held back (never mailed) when the honeypot was filled. */
  const storeLead = (values: BookingValues, message: string, screening: Screening) =>
    write(() =>
      opts.db.store({
        name: values.txtName,
        email: values.txtEmail,
        phone: values.txtPhone,
        message,
        consent: values.chkConfidentialitate,
        status: screening.held === null ? "pending" : "spam",
        sourcePath: resolveLeadSource(BOOKING_PAGE_PATH).path,
        suspect: screening.held === null ? screening.suspect : null,
        formToken: screening.held === null ? screening.token : null,
      }),
    );

  /** What the page is told while the confirmation link waits in the visitor's mailbox. */
  const pendingAnswer = (
    request: Pick<RequestRow, "email" | "start_at" | "expires_at">,
    pageKey: string,
  ): PendingAnswer => ({
    success: true,
    pending: true,
    message: fillTemplate(copy.pending, {
      email: request.email,
      slot: spokenSlot(Date.parse(request.start_at), timeZone),
      validity,
    }),
    email: request.email,
    pageKey,
    expiresAt: request.expires_at,
  });

  /** Who may still book: not a reported address, not a person holding enough coming meetings. */
  const mayBook = (email: string, phone: string, at: number) => {
    if (store.isBlocked(links.addressKey(email))) throw new Refusal(403, copy.blocked);
    if (store.personFull(email, phone, setup.limits, at)) throw new Refusal(409, copy.person);
  };

  app.get(BOOKING_SLOTS_PATH, async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (paused()) throw new Refusal(503, copy.paused);
    const query = request.query as Record<string, unknown>;
    const type = offer.typeOf(typeof query.type === "string" ? query.type : "");
    const slots = await offer.free(type, now());
    return { timeZone, type: type.id, slots: slots.map((slot) => slotView(type.id, slot)) };
  });

  app.post(BOOKING_PATH, async (request, reply) => {
    const body = bodyOf(request);
    const at = now();
    // The token was issued on the real clock, whatever clock the slots are read on.
    const screening = screen(body, opts.timeTrap);
    const wanted = first(body, BOOKING_FIELDS.slot);
    const values = await validateDetails(body);
    if (!wanted) return requestMeeting(request, reply, body, values, screening, at);

    if (paused()) throw new Refusal(503, copy.paused);
    const { type, slot } = offer.offered(wanted, null, at);
    const mode = offer.modeOf(first(body, BOOKING_FIELDS.mode), type);
    if (screening.held !== null) {
      // A filled honeypot: a person never fills it. Kept as a held request (never mailed, no slot
      // asked for) and answered as a request waiting for its mail, so a bot learns nothing.
      const message = fillTemplate(copy.request.message, {
        type: type.title,
        mode: setup.modeLabels[mode],
        day: spokenDay(slot.start, timeZone),
        window: slot.time,
      });
      await storeLead(values, message, screening);
      const expiresAt = new Date(at + setup.limits.requestValidMinutes * 60_000).toISOString();
      const start = new Date(slot.start).toISOString();
      return pendingAnswer({ email: values.txtEmail, start_at: start, expires_at: expiresAt }, "");
    }
    const suspicion = screening.suspect?.reason ?? null;
    if (suspicion && !TOLERATED_SUSPICIONS.includes(suspicion)) {
      throw new Refusal(403, copy.tokenRequired);
    }
    mayBook(values.txtEmail, values.txtPhone, at);
    if (!(await offer.isFree(type, slot.start, at)))
      throw await offer.takenRefusal(type, slot.start, at);
    const client = clientKey(request.ip);
    const reserved = budget ? budget.take(client, at) : null;
    if (budget && !reserved) throw new Refusal(429, copy.tooMany);
    if (!mails.take(client, values.txtEmail, at)) {
      reserved?.release();
      throw new Refusal(429, copy.mailBound);
    }
    let created: RequestRow;
    try {
      created = await write(() => {
        requests.purgeExpired(at);
        return requests.create(
          {
            type: type.id,
            mode,
            start: slot.start,
            end: slot.end,
            name: values.txtName,
            email: values.txtEmail,
            phone: values.txtPhone,
            note: values.note,
            sourcePath: resolveLeadSource(first(body, SOURCE_FIELD) || BOOKING_PAGE_PATH).path,
            suspectReason: suspicion,
            suspectAgeMs: screening.suspect?.formAgeMs ?? null,
            expiresAt: at + setup.limits.requestValidMinutes * 60_000,
          },
          at,
        );
      });
    } catch (err) {
      reserved?.release();
      throw err;
    }
    reserved?.commit();
    request.log.info({ requestId: created.id }, "booking request waits for its confirmation");
    opts.onStored?.();
    return pendingAnswer(created, links.pageKey(created));
  });

  app.post(BOOKING_RESEND_PATH, async (request) => {
    const body = bodyOf(request);
    const at = now();
    const check = links.checkPageKey(first(body, BOOKING_FIELDS.pageKey), (id) =>
      requests.get(id, at),
    );
    if (!check.ok) throw new Refusal(410, copy.requestGone);
    const current = requests.get(check.id, at)!;
    if (current.status !== "unconfirmed") throw new Refusal(410, copy.requestGone);
    const typed = first(body, BOOKING_FIELDS.email);
    const email = typed ? await validateEmail(typed) : current.email;
    mayBook(email, current.phone, at);
    if (!mails.take(clientKey(request.ip), email, at)) throw new Refusal(429, copy.mailBound);
    const renewed = await write(() => requests.remail(current.id, email, at));
    if (!renewed) throw new Refusal(410, copy.requestGone);
    request.log.info(
      { requestId: renewed.id, corrected: Boolean(typed) },
      "confirmation sent again",
    );
    opts.onStored?.();
    return pendingAnswer(renewed, links.pageKey(renewed));
  });

  /** A request without a chosen slot (the page without JavaScript): a preferred day and a time
   * window, stored as a lead from the booking page and mailed to the office like one. */
  async function requestMeeting(
    request: FastifyRequest,
    reply: FastifyReply,
    body: Body,
    values: BookingValues,
    screening: Screening,
    at: number,
  ) {
    const type = offer.typeOf(first(body, BOOKING_FIELDS.type) || setup.types[0].id);
    const mode = offer.modeOf(first(body, BOOKING_FIELDS.mode), type);
    const day = first(body, BOOKING_FIELDS.day);
    const problem = requestDayProblem(day, at, setup, type);
    if (problem) throw fieldError(BOOKING_FIELDS.day, problem);
    const window = setup.windows.find((w) => w.id === first(body, BOOKING_FIELDS.window));
    if (!window) throw fieldError(BOOKING_FIELDS.window, copy.badWindow);
    // The day is a working day (requestDayProblem): the window must leave some of its hours.
    const hours = setup.calendar.officeHours.find((h) => h.weekday === weekdayOf(day))!;
    const span = windowOnDay(window, hours);
    if (!span) {
      throw fieldError(
        BOOKING_FIELDS.window,
        fillTemplate(copy.windowOutside, {
          window: window.label,
          day: spokenDate(day),
          hours: spokenSpan(hours),
        }),
      );
    }
    const reserved = budget ? budget.take(clientKey(request.ip), at) : null;
    if (budget && !reserved) throw new Refusal(429, copy.tooMany);
    const message = [
      fillTemplate(copy.request.message, {
        type: type.title,
        mode: setup.modeLabels[mode],
        day: spokenDate(day),
        window: windowOnDayLabel(window, span),
      }),
      ...(values.note ? [fillTemplate(copy.request.note, { note: values.note })] : []),
    ].join("\n\n");
    const delivered = screening.held === null;
    let stored;
    try {
      stored = await storeLead(values, message, screening);
    } catch (err) {
      reserved?.release();
      throw err;
    }
    if (stored.duplicate) reserved?.release();
    else reserved?.commit();
    request.log.info({ leadId: stored.id, duplicate: stored.duplicate }, "booking request stored");
    if (delivered && !stored.duplicate) opts.onStored?.();
    if (wantsHtml(request)) return land(reply, "requested");
    return { success: true, message: copy.requestSent };
  }

  await linkRoutes(app, {
    ...opts,
    offer,
    actions: actionBound(bounds),
    paused,
    now,
    write,
    mayBook,
  });

  app.get(BOOKING_FEED_PATH, async (request, reply) => {
    const key = (request.query as Record<string, unknown>).key;
    // Without a key configured there is no feed; a wrong key learns nothing more than a 404.
    if (!opts.feedKey || !secretMatches(typeof key === "string" ? key : "", opts.feedKey)) {
      return reply.code(404).header("cache-control", "no-store").send();
    }
    const at = now();
    const bookings = store.between(at - FEED_PAST_MS, at + FEED_AHEAD_MS, true);
    reply
      .header("content-type", "text/calendar; charset=utf-8")
      .header("cache-control", "private, no-store")
      .header("x-robots-tag", "noindex");
    return feed(bookings, {
      from: opts.mailFrom,
      timeZone,
      typeTitle: (id: string) => setup.types.find((t) => t.id === id)?.title ?? id,
      modeLabel: (mode) => setup.modeLabels[mode],
      name: setup.feedName,
    });
  });
}

// The booking endpoints: the free slots of a meeting type, a booking (or, without JavaScript, a
// request for a day and a time window, stored and mailed like a contact request), the signed
// link's view, cancel and move, and the office's private calendar feed. Every refusal is a 4xx
// with a Romanian sentence the page shows as it is; nothing is stored half-way (a booking and its
// mails are one transaction, store.ts).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ValidationError } from "yup";
import copy from "../../data/booking-server.json";
import {
  BOOKING_CANCEL_PATH,
  BOOKING_FEED_PATH,
  BOOKING_FIELDS,
  BOOKING_MANAGE_PATH,
  BOOKING_PAGE_PATH,
  BOOKING_PATH,
  BOOKING_RESCHEDULE_PATH,
  BOOKING_SLOTS_PATH,
  MEETING_MODES,
  bookingRedirectUrl,
  parseSlotId,
  slotId,
  type BookingNoJsOutcome,
  type BookAnswer,
  type BookingView,
  type CancelAnswer,
  type ManageAnswer,
  type MeetingMode,
  type SlotView,
} from "../../contract/booking/api";
import {
  closedOn,
  freeSlots,
  nearestSlots,
  openingsOn,
  type Busy,
  type Slot,
} from "../../contract/booking/availability";
import { holidayOn } from "../../contract/booking/holidays";
import { serverBookingSchema, type BookingValues } from "../../contract/booking/schema";
import { countOf, spokenDate, spokenDay, spokenSlot } from "../../contract/booking/spoken";
import { wallClock } from "../../contract/booking/zonedTime";
import { SOURCE_FIELD, WIRE_NAMES } from "../../contract/contact";
import { fillTemplate } from "../../contract/format";
import type { LeadDb } from "../db";
import { acceptFormBodies, STORAGE_RETRY_AFTER_S, ticked, wantsHtml } from "../formPost";
import { secretMatches } from "../security";
import { resolveLeadSource } from "../leadSource";
import { createPostBudget, type PostBudgetOptions } from "../postBudget";
import { screen, valuesOf, type Body, type Screening } from "../screening";
import type { TimeTrap } from "../timeTrap";
import { REQUEST_WRITE_DEADLINE_MS, sqliteCode, type WriteQueue } from "../writeQueue";
import type { BusySource } from "./busy";
import { feed } from "./ics";
import type { BookingLinks, LinkCheck } from "./links";
import type { BookingSetup, MeetingTypeSetup } from "./setup";
import type { BookingStore } from "./store";
import type { BookingRow } from "./types";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How many free slots a refusal of a taken one offers instead. */
export const NEAREST_COUNT = 6;
/** Bodies are a few short fields and a note (NOTE_MAX_LENGTH), percent-encoded at worst. */
export const BOOKING_BODY_LIMIT = 32 * 1024;
/** The feed shows the last month too, so a meeting just held is still in the office's calendar. */
const FEED_PAST_MS = 31 * DAY;
const FEED_AHEAD_MS = 400 * DAY;

export interface BookingRouteOptions {
  setup: BookingSetup;
  store: BookingStore;
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
  /** After a booking, a move, a cancellation or a request is stored (wakes the outbox). */
  onStored?: () => void;
  now?: () => number;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const first = (body: Body, key: string): string => (valuesOf(body, key)[0] ?? "").trim();

function view(booking: BookingRow, timeZone: string): BookingView {
  const start = Date.parse(booking.start_at);
  const { date, time } = wallClock(start, timeZone);
  return {
    type: booking.type,
    mode: booking.mode,
    start: booking.start_at,
    end: booking.end_at,
    date,
    time,
    status: booking.status,
  };
}

function slotView(type: string, slot: Slot): SlotView {
  return {
    id: slotId(type, slot.start),
    start: new Date(slot.start).toISOString(),
    end: new Date(slot.end).toISOString(),
    date: slot.date,
    time: slot.time,
  };
}

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

async function validateDetails(body: Body): Promise<BookingValues> {
  try {
    return await serverBookingSchema.validate(readDetails(body), {
      abortEarly: false,
      stripUnknown: true,
    });
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const errors: Record<string, string> = {};
    for (const item of err.inner) errors[DETAIL_WIRE[item.path ?? ""] ?? "form"] ??= item.message;
    throw new Refusal(422, copy.invalid, { errors });
  }
}

/** What a visitor reads when the request itself is refused before its fields are read: too
 * long, in a charset no browser uses, or one too many; anything else could not be read. */
const REFUSED_BODY: Partial<Record<number, string>> = {
  413: copy.tooLarge,
  415: copy.charset,
  429: copy.tooMany,
};

const fieldError = (field: string, message: string) =>
  new Refusal(422, message, { errors: { [field]: message } });

export async function bookingRoutes(app: FastifyInstance, opts: BookingRouteOptions) {
  const { setup, store, links } = opts;
  const timeZone = setup.calendar.timeZone;
  const now = opts.now ?? Date.now;
  const budget = opts.budget ? createPostBudget(opts.budget) : null;

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

  /** A booking made or moved (a move answers as a booking, RescheduleAnswer): the sentence naming
   * its time, the booking, and its manage link, new with each change. */
  const heldAt = (template: string, booking: BookingRow): BookAnswer => ({
    success: true,
    message: fillTemplate(template, { slot: spokenSlot(Date.parse(booking.start_at), timeZone) }),
    booking: view(booking, timeZone),
    manageUrl: links.path(booking),
  });

  const typeOf = (id: string): MeetingTypeSetup => {
    const type = setup.types.find((t) => t.id === id);
    if (!type) throw fieldError(BOOKING_FIELDS.type, copy.unknownType);
    return type;
  };

  /** The office's own busy times over a span; without them no slot is offered or booked. */
  const busyBetween = async (from: number, to: number): Promise<Busy[]> => {
    if (!opts.busy) return [];
    try {
      return await opts.busy.busy(from, to);
    } catch {
      throw new Refusal(503, copy.slotsUnavailable);
    }
  };

  const free = async (type: MeetingTypeSetup, at: number): Promise<Slot[]> => {
    const until = at + (type.rules.horizonDays + 1) * DAY;
    return freeSlots({
      calendar: setup.calendar,
      rules: type.rules,
      now: at,
      booked: store.booked(at - DAY, until + DAY),
      busy: await busyBetween(at, until),
    });
  };

  /** The slot a wire id names, if the office offers it at all (taken or not): anything else is
   * refused with the reason a visitor can act on. */
  const offered = (
    raw: string,
    type: MeetingTypeSetup | null,
    at: number,
  ): {
    type: MeetingTypeSetup;
    slot: Slot;
  } => {
    const parsed = parseSlotId(raw);
    if (!parsed) throw fieldError(BOOKING_FIELDS.slot, copy.badSlot);
    const meeting = type ?? typeOf(parsed.type);
    if (parsed.type !== meeting.id) throw fieldError(BOOKING_FIELDS.slot, copy.badSlot);
    const { rules } = meeting;
    if (parsed.start < at + rules.minNoticeMinutes * MINUTE) {
      // A notice in whole hours is said in hours ("2 ore"), any other in minutes.
      const notice =
        rules.minNoticeMinutes % 60 === 0
          ? countOf(rules.minNoticeMinutes / 60, copy.hours)
          : countOf(rules.minNoticeMinutes, copy.minutes);
      throw fieldError(BOOKING_FIELDS.slot, fillTemplate(copy.past, { notice }));
    }
    if (parsed.start >= at + rules.horizonDays * DAY) {
      const horizon = countOf(rules.horizonDays, copy.days);
      throw fieldError(BOOKING_FIELDS.slot, fillTemplate(copy.beyondHorizon, { horizon }));
    }
    const { date } = wallClock(parsed.start, timeZone);
    if (closedOn(date, setup.calendar)) {
      const reason = holidayOn(date)?.name ?? copy.closedReason;
      throw fieldError(BOOKING_FIELDS.slot, fillTemplate(copy.closed, { reason }));
    }
    const slot = openingsOn(date, setup.calendar, rules).find((s) => s.start === parsed.start);
    if (!slot) throw fieldError(BOOKING_FIELDS.slot, copy.outsideHours);
    return { type: meeting, slot };
  };

  const modeOf = (body: Body, type: MeetingTypeSetup): MeetingMode => {
    const mode = first(body, BOOKING_FIELDS.mode) as MeetingMode;
    if (!MEETING_MODES.includes(mode) || !type.modes.includes(mode)) {
      const modes = type.modes.map((m) => setup.modeLabels[m]).join("; ");
      throw fieldError(BOOKING_FIELDS.mode, fillTemplate(copy.badMode, { modes }));
    }
    return mode;
  };

  /** A taken slot's refusal, with the nearest free ones. */
  const takenRefusal = async (type: MeetingTypeSetup, start: number, at: number) => {
    const nearest = nearestSlots(await free(type, at), start, NEAREST_COUNT).map((slot) =>
      slotView(type.id, slot),
    );
    return new Refusal(409, nearest.length > 0 ? copy.taken : copy.noneNear, { nearest });
  };

  const write = <T>(fn: () => T) => opts.writes.run(fn, REQUEST_WRITE_DEADLINE_MS);

  /** A request from the booking page stored as a lead: mailed to the office like a contact
   * request, or held back (never mailed) when the honeypot was filled. */
  const storeRequest = (values: BookingValues, message: string, screening: Screening) =>
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

  /** The booking a signed link names; a refused link answers with why. */
  const linked = (token: string): BookingRow => {
    const check: LinkCheck = links.check(token, (id) => store.get(id), now());
    if (!check.ok) {
      const status = { malformed: 400, tampered: 403, expired: 410, replaced: 409, missing: 404 }[
        check.reason
      ];
      throw new Refusal(status, copy.links[check.reason]);
    }
    return store.get(check.id)!;
  };

  app.get(BOOKING_SLOTS_PATH, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const type = typeOf(typeof query.type === "string" ? query.type : "");
    const slots = await free(type, now());
    reply.header("cache-control", "no-store");
    return { timeZone, type: type.id, slots: slots.map((slot) => slotView(type.id, slot)) };
  });

  app.post(BOOKING_PATH, async (request, reply) => {
    const body: Body =
      request.body && typeof request.body === "object" ? (request.body as Body) : {};
    const at = now();
    // The token was issued on the real clock, whatever clock the slots are read on.
    const screening = screen(body, opts.timeTrap);
    const wanted = first(body, BOOKING_FIELDS.slot);
    const values = await validateDetails(body);

    if (!wanted) return requestMeeting(request, reply, body, values, screening, at);

    const { type, slot } = offered(wanted, null, at);
    const mode = modeOf(body, type);
    const reserved = budget ? budget.take(request.ip, at) : null;
    if (budget && !reserved) throw new Refusal(429, copy.tooMany);
    if (screening.held !== null) {
      // A filled honeypot: a person never fills it. Kept as a held request (never mailed, no
      // slot taken) and answered as if booked, so a bot learns nothing.
      try {
        const message = fillTemplate(copy.request.message, {
          type: type.title,
          mode: setup.modeLabels[mode],
          day: spokenDay(slot.start, timeZone),
          window: slot.time,
        });
        await storeRequest(values, message, screening);
      } finally {
        reserved?.release();
      }
      if (wantsHtml(request)) return land(reply, "booked");
      return {
        success: true,
        message: fillTemplate(copy.booked, { slot: spokenSlot(slot.start, timeZone) }),
        booking: {
          type: type.id,
          mode,
          start: new Date(slot.start).toISOString(),
          end: new Date(slot.end).toISOString(),
          date: slot.date,
          time: slot.time,
          status: "confirmed",
        },
        manageUrl: "",
      };
    }
    let result;
    try {
      const busy = await busyBetween(slot.start - DAY, slot.end + DAY);
      result = await write(() =>
        store.book(
          {
            type: type.id,
            mode,
            start: slot.start,
            end: slot.end,
            rules: type.rules,
            name: values.txtName,
            email: values.txtEmail,
            phone: values.txtPhone,
            note: values.note,
            sourcePath: resolveLeadSource(first(body, SOURCE_FIELD) || BOOKING_PAGE_PATH).path,
          },
          busy,
          at,
        ),
      );
    } catch (err) {
      reserved?.release();
      throw err;
    }
    if (!result.ok) {
      reserved?.release();
      request.log.info({ type: type.id }, "booking refused: slot taken");
      throw await takenRefusal(type, slot.start, at);
    }
    reserved?.commit();
    request.log.info({ bookingId: result.booking.id }, "booking stored");
    opts.onStored?.();
    if (wantsHtml(request)) return land(reply, "booked");
    return heldAt(copy.booked, result.booking);
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
    const type = typeOf(first(body, BOOKING_FIELDS.type) || setup.types[0].id);
    const mode = modeOf(body, type);
    const day = first(body, BOOKING_FIELDS.day);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
      throw fieldError(BOOKING_FIELDS.day, copy.badDay);
    }
    if (day < wallClock(at, timeZone).date) throw fieldError(BOOKING_FIELDS.day, copy.dayPast);
    const window = setup.windows.find((w) => w.id === first(body, BOOKING_FIELDS.window));
    if (!window) throw fieldError(BOOKING_FIELDS.window, copy.badWindow);
    const reserved = budget ? budget.take(request.ip, at) : null;
    if (budget && !reserved) throw new Refusal(429, copy.tooMany);
    const message = [
      fillTemplate(copy.request.message, {
        type: type.title,
        mode: setup.modeLabels[mode],
        day: spokenDate(day),
        window: window.label,
      }),
      ...(values.note ? [fillTemplate(copy.request.note, { note: values.note })] : []),
    ].join("\n\n");
    const delivered = screening.held === null;
    let stored;
    try {
      stored = await storeRequest(values, message, screening);
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

  const tokenOf = (request: FastifyRequest): string => {
    const source = (request.method === "GET" ? request.query : request.body) as Body | undefined;
    return source && typeof source === "object" ? first(source, BOOKING_FIELDS.token) : "";
  };

  app.get(BOOKING_MANAGE_PATH, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const booking = linked(tokenOf(request));
    const answer: ManageAnswer = {
      success: true,
      booking: view(booking, timeZone),
      canChange: booking.status === "confirmed" && Date.parse(booking.start_at) > now(),
    };
    return answer;
  });

  app.post(BOOKING_CANCEL_PATH, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const booking = linked(tokenOf(request));
    const result = await write(() => store.cancel(booking.id, now()));
    if (!result.ok) throw new Refusal(409, copy.alreadyCancelled);
    request.log.info({ bookingId: booking.id }, "booking cancelled");
    opts.onStored?.();
    const answer: CancelAnswer = {
      success: true,
      message: copy.cancelled,
      booking: view(result.booking, timeZone),
    };
    return answer;
  });

  app.post(BOOKING_RESCHEDULE_PATH, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const body = (request.body ?? {}) as Body;
    const booking = linked(tokenOf(request));
    if (booking.status !== "confirmed") throw new Refusal(409, copy.alreadyCancelled);
    const at = now();
    const type = typeOf(booking.type);
    const { slot } = offered(first(body, BOOKING_FIELDS.slot), type, at);
    const busy = await busyBetween(slot.start - DAY, slot.end + DAY);
    const result = await write(() =>
      store.reschedule(booking.id, { start: slot.start, end: slot.end }, type.rules, busy, at),
    );
    if (!result.ok) {
      if (result.reason === "taken") throw await takenRefusal(type, slot.start, at);
      throw new Refusal(409, copy.alreadyCancelled);
    }
    request.log.info({ bookingId: booking.id }, "booking moved");
    opts.onStored?.();
    return heldAt(copy.rescheduled, result.booking);
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
      modeLabel: (mode: MeetingMode) => setup.modeLabels[mode],
      name: setup.feedName,
    });
  });
}

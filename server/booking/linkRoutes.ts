// The endpoints a mailed link reaches, each a POST carrying the link's token (the page reads it from
// the URL's fragment): the request waiting for its confirmation and the confirmation itself, the
// booking's view, cancellation and move, and the office's link (cancel, report, approve, decline).
// Opening a link changes nothing: mail scanners open every link, so only the page's button, a
// POST, confirms. Every post counts toward the client's bound on link actions (bounds.ts).
import type { FastifyInstance, FastifyRequest } from "fastify";
import copy from "../../data/booking-server.json";
import {
  BOOKING_CANCEL_PATH,
  BOOKING_CONFIRM_PATH,
  BOOKING_FIELDS,
  BOOKING_MANAGE_PATH,
  BOOKING_OFFICE_PATH,
  BOOKING_REQUEST_PATH,
  BOOKING_RESCHEDULE_PATH,
  OFFICE_ACTIONS,
  type AwaitingAnswer,
  type BookAnswer,
  type BookingView,
  type CancelAnswer,
  type ManageAnswer,
  type OfficeAction,
  type OfficeAnswer,
  type RequestAnswer,
  type RequestView,
} from "../../contract/booking/api";
import { countOf, spokenSlot } from "../../contract/booking/spoken";
import { wallClock } from "../../contract/booking/zonedTime";
import { fillTemplate } from "../../contract/format";
import { clientKey } from "../clientKey";
import { valuesOf, type Body } from "../screening";
import type { ActionBound } from "./bounds";
import type { BookingLinks } from "./links";
import { DAY, type Offer } from "./offer";
import type { RequestRow, RequestStore } from "./pending";
import { Refusal } from "./refusal";
import type { BookingSetup } from "./setup";
import type { BookingStore } from "./store";
import type { BookingRow } from "./types";

export interface LinkRouteContext {
  setup: BookingSetup;
  store: BookingStore;
  requests: RequestStore;
  links: BookingLinks;
  offer: Offer;
  actions: ActionBound;
  paused: () => boolean;
  now: () => number;
  write: <T>(fn: () => T) => Promise<T>;
  /** Refuses a reported address or a person holding enough coming meetings. */
  mayBook: (email: string, phone: string, at: number) => void;
  onStored?: () => void;
}

const first = (body: Body, key: string): string => (valuesOf(body, key)[0] ?? "").trim();

function meetingView(
  row: Pick<BookingRow, "type" | "mode" | "start_at" | "end_at">,
  timeZone: string,
) {
  const { date, time } = wallClock(Date.parse(row.start_at), timeZone);
  return { type: row.type, mode: row.mode, start: row.start_at, end: row.end_at, date, time };
}

const bookingView = (booking: BookingRow, timeZone: string): BookingView => ({
  ...meetingView(booking, timeZone),
  status: booking.status,
});

const requestView = (request: RequestRow, timeZone: string): RequestView => ({
  ...meetingView(request, timeZone),
  status: request.status === "awaiting-office" ? "awaiting-office" : "unconfirmed",
  expiresAt: request.expires_at,
});

export async function linkRoutes(app: FastifyInstance, ctx: LinkRouteContext) {
  const { setup, store, requests, links, offer, now, write } = ctx;
  const timeZone = setup.calendar.timeZone;

  /** The body of a link's post, once the client's bound on link actions allows it. */
  const bounded = (request: FastifyRequest, at: number): Body => {
    if (!ctx.actions.take(clientKey(request.ip), at)) throw new Refusal(429, copy.tooMany);
    return request.body && typeof request.body === "object" ? (request.body as Body) : {};
  };

  const changed = () => {
    offer.invalidate();
    ctx.onStored?.();
  };

  /** A booking made or moved: the sentence naming its time, the booking, its new manage link. */
  const heldAt = (template: string, booking: BookingRow): BookAnswer => ({
    success: true,
    message: fillTemplate(template, { slot: spokenSlot(Date.parse(booking.start_at), timeZone) }),
    booking: bookingView(booking, timeZone),
    manageUrl: links.path(booking),
  });

  /** The booking a signed manage link names; a refused link answers with why. */
  const linked = (token: string, at: number): BookingRow => {
    const check = links.check(token, (id) => store.get(id), at);
    if (!check.ok) {
      const status = { invalid: 403, expired: 410, replaced: 409 }[check.reason];
      throw new Refusal(status, copy.links[check.reason]);
    }
    return store.get(check.id)!;
  };

  /** The request a confirm link names, while it waits. */
  const pending = (token: string, at: number): RequestRow => {
    const check = links.checkConfirm(token, (id) => requests.get(id, at));
    if (!check.ok) throw new Refusal(410, copy.requestGone);
    const request = requests.get(check.id, at)!;
    if (request.status === "declined") throw new Refusal(410, copy.declinedView);
    return request;
  };

  /** Books a proved request's time (or the one chosen instead of a taken one), deleting it. */
  const bookRequest = async (
    request: RequestRow,
    slot: { start: number; end: number },
    at: number,
  ) => {
    const type = offer.typeOf(request.type);
    const busy = await offer.busyBetween(slot.start - DAY, slot.end + DAY);
    const result = await write(() =>
      store.book(
        {
          type: type.id,
          mode: request.mode,
          start: slot.start,
          end: slot.end,
          rules: type.rules,
          name: request.name,
          email: request.email,
          phone: request.phone,
          note: request.note,
          sourcePath: request.source_path,
          suspectReason: request.suspect_reason,
          suspectAgeMs: request.suspect_age_ms,
        },
        busy,
        at,
        setup.limits,
        () => requests.remove(request.id),
      ),
    );
    if (!result.ok) {
      if (result.reason === "person") throw new Refusal(409, copy.person);
      throw await offer.takenRefusal(type, slot.start, at);
    }
    changed();
    return result.booking;
  };

  app.post(BOOKING_REQUEST_PATH, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const at = now();
    const body = bounded(request, at);
    const answer: RequestAnswer = {
      success: true,
      request: requestView(pending(first(body, BOOKING_FIELDS.confirm), at), timeZone),
    };
    return answer;
  });

  app.post(BOOKING_CONFIRM_PATH, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const at = now();
    const body = bounded(request, at);
    const waiting = pending(first(body, BOOKING_FIELDS.confirm), at);
    if (waiting.status !== "unconfirmed") {
      const answer: AwaitingAnswer = {
        success: true,
        awaiting: true,
        message: awaitingText(waiting),
      };
      return answer;
    }
    if (ctx.paused()) throw new Refusal(503, copy.paused);
    const type = offer.typeOf(waiting.type);
    const other = first(body, BOOKING_FIELDS.slot);
    const slot = other
      ? offer.offered(other, type, at).slot
      : { start: Date.parse(waiting.start_at), end: Date.parse(waiting.end_at) };
    ctx.mayBook(waiting.email, waiting.phone, at);
    if (setup.approval === "office") {
      if (!(await offer.isFree(type, slot.start, at)))
        throw await offer.takenRefusal(type, slot.start, at);
      const awaiting = await write(() => requests.awaitOffice(waiting.id, slot, at));
      request.log.info({ requestId: waiting.id }, "booking request waits for the office");
      ctx.onStored?.();
      const answer: AwaitingAnswer = {
        success: true,
        awaiting: true,
        message: awaitingText(awaiting),
      };
      return answer;
    }
    const booking = await bookRequest(waiting, slot, at);
    request.log.info({ bookingId: booking.id }, "booking confirmed");
    return heldAt(copy.booked, booking);
  });

  const awaitingText = (row: RequestRow) =>
    fillTemplate(copy.awaiting, { slot: spokenSlot(Date.parse(row.start_at), timeZone) });

  app.post(BOOKING_MANAGE_PATH, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const at = now();
    const body = bounded(request, at);
    const booking = linked(first(body, BOOKING_FIELDS.token), at);
    const answer: ManageAnswer = {
      success: true,
      booking: bookingView(booking, timeZone),
      canChange: booking.status === "confirmed" && Date.parse(booking.start_at) > at,
    };
    return answer;
  });

  app.post(BOOKING_CANCEL_PATH, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const at = now();
    const body = bounded(request, at);
    const booking = linked(first(body, BOOKING_FIELDS.token), at);
    const result = await write(() => store.cancel(booking.id, at));
    if (!result.ok) {
      throw new Refusal(409, result.reason === "started" ? copy.started : copy.alreadyCancelled);
    }
    request.log.info({ bookingId: booking.id }, "booking cancelled");
    changed();
    const answer: CancelAnswer = {
      success: true,
      message: copy.cancelled,
      booking: bookingView(result.booking, timeZone),
    };
    return answer;
  });

  app.post(BOOKING_RESCHEDULE_PATH, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const at = now();
    const body = bounded(request, at);
    const booking = linked(first(body, BOOKING_FIELDS.token), at);
    if (booking.status !== "confirmed") throw new Refusal(409, copy.alreadyCancelled);
    if (Date.parse(booking.start_at) <= at) throw new Refusal(409, copy.started);
    if (ctx.paused()) throw new Refusal(503, copy.paused);
    const { movesPerBooking } = setup.limits;
    if (booking.moves >= movesPerBooking) {
      throw new Refusal(
        409,
        fillTemplate(copy.moves, { moves: countOf(booking.moves, copy.times) }),
      );
    }
    const type = offer.typeOf(booking.type);
    const { slot } = offer.offered(first(body, BOOKING_FIELDS.slot), type, at);
    if (slot.start === Date.parse(booking.start_at)) throw new Refusal(422, copy.sameSlot);
    const busy = await offer.busyBetween(slot.start - DAY, slot.end + DAY);
    const result = await write(() =>
      store.reschedule(
        booking.id,
        { start: slot.start, end: slot.end },
        type.rules,
        busy,
        at,
        movesPerBooking,
      ),
    );
    if (!result.ok) {
      if (result.reason === "taken") throw await offer.takenRefusal(type, slot.start, at);
      if (result.reason === "started") throw new Refusal(409, copy.started);
      if (result.reason === "moves") {
        throw new Refusal(
          409,
          fillTemplate(copy.moves, { moves: countOf(booking.moves, copy.times) }),
        );
      }
      throw new Refusal(409, copy.alreadyCancelled);
    }
    request.log.info({ bookingId: booking.id }, "booking moved");
    changed();
    return heldAt(copy.rescheduled, result.booking);
  });

  await officeRoute(app, { ...ctx, bounded, changed, bookRequest, requestView, bookingView });
}

interface OfficeContext extends LinkRouteContext {
  bounded: (request: FastifyRequest, at: number) => Body;
  changed: () => void;
  bookRequest: (
    request: RequestRow,
    slot: { start: number; end: number },
    at: number,
  ) => Promise<BookingRow>;
  requestView: typeof requestView;
  bookingView: typeof bookingView;
}

/** The office's link from its mails: a booking it may cancel or report, or a request it may
 * approve or decline when it approves each booking. */
async function officeRoute(app: FastifyInstance, ctx: OfficeContext) {
  const { setup, store, requests, links, now, write } = ctx;
  const timeZone = setup.calendar.timeZone;
  const said = copy.office;

  const answerFor = (
    subject: "booking" | "request",
    id: number,
    at: number,
    message = "",
  ): OfficeAnswer => {
    if (subject === "booking") {
      const booking = store.get(id)!;
      const open = booking.status === "confirmed" && Date.parse(booking.start_at) > at;
      return {
        success: true,
        message,
        subject,
        booking: ctx.bookingView(booking, timeZone),
        ...contactOf(booking),
        actions: open ? ["cancel", "report"] : [],
      };
    }
    const request = requests.get(id, at);
    if (!request) throw new Refusal(410, copy.requestGone);
    return {
      success: true,
      message,
      subject,
      booking: ctx.requestView(request, timeZone),
      ...contactOf(request),
      actions: request.status === "awaiting-office" ? ["approve", "decline"] : [],
    };
  };
  const contactOf = (row: Pick<BookingRow, "name" | "email" | "phone" | "note">) => ({
    name: row.name,
    email: row.email,
    phone: row.phone,
    note: row.note,
  });

  app.post(BOOKING_OFFICE_PATH, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const at = now();
    const body = ctx.bounded(request, at);
    const check = links.checkOffice(first(body, BOOKING_FIELDS.office), {
      booking: (id) => store.get(id),
      request: (id) => requests.get(id, at),
    });
    if (!check.ok) throw new Refusal(403, copy.links.invalid);
    const action = (first(body, BOOKING_FIELDS.action) || "view") as OfficeAction;
    if (!OFFICE_ACTIONS.includes(action)) throw new Refusal(422, said.notOpen);
    const before = answerFor(check.subject, check.id, at);
    if (action === "view") return before;
    if (!before.success || !before.actions.includes(action)) throw new Refusal(409, said.notOpen);

    if (action === "cancel" || action === "report") {
      const booking = store.get(check.id)!;
      const result = await write(() =>
        action === "report"
          ? store.report(booking.id, links.addressKey(booking.email), at)
          : store.cancel(booking.id, at, "visitor"),
      );
      if (!result.ok) throw new Refusal(409, said.notOpen);
      request.log.info({ bookingId: booking.id, action }, "booking changed by the office");
      ctx.changed();
      return answerFor(
        "booking",
        booking.id,
        at,
        action === "report" ? said.reported : said.cancelled,
      );
    }
    const waiting = requests.get(check.id, at)!;
    if (action === "decline") {
      await write(() => requests.decline(waiting.id, at));
      request.log.info({ requestId: waiting.id }, "booking request declined by the office");
      ctx.onStored?.();
      return { ...answerFor("request", waiting.id, at, said.declined), actions: [] };
    }
    const booking = await ctx.bookRequest(
      waiting,
      { start: Date.parse(waiting.start_at), end: Date.parse(waiting.end_at) },
      at,
    );
    request.log.info({ bookingId: booking.id }, "booking approved by the office");
    return answerFor("booking", booking.id, at, said.approved);
  });
}

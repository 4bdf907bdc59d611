// The booking endpoints a stranger reaches, as HTTP: the free slots of a meeting type, a request for
// a slot or, without JavaScript, for a day and a time window (visitor.ts), the confirmation mailed
// again, the posts of the mailed links (linkRoutes.ts), and the office's private calendar feed
// (officeFeed.ts). Every refusal is a 4xx with a Romanian sentence the page shows as it is, or for
// a form posted without JavaScript a redirect to the page's notice; nothing is stored half-way.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import copy from "../../data/booking-server.json";
import { BOOKING_FEED_PATH } from "../../contract/booking/api";
import { clientKey } from "../clientKey";
import { errorHandler, type Failure } from "../errorHandler";
import { acceptFormBodies, wantsHtml } from "../formPost";
import { screen } from "../screening";
import type { TimeTrap } from "../timeTrap";
import { bookingContext, type BookingContext, type BookingRouteOptions } from "./context";
import { bodyOf, first, validateBooking } from "./form";
import { linkRoutes } from "./linkRoutes";
import { feedOpens, officeFeed } from "./officeFeed";
import { REFUSED_BODY, Refusal } from "./refusal";
import { freeSlotsOf, requestMeeting, requestSlot, resendConfirmation } from "./visitor";
import { SOURCE_FIELD } from "../../contract/forms/antiBot";
import {
  bookingRequestForm,
  bookingForm,
  bookingRedirectUrl,
  type BookingNoJsOutcome,
} from "../../contract/forms/booking";

export { NEAREST_COUNT } from "./offer";
/** Bodies are a few short fields and a note (NOTE_MAX_LENGTH), percent-encoded at worst. */
export const BOOKING_BODY_LIMIT = 32 * 1024;

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

/** A failure as the booking says it: its own refusal as it is, storage and faults as storage's
 * failure, and a request Fastify refused in the words of its status. */
function refusalFor(failure: Failure): Refusal {
  if (failure.kind !== "refused") return new Refusal(failure.status, copy.storageFailed);
  if (failure.error instanceof Refusal) return failure.error;
  return new Refusal(failure.status, REFUSED_BODY[failure.status] ?? copy.badRequest);
}

const BOOKING_ERRORS = errorHandler({
  lines: {
    storage: "booking could not be stored",
    fault: "booking request failed",
    refused: { route: "booking request refused" },
  },
  refusedByRoute: (error) => (error instanceof Refusal ? error.status : undefined),
  send: (failure, request, reply) => refuse(request, reply, refusalFor(failure)),
});

function visitorRoutes(app: FastifyInstance, ctx: BookingContext, timeTrap: TimeTrap) {
  app.get(bookingForm.slotsPath, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const { type } = request.query as Record<string, unknown>;
    return freeSlotsOf(ctx, typeof type === "string" ? type : "", ctx.now());
  });

  app.post(bookingForm.path, async (request, reply) => {
    const body = bodyOf(request);
    const at = ctx.now();
    // The token was issued on the real clock, whatever clock the slots are read on.
    const screening = screen(body, timeTrap);
    const slot = first(body, bookingForm.fields.slot);
    const { values, context } = await validateBooking(body, ctx.setup.services);
    const post = { values, context, screening, client: clientKey(request.ip) };
    const mode = first(body, bookingForm.fields.mode);
    if (slot) {
      const source = first(body, SOURCE_FIELD);
      return requestSlot(ctx, { ...post, slot, mode, source }, at, request.log);
    }
    const form = {
      type: first(body, bookingForm.fields.type),
      mode,
      day: first(body, bookingForm.fields.day),
      window: first(body, bookingForm.fields.window),
    };
    const answer = await requestMeeting(ctx, { ...post, form }, at, request.log);
    return wantsHtml(request) ? land(reply, "requested") : answer;
  });

  app.post(bookingRequestForm.resendPath, async (request) => {
    const body = bodyOf(request);
    const post = {
      pageKey: first(body, bookingRequestForm.fields.pageKey),
      email: first(body, bookingRequestForm.fields.email),
      client: clientKey(request.ip),
    };
    return resendConfirmation(ctx, post, ctx.now(), request.log);
  });
}

function feedRoute(app: FastifyInstance, ctx: BookingContext, opts: BookingRouteOptions) {
  app.get(BOOKING_FEED_PATH, async (request, reply) => {
    const { key } = request.query as Record<string, unknown>;
    if (!feedOpens(opts.feedKey, typeof key === "string" ? key : "")) {
      return reply.code(404).header("cache-control", "no-store").send();
    }
    const calendar = officeFeed(ctx, opts.mailFrom, ctx.now());
    reply
      .header("content-type", "text/calendar; charset=utf-8")
      .header("cache-control", "private, no-store")
      .header("x-robots-tag", "noindex");
    return calendar;
  });
}

export async function bookingRoutes(app: FastifyInstance, opts: BookingRouteOptions) {
  const ctx = bookingContext(opts);
  acceptFormBodies(app, BOOKING_BODY_LIMIT);
  app.setErrorHandler(BOOKING_ERRORS);
  visitorRoutes(app, ctx, opts.timeTrap);
  await linkRoutes(app, ctx);
  feedRoute(app, ctx, opts);
}

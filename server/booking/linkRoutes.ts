// The endpoints a mailed link reaches, as HTTP, each a POST carrying the link's token (the page reads
// it from the URL's fragment): the request waiting for its confirmation and the confirmation itself,
// the booking's view, cancellation and move (linkActions.ts), and the office's link (cancel, report,
// approve, decline: officeActions.ts). Opening a link changes nothing: mail scanners open every
// link, so only the page's button, a POST, confirms. Every post counts toward the client's bound on
// link actions (bounds.ts), and no answer is cached.
import type { FastifyInstance, FastifyRequest } from "fastify";
import copy from "../../data/booking-server.json";
import { clientKey } from "../clientKey";
import type { Body } from "../screening";
import type { BookingContext } from "./context";
import { bodyOf, first } from "./form";
import {
  cancelBooking,
  confirmRequest,
  rescheduleBooking,
  showBooking,
  showRequest,
  type LinkPost,
} from "./linkActions";
import { officeAction } from "./officeActions";
import { Refusal } from "./refusal";
import { bookingForm, bookingRequestForm, manageForm } from "../../contract/forms/booking";

/** A link's token and the slot chosen, as posted. */
const linkPost = (body: Body, token: string): LinkPost => ({
  token: first(body, token),
  slot: first(body, bookingForm.fields.slot),
});

export async function linkRoutes(app: FastifyInstance, ctx: BookingContext) {
  /** A link's post: its body once the client's bound on link actions allows it, at one instant. */
  const post = (path: string, act: (body: Body, at: number, request: FastifyRequest) => unknown) =>
    app.post(path, async (request, reply) => {
      reply.header("cache-control", "no-store");
      const at = ctx.now();
      if (!ctx.actions.take(clientKey(request.ip), at)) throw new Refusal(429, copy.tooMany);
      return act(bodyOf(request), at, request);
    });

  post(bookingRequestForm.requestPath, (body, at) =>
    showRequest(ctx, first(body, bookingRequestForm.fields.confirm), at),
  );
  post(bookingRequestForm.confirmPath, (body, at, request) =>
    confirmRequest(ctx, linkPost(body, bookingRequestForm.fields.confirm), at, request.log),
  );
  post(manageForm.managePath, (body, at) =>
    showBooking(ctx, first(body, manageForm.fields.token), at),
  );
  post(manageForm.cancelPath, (body, at, request) =>
    cancelBooking(ctx, first(body, manageForm.fields.token), at, request.log),
  );
  post(manageForm.reschedulePath, (body, at, request) =>
    rescheduleBooking(ctx, linkPost(body, manageForm.fields.token), at, request.log),
  );
  post(manageForm.officePath, (body, at, request) =>
    officeAction(
      ctx,
      {
        token: first(body, manageForm.fields.office),
        action: first(body, manageForm.fields.action),
      },
      at,
      request.log,
    ),
  );
}

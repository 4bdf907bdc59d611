// What the office's link from its mails does: shows the booking or request it names, with the
// visitor's details and the actions still open; cancels a booking still to come or reports it
// (cancelled, the address blocked from booking again); approves a request the visitor confirmed
// (booked at its time) or declines it (the visitor is told). An action no longer open is refused.
import copy from "../../data/booking-server.json";
import { officeBookingAnswer, officeRequestAnswer, type OfficeView } from "./answers";
import type { ActionLog, BookingContext } from "./context";
import { bookRequest, changed } from "./linkActions";
import { Refusal } from "./refusal";
import { manageForm, type OfficeAction } from "../../contract/forms/booking";

const said = copy.office;

/** The office's link's post: its token, and the action asked for ("" to view). */
export interface OfficePost {
  token: string;
  action: string;
}

/** The office's view of the booking or request its link names; a request gone is a 410. */
export function officeView(
  ctx: BookingContext,
  subject: "booking" | "request",
  id: number,
  at: number,
  message = "",
): OfficeView {
  const timeZone = ctx.setup.calendar.timeZone;
  if (subject === "booking") return officeBookingAnswer(ctx.store.get(id)!, at, timeZone, message);
  const request = ctx.requests.get(id, at);
  if (!request) throw new Refusal(410, copy.requestGone);
  return officeRequestAnswer(request, timeZone, message);
}

/** Cancels or reports a booking still to come; the visitor alone is told. */
async function changeBooking(
  ctx: BookingContext,
  id: number,
  action: "cancel" | "report",
  at: number,
  log: ActionLog,
): Promise<OfficeView> {
  const { store, links } = ctx;
  const booking = store.get(id)!;
  const result = await ctx.write(() =>
    action === "report"
      ? store.report(booking.id, links.addressKey(booking.email), at)
      : store.cancel(booking.id, at, "visitor"),
  );
  if (!result.ok) throw new Refusal(409, said.notOpen);
  log.info({ bookingId: booking.id, action }, "booking changed by the office");
  changed(ctx);
  const message = action === "report" ? said.reported : said.cancelled;
  return officeView(ctx, "booking", booking.id, at, message);
}

/** Approves a confirmed request, booking its time, or declines it. */
async function decideRequest(
  ctx: BookingContext,
  id: number,
  action: "approve" | "decline",
  at: number,
  log: ActionLog,
): Promise<OfficeView> {
  const waiting = ctx.requests.get(id, at)!;
  if (action === "decline") {
    await ctx.write(() => ctx.requests.decline(waiting.id, at));
    log.info({ requestId: waiting.id }, "booking request declined by the office");
    ctx.onStored?.();
    return { ...officeView(ctx, "request", waiting.id, at, said.declined), actions: [] };
  }
  const booking = await bookRequest(
    ctx,
    waiting,
    { start: Date.parse(waiting.start_at), end: Date.parse(waiting.end_at) },
    at,
  );
  log.info({ bookingId: booking.id }, "booking approved by the office");
  return officeView(ctx, "booking", booking.id, at, said.approved);
}

/** The office's post: a view, or an action still open on what its link names. */
export async function officeAction(
  ctx: BookingContext,
  post: OfficePost,
  at: number,
  log: ActionLog,
): Promise<OfficeView> {
  const check = ctx.links.checkOffice(post.token, {
    booking: (id) => ctx.store.get(id),
    request: (id) => ctx.requests.get(id, at),
  });
  if (!check.ok) throw new Refusal(403, copy.links.invalid);
  const action = (post.action || "view") as OfficeAction;
  if (!manageForm.officeActions.includes(action)) throw new Refusal(422, said.notOpen);
  const before = officeView(ctx, check.subject, check.id, at);
  if (action === "view") return before;
  if (!before.actions.includes(action)) throw new Refusal(409, said.notOpen);
  if (action === "cancel" || action === "report") {
    return changeBooking(ctx, check.id, action, at, log);
  }
  return decideRequest(ctx, check.id, action, at, log);
}

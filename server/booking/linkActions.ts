// What the posts of a mailed link do, each with the link's token: the request waiting for its
// confirmation and the confirmation itself (booking its time, or the one chosen instead of a time
// taken meanwhile; when the office approves each booking, waiting for it), and the booking's view,
// cancellation and move. A refused link answers with why: forged, expired, or replaced by a newer.
import copy from "../../data/booking-server.json";
import { countOf } from "../../domain/booking/spoken";
import { fillTemplate } from "../../domain/format";
import {
  awaitingAnswer,
  bookedAnswer,
  cancelledAnswer,
  manageAnswer,
  requestAnswer,
} from "./answers";
import { mayBook, type ActionLog, type BookingContext } from "./context";
import { DAY, meetingType, offeredSlot } from "./offered";
import type { RequestRow } from "./pending";
import { Refusal } from "./refusal";
import type { BookingRow } from "./types";
import {
  type AwaitingAnswer,
  type BookAnswer,
  type CancelAnswer,
  type ManageAnswer,
  type RequestAnswer,
} from "../../contract/forms/bookingAnswers";

/** A link's post: its token, and the slot chosen, if any. */
export interface LinkPost {
  token: string;
  slot: string;
}

/** After a write that books, moves or frees a time: the free slots are computed again, and the
 * outbox wakes for the mails it queued. */
export function changed(ctx: BookingContext): void {
  ctx.offer.invalidate();
  ctx.onStored?.();
}

/** The booking a signed manage link names; a refused link answers with why. */
export function linkedBooking(ctx: BookingContext, token: string, at: number): BookingRow {
  const check = ctx.links.check(token, (id) => ctx.store.get(id), at);
  if (!check.ok) {
    const status = { invalid: 403, expired: 410, replaced: 409 }[check.reason];
    throw new Refusal(status, copy.links[check.reason]);
  }
  return ctx.store.get(check.id)!;
}

/** The request a confirm link names, while it waits. */
export function pendingRequest(ctx: BookingContext, token: string, at: number): RequestRow {
  const check = ctx.links.checkConfirm(token, (id) => ctx.requests.get(id, at));
  if (!check.ok) throw new Refusal(410, copy.requestGone);
  const request = ctx.requests.get(check.id, at)!;
  if (request.status === "declined") throw new Refusal(410, copy.declinedView);
  return request;
}

/** Books a proved request's time (or the one chosen instead of a taken one), deleting it. */
export async function bookRequest(
  ctx: BookingContext,
  request: RequestRow,
  slot: { start: number; end: number },
  at: number,
): Promise<BookingRow> {
  const type = meetingType(ctx.setup, request.type);
  const busy = await ctx.offer.busyBetween(slot.start - DAY, slot.end + DAY);
  const result = await ctx.write(() =>
    ctx.store.book(
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
        service: request.service,
        sourcePage: request.source_page,
        figures: request.figures,
      },
      busy,
      at,
      ctx.setup.limits,
      () => ctx.requests.remove(request.id),
    ),
  );
  if (!result.ok) {
    if (result.reason === "person") throw new Refusal(409, copy.person);
    throw await ctx.offer.takenRefusal(type, slot.start, at);
  }
  changed(ctx);
  return result.booking;
}

/** The request a confirm link names, as the page shows it before its button is pressed. */
export function showRequest(ctx: BookingContext, token: string, at: number): RequestAnswer {
  return requestAnswer(pendingRequest(ctx, token, at), ctx.setup.calendar.timeZone);
}

/** The confirmation: the request's time (or the slot chosen instead) booked, or, when the office
 * approves each booking, held for the office while the time is still free. */
export async function confirmRequest(
  ctx: BookingContext,
  post: LinkPost,
  at: number,
  log: ActionLog,
): Promise<BookAnswer | AwaitingAnswer> {
  const { setup } = ctx;
  const timeZone = setup.calendar.timeZone;
  const waiting = pendingRequest(ctx, post.token, at);
  if (waiting.status !== "unconfirmed") return awaitingAnswer(waiting, timeZone);
  if (ctx.paused()) throw new Refusal(503, copy.paused);
  const type = meetingType(setup, waiting.type);
  const slot = post.slot
    ? offeredSlot(setup, post.slot, type, at).slot
    : { start: Date.parse(waiting.start_at), end: Date.parse(waiting.end_at) };
  mayBook(ctx, waiting.email, waiting.phone, at);
  if (setup.approval === "office") {
    if (!(await ctx.offer.isFree(type, slot.start, at)))
      throw await ctx.offer.takenRefusal(type, slot.start, at);
    const awaiting = await ctx.write(() => ctx.requests.awaitOffice(waiting.id, slot, at));
    log.info({ requestId: waiting.id }, "booking request waits for the office");
    ctx.onStored?.();
    return awaitingAnswer(awaiting, timeZone);
  }
  const booking = await bookRequest(ctx, waiting, slot, at);
  log.info({ bookingId: booking.id }, "booking confirmed");
  return bookedAnswer(copy.booked, booking, ctx.links.path(booking), timeZone);
}

export function showBooking(ctx: BookingContext, token: string, at: number): ManageAnswer {
  return manageAnswer(linkedBooking(ctx, token, at), at, ctx.setup.calendar.timeZone);
}

export async function cancelBooking(
  ctx: BookingContext,
  token: string,
  at: number,
  log: ActionLog,
): Promise<CancelAnswer> {
  const booking = linkedBooking(ctx, token, at);
  const result = await ctx.write(() => ctx.store.cancel(booking.id, at));
  if (!result.ok) {
    throw new Refusal(409, result.reason === "started" ? copy.started : copy.alreadyCancelled);
  }
  log.info({ bookingId: booking.id }, "booking cancelled");
  changed(ctx);
  return cancelledAnswer(result.booking, ctx.setup.calendar.timeZone);
}

/** The refusal of a move beyond the booking's allowance, saying how often it was moved. */
const movedTooOften = (booking: BookingRow) =>
  new Refusal(409, fillTemplate(copy.moves, { moves: countOf(booking.moves, copy.times) }));

/** A move to another offered, free slot: a booking still to come, moved fewer times than allowed,
 * to a time other than its own. */
export async function rescheduleBooking(
  ctx: BookingContext,
  post: LinkPost,
  at: number,
  log: ActionLog,
): Promise<BookAnswer> {
  const { setup, store } = ctx;
  const booking = linkedBooking(ctx, post.token, at);
  if (booking.status !== "confirmed") throw new Refusal(409, copy.alreadyCancelled);
  if (Date.parse(booking.start_at) <= at) throw new Refusal(409, copy.started);
  if (ctx.paused()) throw new Refusal(503, copy.paused);
  const { movesPerBooking } = setup.limits;
  if (booking.moves >= movesPerBooking) throw movedTooOften(booking);
  const type = meetingType(setup, booking.type);
  const { slot } = offeredSlot(setup, post.slot, type, at);
  if (slot.start === Date.parse(booking.start_at)) throw new Refusal(422, copy.sameSlot);
  const busy = await ctx.offer.busyBetween(slot.start - DAY, slot.end + DAY);
  const result = await ctx.write(() =>
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
    if (result.reason === "taken") throw await ctx.offer.takenRefusal(type, slot.start, at);
    if (result.reason === "started") throw new Refusal(409, copy.started);
    if (result.reason === "moves") throw movedTooOften(booking);
    throw new Refusal(409, copy.alreadyCancelled);
  }
  log.info({ bookingId: booking.id }, "booking moved");
  changed(ctx);
  const moved = result.booking;
  return bookedAnswer(copy.rescheduled, moved, ctx.links.path(moved), setup.calendar.timeZone);
}

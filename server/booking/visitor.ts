// What a visitor asks of the booking before any link: the free slots of a meeting type; a request
// for a slot, which holds nothing and mails only the address typed, within bounds, until that
// address is proved through the link; the confirmation mailed again or to a corrected address; and
// the request without a slot (a day and a time window, stored and mailed like a contact request).
// A filled honeypot is kept as a held lead and answered like a request, so a bot learns nothing.
// Nothing is stored half-way: a refusal leaves the client's budget as it was.
import copy from "../../data/booking-server.json";
import { BOOKING_PAGE_PATH } from "../../contract/booking/api";
import type { StoreResult } from "../db";
import { resolveLeadSource } from "../leadSource";
import type { Screening } from "../screening";
import { heldAnswer, pendingAnswer } from "./answers";
import { mayBook, type ActionLog, type BookingContext } from "./context";
import { validateEmail } from "./form";
import { heldMessage, meetingRequest, type MeetingRequestForm } from "./meetingRequest";
import { MINUTE, meetingMode, meetingType, offeredSlot, slotView } from "./offered";
import type { RequestRow } from "./pending";
import { Refusal } from "./refusal";
import { type BookingValues } from "../../contract/forms/bookingRules";
import { figuresJson, type BookingContextValue } from "../../contract/forms/bookingContextRules";
import { contextLines } from "./contextView";
import { type PendingAnswer, type SlotsAnswer } from "../../contract/forms/bookingAnswers";

/** What the time trap says of a form a person may well have sent (an old tab, a quick autofill):
 * booked, with the office warned. Anything else is no form of ours. */
const TOLERATED_SUSPICIONS = ["expired", "too-fast"];

/** A visitor's post: the details the schema accepted, what screening made of it, and the client
 * (clientKey.ts) its bounds count against. */
export interface VisitorPost {
  values: BookingValues;
  /** What the booking is about, checked (bookingContextRules.ts). */
  context: BookingContextValue;
  screening: Screening;
  client: string;
}

/** A request for a slot: its id and mode as posted, and the page it was sent from. */
export interface SlotRequestPost extends VisitorPost {
  slot: string;
  mode: string;
  source: string;
}

/** The free slots of the meeting type an id names (any other id is refused), while booking is not
 * paused. */
export async function freeSlotsOf(
  ctx: BookingContext,
  typeId: string,
  at: number,
): Promise<SlotsAnswer> {
  if (ctx.paused()) throw new Refusal(503, copy.paused);
  const type = meetingType(ctx.setup, typeId);
  const slots = await ctx.offer.free(type, at);
  return {
    timeZone: ctx.setup.calendar.timeZone,
    type: type.id,
    slots: slots.map((slot) => slotView(type.id, slot)),
  };
}

/** A request from the booking page stored as a lead: mailed to the office like a contact request,
 * or held back (never mailed) when the honeypot was filled. */
function storeLead(
  ctx: BookingContext,
  values: BookingValues,
  message: string,
  screening: Screening,
  service: string | null = null,
): Promise<StoreResult> {
  return ctx.write(() =>
    ctx.db.store({
      name: values.name,
      email: values.email,
      phone: values.phone,
      message,
      consent: values.consent,
      status: screening.held === null ? "pending" : "spam",
      sourcePath: resolveLeadSource(BOOKING_PAGE_PATH).path,
      service,
      suspect: screening.held === null ? screening.suspect : null,
      formToken: screening.held === null ? screening.token : null,
    }),
  );
}

/** A request for an offered, free slot, stored to wait for the link mailed to the address typed. */
export async function requestSlot(
  ctx: BookingContext,
  post: SlotRequestPost,
  at: number,
  log: ActionLog,
): Promise<PendingAnswer> {
  const { values, screening } = post;
  if (ctx.paused()) throw new Refusal(503, copy.paused);
  const { type, slot } = offeredSlot(ctx.setup, post.slot, null, at);
  const mode = meetingMode(ctx.setup, post.mode, type);
  if (screening.held !== null) {
    // A filled honeypot: a person never fills it. Kept as a held request (never mailed, no slot
    // asked for) and answered as a request waiting for its mail, so a bot learns nothing.
    await storeLead(ctx, values, heldMessage(ctx.setup, type, mode, slot), screening);
    return heldAnswer(ctx.setup, values.email, slot, at);
  }
  const suspicion = screening.suspect?.reason ?? null;
  if (suspicion && !TOLERATED_SUSPICIONS.includes(suspicion)) {
    throw new Refusal(403, copy.tokenRequired);
  }
  mayBook(ctx, values.email, values.phone, at);
  if (!(await ctx.offer.isFree(type, slot.start, at)))
    throw await ctx.offer.takenRefusal(type, slot.start, at);
  const reserved = ctx.budget ? ctx.budget.take(post.client, at) : null;
  if (ctx.budget && !reserved) throw new Refusal(429, copy.tooMany);
  if (!ctx.mails.take(post.client, values.email, at)) {
    reserved?.release();
    throw new Refusal(429, copy.mailBound);
  }
  let created: RequestRow;
  try {
    created = await ctx.write(() => {
      ctx.requests.purgeExpired(at);
      return ctx.requests.create(
        {
          type: type.id,
          mode,
          start: slot.start,
          end: slot.end,
          name: values.name,
          email: values.email,
          phone: values.phone,
          note: values.note,
          sourcePath: resolveLeadSource(post.source || BOOKING_PAGE_PATH).path,
          suspectReason: suspicion,
          suspectAgeMs: screening.suspect?.formAgeMs ?? null,
          expiresAt: at + ctx.setup.limits.requestValidMinutes * MINUTE,
          service: post.context.service?.slug ?? null,
          sourcePage: post.context.source,
          figures: post.context.figures ? figuresJson(post.context.figures) : null,
        },
        at,
      );
    });
  } catch (err) {
    reserved?.release();
    throw err;
  }
  reserved?.commit();
  log.info({ requestId: created.id }, "booking request waits for its confirmation");
  ctx.onStored?.();
  return pendingAnswer(ctx.setup, created, ctx.links.pageKey(created));
}

/** The page's resend: the confirmation mailed again, to the address typed when one is (a
 * correction), else to the same; the page key lets it resend, never confirm. */
export async function resendConfirmation(
  ctx: BookingContext,
  post: { pageKey: string; email: string; client: string },
  at: number,
  log: ActionLog,
): Promise<PendingAnswer> {
  const { requests } = ctx;
  const check = ctx.links.checkPageKey(post.pageKey, (id) => requests.get(id, at));
  if (!check.ok) throw new Refusal(410, copy.requestGone);
  const current = requests.get(check.id, at)!;
  if (current.status !== "unconfirmed") throw new Refusal(410, copy.requestGone);
  const email = post.email ? await validateEmail(post.email) : current.email;
  mayBook(ctx, email, current.phone, at);
  if (!ctx.mails.take(post.client, email, at)) throw new Refusal(429, copy.mailBound);
  const renewed = await ctx.write(() => requests.remail(current.id, email, at));
  if (!renewed) throw new Refusal(410, copy.requestGone);
  log.info({ requestId: renewed.id, corrected: Boolean(post.email) }, "confirmation sent again");
  ctx.onStored?.();
  return pendingAnswer(ctx.setup, renewed, ctx.links.pageKey(renewed));
}

/** A request without a chosen slot (the page without JavaScript): a preferred day and a time
 * window, stored as a lead from the booking page and mailed to the office like one. */
export async function requestMeeting(
  ctx: BookingContext,
  post: VisitorPost & { form: Omit<MeetingRequestForm, "note"> },
  at: number,
  log: ActionLog,
): Promise<{ success: true; message: string }> {
  const { values, screening, context } = post;
  const request = meetingRequest(ctx.setup, { ...post.form, note: values.note }, at);
  // The lead is mailed as it is stored: the page the visitor came from and the figures join the
  // message, the service its own column (the office's mail names it, in its subject too).
  const told = contextLines(ctx.setup.services, {
    service: null,
    source: context.source,
    figures: context.figures,
  });
  const message = [request.message, ...(told.length > 0 ? [told.join("\n")] : [])].join("\n\n");
  const reserved = ctx.budget ? ctx.budget.take(post.client, at) : null;
  if (ctx.budget && !reserved) throw new Refusal(429, copy.tooMany);
  const delivered = screening.held === null;
  let stored: StoreResult;
  try {
    stored = await storeLead(ctx, values, message, screening, context.service?.title ?? null);
  } catch (err) {
    reserved?.release();
    throw err;
  }
  if (stored.duplicate) reserved?.release();
  else reserved?.commit();
  log.info({ leadId: stored.id, duplicate: stored.duplicate }, "booking request stored");
  if (delivered && !stored.duplicate) ctx.onStored?.();
  return { success: true, message: copy.requestSent };
}

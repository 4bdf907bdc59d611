// The mails a booking sends: to the visitor (confirmation, reminder, moved, cancelled), each with
// the link that manages the booking and the calendar invitation, and to the office (new, moved,
// cancelled) with the visitor as Reply-To. Plain text plus an escaped HTML twin, as the contact
// form's mail (server/mail.ts); every word comes from data/booking-mail.json. An online meeting's
// mails to the visitor carry the office's video meeting room (data/booking.json meetingRoom).
import type Mail from "nodemailer/lib/mailer";
import copy from "../../data/booking-mail.json";
import { fillTemplate } from "../../domain/format";
import { spokenSlot } from "../../domain/booking/spoken";
import { BOOKING_PAGE_PATH } from "../../contract/booking/api";
import { escapeHtml, oneLine, senderDomain } from "../mail";
import type { SuspectReason } from "../db";
import { suspectNotice } from "../suspect";
import { invitation, spokenInstant, spokenWhen, type InvitationMethod } from "./ics";
import type { BookingMailContext, BookingMailKind, BookingRow } from "./types";
import { checklistText } from "../../domain/documents";
import type { ServiceCatalog } from "./catalog";
import { contextOf, contextRows, figuresOf, type StoredContext } from "./contextView";

type VisitorKind = "confirmation" | "reminder" | "rescheduled" | "cancelled";
type OfficeKind = Exclude<BookingMailKind, VisitorKind>;

const OFFICE_COPY: Record<OfficeKind, { subject: string; intro: string }> = {
  "office-new": copy.office.new,
  "office-rescheduled": copy.office.rescheduled,
  "office-cancelled": copy.office.cancelled,
};

/** The invitation each visitor mail carries: the event itself, or its cancellation. */
const METHOD: Record<VisitorKind, InvitationMethod> = {
  confirmation: "REQUEST",
  reminder: "REQUEST",
  rescheduled: "REQUEST",
  cancelled: "CANCEL",
};

const isVisitorKind = (kind: BookingMailKind): kind is VisitorKind => kind in METHOD;

/**
 * One Message-ID per booking, kind and SEQUENCE: a re-send of the same mail keeps it (so it is
 * recognisably the same), while the reminder or the notice of a later move gets its own.
 */
export function bookingMessageId(
  booking: Pick<BookingRow, "uid" | "sequence">,
  kind: BookingMailKind,
  from: string,
): string {
  return `<booking-${booking.uid}-${kind}-${booking.sequence}@${senderDomain(from)}>`;
}

/** The later mails of a booking answer its first one, so a mail program shows them together. */
function thread(booking: BookingRow, kind: BookingMailKind, from: string) {
  const first: BookingMailKind = isVisitorKind(kind) ? "confirmation" : "office-new";
  if (kind === first && booking.sequence === 0) return {};
  const id = bookingMessageId({ uid: booking.uid, sequence: 0 }, first, from);
  return { inReplyTo: id, references: [id] };
}

/** A line of copy, as text and as HTML (with a link clickable, when it has one). */
export interface Line {
  text: string;
  html: string;
}

export const plain = (text: string): Line => ({ text, html: escapeHtml(text) });

export function withLink(template: string, url: string): Line {
  return {
    text: fillTemplate(template, { url }),
    html: fillTemplate(escapeHtml(template), {
      url: `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`,
    }),
  };
}

/** The booking page next to the manage page, for booking again after a cancellation. */
function bookingPageUrl(manageUrl: string): string | null {
  try {
    return new URL(BOOKING_PAGE_PATH, manageUrl).toString();
  } catch {
    return null;
  }
}

/** A mail's body, block by block: paragraphs, a table of labels and values, a note kept as typed. */
export type Block = Line[] | { rows: [string, string][] } | { note: string; label: string };

/** The text and HTML of a mail's body: a paragraph's lines one under another, blank lines
 * between blocks. */
export function render(blocks: Block[]): { text: string; html: string } {
  const text: string[] = [];
  const html: string[] = [];
  for (const block of blocks) {
    if (Array.isArray(block)) {
      text.push(block.map((line) => line.text).join("\n"));
      html.push(`<p>${block.map((line) => line.html).join("<br>")}</p>`);
    } else if ("rows" in block) {
      text.push(block.rows.map(([label, value]) => `${label}: ${value}`).join("\n"));
      const cells = block.rows.map(
        ([label, value]) =>
          `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      );
      html.push(`<table cellpadding="4">${cells.join("")}</table>`);
    } else {
      text.push(`${block.label}:\n${block.note}`);
      html.push(`<h3>${escapeHtml(block.label)}</h3>`);
      html.push(`<p style="white-space:pre-wrap">${escapeHtml(block.note)}</p>`);
    }
  }
  return { text: text.join("\n\n"), html: html.join("\n") };
}

function meetingRows(booking: BookingRow, ctx: BookingMailContext): [string, string][] {
  const previous = ctx.previousStart ? Date.parse(ctx.previousStart) : NaN;
  return [
    [copy.labels.type, ctx.typeTitle],
    [copy.labels.when, spokenWhen(booking, ctx.timeZone)],
    ...(Number.isFinite(previous)
      ? ([[copy.labels.before, `${spokenSlot(previous, ctx.timeZone)} (${copy.zone})`]] as [
          string,
          string,
        ][])
      : []),
    [copy.labels.mode, ctx.modeLabel],
  ];
}

/** What a request or a booking is about, for the office: the service and the page the visitor
 * came from as rows, then the figures the visitor chose to send, recomputed, under their title. */
export function officeContext(
  services: ServiceCatalog | undefined,
  row: StoredContext,
): { rows: [string, string][]; blocks: Block[] } {
  if (!services) return { rows: [], blocks: [] };
  const value = contextOf(services, row);
  const rows = contextRows(value, row.service);
  if (!value.figures) return { rows, blocks: [] };
  const lines = figuresOf(services, value.service, value.figures);
  return {
    rows,
    blocks: [
      [plain(`${copy.figures.title}: ${lines.title}`)],
      { rows: [...lines.inputs] as [string, string][] },
      lines.results
        ? { rows: [...lines.results] as [string, string][] }
        : [plain(copy.figures.noResults)],
    ],
  };
}

/** The document checklist of the booking's service, for the visitor's confirmation: a line
 * naming the service, what the list is, then each group with its items; none without one. */
function checklistBlocks(booking: BookingRow, ctx: BookingMailContext): Block[] {
  const service = booking.service && ctx.services;
  if (!service) return [];
  const checklist = ctx.services!.checklist(booking.service!);
  const title = ctx.services!.services.find((s) => s.slug === booking.service)?.title;
  if (!checklist || !title) return [];
  const groups = checklistText(checklist)
    .split("\n\n")
    .map((group) => group.split("\n").map(plain));
  return [
    [plain(fillTemplate(copy.visitor.documents, { service: title }))],
    [plain(checklist.title), plain(checklist.text)],
    ...groups,
  ];
}

function visitorMail(
  kind: VisitorKind,
  booking: BookingRow,
  ctx: BookingMailContext,
): Mail.Options {
  const words = copy.visitor[kind];
  const cancelled = kind === "cancelled";
  const again = cancelled ? bookingPageUrl(ctx.manageUrl) : null;
  const links: Line[] = cancelled
    ? [
        withLink(copy.visitor.cancelled.manage, ctx.manageUrl),
        ...(again ? [withLink(copy.visitor.cancelled.again, again)] : []),
      ]
    : [withLink(copy.visitor.manage, ctx.manageUrl)];
  // An online meeting's room, in every mail that keeps the meeting (not in its cancellation).
  const room =
    !cancelled && ctx.meetingUrl ? [[withLink(copy.visitor.online, ctx.meetingUrl)]] : [];
  const body = render([
    [plain(fillTemplate(copy.visitor.greeting, { name: oneLine(booking.name, Infinity) }))],
    [plain(words.intro)],
    { rows: meetingRows(booking, ctx) },
    ...room,
    ...(kind === "confirmation" ? checklistBlocks(booking, ctx) : []),
    [...(cancelled ? [] : [plain(copy.visitor.free)]), plain(words.calendar)],
    links,
    [plain(copy.visitor.signature)],
  ]);
  const method = METHOD[kind];
  return {
    to: { name: oneLine(booking.name), address: oneLine(booking.email, Infinity) },
    // An answer to the visitor's mail reaches the office, not the site's sending address.
    replyTo: ctx.office,
    subject: oneLine(
      fillTemplate(words.subject, {
        slot: spokenSlot(Date.parse(booking.start_at), ctx.timeZone),
      }),
      Infinity,
    ),
    ...body,
    // nodemailer sends it twice: as the text/calendar alternative with METHOD in its content
    // type (which Outlook and Gmail read as an invitation) and as an .ics attachment.
    icalEvent: {
      method,
      filename: copy.icsFilename,
      content: invitation(booking, ctx, method),
    },
  };
}

function officeMail(kind: OfficeKind, booking: BookingRow, ctx: BookingMailContext): Mail.Options {
  const words = OFFICE_COPY[kind];
  const rows: [string, string][] = [
    ...meetingRows(booking, ctx),
    // Single-line fields stay on one line, so a CR/LF from the visitor cannot start a line that
    // reads like a header under "Nume:".
    [copy.labels.name, oneLine(booking.name, Infinity)],
    [copy.labels.email, oneLine(booking.email, Infinity)],
    [copy.labels.phone, oneLine(booking.phone, Infinity)],
    [copy.labels.created, spokenInstant(booking.created_at, ctx.timeZone)],
    [copy.labels.source, booking.source_path],
  ];
  const about = officeContext(ctx.services, booking);
  rows.push(...about.rows);
  // A form that looked automated (an old tab, a very quick fill) is booked, and said first.
  const notice = booking.suspect_reason
    ? suspectNotice(booking.suspect_reason as SuspectReason, booking.suspect_age_ms)
    : null;
  const body = render([
    ...(notice ? [[plain(notice)]] : []),
    [plain(words.intro)],
    { rows },
    ...(kind === "office-new" ? about.blocks : []),
    ...(booking.note ? [{ label: copy.labels.note, note: booking.note }] : []),
    [
      plain(copy.office.replyHint),
      ...(ctx.officeUrl ? [withLink(copy.office.manage, ctx.officeUrl)] : []),
    ],
  ]);
  return {
    to: ctx.office,
    replyTo: { name: oneLine(booking.name), address: oneLine(booking.email, Infinity) },
    subject: oneLine(
      fillTemplate(words.subject, {
        name: oneLine(booking.name),
        slot: spokenSlot(Date.parse(booking.start_at), ctx.timeZone),
      }),
      Infinity,
    ),
    ...body,
  };
}

/** A booking's mail of the given kind, ready for nodemailer. */
export function composeBookingMail(
  kind: BookingMailKind,
  booking: BookingRow,
  ctx: BookingMailContext,
): Mail.Options {
  const mail = isVisitorKind(kind)
    ? visitorMail(kind, booking, ctx)
    : officeMail(kind, booking, ctx);
  return {
    from: ctx.from,
    ...mail,
    messageId: bookingMessageId(booking, kind, ctx.from),
    ...thread(booking, kind, ctx.from),
  };
}

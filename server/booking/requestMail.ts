// The mails of a request waiting for a person, as a queue of the outbox: to the address typed, the
// link that confirms it (the only mail a stranger's request can cause, within bounds.ts); to the
// office, when it approves each booking, the request a visitor has confirmed, with its link; to the
// visitor, the office's refusal. Composed when sent, from the request as it is then, with its
// newest link. None carries an invitation: nothing is booked yet.
import type Mail from "nodemailer/lib/mailer";
import copy from "../../data/booking-mail.json";
import { BOOKING_PAGE_PATH } from "../../contract/booking/api";
import { spokenSlot } from "../../domain/booking/spoken";
import { wallClock } from "../../domain/booking/zonedTime";
import { fillTemplate } from "../../domain/format";
import { oneLine, senderDomain } from "../mail";
import type { MailQueue } from "../outbox";
import { spokenWhen } from "./ics";
import { officeContext, plain, render, withLink, type Block, type Line } from "./mail";
import type { MailQueueOptions } from "./mailQueue";
import type { RequestMailRow, RequestRow, RequestStore } from "./pending";

export interface RequestMailOptions extends MailQueueOptions {
  requests: RequestStore;
}

/** Paragraphs of one line each. */
const paragraphs = (lines: Line[]): Block[] => lines.map((line) => [line]);

/** A request mail's options, with the link it carries. */
type ComposeOptions = RequestMailOptions & { url: string };

/** What every mail of a request carries: its meeting's table, the visitor's greeting and address,
 * the spoken time, and its Message-ID. */
function mailParts(row: RequestRow, opts: ComposeOptions) {
  const { setup } = opts;
  const timeZone = setup.calendar.timeZone;
  const type = setup.types.find((t) => t.id === row.type);
  const meeting: [string, string][] = [
    [copy.labels.type, type?.title ?? row.type],
    [copy.labels.when, spokenWhen(row, timeZone)],
    [copy.labels.mode, setup.modeLabels[row.mode]],
  ];
  return {
    timeZone,
    meeting,
    slot: spokenSlot(Date.parse(row.start_at), timeZone),
    greeting: plain(fillTemplate(copy.visitor.greeting, { name: oneLine(row.name, Infinity) })),
    visitor: { name: oneLine(row.name), address: oneLine(row.email, Infinity) },
    messageId: `<request-${row.mail_key}@${senderDomain(opts.from)}>`,
  };
}

type MailParts = ReturnType<typeof mailParts>;

/** A mail to the visitor about their request: from the office, answered to the office, with the
 * greeting, the meeting's table, the lines given and the signature, each its own paragraph. */
function visitorMail(opts: ComposeOptions, parts: MailParts, subject: string, lines: Line[]) {
  return {
    from: opts.from,
    to: parts.visitor,
    replyTo: opts.office,
    subject: oneLine(fillTemplate(subject, { slot: parts.slot }), Infinity),
    messageId: parts.messageId,
    ...render([
      [parts.greeting],
      { rows: parts.meeting },
      ...paragraphs([...lines, plain(copy.visitor.signature)]),
    ]),
  };
}

/** To the address typed: the link that confirms the request, and until when it does. */
function confirmMail(row: RequestRow, opts: ComposeOptions, parts: MailParts) {
  const words = copy.request.confirm;
  const expires = wallClock(Date.parse(row.expires_at), parts.timeZone);
  return visitorMail(opts, parts, words.subject, [
    plain(words.intro),
    withLink(words.action, opts.url),
    plain(fillTemplate(words.validity, { time: expires.time, zone: copy.zone })),
    plain(words.ignore),
  ]);
}

/** To the visitor: the office declined, with the way to ask again. */
function declinedMail(opts: ComposeOptions, parts: MailParts) {
  const words = copy.request.declined;
  return visitorMail(opts, parts, words.subject, [
    plain(words.intro),
    withLink(words.again, opts.url),
  ]);
}

/** To the office, when it approves each booking: the request a visitor confirmed, with its link. */
function approveMail(row: RequestRow, opts: ComposeOptions, parts: MailParts) {
  const words = copy.office.approve;
  const about = officeContext(opts.setup.services, row);
  return {
    from: opts.from,
    to: opts.office,
    replyTo: parts.visitor,
    subject: oneLine(
      fillTemplate(words.subject, { name: oneLine(row.name), slot: parts.slot }),
      Infinity,
    ),
    messageId: parts.messageId,
    ...render([
      [plain(words.intro)],
      {
        rows: [
          ...parts.meeting,
          [copy.labels.name, oneLine(row.name, Infinity)],
          [copy.labels.email, oneLine(row.email, Infinity)],
          [copy.labels.phone, oneLine(row.phone, Infinity)],
          [copy.labels.source, row.source_path],
          ...about.rows,
        ],
      },
      ...about.blocks,
      ...paragraphs([
        withLink(words.action, opts.url),
        ...(row.note ? [plain(`${copy.labels.note}: ${row.note}`)] : []),
      ]),
    ]),
  };
}

export function composeRequestMail(row: RequestRow, opts: ComposeOptions): Mail.Options | null {
  const parts = mailParts(row, opts);
  if (row.mail_kind === "request-confirm") return confirmMail(row, opts, parts);
  if (row.mail_kind === "request-declined") return declinedMail(opts, parts);
  return approveMail(row, opts, parts);
}

export function requestMailQueue(opts: RequestMailOptions): MailQueue<RequestMailRow> {
  const { requests, links } = opts;
  const origin = opts.siteUrl.replace(/\/+$/, "");
  const now = opts.now ?? Date.now;
  return {
    logKey: "bookingRequestId",
    due: (at, limit) => requests.dueMails(at, limit),
    compose(row) {
      // A request confirmed, approved or expired since it was queued has nothing to send.
      const current = requests.get(row.id, now());
      if (!current || current.mail_key !== row.mail_key) return null;
      const url =
        current.mail_kind === "request-confirm"
          ? `${origin}${links.confirmPath(current)}`
          : current.mail_kind === "office-approve"
            ? `${origin}${links.officePath({ request: current })}`
            : `${origin}${BOOKING_PAGE_PATH}`;
      return composeRequestMail(current, { ...opts, url });
    },
    markSent: (id, at) => requests.markMailSent(id, at),
    markAttemptFailed: (id, error, next) => requests.markMailFailed(id, error, next),
    markVoid: (id) => requests.markMailVoid(id),
  };
}

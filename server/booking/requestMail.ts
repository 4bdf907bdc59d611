// The mails of a request waiting for a person, as a queue of the outbox: to the address typed, the
// link that confirms it (the only mail a stranger's request can cause, within bounds.ts); to the
// office, when it approves each booking, the request a visitor has confirmed, with its link; to the
// visitor, the office's refusal. Composed when sent, from the request as it is then, with its
// newest link. None carries an invitation: nothing is booked yet.
import type Mail from "nodemailer/lib/mailer";
import copy from "../../data/booking-mail.json";
import { BOOKING_PAGE_PATH } from "../../contract/booking/api";
import { spokenSlot } from "../../contract/booking/spoken";
import { wallClock } from "../../contract/booking/zonedTime";
import { fillTemplate } from "../../contract/format";
import { escapeHtml, oneLine, senderDomain } from "../mail";
import type { MailQueue } from "../outbox";
import { spokenWhen } from "./ics";
import type { BookingLinks } from "./links";
import type { RequestMailRow, RequestRow, RequestStore } from "./pending";
import type { BookingSetup } from "./setup";

export interface RequestMailOptions {
  requests: RequestStore;
  setup: BookingSetup;
  links: BookingLinks;
  from: string;
  office: string;
  /** The site's public address, for the links ("https://www.example.com"). */
  siteUrl: string;
  now?: () => number;
}

interface Paragraph {
  text: string;
  html: string;
}

const plain = (text: string): Paragraph => ({ text, html: escapeHtml(text) });
const withLink = (template: string, url: string): Paragraph => ({
  text: fillTemplate(template, { url }),
  html: fillTemplate(escapeHtml(template), {
    url: `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`,
  }),
});

function body(paragraphs: Paragraph[], rows: [string, string][] = []) {
  const table = rows.map(([label, value]) => `${label}: ${value}`).join("\n");
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const [head, ...rest] = paragraphs;
  return {
    text: [head.text, ...(table ? [table] : []), ...rest.map((p) => p.text)].join("\n\n"),
    html: [
      `<p>${head.html}</p>`,
      ...(cells ? [`<table cellpadding="4">${cells}</table>`] : []),
      ...rest.map((p) => `<p>${p.html}</p>`),
    ].join("\n"),
  };
}

export function composeRequestMail(
  row: RequestRow,
  opts: RequestMailOptions & { url: string },
): Mail.Options | null {
  const { setup } = opts;
  const timeZone = setup.calendar.timeZone;
  const type = setup.types.find((t) => t.id === row.type);
  const slot = spokenSlot(Date.parse(row.start_at), timeZone);
  const meeting: [string, string][] = [
    [copy.labels.type, type?.title ?? row.type],
    [copy.labels.when, spokenWhen(row, timeZone)],
    [copy.labels.mode, setup.modeLabels[row.mode]],
  ];
  const greeting = plain(
    fillTemplate(copy.visitor.greeting, { name: oneLine(row.name, Infinity) }),
  );
  const visitor = { name: oneLine(row.name), address: oneLine(row.email, Infinity) };
  const messageId = `<request-${row.mail_key}@${senderDomain(opts.from)}>`;
  if (row.mail_kind === "request-confirm") {
    const words = copy.request.confirm;
    const expires = wallClock(Date.parse(row.expires_at), timeZone);
    return {
      from: opts.from,
      to: visitor,
      replyTo: opts.office,
      subject: oneLine(fillTemplate(words.subject, { slot }), Infinity),
      messageId,
      ...body(
        [
          greeting,
          plain(words.intro),
          withLink(words.action, opts.url),
          plain(fillTemplate(words.validity, { time: expires.time, zone: copy.zone })),
          plain(words.ignore),
          plain(copy.visitor.signature),
        ],
        meeting,
      ),
    };
  }
  if (row.mail_kind === "request-declined") {
    const words = copy.request.declined;
    return {
      from: opts.from,
      to: visitor,
      replyTo: opts.office,
      subject: oneLine(fillTemplate(words.subject, { slot }), Infinity),
      messageId,
      ...body(
        [
          greeting,
          plain(words.intro),
          withLink(words.again, opts.url),
          plain(copy.visitor.signature),
        ],
        meeting,
      ),
    };
  }
  const words = copy.office.approve;
  return {
    from: opts.from,
    to: opts.office,
    replyTo: visitor,
    subject: oneLine(fillTemplate(words.subject, { name: oneLine(row.name), slot }), Infinity),
    messageId,
    ...body(
      [
        plain(words.intro),
        withLink(words.action, opts.url),
        ...(row.note ? [plain(`${copy.labels.note}: ${row.note}`)] : []),
      ],
      [
        ...meeting,
        [copy.labels.name, oneLine(row.name, Infinity)],
        [copy.labels.email, oneLine(row.email, Infinity)],
        [copy.labels.phone, oneLine(row.phone, Infinity)],
        [copy.labels.source, row.source_path],
      ],
    ),
  };
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

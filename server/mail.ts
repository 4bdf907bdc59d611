// Notification e-mail for the office: plain text plus an escaped HTML twin, visitor as Reply-To.
import nodemailer, { type Transporter } from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import copy from "../data/contact.json";
import type { LeadRow } from "./db";
import { suspectNotice } from "./suspect";
import { fillTemplate } from "../domain/format";

const m = copy.mail;

/** Without these, nodemailer waits minutes on a dead SMTP host and blocks the outbox. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createTransport(smtpUrl: string): Transporter<SMTPTransport.SentMessageInfo> {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  return nodemailer.createTransport(url.toString());
}

/** Line breaks, control characters (C0, DEL, C1 with NEL) and the line and paragraph separators:
 * a run of them is one space. */
// eslint-disable-next-line no-control-regex
const BREAKS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
/** Bidi overrides, isolates and marks, which make a subject read differently from what it holds. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Half of a surrogate pair without its other half: UTF-8 has no byte for it, so a mail would
 * show U+FFFD in its place. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

let graphemes: Intl.Segmenter | null = null;

/**
 * Visitor text on one line, so it cannot add mail headers: line breaks and control characters
 * become a space, bidi controls and lone surrogates go. Longer than `max` characters (as a reader
 * counts them: graphemes, so an emoji, a letter with its accent, a surrogate pair is one), it is
 * cut after whole characters and ends in "…".
 */
export function oneLine(text: string, max = 80): string {
  const flat = text.replace(LONE_SURROGATE, "").replace(BIDI, "").replace(BREAKS, " ").trim();
  // A grapheme is at least one UTF-16 unit: a text no longer than `max` units fits.
  if (flat.length <= max) return flat;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  const kept: string[] = [];
  for (const { segment } of graphemes.segment(flat)) {
    if (kept.length === max) return `${kept.slice(0, max - 1).join("")}…`;
    kept.push(segment);
  }
  return flat;
}

/** The domain the Message-ID is minted under: the sender's, as RFC 5322 recommends. */
export function senderDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}

/** One Message-ID per lead, the same on every send, so a re-send is recognisably the same mail. */
export function leadMessageId(lead: Pick<LeadRow, "mail_key">, from: string): string {
  return `<lead-${lead.mail_key}@${senderDomain(from)}>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function composeLeadMail(lead: LeadRow, from: string, to: string): Mail.Options {
  // Single-line fields stay on one line in the text body: a CR/LF from the visitor cannot start
  // a line that reads like a header ("Bcc: …") under "Nume:".
  const rows: [string, string][] = [
    [m.name, oneLine(lead.name, Infinity)],
    [m.email, oneLine(lead.email, Infinity)],
    [m.phone, oneLine(lead.phone, Infinity)],
    [m.consent, lead.consent ? m.yes : m.no],
    [m.received, lead.received_at],
    [m.source, lead.source_path],
    ...(lead.service ? ([[m.service, lead.service]] as [string, string][]) : []),
  ];
  // A suspect lead says so first, in the subject and above everything else in the body.
  const notice = lead.suspect_reason ? suspectNotice(lead.suspect_reason, lead.form_age_ms) : null;
  const text = [
    ...(notice ? [notice, ""] : []),
    m.intro,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `${m.message}:`,
    lead.message,
    "",
    m.replyHint,
  ].join("\n");
  const subject = lead.service
    ? fillTemplate(m.subjectService, { name: oneLine(lead.name), service: lead.service })
    : fillTemplate(m.subject, { name: oneLine(lead.name) });
  const htmlRows = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html = [
    ...(notice ? [`<p><strong>${escapeHtml(notice)}</strong></p>`] : []),
    `<p>${escapeHtml(m.intro)}</p>`,
    `<table cellpadding="4">${htmlRows}</table>`,
    `<h3>${escapeHtml(m.message)}</h3>`,
    `<p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>`,
    `<p>${escapeHtml(m.replyHint)}</p>`,
  ].join("\n");
  return {
    from,
    to,
    replyTo: { name: oneLine(lead.name), address: lead.email },
    subject: notice ? fillTemplate(m.suspectSubject, { subject }) : subject,
    messageId: leadMessageId(lead, from),
    text,
    html,
  };
}

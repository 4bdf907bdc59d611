// The words of a suspect lead's notification: why it may be automated, in the office's language.
import copy from "../data/contact.json";
import type { SuspectReason } from "./db";
import { fillTemplate, formatNumber } from "../domain/format";
import { localeOf } from "../domain/locale";

const m = copy.mail;
/** The office reads its mail in Romanian. */
const OFFICE_LANG = "ro";
const SECOND_MS = 1_000;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Up to this age the delay reads in hours ("26 de ore"), beyond it in days ("5 zile"). */
export const HOURS_UP_TO_MS = 3 * DAY_MS;

type Unit = keyof typeof m.duration;

/** "1 secundă", "1,5 secunde", "26 de ore": Romanian plural forms from CLDR's rules. */
export function formatDuration(value: number, unit: Unit): string {
  const maxDecimals = unit === "second" ? 1 : 0;
  const rounded = Number(value.toFixed(maxDecimals));
  const forms = m.duration[unit] as Record<string, string>;
  const plural = new Intl.PluralRules(localeOf(OFFICE_LANG).tag, {
    maximumFractionDigits: maxDecimals,
  });
  const form = forms[plural.select(rounded)] ?? forms.other;
  return fillTemplate(form, { n: formatNumber(rounded, OFFICE_LANG, { maxDecimals }) });
}

/** How long after the form was opened it was sent, as the notification says it. */
export function suspectAge(reason: SuspectReason, ageMs: number): string {
  if (reason === "too-fast") return formatDuration(ageMs / SECOND_MS, "second");
  return ageMs <= HOURS_UP_TO_MS
    ? formatDuration(Math.floor(ageMs / HOUR_MS), "hour")
    : formatDuration(Math.floor(ageMs / DAY_MS), "day");
}

/** The warning that opens the notification of a suspect lead; `ageMs` is the form's age where
 * the server issued its token (the reasons about time say it). */
export function suspectNotice(reason: SuspectReason, ageMs: number | null): string {
  const template = m.suspectWhy[reason];
  const why = template.includes("{age}")
    ? fillTemplate(template, { age: suspectAge(reason, ageMs ?? 0) })
    : template;
  return fillTemplate(m.suspectNotice, { why });
}

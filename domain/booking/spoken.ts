// A meeting's day and time as a person says them in Romanian ("joi, 3 decembrie, 10:30"): the
// slot picker's buttons and headings, the screen reader's words, the mails and the server's
// messages all read the same sentence. The names of days and months come from the platform's
// Romanian locale (Node and every browser carry it), so no copy of them lives in the project.
import type { IsoDate } from "./holidays";
import { wallClock } from "./zonedTime";
import { fillTemplate } from "../format";
import { localeOf } from "../locale";

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let found = dayFormats.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat(localeOf("ro").tag, {
      weekday: "long",
      day: "numeric",
      month: "long",
      timeZone,
    });
    dayFormats.set(timeZone, found);
  }
  return found;
}

let dateFormat: Intl.DateTimeFormat | null = null;

/** "joi, 10 decembrie 2026": a calendar date (YYYY-MM-DD) with its year, as a request for a day
 * names it. */
export function spokenDate(date: IsoDate): string {
  dateFormat ??= new Intl.DateTimeFormat(localeOf("ro").tag, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return dateFormat.format(new Date(`${date}T12:00:00Z`));
}

/** "joi, 3 decembrie": the day an instant falls on in a zone. */
export function spokenDay(instant: number, timeZone: string): string {
  return dayFormat(timeZone).format(new Date(instant));
}

/** "10:30": the 24-hour clock time of an instant in a zone. */
export function spokenTime(instant: number, timeZone: string): string {
  return wallClock(instant, timeZone).time;
}

/** "joi, 3 decembrie, 10:30". */
export function spokenSlot(instant: number, timeZone: string): string {
  return `${spokenDay(instant, timeZone)}, ${spokenTime(instant, timeZone)}`;
}

/** Romanian plural forms of a count: "{n} minut", "{n} minute", "{n} de minute". */
export interface PluralForms {
  one: string;
  few: string;
  other: string;
}

/** A count with its noun as Romanian says it, by the platform's plural rules ("30 de zile",
 * "2 ore", "1 oră"): the page's meeting length and the server's messages alike. */
export function countOf(count: number, forms: PluralForms): string {
  const form = new Intl.PluralRules(localeOf("ro").tag).select(count);
  const template = form === "one" || form === "few" ? forms[form] : forms.other;
  return fillTemplate(template, { n: count });
}

// Expanding the office's calendar into busy times: the text of an iCalendar file (busyRead.ts
// reads it) becomes the intervals it keeps the office busy within a window. ical.js reads the
// file: recurring events are expanded (RRULE, RDATE, EXDATE, occurrences moved or cancelled by a
// RECURRENCE-ID), TZID times through the VTIMEZONE of the same file. Times without a zone and
// all-day events are read on the office's clock. Bounds keep a hostile file from holding the
// server. ical.js ships ESM and a CommonJS build under its package's `require` export; tsx (the
// server) and Jest both load the latter, so neither transforms it.
import ICAL from "ical.js";
import type { Busy } from "../../domain/booking/availability";
import { instantOf, offsetMinutes } from "../../domain/booking/zonedTime";

type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalEvent = InstanceType<typeof ICAL.Event>;
type IcalTime = InstanceType<typeof ICAL.Time>;

/** The zone all-day and floating times are read in when the caller names none. */
export const DEFAULT_TIME_ZONE = "Europe/Bucharest";

/**
 * Bounds on expanding recurring events, so a hostile or broken file cannot keep the server busy:
 * occurrences per event and over the file, and steps of a rule's iterator (one step is one
 * candidate second, minute, hour or day that the rule's BY… parts accept or reject). ical.js
 * itself loops forever on a rule no date satisfies (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30); the step
 * bound stops that. A series cut by a bound before the end of the window throws: the office's
 * times are then unknown, and the booking page offers nothing rather than a slot that may collide.
 * ical.js takes some 15 µs a step and 45 µs an occurrence, so the file's bounds keep a read of a
 * hostile file to about two seconds.
 */
export const MAX_OCCURRENCES_PER_EVENT = 2_000;
export const MAX_OCCURRENCES_PER_FILE = 20_000;
export const MAX_RULE_STEPS_PER_EVENT = 20_000;
export const MAX_RULE_STEPS_PER_FILE = 100_000;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The file cannot be read as the office's busy times (not iCalendar, or over a bound). */
export class BusyFeedError extends Error {
  name = "BusyFeedError";
}

export interface BusyOptions {
  /** The office's zone (data/booking.json `timeZone`): all-day events cover its whole days. */
  timeZone?: string;
}

/** Counts shared by every event of one file. */
interface Budget {
  occurrences: number;
  steps: number;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, "0");

function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The instant a wall-clock time names in a zone; a time the clocks skip is read with the
 * offset before the change. */
function wallInstant(time: IcalTime, zone: string): number {
  const hour = time.isDate ? 0 : time.hour;
  const minute = time.isDate ? 0 : time.minute;
  const second = time.isDate ? 0 : time.second;
  const at = instantOf(
    `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`,
    `${pad(hour)}:${pad(minute)}`,
    zone,
  );
  if (at !== null) return at + second * 1000;
  const asUtc = Date.UTC(time.year, time.month - 1, time.day, hour, minute, second);
  return asUtc - offsetMinutes(asUtc - DAY, zone) * MINUTE;
}

/** A time as ms since the epoch: a zoned or UTC time as it is, a date or a floating time on the
 * clock of `zone`. */
function toMs(time: IcalTime, zone: string): number {
  if (time.isDate || time.zone === ICAL.Timezone.localTimezone) return wallInstant(time, zone);
  return time.toUnixTime() * 1000;
}

/**
 * The zone a component's floating times are read in: a TZID the file defines no VTIMEZONE for
 * leaves ical.js with a floating time, so a TZID the platform knows (an IANA name) is used
 * directly, and anything else falls back to the office's zone.
 */
function zoneOf(component: IcalComponent, officeZone: string): string {
  const tzid = component.getFirstProperty("dtstart")?.getParameter("tzid");
  return typeof tzid === "string" && isKnownZone(tzid) ? tzid : officeZone;
}

/** Free (TRANSP:TRANSPARENT) and cancelled events do not make the office busy. */
function ignored(component: IcalComponent): boolean {
  const upper = (name: string) => String(component.getFirstPropertyValue(name) ?? "").toUpperCase();
  return upper("status") === "CANCELLED" || upper("transp") === "TRANSPARENT";
}

const uidOf = (component: IcalComponent): string =>
  String(component.getFirstPropertyValue("uid") ?? "(no UID)");

/**
 * Counts the iterator steps of each rule of an expansion. ical.js has no hook for this, so the
 * check it calls on every candidate date is wrapped on the iterators of this expansion only.
 */
function guardSteps(expansion: unknown, event: IcalComponent, budget: Budget): void {
  const iterators = (expansion as { ruleIterators?: unknown }).ruleIterators;
  if (!Array.isArray(iterators))
    throw new BusyFeedError("ical.js changed: the recurrence iterators cannot be bounded");
  let steps = 0;
  for (const iterator of iterators as { check_contracting_rules: () => boolean }[]) {
    const check = iterator.check_contracting_rules.bind(iterator);
    iterator.check_contracting_rules = () => {
      if (++steps > MAX_RULE_STEPS_PER_EVENT)
        throw new BusyFeedError(
          `recurring event ${uidOf(event)}: over ${MAX_RULE_STEPS_PER_EVENT} rule steps before the window's end`,
        );
      if (++budget.steps > MAX_RULE_STEPS_PER_FILE)
        throw new BusyFeedError(`over ${MAX_RULE_STEPS_PER_FILE} rule steps in the file`);
      return check();
    };
  }
}

/**
 * Where to start expanding a series: DTSTART itself, or, for a DAILY or WEEKLY rule without COUNT,
 * DTSTART moved forward by whole intervals to shortly before the window. Such a rule's occurrences
 * repeat with its interval, so the moved start yields the same ones from there on, and a daily
 * meeting set up years ago does not spend the occurrence bound on its past.
 */
function expansionStart(event: IcalEvent, from: number, zone: string): IcalTime {
  const start = event.startDate;
  const rules = event.component.getAllProperties("rrule");
  if (rules.length !== 1 || event.component.hasProperty("rdate")) return start;
  const rule = rules[0].getFirstValue() as InstanceType<typeof ICAL.Recur>;
  const days = rule.freq === "DAILY" ? 1 : rule.freq === "WEEKLY" ? 7 : 0;
  if (days === 0 || rule.count) return start;
  const periodDays = days * Math.max(1, rule.interval || 1);
  const length = Math.max(0, event.duration.toSeconds() * 1000);
  // Two periods and the meeting's length before the window, so the moved start (which is always
  // given as an occurrence, even off the rule's days) ends before the window does.
  const gap = from - toMs(start, zone) - length - 2 * periodDays * DAY;
  const periods = Math.floor(gap / (periodDays * DAY));
  if (periods <= 0) return start;
  const moved = start.clone();
  moved.adjust(periods * periodDays, 0, 0, 0);
  return moved;
}

function pushIfOverlapping(out: Busy[], start: number, end: number, from: number, to: number) {
  if (Number.isFinite(start) && Number.isFinite(end) && end > start && start < to && end > from)
    out.push({ start, end });
}

function expandSeries(
  event: IcalEvent,
  zone: string,
  from: number,
  to: number,
  budget: Budget,
  out: Busy[],
): void {
  const expansion = event.iterator(expansionStart(event, from, zone));
  guardSteps(expansion, event.component, budget);
  // A RANGE=THISANDFUTURE exception may move later occurrences earlier; a day's margin past the
  // window catches those.
  const stop = to + (event.rangeExceptions.length > 0 ? DAY : 0);
  for (let count = 0; ; count++) {
    const next = expansion.next();
    if (!next) return;
    if (toMs(next, zone) >= stop) return;
    if (count >= MAX_OCCURRENCES_PER_EVENT)
      throw new BusyFeedError(
        `recurring event ${uidOf(event.component)}: over ${MAX_OCCURRENCES_PER_EVENT} occurrences before the window's end`,
      );
    if (++budget.occurrences > MAX_OCCURRENCES_PER_FILE)
      throw new BusyFeedError(`over ${MAX_OCCURRENCES_PER_FILE} occurrences in the file`);
    const details = event.getOccurrenceDetails(next);
    const item = details.item as IcalEvent;
    // An occurrence replaced by its own RECURRENCE-ID component is read from that component.
    if (item !== event && !item.modifiesFuture()) continue;
    if (ignored(item.component)) continue;
    pushIfOverlapping(out, toMs(details.startDate, zone), toMs(details.endDate, zone), from, to);
  }
}

/** One event (or one occurrence replaced by a RECURRENCE-ID component) as it stands. */
function single(component: IcalComponent, officeZone: string, from: number, to: number): Busy[] {
  if (ignored(component) || !component.hasProperty("dtstart")) return [];
  const event = new ICAL.Event(component, { exceptions: [] });
  const zone = zoneOf(component, officeZone);
  const out: Busy[] = [];
  pushIfOverlapping(out, toMs(event.startDate, zone), toMs(event.endDate, zone), from, to);
  return out;
}

function freeBusy(component: IcalComponent, zone: string, from: number, to: number): Busy[] {
  const out: Busy[] = [];
  for (const property of component.getAllProperties("freebusy")) {
    const type = String(property.getParameter("fbtype") ?? "BUSY").toUpperCase();
    if (type === "FREE") continue;
    for (const period of property.getValues() as InstanceType<typeof ICAL.Period>[]) {
      pushIfOverlapping(out, toMs(period.start, zone), toMs(period.getEnd(), zone), from, to);
    }
  }
  return out;
}

/** Sorted, with overlapping and touching times joined. */
export function mergeBusy(busy: readonly Busy[]): Busy[] {
  const sorted = [...busy].sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: Busy[] = [];
  for (const b of sorted) {
    const last = merged[merged.length - 1];
    if (last && b.start <= last.end) last.end = Math.max(last.end, b.end);
    else merged.push({ start: b.start, end: b.end });
  }
  return merged;
}

function calendarsOf(text: string): IcalComponent[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch (error) {
    throw new BusyFeedError(`not an iCalendar file: ${(error as Error).message}`);
  }
  // One calendar parses to a jCal array, several to an array of them.
  const list = (
    Array.isArray(parsed) && typeof parsed[0] === "string" ? [parsed] : parsed
  ) as unknown[];
  if (!Array.isArray(list) || list.length === 0)
    throw new BusyFeedError("not an iCalendar file: no VCALENDAR");
  return list.map((jcal) => {
    const component = new ICAL.Component(jcal as unknown[]);
    if (component.name !== "vcalendar")
      throw new BusyFeedError(`not an iCalendar file: ${component.name.toUpperCase()} at the top`);
    return component;
  });
}

/**
 * The busy times of an iCalendar text that overlap [from, to) (ms since the epoch), sorted and
 * merged. Events with STATUS:CANCELLED or TRANSP:TRANSPARENT are left out; all-day events cover
 * their days from midnight to midnight in the office's zone; VFREEBUSY periods other than FREE
 * count as busy. Throws BusyFeedError for a text that is not iCalendar or goes over a bound.
 */
export function busyFromIcs(
  text: string,
  from: number,
  to: number,
  { timeZone = DEFAULT_TIME_ZONE }: BusyOptions = {},
): Busy[] {
  if (!(from < to)) return [];
  const budget: Budget = { occurrences: 0, steps: 0 };
  const out: Busy[] = [];
  for (const calendar of calendarsOf(text)) {
    const events = calendar.getAllSubcomponents("vevent");
    // Each series' replaced occurrences, by UID, gathered once: ical.js would otherwise search
    // the whole file for them once per event.
    const overrides = new Map<string, IcalComponent[]>();
    for (const component of events) {
      if (!component.hasProperty("recurrence-id")) continue;
      const uid = uidOf(component);
      overrides.set(uid, [...(overrides.get(uid) ?? []), component]);
    }
    for (const component of events) {
      if (component.hasProperty("recurrence-id") || !component.hasProperty("dtstart")) continue;
      const event = new ICAL.Event(component, {
        exceptions: overrides.get(uidOf(component)) ?? [],
      });
      if (!event.isRecurring()) {
        out.push(...single(component, timeZone, from, to));
        continue;
      }
      expandSeries(event, zoneOf(component, timeZone), from, to, budget, out);
    }
    // Replaced occurrences stand as events of their own, wherever they were moved to (also into
    // the window from outside it); an occurrence cancelled this way is left out like any other.
    for (const components of overrides.values())
      for (const component of components) out.push(...single(component, timeZone, from, to));
    for (const component of calendar.getAllSubcomponents("vfreebusy"))
      out.push(...freeBusy(component, timeZone, from, to));
  }
  return mergeBusy(out);
}

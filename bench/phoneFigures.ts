// The phone measure's figures: one run of a route as the browser gave it, and the median of the
// runs kept per route. Pure, so the way runs are combined is tested without a browser.

/** The scripted interactions, in the order they are played after hydration. */
export const INTERACTIONS = [
  "menu",
  "faq",
  "formTap",
  "formType",
  "simulator",
  "capacity",
  "slot",
  "bookType",
  "search",
] as const;
export type Interaction = (typeof INTERACTIONS)[number];

/** One phone run of one route. Times are ms from navigation start, as the page's clock gives them. */
export interface PhoneRun {
  fcpMs: number | null;
  /** When the app marked the document hydrated (`html[data-hydrated]`). */
  hydratedMs: number | null;
  /** The tap that opened the menu; null when no tap opened it before the loop's bound. */
  menuTapMs: number | null;
  menuFromPaintMs: number | null;
  /** When the menu was seen open (a busy page handles a tap late). */
  menuOpenMs: number | null;
  /** Taps on the menu button before the one that opened it (all taps when none did). */
  deadTaps: number | null;
  /** scrollY right after the early scroll, and 3 s after hydration. */
  scrolledY: number | null;
  scrollY: number | null;
  scrollKept: boolean | null;
  /** Blocking time of the load the page really had on the phone (see blockingTime); null when the
   * page never became ready. */
  blockingMs: number | null;
  /** Worst event duration of each interaction; null where the route lacks it or it failed. */
  inpMs: Record<Interaction, number | null>;
  /** What could not be measured, e.g. `search: button never enabled`. */
  errors: string[];
}

/** A route's phone figures: the median of its runs (scrollKept: kept in most runs). */
export interface PhoneResult extends PhoneRun {
  path: string;
  runs: number;
  /** The worst interaction: max of `inpMs`. */
  inp: number | null;
}

/** A route's phone figures as kept in the history: the result without its route and run count. */
export type PhoneFigures = Omit<PhoneResult, "path" | "runs" | "errors"> & { errors?: string[] };

export function phoneFigures(result: PhoneResult): PhoneFigures {
  const figures: PhoneFigures & Partial<Pick<PhoneResult, "path" | "runs">> = { ...result };
  delete figures.path;
  delete figures.runs;
  if (!result.errors.length) delete figures.errors;
  return figures;
}

/** One PerformanceEventTiming entry, reduced to what INP needs. */
export interface EventEntry {
  interactionId: number;
  duration: number;
}

/**
 * The latency of a scripted step: each interaction lasts as long as its longest event (a tap is
 * pointerdown, pointerup and click under one interactionId), and the step as long as its longest
 * interaction. Events without an interactionId (e.g. pointermove) are not interactions. No entry
 * at all means every event stayed under the observer's 16 ms threshold: 0.
 */
export function inpFromEntries(entries: readonly EventEntry[]): number {
  const byInteraction = new Map<number, number>();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    const longest = byInteraction.get(entry.interactionId) ?? 0;
    byInteraction.set(entry.interactionId, Math.max(longest, entry.duration));
  }
  return Math.max(0, ...byInteraction.values());
}

/** One long task (50 ms or more) of the main thread, as the browser's `longtask` entries give it. */
export interface LongTask {
  start: number;
  duration: number;
}

/** The part of a task past 50 ms blocks a tap; below that the page still answers in time. */
export const BLOCKING_FROM_MS = 50;

/**
 * Total blocking time as Lighthouse defines it, over tasks the page really ran under the phone's
 * slowdowns instead of a simulation: for each long task, its part inside [from, to] beyond 50 ms,
 * summed. Lighthouse's simulation scales the tasks of an unthrottled load and cannot see work the
 * browser moves off the main thread (scripts compiled while they stream in), so both are shown.
 */
export function blockingTime(tasks: readonly LongTask[], from: number, to: number): number {
  let total = 0;
  for (const task of tasks) {
    const start = Math.max(task.start, from);
    const end = Math.min(task.start + task.duration, to);
    total += Math.max(0, end - start - BLOCKING_FROM_MS);
  }
  return total;
}

/** The median of the numbers present (mean of the middle two for an even count); null if none. */
export function median(values: readonly (number | null)[]): number | null {
  const present = values.filter((v): v is number => typeof v === "number").sort((a, b) => a - b);
  if (present.length === 0) return null;
  const mid = Math.floor(present.length / 2);
  return present.length % 2 ? present[mid] : (present[mid - 1] + present[mid]) / 2;
}

/**
 * The median where null is the worst possible value (a menu no tap opened): it sorts after every
 * number, so it is the result when it is in the middle.
 */
export function medianNullWorst(values: readonly (number | null)[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) =>
    a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b,
  );
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length % 2) return sorted[mid];
  const [low, high] = [sorted[mid - 1], sorted[mid]];
  return low === null || high === null ? null : (low + high) / 2;
}

/** True when more than half of the runs that gave an answer say true (a tie is not kept). */
export function majority(values: readonly (boolean | null)[]): boolean | null {
  const answers = values.filter((v): v is boolean => typeof v === "boolean");
  if (answers.length === 0) return null;
  return answers.filter(Boolean).length * 2 > answers.length;
}

const rounded = (value: number | null) => (value === null ? null : Math.round(value));

/** The worst interaction measured, or null when none was. */
export function worstInp(inpMs: Record<Interaction, number | null>): number | null {
  const measured = INTERACTIONS.map((k) => inpMs[k]).filter((v): v is number => v !== null);
  return measured.length ? Math.max(...measured) : null;
}

/** Combines a route's runs: each figure its median, the errors of every run with its number. */
export function medianPhone(path: string, runs: readonly PhoneRun[]): PhoneResult {
  const pick = <T>(get: (run: PhoneRun) => T) => runs.map(get);
  const inpMs = Object.fromEntries(
    INTERACTIONS.map((k) => [k, rounded(median(pick((r) => r.inpMs[k])))]),
  ) as Record<Interaction, number | null>;
  return {
    path,
    runs: runs.length,
    fcpMs: rounded(median(pick((r) => r.fcpMs))),
    hydratedMs: rounded(median(pick((r) => r.hydratedMs))),
    menuTapMs: rounded(medianNullWorst(pick((r) => r.menuTapMs))),
    menuFromPaintMs: rounded(medianNullWorst(pick((r) => r.menuFromPaintMs))),
    menuOpenMs: rounded(medianNullWorst(pick((r) => r.menuOpenMs))),
    deadTaps: median(pick((r) => r.deadTaps)),
    scrolledY: rounded(median(pick((r) => r.scrolledY))),
    scrollY: rounded(median(pick((r) => r.scrollY))),
    scrollKept: majority(pick((r) => r.scrollKept)),
    blockingMs: rounded(median(pick((r) => r.blockingMs))),
    inpMs,
    inp: worstInp(inpMs),
    errors: runs.flatMap((run, i) =>
      run.errors.map((e) => (runs.length > 1 ? `run ${i + 1}: ${e}` : e)),
    ),
  };
}

/** A route no run reached (time limit) or whose browser failed. */
export function unmeasuredPhone(path: string, error: string): PhoneResult {
  const inpMs = Object.fromEntries(INTERACTIONS.map((k) => [k, null])) as PhoneResult["inpMs"];
  return {
    path,
    runs: 0,
    fcpMs: null,
    hydratedMs: null,
    menuTapMs: null,
    menuFromPaintMs: null,
    menuOpenMs: null,
    deadTaps: null,
    scrolledY: null,
    scrollY: null,
    scrollKept: null,
    blockingMs: null,
    inpMs,
    inp: null,
    errors: [error],
  };
}

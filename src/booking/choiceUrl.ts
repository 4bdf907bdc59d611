// A booker's choice kept in the page's address, as query parameters: the meeting type, the day the
// picker shows and the time chosen on it ("/programare?tip=consultanta-gratuita&zi=2026-12-03&ora=10:30"),
// so that a reload, Back and a shared link open the picker where the visitor left it. The time is
// the office's clock time the picker shows, so the address reads as the page does. The script
// writes them as the visitor chooses and reads them once it runs (the booking form is never in the
// page's HTML); nothing on the server reads them, and a value that is malformed, past or no longer
// offered is simply not applied (pickerState.ts).
import { useEffect, useRef } from "react";
import { afterNextPaint } from "../afterPaint";

/** The parameters' names in the address. */
export const CHOICE_PARAMS = { type: "tip", day: "zi", time: "ora" } as const;

/** A choice as the address holds it; null where it holds none (or none well-formed). */
export interface Choice {
  /** A meeting type's id. */
  type: string | null;
  /** The office's calendar date, YYYY-MM-DD. */
  day: string | null;
  /** The office's clock time, HH:MM, of a slot on `day`. */
  time: string | null;
}

export const NO_CHOICE: Choice = { type: null, day: null, time: null };

const KEYS = ["type", "day", "time"] as const;

/** What each value must look like to be read at all (a type id as in a slot id). */
const FORMS: Record<keyof Choice, RegExp> = {
  type: /^[a-z0-9-]{1,60}$/,
  day: /^\d{4}-\d{2}-\d{2}$/,
  time: /^(?:[01]\d|2[0-3]):[0-5]\d$/,
};

/** The choice of a query string ("?zi=…"); a value of the wrong form reads as none. */
export function readChoice(search: string): Choice {
  const params = new URLSearchParams(search);
  const choice = { ...NO_CHOICE };
  for (const key of KEYS) {
    const value = params.get(CHOICE_PARAMS[key]);
    if (value && FORMS[key].test(value)) choice[key] = value;
  }
  return choice;
}

export function sameChoice(a: Choice, b: Choice): boolean {
  return KEYS.every((key) => a[key] === b[key]);
}

/** The query string with `choice` in place of the one it held; other parameters stay. */
export function withChoice(search: string, choice: Choice): string {
  const params = new URLSearchParams(search);
  for (const key of KEYS) {
    const value = choice[key];
    if (value) params.set(CHOICE_PARAMS[key], value);
    else params.delete(CHOICE_PARAMS[key]);
  }
  // "ora=10:30" rather than "ora=10%3A30": a colon needs no escaping in a query.
  const query = params.toString().replace(/%3A/gi, ":");
  return query ? `?${query}` : "";
}

/** How a change of the choice enters the history: a new entry (Back returns to the one before),
 * the current entry rewritten, or neither (the choice came from the address). */
export type HistoryStep = "push" | "replace" | null;

/** Whether the address holds exactly `choice` (a malformed value of ours is one to rewrite). */
function holds(choice: Choice): boolean {
  const params = new URLSearchParams(window.location.search);
  return KEYS.every((key) => params.get(CHOICE_PARAMS[key]) === choice[key]);
}

/** The address with `choice` in place of the current one. */
function addressWith(choice: Choice): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${withChoice(search, choice)}${hash}`;
}

/** Counts what makes a write the picker put off until the next paint stale: a write of
 * replaceChoice's, and a step through the history (Back, Forward). Such a write runs only if the
 * count is still the one it was asked under. */
let writeEpoch = 0;
const staleWrites = () => {
  writeEpoch += 1;
};

/** Writes `choice` into the current history entry, when the address holds another. A write the
 * picker put off until the next paint, asked before this one, is dropped. */
export function replaceChoice(choice: Choice): void {
  staleWrites();
  rewrite(choice);
}

function rewrite(choice: Choice): void {
  if (holds(choice)) return;
  try {
    window.history.replaceState(window.history.state, "", addressWith(choice));
  } catch {
    // A browser may refuse too many history writes in a short time: the address then lags.
  }
}

/**
 * Keeps a picker's `choice` in the address. Once the script runs, `restore` gets the choice the
 * address holds; each change of `choice` is then written as `step` says. With `pushes`, the
 * choice also follows Back and Forward (a step that changes only the fragment, as the request
 * form's link does, changes nothing).
 */
export function useChoiceUrl(
  choice: Choice,
  step: HistoryStep,
  restore: (action: { type: "restore"; choice: Choice }) => void,
  pushes: boolean,
): void {
  const shown = useRef(choice);
  useEffect(() => {
    shown.current = choice;
  });

  useEffect(() => {
    restore({ type: "restore", choice: readChoice(window.location.search) });
    if (!pushes) return;
    const onPop = () => {
      const wanted = readChoice(window.location.search);
      if (!sameChoice(wanted, shown.current)) restore({ type: "restore", choice: wanted });
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [restore, pushes]);

  // Written after the paint that shows the choice: a history write is a call into the browser,
  // several milliseconds on a slow phone, and it ran inside the tap that made the choice. The
  // writes keep their order; one still waiting when the picker goes, when replaceChoice writes or
  // when the visitor steps through the history (it would land on the entry stepped to) is dropped.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    window.addEventListener("popstate", staleWrites);
    return () => {
      mounted.current = false;
      window.removeEventListener("popstate", staleWrites);
    };
  }, []);
  const { type, day, time } = choice;
  useEffect(() => {
    if (!step) return;
    const next = { type, day, time };
    const asked = writeEpoch;
    afterNextPaint(() => {
      if (!mounted.current || asked !== writeEpoch) return;
      if (step === "replace") return rewrite(next);
      if (holds(next)) return;
      try {
        window.history.pushState(window.history.state, "", addressWith(next));
      } catch {
        rewrite(next);
      }
    });
  }, [type, day, time, step]);
}

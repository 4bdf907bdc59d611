// What a visitor has chosen in a slot picker, as the booking form and the manage page's choice of
// another time both keep it: the day shown, the slot chosen, a choice read from the address that
// waits for the slots, and how the last change enters the history (choiceUrl.ts). Pure: the forms'
// reducers (bookingState.ts, rescheduleState.ts) hand it the picker's actions.
import type { Choice, HistoryStep } from "./choiceUrl";
import { type SlotView } from "../../contract/forms/bookingAnswers";

export interface Picked {
  /** The office's date the picker shows; null: the first day it offers. */
  day: string | null;
  slot: SlotView | null;
  /** A choice read from the address, applied once the slots are there (`offer`). */
  wanted: Choice | null;
  step: HistoryStep;
}

export const NOTHING_PICKED: Picked = { day: null, slot: null, wanted: null, step: null };

export type PickAction =
  /** The address's choice: on the script's start, and on Back or Forward. */
  | { type: "restore"; choice: Choice }
  /** The free slots are there: a waiting choice of the address is applied to them. */
  | { type: "offer"; slots: readonly SlotView[] }
  /** The visitor shows another day: a new history entry, so Back returns to the day before. */
  | { type: "day"; date: string }
  /** A slot chosen, in the picker or among the nearest free ones: its day is shown with it, and
   * the current entry is rewritten (Back does not step through every time tried). */
  | { type: "slot"; slot: SlotView }
  /** The chosen slot was taken meanwhile: nothing is chosen, the day stays. */
  | { type: "taken" };

/**
 * The address's choice against the free slots: its day when one is offered on it, and the slot
 * at its time on that day when there is one. Anything else (a past day, a time no longer free, a
 * day that never had slots) is dropped, and the address is rewritten to what is shown.
 */
function applyWanted(wanted: Choice, slots: readonly SlotView[]): Picked {
  const { day, time } = wanted;
  const shown = day !== null && slots.some((s) => s.date === day) ? day : null;
  const slot = (shown && time && slots.find((s) => s.date === shown && s.time === time)) || null;
  return { day: shown, slot, wanted: null, step: "replace" };
}

export function pick(state: Picked, action: PickAction): Picked {
  switch (action.type) {
    case "restore":
      return { ...state, wanted: action.choice, step: null };
    case "offer":
      return state.wanted ? applyWanted(state.wanted, action.slots) : state;
    case "day":
      return { ...state, day: action.date, wanted: null, step: "push" };
    case "slot":
      return { day: action.slot.date, slot: action.slot, wanted: null, step: "replace" };
    case "taken":
      return { ...state, slot: null, step: "replace" };
  }
}

/** What the address holds of a pick: the day shown, and the chosen time when it is on that day
 * (a slot chosen on another day than the one shown stays the form's choice, not the address's). */
export function choiceOfPick({ day, slot }: Picked, type: string | null): Choice {
  return { type, day, time: slot && slot.date === day ? slot.time : null };
}

// The manage page's choice of another time in one place: the day shown and the slot chosen (the
// booking page's picker, pickerState.ts), what the form says and whether the move is on its way.
// A pure reducer; Reschedule.tsx dispatches its actions and keeps the day and time in the address.
import type { Problem } from "./Outcome";
import { NOTHING_PICKED, pick, type PickAction, type Picked } from "./pickerState";
import { type SlotView } from "../../contract/forms/bookingAnswers";

export interface RescheduleState extends Picked {
  /** The message at the times when the visitor sends without choosing one. */
  error: string | undefined;
  problem: Problem | null;
  sending: boolean;
}

export const INITIAL_RESCHEDULE: RescheduleState = {
  ...NOTHING_PICKED,
  error: undefined,
  problem: null,
  sending: false,
};

export type RescheduleAction =
  | Exclude<PickAction, { type: "taken" }>
  /** Sent without a slot: said at the times. */
  | { type: "missing"; error: string }
  | { type: "send" }
  | { type: "taken"; problem: Problem }
  | { type: "problem"; problem: Problem }
  | { type: "nearest"; slot: SlotView }
  | { type: "sent" };

export function rescheduleReducer(
  state: RescheduleState,
  action: RescheduleAction,
): RescheduleState {
  switch (action.type) {
    case "restore":
    case "offer":
    case "day":
      return { ...state, ...pick(state, action) };
    case "slot":
      return { ...state, ...pick(state, action), error: undefined };
    case "nearest":
      return { ...state, ...pick(state, { type: "slot", slot: action.slot }), problem: null };
    case "taken":
      return { ...state, ...pick(state, { type: "taken" }), problem: action.problem };
    case "missing":
      return { ...state, error: action.error, problem: null };
    case "send":
      return { ...state, sending: true, problem: null };
    case "problem":
      return { ...state, problem: action.problem };
    case "sent":
      return { ...state, sending: false };
  }
}

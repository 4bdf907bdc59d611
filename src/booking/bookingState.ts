// The booking form's state in one place: the visitor's choices (meeting type, mode, day, slot), the
// details typed, what the form says about them and whether a request is on its way; and, around
// the form, the request waiting for its mailed link. Pure reducers, so every change is an action a
// test can apply without a browser; the form (BookingForm.tsx) dispatches them and mirrors the
// choice in the address (choiceUrl.ts).
import { MEETING_TYPES, meetingType } from "./meeting";
import { NOTHING_PICKED, choiceOfPick, pick, type PickAction, type Picked } from "./pickerState";
import type { Choice } from "./choiceUrl";
import type { Problem } from "./Outcome";
import type { Pending } from "./requests";
import type { DetailValues } from "./validate";
import { type SlotView } from "../../contract/forms/bookingAnswers";
import { bookingForm } from "../../contract/forms/booking";

export type Details = DetailValues & { honeypot: string };

export const EMPTY_DETAILS: Details = {
  name: "",
  email: "",
  phone: "",
  note: "",
  consent: false,
  honeypot: "",
};

export interface BookingState extends Picked {
  /** The meeting type's id. */
  meeting: string;
  mode: string;
  values: Details;
  /** Messages by the field's wire name (bookingForm.fields). */
  errors: Record<string, string>;
  problem: Problem | null;
  sending: boolean;
}

export type BookingAction =
  | Exclude<PickAction, { type: "offer" | "taken" }>
  /** The free slots of `meeting` are there (slots of a type no longer chosen are not). */
  | { type: "offer"; meeting: string; slots: readonly SlotView[] }
  | { type: "meeting"; id: string }
  | { type: "mode"; mode: string }
  | { type: "field"; name: keyof Details; value: string | boolean }
  /** The submit started: the last problem goes. */
  | { type: "send" }
  /** The fields the form's own check refused (none: all pass). */
  | { type: "errors"; errors: Record<string, string> }
  /** The server refused: its words, and its field errors when it named fields. */
  | { type: "problem"; problem: Problem; errors?: Record<string, string> }
  /** The chosen slot was taken meanwhile: the nearest free ones are offered instead. */
  | { type: "taken"; problem: Problem }
  /** One of the nearest free slots chosen: it becomes the choice, the problem goes. */
  | { type: "nearest"; slot: SlotView }
  | { type: "sent" };

export function initialBooking(): BookingState {
  const meeting = MEETING_TYPES[0];
  return {
    ...NOTHING_PICKED,
    meeting: meeting.id,
    mode: meeting.modes[0],
    values: EMPTY_DETAILS,
    errors: {},
    problem: null,
    sending: false,
  };
}

function without(errors: Record<string, string>, name: string): Record<string, string> {
  if (!(name in errors)) return errors;
  const rest = { ...errors };
  delete rest[name];
  return rest;
}

/** The mode kept when the new type offers it, else the type's first. */
function modeFor(type: string, mode: string): string {
  const { modes } = meetingType(type);
  return (modes as readonly string[]).includes(mode) ? mode : modes[0];
}

/** A meeting type chosen: nothing of the other type's slots stays chosen. */
function withMeeting(state: BookingState, id: string): BookingState {
  if (id === state.meeting) return state;
  return { ...state, meeting: id, mode: modeFor(id, state.mode), day: null, slot: null };
}

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case "restore":
      // A type the page does not offer (a stale link) reads as the first one (meetingType); the
      // day and time are then tried on its slots.
      return withPick(withMeeting(state, meetingType(action.choice.type ?? "").id), action);
    case "offer":
      if (action.meeting !== state.meeting || !state.wanted) return state;
      return withPick(state, action);
    case "day":
      return withPick(state, action);
    case "slot":
      return withPick({ ...state, errors: without(state.errors, bookingForm.fields.slot) }, action);
    case "nearest":
      return bookingReducer({ ...state, problem: null }, { type: "slot", slot: action.slot });
    case "taken":
      return withPick({ ...state, problem: action.problem }, { type: "taken" });
    case "meeting":
      return {
        ...withMeeting(state, action.id),
        errors: without(state.errors, bookingForm.fields.type),
        wanted: null,
        step: "push",
      };
    case "mode":
      return {
        ...state,
        mode: action.mode,
        errors: without(state.errors, bookingForm.fields.mode),
      };
    case "field": {
      const { name, value } = action;
      const wire = name === "honeypot" ? null : bookingForm.fields[name];
      return {
        ...state,
        values: { ...state.values, [name]: value },
        errors: wire ? without(state.errors, wire) : state.errors,
      };
    }
    case "send":
      return { ...state, sending: true, problem: null };
    case "errors":
      return { ...state, errors: action.errors };
    case "problem":
      return { ...state, problem: action.problem, errors: action.errors ?? state.errors };
    case "sent":
      return { ...state, sending: false };
  }
}

function withPick(state: BookingState, action: PickAction): BookingState {
  const picked = pick(state, action);
  // A slot the address named is chosen as if clicked: the form no longer asks for one.
  const errors =
    action.type === "offer" && picked.slot
      ? without(state.errors, bookingForm.fields.slot)
      : state.errors;
  return { ...state, ...picked, errors };
}

/** The choice the address holds: the type with anything chosen (or when it is not the first). */
export function bookingChoice(state: BookingState): Choice {
  const typed = state.day !== null || state.meeting !== MEETING_TYPES[0].id;
  return choiceOfPick(state, typed ? state.meeting : null);
}

/** Around the form: the request waiting for its mailed link, and how many forms came before. */
export interface RequestState {
  pending: Pending | null;
  /** Another booking after a request is a new form: new token, nothing left over. */
  round: number;
}

export type RequestAction = { type: "pending"; pending: Pending } | { type: "again" };

export function requestReducer(state: RequestState, action: RequestAction): RequestState {
  return action.type === "pending"
    ? { ...state, pending: action.pending }
    : { pending: null, round: state.round + 1 };
}

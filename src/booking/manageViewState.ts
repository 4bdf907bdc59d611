// What the view of one booking (ManageView.tsx, "#t=…") shows, in one pure reducer: the booking as
// the server gave it, the link's current token, the notice of the last action, and which of its
// two actions is under way (the cancel question, a cancellation sent, the picker of another time).
import type { Notice } from "./MeetingDetails";
import { type BookingView } from "../../contract/forms/bookingAnswers";

export type Loaded =
  | { phase: "loading" }
  | { phase: "failed"; message: string }
  | { phase: "ready"; booking: BookingView; canChange: boolean };

export interface ManageViewState {
  loaded: Loaded;
  /** The manage token the page acts with: the link's, then the one the server signs for a move. */
  token: string;
  notice: Notice | null;
  /** The cancel question is open. */
  asking: boolean;
  /** A cancellation is on its way to the server. */
  busy: boolean;
  /** The picker of another time is open. */
  moving: boolean;
  /** The picker was closed by "keep my time": focus goes back to the button that opened it. */
  backToMove: boolean;
}

export type ManageViewAction =
  | { type: "loaded"; booking: BookingView; canChange: boolean; move: boolean }
  | { type: "failed"; message: string }
  | { type: "ask" }
  | { type: "closeQuestion" }
  | { type: "cancelSent" }
  | { type: "cancelled"; booking: BookingView; notice: Notice }
  | { type: "cancelFailed"; notice: Notice }
  | { type: "move" }
  | { type: "keep" }
  | { type: "focused" }
  | { type: "moved"; booking: BookingView; token: string | null; notice: Notice };

/** The view of `token`'s booking; a booking just confirmed on the page is shown at once. */
export function initialManageView(
  token: string,
  confirmed?: { booking: BookingView; message: string },
): ManageViewState {
  return {
    loaded: confirmed
      ? { phase: "ready", booking: confirmed.booking, canChange: true }
      : { phase: "loading" },
    token,
    notice: confirmed ? { kind: "done", text: confirmed.message } : null,
    asking: false,
    busy: false,
    moving: false,
    backToMove: false,
  };
}

export function manageViewReducer(
  state: ManageViewState,
  action: ManageViewAction,
): ManageViewState {
  switch (action.type) {
    case "loaded": {
      const { booking, canChange } = action;
      // An address that holds a chosen day (a reload of the picker) opens the picker again.
      const moving = action.move && canChange && booking.status === "confirmed";
      return { ...state, loaded: { phase: "ready", booking, canChange }, moving };
    }
    case "failed":
      return { ...state, loaded: { phase: "failed", message: action.message } };
    case "ask":
      return { ...state, notice: null, asking: true };
    case "closeQuestion":
      return { ...state, asking: false };
    case "cancelSent":
      return { ...state, asking: false, busy: true };
    case "cancelled":
      return {
        ...state,
        busy: false,
        loaded: { phase: "ready", booking: action.booking, canChange: false },
        notice: action.notice,
      };
    case "cancelFailed":
      return { ...state, busy: false, notice: action.notice };
    case "move":
      return { ...state, notice: null, moving: true };
    case "keep":
      return { ...state, moving: false, backToMove: true };
    case "focused":
      return { ...state, backToMove: false };
    case "moved":
      return {
        ...state,
        moving: false,
        loaded: { phase: "ready", booking: action.booking, canChange: true },
        token: action.token ?? state.token,
        notice: action.notice,
      };
  }
}

// What the manage page shows, in one pure reducer: nothing before its script read the address, the
// missing-link notice, or the view of one of its three links (ManageBooking.tsx). Each reading of
// the address, and each booking confirmed on the page, is a new round, so its view starts afresh.
import { CONFIRM_TOKEN_PARAM, OFFICE_TOKEN_PARAM } from "../../contract/booking/api";
import type { PageLink } from "./manageRequests";
import { type BookingView } from "../../contract/forms/bookingAnswers";

export type View =
  | { kind: "starting" }
  | { kind: "none" }
  | { kind: "confirm" | "office"; token: string; round: number }
  | {
      kind: "manage";
      token: string;
      round: number;
      /** A booking just confirmed on this page, shown as the server gave it. */
      confirmed?: { booking: BookingView; message: string };
    };

export interface ManageState {
  view: View;
  rounds: number;
}

export const INITIAL_MANAGE: ManageState = { view: { kind: "starting" }, rounds: 0 };

export type ManageAction =
  /** The address was read (as the script starts, and on each change of its fragment). */
  | { type: "read"; link: PageLink | null }
  /** A request confirmed here: the page goes on as the booking's manage link. */
  | {
      type: "booked";
      token: string;
      confirmed: { booking: BookingView; message: string };
    };

export function manageReducer(state: ManageState, action: ManageAction): ManageState {
  const round = state.rounds + 1;
  if (action.type === "booked") {
    const { token, confirmed } = action;
    return { rounds: round, view: { kind: "manage", token, round, confirmed } };
  }
  const { link } = action;
  let view: View;
  if (!link) view = { kind: "none" };
  else if (link.param === CONFIRM_TOKEN_PARAM) view = { kind: "confirm", token: link.token, round };
  else if (link.param === OFFICE_TOKEN_PARAM) view = { kind: "office", token: link.token, round };
  else view = { kind: "manage", token: link.token, round };
  return { rounds: round, view };
}

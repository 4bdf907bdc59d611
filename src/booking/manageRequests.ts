// The manage page's calls to the server (contract/forms/booking.ts): reading and confirming the
// request a mailed link names, reading, cancelling and moving a booking, and the office's link; and
// the token the page's address carries in its fragment.
import {
  CONFIRM_TOKEN_PARAM,
  MANAGE_TOKEN_PARAM,
  OFFICE_TOKEN_PARAM,
  linkToken,
  manageLink,
  type LinkParam,
} from "../../contract/booking/api";
import { bookingRequestForm, manageForm, type OfficeAction } from "../../contract/forms/booking";
import {
  cancelOutcomeOf,
  confirmOutcomeOf,
  manageResultOf,
  movedOf,
  officeResultOf,
  requestResultOf,
  type Booked,
  type CancelOutcome,
  type ConfirmOutcome,
  type ManageResult,
  type OfficeResult,
  type Refusal,
  type RequestResult,
} from "../../contract/forms/bookingAnswers";
import { encodeFields } from "../../contract/forms/wire";
import { post } from "./answers";

export type {
  Booked,
  CancelOutcome,
  ConfirmOutcome,
  ManageResult,
  MeetingStatus,
  OfficeResult,
  OfficeView,
  Refusal,
  RequestResult,
} from "../../contract/forms/bookingAnswers";

/** The request a confirm link names; reading it changes nothing. */
export async function fetchRequest(confirm: string): Promise<RequestResult> {
  const { requestPath, fields } = bookingRequestForm;
  return requestResultOf(await post(requestPath, encodeFields(fields, { confirm })));
}

/** Confirms the request a confirm link names, at its time or at `slot` instead of a taken one. */
export async function confirmRequest(confirm: string, slot?: string): Promise<ConfirmOutcome> {
  const { confirmPath, fields } = bookingRequestForm;
  return confirmOutcomeOf(
    await post(confirmPath, encodeFields(fields, { confirm, slot: slot || undefined })),
  );
}

/** Moves the booking a manage token names to another free slot. */
export async function rescheduleBooking(token: string, slot: string): Promise<Booked | Refusal> {
  const { reschedulePath, fields } = manageForm;
  return movedOf(await post(reschedulePath, encodeFields(fields, { token, slot })));
}

/** Cancels the booking a manage token names. */
export async function cancelBooking(token: string): Promise<CancelOutcome> {
  const { cancelPath, fields } = manageForm;
  return cancelOutcomeOf(await post(cancelPath, encodeFields(fields, { token })));
}

/** The booking a manage token names, asked for with a POST so the token is in no address. */
export async function fetchManage(token: string): Promise<ManageResult> {
  const { managePath, fields } = manageForm;
  return manageResultOf(await post(managePath, encodeFields(fields, { token })));
}

/** An office link's action ("view" changes nothing), answered with what the link names now. */
export async function officeAction(office: string, action: OfficeAction): Promise<OfficeResult> {
  const { officePath, fields } = manageForm;
  return officeResultOf(await post(officePath, encodeFields(fields, { office, action })));
}

/** What an office link names, changing nothing. */
export function fetchOffice(officeToken: string): Promise<OfficeResult> {
  return officeAction(officeToken, "view");
}

/** A token of the manage page's address and what it is for. */
export interface PageLink {
  param: LinkParam;
  token: string;
}

const LINK_PARAMS: readonly LinkParam[] = [
  CONFIRM_TOKEN_PARAM,
  MANAGE_TOKEN_PARAM,
  OFFICE_TOKEN_PARAM,
];

/**
 * The token of the manage page's address, from its fragment ("#c=…", "#t=…", "#o=…"), or null.
 * A mail sent before the tokens moved there carries "?t=…": it is moved into the fragment, so the
 * address kept in the history and sent onward holds it no more.
 */
export function linkOfPage(): PageLink | null {
  if (typeof window === "undefined") return null;
  const { hash, search } = window.location;
  for (const param of LINK_PARAMS) {
    const token = linkToken(hash, param);
    if (token) return { param, token };
  }
  const older = new URLSearchParams(search).get(MANAGE_TOKEN_PARAM);
  if (!older) return null;
  window.history.replaceState(window.history.state, "", manageLink(MANAGE_TOKEN_PARAM, older));
  return { param: MANAGE_TOKEN_PARAM, token: older };
}

/** The manage token of a manage link the server gave ("/programare/gestionare#t=…"). */
export function manageTokenOf(manageUrl: string): string | null {
  try {
    return linkToken(new URL(manageUrl, window.location.origin).hash, MANAGE_TOKEN_PARAM);
  } catch {
    return null;
  }
}

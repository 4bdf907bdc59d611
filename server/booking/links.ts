// The signed links of the booking mails, which let a visitor or the office act without an account.
// Every token is an HMAC made with a key the server keeps in its database (so links survive a
// restart) over what it may do and the state it was issued for; the links travel in the manage
// page's URL fragment (contract/booking/api.ts manageLink), never in a request line or a log.
// - A booking's manage token names its id, the end of the meeting and its SEQUENCE: it is refused
//   after the meeting, and once the booking has moved or been cancelled, so no old link (not even
//   one of a meeting moved away and back) acts on it again.
// - A request's confirm token and page key are signed over a nonce the request keeps and renews
//   whenever its mail is sent again, so only the newest mail's link confirms.
// - The office's token names a booking (by its uid) or a request (by its confirm nonce).
// An unknown id and a wrong signature get the same answer: a token tells nobody what exists.
import crypto from "node:crypto";
import {
  CONFIRM_TOKEN_PARAM,
  MANAGE_TOKEN_PARAM,
  OFFICE_TOKEN_PARAM,
  manageLink,
} from "../../contract/booking/api";
import type { BookingRow } from "./types";

/** Where the generated key is kept (settings table). */
export const BOOKING_LINK_SECRET_SETTING = "booking_link_secret";

const SIG = "[A-Za-z0-9_-]{43}";
const MANAGE = new RegExp(`^([1-9]\\d{0,15})\\.([0-9a-z]{1,12})\\.([0-9a-z]{1,6})\\.(${SIG})$`);
const PLAIN = new RegExp(`^([1-9]\\d{0,15})\\.(${SIG})$`);
const OFFICE = new RegExp(`^([br])([1-9]\\d{0,15})\\.(${SIG})$`);

export type LinkCheck =
  | { ok: true; id: number }
  | {
      ok: false;
      /** invalid: not a link this server signed, or for nothing it knows; expired: the meeting is
       * over; replaced: the booking changed since (a newer mail has the link). */
      reason: "invalid" | "expired" | "replaced";
    };

type ManagedBooking = Pick<BookingRow, "id" | "uid" | "end_at" | "sequence">;
/** A request as its links need it. */
export interface SignedRequest {
  id: number;
  confirm_nonce: string;
  page_nonce: string;
}

export interface BookingLinks {
  /** A booking's manage token, and the manage page's path with it ("/programare/gestionare#t=…"). */
  token(booking: ManagedBooking): string;
  path(booking: ManagedBooking): string;
  check(token: string, find: (id: number) => ManagedBooking | undefined, now?: number): LinkCheck;
  /** A request's confirm link ("#c=…"), mailed to the address typed. */
  confirmPath(request: SignedRequest): string;
  checkConfirm(token: string, find: (id: number) => SignedRequest | undefined): LinkCheck;
  /** The key the booking page keeps to send the mail again or correct the address. */
  pageKey(request: SignedRequest): string;
  checkPageKey(token: string, find: (id: number) => SignedRequest | undefined): LinkCheck;
  /** The office's link to a booking or a request ("#o=…"). */
  officePath(
    subject: { booking: Pick<BookingRow, "id" | "uid"> } | { request: SignedRequest },
  ): string;
  checkOffice(
    token: string,
    find: {
      booking: (id: number) => Pick<BookingRow, "id" | "uid"> | undefined;
      request: (id: number) => SignedRequest | undefined;
    },
  ): { ok: true; subject: "booking" | "request"; id: number } | { ok: false; reason: "invalid" };
  /** A keyed hash of an e-mail address, for the addresses the office blocked. */
  addressKey(email: string): string;
}

const INVALID = { ok: false, reason: "invalid" } as const;

export function bookingLinks(secret: string): BookingLinks {
  const sign = (text: string) =>
    crypto.createHmac("sha256", secret).update(text).digest("base64url");
  const same = (a: string, b: string) =>
    a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));
  const until = (booking: Pick<BookingRow, "end_at">) => Date.parse(booking.end_at).toString(36);
  const manageSig = (id: number, uid: string, end: string, sequence: string) =>
    sign(`booking:${id}:${uid}:${end}:${sequence}`);
  const token = (booking: ManagedBooking) => {
    const sequence = booking.sequence.toString(36);
    const end = until(booking);
    return `${booking.id}.${end}.${sequence}.${manageSig(booking.id, booking.uid, end, sequence)}`;
  };
  const confirmToken = (request: SignedRequest) =>
    `${request.id}.${sign(`confirm:${request.id}:${request.confirm_nonce}`)}`;
  const pageKey = (request: SignedRequest) =>
    `${request.id}.${sign(`page:${request.id}:${request.page_nonce}`)}`;

  /** A token of the form "<id>.<signature>" checked against what the row signs it with. */
  const checkPlain = (
    value: string,
    find: (id: number) => SignedRequest | undefined,
    expected: (request: SignedRequest) => string,
  ): LinkCheck => {
    const match = PLAIN.exec(value.trim());
    if (!match) return INVALID;
    const request = find(Number(match[1]));
    if (!request || !same(expected(request), value.trim())) return INVALID;
    return { ok: true, id: request.id };
  };

  return {
    token,
    path: (booking) => manageLink(MANAGE_TOKEN_PARAM, token(booking)),
    check(value, find, now = Date.now()) {
      const match = MANAGE.exec(value.trim());
      if (!match) return INVALID;
      const id = Number(match[1]);
      const booking = find(id);
      if (!booking || !same(manageSig(id, booking.uid, match[2], match[3]), match[4])) {
        return INVALID;
      }
      if (now >= parseInt(match[2], 36)) return { ok: false, reason: "expired" };
      if (match[2] !== until(booking) || parseInt(match[3], 36) !== booking.sequence) {
        return { ok: false, reason: "replaced" };
      }
      return { ok: true, id };
    },
    confirmPath: (request) => manageLink(CONFIRM_TOKEN_PARAM, confirmToken(request)),
    checkConfirm: (value, find) => checkPlain(value, find, confirmToken),
    pageKey,
    checkPageKey: (value, find) => checkPlain(value, find, pageKey),
    officePath(subject) {
      const value =
        "booking" in subject
          ? `b${subject.booking.id}.${sign(`office:${subject.booking.id}:${subject.booking.uid}`)}`
          : `r${subject.request.id}.${sign(`office-request:${subject.request.id}:${subject.request.confirm_nonce}`)}`;
      return manageLink(OFFICE_TOKEN_PARAM, value);
    },
    checkOffice(value, find) {
      const match = OFFICE.exec(value.trim());
      if (!match) return INVALID;
      const id = Number(match[2]);
      if (match[1] === "b") {
        const booking = find.booking(id);
        if (!booking || !same(sign(`office:${id}:${booking.uid}`), match[3])) return INVALID;
        return { ok: true, subject: "booking", id };
      }
      const request = find.request(id);
      if (!request || !same(sign(`office-request:${id}:${request.confirm_nonce}`), match[3])) {
        return INVALID;
      }
      return { ok: true, subject: "request", id };
    },
    addressKey: (email) => sign(`blocked:${email.trim().toLowerCase()}`),
  };
}

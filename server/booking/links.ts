// The signed link that lets a visitor see, cancel or move their booking without an account. The
// token names the booking and the end of the meeting it was issued for, signed with a key the
// server keeps in its database (so links survive a restart). It is refused when changed in any
// character, after that meeting has ended, and once the booking has moved: the mail about the
// new time carries a new link, so a forwarded old mail cannot move the new meeting.
import crypto from "node:crypto";
import { BOOKING_MANAGE_PAGE_PATH, MANAGE_TOKEN_PARAM } from "../../contract/booking/api";
import type { BookingRow } from "./types";

/** Where the generated key is kept (settings table). */
export const BOOKING_LINK_SECRET_SETTING = "booking_link_secret";

const TOKEN = /^([1-9]\d{0,15})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

export type LinkCheck =
  | { ok: true; id: number }
  | {
      ok: false;
      /** malformed/tampered: not a link this server signed; expired: the meeting is over;
       * replaced: the booking moved since (a newer link exists); missing: deleted or unknown. */
      reason: "malformed" | "tampered" | "expired" | "replaced" | "missing";
    };

export interface BookingLinks {
  token(booking: Pick<BookingRow, "id" | "uid" | "end_at">): string;
  /** The manage page's path with the token: "/programare/gestionare?t=…". */
  path(booking: Pick<BookingRow, "id" | "uid" | "end_at">): string;
  check(
    token: string,
    find: (id: number) => Pick<BookingRow, "id" | "uid" | "end_at"> | undefined,
    now?: number,
  ): LinkCheck;
}

export function bookingLinks(secret: string): BookingLinks {
  const sign = (id: number, uid: string, until: string) =>
    crypto.createHmac("sha256", secret).update(`booking:${id}:${uid}:${until}`).digest("base64url");
  const until = (booking: Pick<BookingRow, "end_at">) => Date.parse(booking.end_at).toString(36);
  const token = (booking: Pick<BookingRow, "id" | "uid" | "end_at">) =>
    `${booking.id}.${until(booking)}.${sign(booking.id, booking.uid, until(booking))}`;
  return {
    token,
    path: (booking) =>
      `${BOOKING_MANAGE_PAGE_PATH}?${MANAGE_TOKEN_PARAM}=${encodeURIComponent(token(booking))}`,
    check(value, find, now = Date.now()) {
      const match = TOKEN.exec(value.trim());
      if (!match) return { ok: false, reason: "malformed" };
      const id = Number(match[1]);
      const booking = find(id);
      // An unknown id cannot be told from a tampered one by its signature (there is no uid to
      // sign with); a deleted booking's link is simply no longer known.
      if (!booking) return { ok: false, reason: "missing" };
      const expected = Buffer.from(sign(id, booking.uid, match[2]));
      if (!crypto.timingSafeEqual(expected, Buffer.from(match[3]))) {
        return { ok: false, reason: "tampered" };
      }
      if (now >= parseInt(match[2], 36)) return { ok: false, reason: "expired" };
      if (match[2] !== until(booking)) return { ok: false, reason: "replaced" };
      return { ok: true, id };
    },
  };
}

// What a stranger can make the booking server do, bounded per client (an IPv6 client counts by its
// /64, server/clientKey.ts) and per recipient, in the server itself (the proxies add their own):
// - mails to an address someone typed (the confirmation link, sent again or to a corrected
//   address): 5 an hour from one client, 3 a day to one address;
// - posts that carry a link's token (view, confirm, cancel, move, the office's link): 30 in ten
//   minutes from one client, counted on every attempt, so tokens cannot be guessed at speed.
// The counts live in memory: a restart forgets them, which costs at most one more round.
import { createPostBudget, type PostBudget, type PostBudgetOptions } from "../postBudget";

const HOUR_MS = 3_600_000;

export interface BookingBounds {
  mailsPerClient: PostBudgetOptions;
  mailsPerRecipient: PostBudgetOptions;
  actionsPerClient: PostBudgetOptions;
}

export const DEFAULT_BOOKING_BOUNDS: BookingBounds = {
  mailsPerClient: { max: 5, windowMs: HOUR_MS },
  mailsPerRecipient: { max: 3, windowMs: 24 * HOUR_MS },
  actionsPerClient: { max: 30, windowMs: 10 * 60_000 },
};

export interface MailBounds {
  /** Reserves one mail from `client` to `recipient`; false when either bound is reached. */
  take(client: string, recipient: string, now: number): boolean;
}

export function mailBounds(bounds: BookingBounds): MailBounds {
  const clients: PostBudget = createPostBudget(bounds.mailsPerClient);
  const recipients: PostBudget = createPostBudget(bounds.mailsPerRecipient);
  return {
    take(client, recipient, now) {
      const byClient = clients.take(client, now);
      if (!byClient) return false;
      const byRecipient = recipients.take(recipient.trim().toLowerCase(), now);
      if (!byRecipient) {
        byClient.release();
        return false;
      }
      byClient.commit();
      byRecipient.commit();
      return true;
    },
  };
}

export interface ActionBound {
  take(client: string, now: number): boolean;
}

export function actionBound(bounds: BookingBounds): ActionBound {
  const budget = createPostBudget(bounds.actionsPerClient);
  return {
    take(client, now) {
      const taken = budget.take(client, now);
      taken?.commit();
      return taken !== null;
    },
  };
}

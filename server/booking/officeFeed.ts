// The office's private calendar feed (ics.ts): the site's bookings from the last month to more than
// a year ahead, cancelled ones included so a calendar drops them, served only with the feed's key.
// Without a key configured there is no feed; a wrong key learns nothing more than a missing feed.
import { secretMatches } from "../security";
import type { BookingContext } from "./context";
import { feed } from "./ics";
import { DAY } from "./offered";
import { contextLines, contextOf } from "./contextView";

/** The feed shows the last month too, so a meeting just held is still in the office's calendar. */
export const FEED_PAST_MS = 31 * DAY;
export const FEED_AHEAD_MS = 400 * DAY;

/** Whether a key opens the feed: only the configured one does, and none when none is. */
export const feedOpens = (feedKey: string | undefined, key: string): boolean =>
  feedKey ? secretMatches(key, feedKey) : false;

/** The feed as text/calendar at `at`; `from` is the sender, for the events' UIDs (the same as the
 * invitations'). */
export function officeFeed(
  ctx: Pick<BookingContext, "setup" | "store">,
  from: string,
  at: number,
): string {
  const { setup } = ctx;
  return feed(ctx.store.between(at - FEED_PAST_MS, at + FEED_AHEAD_MS, true), {
    from,
    timeZone: setup.calendar.timeZone,
    typeTitle: (id: string) => setup.types.find((t) => t.id === id)?.title ?? id,
    modeLabel: (mode) => setup.modeLabels[mode],
    name: setup.feedName,
    about: (booking) => contextLines(setup.services, contextOf(setup.services, booking)),
  });
}

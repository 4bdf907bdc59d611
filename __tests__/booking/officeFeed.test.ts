/** @jest-environment node */
// The office's calendar feed: opened only by the configured key (none without one), made of the
// bookings from a month back to 400 days ahead, cancelled ones included, with the setup's own
// names for the calendar, the meeting types and the modes; read back with ical.js.
import ICAL from "ical.js";
import {
  FEED_AHEAD_MS,
  FEED_PAST_MS,
  feedOpens,
  officeFeed,
} from "../../server/booking/officeFeed";
import type { BookingStore } from "../../server/booking/store";
import type { BookingRow } from "../../server/booking/types";
import { T0, bookingRow, testSetup } from "../helpers/booking";

const DAY = 24 * 3_600_000;
const SETUP = testSetup();

it("only the configured key opens the feed, and no key opens none", () => {
  expect(feedOpens("k3y-of-the-office", "k3y-of-the-office")).toBe(true);
  expect(feedOpens("k3y-of-the-office", "k3y-of-the-offic")).toBe(false);
  expect(feedOpens("k3y-of-the-office", "")).toBe(false);
  expect(feedOpens(undefined, "")).toBe(false);
  expect(feedOpens("", "")).toBe(false);
});

it("is the bookings of the last month and the next 400 days, cancelled ones too", () => {
  expect(FEED_PAST_MS).toBe(31 * DAY);
  expect(FEED_AHEAD_MS).toBe(400 * DAY);
  const asked: unknown[][] = [];
  const rows: BookingRow[] = [
    bookingRow(),
    bookingRow({ id: 2, uid: "c1", status: "cancelled", name: "Dan Ionescu", mode: "online" }),
  ];
  const store = {
    between: (...args: unknown[]) => {
      asked.push(args);
      return rows;
    },
  } as unknown as BookingStore;

  const text = officeFeed({ setup: SETUP, store }, "Site <site@example.ro>", T0);

  expect(asked).toEqual([[T0 - 31 * DAY, T0 + 400 * DAY, true]]);
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(String(calendar.getFirstPropertyValue("x-wr-calname"))).toBe(SETUP.feedName);
  const events = calendar.getAllSubcomponents("vevent");
  const summaries = events.map((e) => String(e.getFirstPropertyValue("summary")));
  expect(summaries).toEqual([
    `Ion Popescu: ${SETUP.types[0].title}`,
    `Anulată: Dan Ionescu: ${SETUP.types[0].title}`,
  ]);
  const descriptions = events.map((e) => String(e.getFirstPropertyValue("description")));
  expect(descriptions[0]).toContain(SETUP.modeLabels.telefon);
  expect(descriptions[1]).toContain(SETUP.modeLabels.online);
  expect(events.map((e) => String(e.getFirstPropertyValue("uid")))).toEqual([
    "b7f3c2a1d4e5@example.ro",
    "c1@example.ro",
  ]);
});

it("a type no longer in the setup is named by its id", () => {
  const store = { between: () => [bookingRow({ type: "evaluare" })] } as unknown as BookingStore;
  const text = officeFeed({ setup: SETUP, store }, "site@example.ro", T0);
  expect(text).toContain("SUMMARY:Ion Popescu: evaluare");
});

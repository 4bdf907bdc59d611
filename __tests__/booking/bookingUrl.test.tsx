// The booker's choice in the address, in jsdom with the server faked at fetch: the booking form
// opens at the type, day and time its address names, pushes a history entry for each day shown
// (Back shows the day before) and rewrites the entry for a time chosen; values that are malformed,
// past or no longer offered are dropped without a word; the manage page's choice of another time
// keeps its day and time in the current entry only.
import React from "react";
import { configure, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import page from "../../data/page-programare.json";
import manage from "../../data/page-gestionare.json";
import { BOOKING_PAGE_PATH } from "../../contract/booking/api";
import { BookingForm } from "../../src/booking/BookingForm";
import { Reschedule } from "../../src/booking/Reschedule";
import type { BookingCopy } from "../../src/booking/copy";
import { holdFrames } from "../helpers/frames";
import { OFFICE_ZONE, TYPE, fakeBookingServer, setVisitorZone, slotView } from "./bookingSlots";

configure({ asyncUtilTimeout: 5000 });

const copy: BookingCopy = page.booking;
const SLOTS = [
  slotView("2026-12-03T07:00:00.000Z"), // joi 09:00
  slotView("2026-12-03T08:30:00.000Z"), // joi 10:30
  slotView("2026-12-04T09:00:00.000Z"), // vineri 11:00
  slotView("2026-12-07T08:00:00.000Z"), // luni 10:00
];
const THURSDAY = "joi, 3 decembrie";
const FRIDAY = "vineri, 4 decembrie";
const MONDAY = "luni, 7 decembrie";

beforeEach(() => {
  setVisitorZone(OFFICE_ZONE);
  fakeBookingServer(SLOTS);
});
afterEach(() => jest.restoreAllMocks());

/** The address without its origin. */
const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** The booking form opened at `at`, once its slots are shown. */
async function openAt(at: string) {
  window.history.replaceState(null, "", at);
  const user = userEvent.setup();
  render(<BookingForm copy={copy} requestId="cerere-programare" />);
  await screen.findByRole("radio", { name: THURSDAY });
  return user;
}

const day = (name: string) => screen.getByRole("radio", { name });
const checkedTimes = () =>
  screen
    .queryAllByRole("radio", { name: /, \d{2}:\d{2}$/ })
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => radio.getAttribute("aria-label"));

describe("the booking form's address", () => {
  it("opens at the type, day and time the address names", async () => {
    await openAt(`${BOOKING_PAGE_PATH}?tip=${TYPE}&zi=2026-12-04&ora=11:00`);
    await waitFor(() => expect(day(FRIDAY)).toBeChecked());
    expect(checkedTimes()).toEqual([`${FRIDAY}, 11:00`]);
    expect(screen.getByText(`Ai ales: ${FRIDAY}, 11:00.`)).toBeInTheDocument();
    expect(address()).toBe(`${BOOKING_PAGE_PATH}?tip=${TYPE}&zi=2026-12-04&ora=11:00`);
  });

  it("pushes an entry for each day shown, rewrites it for a time, and follows Back", async () => {
    const user = await openAt(BOOKING_PAGE_PATH);
    const start = window.history.length;
    // The day shown first is no choice yet: the address stays as it was.
    expect(address()).toBe(BOOKING_PAGE_PATH);
    await user.click(day(FRIDAY));
    await waitFor(() => expect(address()).toBe(`${BOOKING_PAGE_PATH}?tip=${TYPE}&zi=2026-12-04`));
    await user.click(screen.getByRole("radio", { name: `${FRIDAY}, 11:00` }));
    await waitFor(() =>
      expect(address()).toBe(`${BOOKING_PAGE_PATH}?tip=${TYPE}&zi=2026-12-04&ora=11:00`),
    );
    await user.click(day(MONDAY));
    await waitFor(() => expect(address()).toBe(`${BOOKING_PAGE_PATH}?tip=${TYPE}&zi=2026-12-07`));
    expect(window.history.length).toBe(start + 2);

    window.history.back();
    await waitFor(() => expect(day(FRIDAY)).toBeChecked());
    expect(checkedTimes()).toEqual([`${FRIDAY}, 11:00`]);
    window.history.back();
    await waitFor(() => expect(day(THURSDAY)).toBeChecked());
    expect(checkedTimes()).toEqual([]);
    expect(address()).toBe(BOOKING_PAGE_PATH);
    window.history.forward();
    await waitFor(() => expect(day(FRIDAY)).toBeChecked());
    expect(checkedTimes()).toEqual([`${FRIDAY}, 11:00`]);
  });

  it("writes a choice into the address after the paint that shows it, not in the tap", async () => {
    const user = await openAt(BOOKING_PAGE_PATH);
    const frames = holdFrames();
    const pushes = jest.spyOn(window.history, "pushState");
    try {
      await user.click(day(FRIDAY));
      expect(day(FRIDAY)).toBeChecked();
      expect(address()).toBe(BOOKING_PAGE_PATH);
      // A time chosen before that paint: both writes are made, in order (the day's entry, then
      // the time rewriting it).
      await user.click(screen.getByRole("radio", { name: `${FRIDAY}, 11:00` }));
      expect(address()).toBe(BOOKING_PAGE_PATH);
      frames.paint();
      await waitFor(() =>
        expect(address()).toBe(`${BOOKING_PAGE_PATH}?tip=${TYPE}&zi=2026-12-04&ora=11:00`),
      );
      // The day's entry was pushed, then rewritten with the time.
      expect(pushes.mock.calls.map((call) => call[2])).toEqual([
        `${BOOKING_PAGE_PATH}?tip=${TYPE}&zi=2026-12-04`,
      ]);
    } finally {
      pushes.mockRestore();
      frames.release();
    }
  });

  it("drops a write still waiting for its paint when the visitor steps back", async () => {
    const user = await openAt(BOOKING_PAGE_PATH);
    window.history.pushState(null, "", `${BOOKING_PAGE_PATH}#cerere-programare`);
    const frames = holdFrames();
    const pushes = jest.spyOn(window.history, "pushState");
    try {
      await user.click(day(FRIDAY));
      window.history.back();
      await waitFor(() => expect(address()).toBe(BOOKING_PAGE_PATH));
      frames.paint();
      await new Promise((resolve) => setTimeout(resolve, 20));
      // The day's entry, asked before Back, would have been pushed after the entry stepped to.
      expect(pushes).not.toHaveBeenCalled();
      expect(address()).toBe(BOOKING_PAGE_PATH);
    } finally {
      pushes.mockRestore();
      frames.release();
    }
  });

  it("leaves the choice alone on a step that changes only the fragment", async () => {
    const user = await openAt(BOOKING_PAGE_PATH);
    await user.click(day(FRIDAY));
    await user.click(screen.getByRole("radio", { name: `${FRIDAY}, 11:00` }));
    await waitFor(() => expect(address()).toContain("ora=11:00"));
    const chosen = address();
    // The request form's link, then Back from it.
    window.history.pushState(null, "", `${chosen}#cerere-programare`);
    window.history.back();
    await waitFor(() => expect(address()).toBe(chosen));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(day(FRIDAY)).toBeChecked();
    expect(checkedTimes()).toEqual([`${FRIDAY}, 11:00`]);
  });

  it.each([
    ["an unknown type, a past day and a bad time", "?tip=nu-exista&zi=2020-01-06&ora=25:00", ""],
    ["malformed values", "?tip=%E0%A4%A&zi=joi&ora=", ""],
    ["a day without slots", `?tip=${TYPE}&zi=2026-12-05&ora=10:00`, ""],
    ["a time no longer free", `?tip=${TYPE}&zi=2026-12-04&ora=12:00`, `?tip=${TYPE}&zi=2026-12-04`],
  ])("drops %s, and the address says what is shown", async (_, search, shown) => {
    await openAt(`${BOOKING_PAGE_PATH}${search}`);
    await waitFor(() => expect(address()).toBe(`${BOOKING_PAGE_PATH}${shown}`));
    expect(day(shown ? FRIDAY : THURSDAY)).toBeChecked();
    expect(checkedTimes()).toEqual([]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("keeps the address's other parameters and its fragment", async () => {
    const user = await openAt(`${BOOKING_PAGE_PATH}?cerere-trimisa=1#programare-trimisa`);
    await user.click(day(FRIDAY));
    await waitFor(() =>
      expect(address()).toBe(
        `${BOOKING_PAGE_PATH}?cerere-trimisa=1&tip=${TYPE}&zi=2026-12-04#programare-trimisa`,
      ),
    );
  });
});

describe("the manage page's choice of another time", () => {
  const booking = {
    type: TYPE,
    mode: "birou" as const,
    start: SLOTS[1].start,
    end: SLOTS[1].end,
    date: SLOTS[1].date,
    time: SLOTS[1].time,
    status: "confirmed" as const,
  };
  const LINK = "/programare/gestionare#t=semnat";

  function open(onKeep = jest.fn()) {
    const user = userEvent.setup();
    const view = render(
      <Reschedule
        picker={copy.picker}
        form={copy.form}
        manage={manage.bookingManage}
        token="semnat"
        booking={booking}
        onMoved={jest.fn()}
        onKeep={onKeep}
      />,
    );
    return { user, ...view };
  }

  it("keeps the day and time in the current entry, shows them when opened again, and clears them on keeping the time", async () => {
    window.history.replaceState(null, "", LINK);
    const start = window.history.length;
    const first = open();
    await first.user.click(await screen.findByRole("radio", { name: MONDAY }));
    await first.user.click(screen.getByRole("radio", { name: `${MONDAY}, 10:00` }));
    await waitFor(() =>
      expect(address()).toBe("/programare/gestionare?zi=2026-12-07&ora=10:00#t=semnat"),
    );
    expect(window.history.length).toBe(start);
    first.unmount();

    // Frames held until after the keep: a write the picker put off while it opened must not
    // bring the cleared choice back once the frame is painted.
    const frames = holdFrames();
    try {
      const onKeep = jest.fn();
      const again = open(onKeep);
      await waitFor(() => expect(screen.getByRole("radio", { name: MONDAY })).toBeChecked());
      expect(checkedTimes()).toEqual([`${MONDAY}, 10:00`]);
      await again.user.click(screen.getByRole("button", { name: manage.bookingManage.keepTime }));
      expect(onKeep).toHaveBeenCalled();
      frames.paint();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(address()).toBe(LINK);
    } finally {
      frames.release();
    }
  });
});

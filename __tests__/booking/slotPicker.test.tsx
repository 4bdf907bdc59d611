// The slot picker in jsdom: the slots grouped by the office's day, every time named in Romanian as
// a person says it, native radios that the arrow keys walk, the choice announced, and for a
// visitor in another time zone their own time beside the office's.
import fs from "node:fs";
import path from "node:path";
import React, { useState } from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import page from "../../data/page-programare.json";
import { SlotPicker } from "../../src/booking/SlotPicker";
import { groupByDay, otherZone, slotLabels, countOf } from "../../src/booking/time";
import type { PickerCopy } from "../../src/booking/copy";
import { slotView } from "./bookingSlots";

const copy: PickerCopy = page.booking.picker;
const OFFICE = "Europe/Bucharest";

// Thursday 3 and Friday 4 December 2026: Bucharest is UTC+2 in winter.
const SLOTS = [
  slotView("2026-12-03T07:00:00.000Z"), // 09:00
  slotView("2026-12-03T08:30:00.000Z"), // 10:30
  slotView("2026-12-03T12:00:00.000Z"), // 14:00
  slotView("2026-12-04T09:00:00.000Z"), // vineri 11:00
];

function Picker({ visitorZone = OFFICE }: { visitorZone?: string | null }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SlotPicker
      uid="p"
      copy={copy}
      slots={SLOTS}
      timeZone={OFFICE}
      visitorZone={visitorZone}
      value={value}
      onChange={setValue}
    />
  );
}

const days = () => screen.getByRole("group", { name: copy.dayLegend });
const times = (day: string) => screen.getByRole("group", { name: `Ora, ${day}` });

describe("grouping by day", () => {
  it("groups the slots by the office's date, in order, each day named as said", () => {
    const groups = groupByDay(SLOTS, OFFICE);
    expect(groups.map((g) => [g.date, g.spoken, g.slots.length])).toEqual([
      ["2026-12-03", "joi, 3 decembrie", 3],
      ["2026-12-04", "vineri, 4 decembrie", 1],
    ]);
  });

  it("offers each day as a radio and shows the first day's times", () => {
    render(<Picker />);
    const dayRadios = within(days()).getAllByRole("radio");
    expect(dayRadios.map((r) => r.getAttribute("aria-label"))).toEqual([
      "joi, 3 decembrie",
      "vineri, 4 decembrie",
    ]);
    expect(dayRadios[0]).toBeChecked();
    expect(
      within(times("joi, 3 decembrie"))
        .getAllByRole("radio")
        .map((r) => r.getAttribute("aria-label")),
    ).toEqual(["joi, 3 decembrie, 09:00", "joi, 3 decembrie, 10:30", "joi, 3 decembrie, 14:00"]);
  });

  it("shows another day's times when that day is chosen", async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(screen.getByRole("radio", { name: "vineri, 4 decembrie" }));
    expect(within(times("vineri, 4 decembrie")).getAllByRole("radio")).toHaveLength(1);
    expect(screen.getByRole("radio", { name: "vineri, 4 decembrie, 11:00" })).not.toBeChecked();
  });
});

describe("choosing a time", () => {
  it("checks the time by its Romanian name and announces the choice politely", async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const time = screen.getByRole("radio", { name: "joi, 3 decembrie, 10:30" });
    expect(time).toHaveAttribute("name", "slot");
    expect(time).toHaveAttribute("value", SLOTS[1].id);
    await user.click(time);
    expect(time).toBeChecked();
    const live = screen.getByText("Ai ales: joi, 3 decembrie, 10:30.");
    expect(live).toHaveAttribute("aria-live", "polite");
  });

  it("walks days and times with the arrow keys, as native radio groups do", async () => {
    const user = userEvent.setup();
    render(<Picker />);
    // Tab enters the days at the checked one.
    await user.tab();
    expect(screen.getByRole("radio", { name: "joi, 3 decembrie" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    const friday = screen.getByRole("radio", { name: "vineri, 4 decembrie" });
    expect(friday).toHaveFocus();
    expect(friday).toBeChecked();
    expect(screen.getByRole("radio", { name: "vineri, 4 decembrie, 11:00" })).toBeInTheDocument();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("radio", { name: "joi, 3 decembrie" })).toBeChecked();
    // Tab moves on to the times: none is checked yet, so the first takes focus.
    await user.tab();
    expect(screen.getByRole("radio", { name: "joi, 3 decembrie, 09:00" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    const half = screen.getByRole("radio", { name: "joi, 3 decembrie, 10:30" });
    expect(half).toHaveFocus();
    expect(half).toBeChecked();
    expect(screen.getByText("Ai ales: joi, 3 decembrie, 10:30.")).toBeInTheDocument();
  });

  it("makes every time and day a target of at least 44 px (the card the radio covers)", () => {
    const css = fs.readFileSync(
      path.resolve(__dirname, "../../src/booking/Booking.module.css"),
      "utf8",
    );
    // The radio covers its card, and the card is 2.75rem (44 px) high at least.
    expect(css).toMatch(/\.optionInput \{[^}]*inset: 0;[^}]*width: 100%;[^}]*height: 100%;/);
    expect(css).toMatch(/\.optionFace \{[^}]*min-height: 2\.75rem;/);
  });
});

describe("the visitor's own time", () => {
  it("adds nothing when the visitor is on the office's clock", () => {
    render(<Picker />);
    expect(screen.queryByText(/la tine/)).toBeNull();
    expect(screen.queryByText(/fusul tău orar/)).toBeNull();
    expect(screen.getByText("10:30")).toBeInTheDocument();
  });

  it("shows the visitor's time beside the office's and describes each time with it", async () => {
    const user = userEvent.setup();
    render(<Picker visitorZone="America/New_York" />);
    expect(screen.getByText(/fusul tău orar \(America\/New_York\)/)).toBeInTheDocument();
    const time = screen.getByRole("radio", { name: "joi, 3 decembrie, 10:30" });
    expect(time).toHaveAccessibleDescription("03:30 la tine");
    expect(screen.getByText("10:30 ora României")).toBeInTheDocument();
    await user.click(time);
    expect(
      screen.getByText("Ai ales: joi, 3 decembrie, 10:30 (03:30 la tine)."),
    ).toBeInTheDocument();
  });

  it("names the visitor's day when the slot falls on another day there", () => {
    render(<Picker visitorZone="America/Los_Angeles" />);
    // 09:00 in Bucharest is 23:00 the evening before in Los Angeles.
    expect(
      screen.getByRole("radio", { name: "joi, 3 decembrie, 09:00" }),
    ).toHaveAccessibleDescription("23:00 la tine, miercuri, 2 decembrie");
  });

  it("follows the office's summer time and the visitor's on their own dates", () => {
    // 29 March 2027: Bucharest is on summer time (UTC+3), New York too (UTC-4).
    const labels = slotLabels("2027-03-29T07:00:00.000Z", OFFICE, "America/New_York", copy);
    expect(labels).toEqual({
      name: "luni, 29 martie, 10:00",
      office: "10:00 ora României",
      local: "03:00 la tine",
    });
    expect(otherZone(OFFICE, OFFICE)).toBeNull();
    expect(otherZone(OFFICE, null)).toBeNull();
  });
});

describe("the meeting's duration", () => {
  it("is written with the Romanian plural forms", () => {
    const forms = page.booking.duration;
    expect(countOf(1, forms)).toBe("1 minut");
    expect(countOf(15, forms)).toBe("15 minute");
    expect(countOf(30, forms)).toBe("30 de minute");
  });
});

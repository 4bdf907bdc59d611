// The office edits its bookings' calendar in the content editor, in Chromium: a meeting type's
// duration and a day's closing hour are saved as exactly those two changes of data/booking.json,
// and an hour that is not one (25:00) is refused at its field before anything is written.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import booking from "../../data/booking.json";
import { describeBrowser } from "../helpers/jest";
import { savedFile, useLocalEditor } from "../helpers/localEditor";
import { expandItem, openFile, publish, publishAndWait, WAIT_MS } from "../../cms/editorPage";

const FILE = "data/booking.json";

describeBrowser("the bookings' calendar in the content editor", () => {
  const harness = useLocalEditor();
  let page: Page;

  beforeEach(async () => {
    page = await harness.newPage();
  });

  afterEach(async () => {
    await page.close();
  });

  const read = () => fs.readFileSync(path.join(harness.editor.repo, FILE), "utf8");
  /** Long enough for a save that was wrongly let through to have reached the file. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));
  const friday = booking.officeHours.find((hours) => hours.weekday === 5)!;
  const type = booking.meetingTypes[0];

  it("saves a meeting type's duration and a day's closing hour, and refuses an hour that is not one", async () => {
    const before = read();
    await openFile(page, harness.editor.url, "comune", "booking");

    const day = await expandItem(page, `Ziua 5: ${friday.from}–${friday.to}`);
    // Held by its id: the item's summary, which found it, changes with the hour typed.
    const closingId = await day.locator('input[id^="to-field"]').first().getAttribute("id");
    const closing = page.locator(`[id="${closingId}"]`);
    expect(await closing.inputValue()).toBe(friday.to);
    await closing.fill("25:00");
    await publish(page);
    await page.getByText("Ora în formatul HH:MM").first().waitFor({ timeout: WAIT_MS });
    await settle();
    expect(read()).toBe(before);

    await closing.fill("");
    await closing.fill("16:00");
    const meeting = await expandItem(page, type.title);
    const duration = meeting.locator('input[id^="durationMinutes-field"]').first();
    expect(Number(await duration.inputValue())).toBe(type.durationMinutes);
    await duration.fill("45");
    await publishAndWait(page);

    const after = await savedFile(harness.editor, FILE, before);
    const changed = after.split("\n").filter((line, i) => line !== before.split("\n")[i]);
    expect(changed).toEqual([
      expect.stringMatching(/"weekday": 5, "from": "09:00", "to": "16:00"/),
      expect.stringMatching(/^\s+"durationMinutes": 45,$/),
    ]);
  });
});

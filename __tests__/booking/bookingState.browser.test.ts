// The booker's choice in the address, in Chromium against the project's server and its shipped
// calendar: a type, day and time chosen survive a reload; Back after a second day shows the first
// again, on the same page (no new load), and Forward the second; a shared address with a free
// time opens the picker at it; an address whose values are past, unknown or
// malformed opens the picker as a plain visit does, quietly rewritten, with no error; a booking's
// own page reloaded with a day chosen for its move opens that picker again. The page's
// HTML is the same whatever the address holds: the choice is read by the script only.
import type { Locator, Page } from "playwright-core";
import { BOOKING_PAGE_PATH } from "../../contract/booking/api";
import { CHOICE_PARAMS } from "../../src/booking/choiceUrl";
import { settle, waitForHydration, type ProblemLog } from "../../scripts/browser/pages";
import { TYPE, bookConfirmed, slots } from "../helpers/booking";
import { BOOKING_COPY, SPOKEN_SLOT } from "../helpers/bookingPage";
import { eventually } from "../helpers/eventually";
import { describeBrowser, useBrowserPages } from "../helpers/jest";
import { type SlotView } from "../../contract/forms/bookingAnswers";
import { bookingForm } from "../../contract/forms/booking";

const DAYS = 'input[type="radio"][name$="-day"]';
const TIMES = 'input[type="radio"][name="slot"]';
/** The request form below the booking form (BookingSection's REQUEST_FORM_ID). */
const REQUEST_FORM = "#cerere-programare";

describeBrowser("the booker's choice in the address", () => {
  const session = useBrowserPages();
  let origin: string;
  beforeAll(() => {
    origin = session.harness.server.origin;
  });

  /** The booking form once its slots are shown; its code loads as its place nears the viewport. */
  async function pickerOf(page: Page): Promise<Locator> {
    await page.locator(REQUEST_FORM).scrollIntoViewIfNeeded();
    const form = page.getByRole("form", { name: BOOKING_COPY.picker.title });
    await form.getByRole("radio", { name: SPOKEN_SLOT }).first().waitFor();
    return form;
  }

  /** The choice the page's address holds. */
  const inAddress = (page: Page) => {
    const params = new URL(page.url()).searchParams;
    return {
      type: params.get(CHOICE_PARAMS.type),
      day: params.get(CHOICE_PARAMS.day),
      time: params.get(CHOICE_PARAMS.time),
    };
  };

  /** The day the picker shows (by its date) and the time checked (by its name), once settled on
   * `day`. */
  async function shown(form: Locator, day: string) {
    await form.locator(`${DAYS}[value="${day}"]:checked`).waitFor({ state: "attached" });
    const checked = form.locator(`${TIMES}:checked`);
    return (await checked.count()) ? await checked.getAttribute("aria-label") : null;
  }

  const dates = (form: Locator) =>
    form.locator(DAYS).evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value));

  const noProblems = (problems: ProblemLog) => expect(problems.list).toEqual([]);

  test("a day and time chosen are in the address and shown again after a reload", async () => {
    const { page, problems } = await session.open(BOOKING_PAGE_PATH);
    let form = await pickerOf(page);
    const days = await dates(form);
    expect(days.length).toBeGreaterThanOrEqual(3);
    await form.locator(`${DAYS}[value="${days[1]}"]`).check();
    const time = form.getByRole("radio", { name: SPOKEN_SLOT }).last();
    const name = (await time.getAttribute("aria-label"))!;
    await time.check();
    // Written after the paint that shows the choice.
    await eventually(async () =>
      expect(inAddress(page)).toEqual({ type: TYPE.id, day: days[1], time: name.slice(-5) }),
    );

    // Nothing in flight, so a reload aborts no request of the page's (which would read as a
    // failed request, not the page's doing).
    await settle(page);
    await page.reload({ waitUntil: "load" });
    await waitForHydration(page);
    form = await pickerOf(page);
    expect(await shown(form, days[1])).toBe(name);
    await eventually(async () =>
      expect(await form.locator('[aria-live="polite"]').textContent()).toContain(name),
    );
    expect(inAddress(page)).toEqual({ type: TYPE.id, day: days[1], time: name.slice(-5) });
    noProblems(problems);
  });

  test("Back after a second day shows the first day again, on the same page, at the same place", async () => {
    const { page, problems } = await session.open(BOOKING_PAGE_PATH);
    const form = await pickerOf(page);
    const days = await dates(form);
    await form.locator(`${DAYS}[value="${days[1]}"]`).check();
    const first = form.getByRole("radio", { name: SPOKEN_SLOT }).first();
    const firstName = await first.getAttribute("aria-label");
    await first.check();
    await form.locator(`${DAYS}[value="${days[2]}"]`).check();
    await eventually(async () => expect(inAddress(page).day).toBe(days[2]));
    // A mark of this document: Back and Forward must not load the page again.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const place = await page.evaluate(() => window.scrollY);
    expect(place).toBeGreaterThan(0);

    await page.goBack();
    expect(await shown(form, days[1])).toBe(firstName);
    // Still at the picker: a change of the query alone is not a new page to start at the top of.
    expect(await page.evaluate(() => window.scrollY)).toBe(place);
    expect(inAddress(page)).toEqual({ type: TYPE.id, day: days[1], time: firstName!.slice(-5) });
    await page.goBack();
    expect(await shown(form, days[0])).toBeNull();
    expect(new URL(page.url()).search).toBe("");
    await page.goForward();
    expect(await shown(form, days[1])).toBe(firstName);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    noProblems(problems);
  });

  test("a shared address with a free time opens the picker at it", async () => {
    const { slots: offered } = await slots(origin);
    const later = offered.filter((slot) => slot.date !== offered[0].date);
    // A time that is neither the first day's nor the first of its own day.
    const slot: SlotView = later.find((s, i) => i > 0 && s.date === later[i - 1].date) ?? later[0];
    const search = `?tip=${TYPE.id}&zi=${slot.date}&ora=${slot.time}`;
    const { page, problems } = await session.open(`${BOOKING_PAGE_PATH}${search}`);
    const form = await pickerOf(page);
    await form.locator(`${TIMES}[value="${slot.id}"]:checked`).waitFor({ state: "attached" });
    expect(await shown(form, slot.date)).toMatch(new RegExp(`, ${slot.time}$`));
    expect(new URL(page.url()).search).toBe(search);
    noProblems(problems);
  });

  test("an address with past, unknown or malformed values opens as a plain visit does", async () => {
    const { slots: offered } = await slots(origin);
    const firstDay = offered[0].date;
    const secondDay = offered.find((slot) => slot.date !== firstDay)!.date;
    const cases = [
      { search: "?tip=nu-mai-exista&zi=2020-01-06&ora=10:30", day: firstDay, left: "" },
      { search: "?tip=%E0%A4%A&zi=mâine&ora=25:99", day: firstDay, left: "" },
      { search: "?cerere-trimisa=1&zi=2020-01-06", day: firstDay, left: "?cerere-trimisa=1" },
      // A day still offered, at a time it has no slot at.
      {
        search: `?tip=${TYPE.id}&zi=${secondDay}&ora=03:00`,
        day: secondDay,
        left: `?tip=${TYPE.id}&zi=${secondDay}`,
      },
    ];
    for (const { search, day, left } of cases) {
      const { page, problems } = await session.open(`${BOOKING_PAGE_PATH}${search}`);
      const form = await pickerOf(page);
      expect(await shown(form, day)).toBeNull();
      await eventually(() => expect(new URL(page.url()).search).toBe(left));
      expect(await form.getByRole("alert").count()).toBe(0);
      noProblems(problems);
      await page.close();
    }
  });

  test("a booking's page reopened with a chosen day opens its picker of another time at that day", async () => {
    const { slots: offered } = await slots(origin);
    const own = offered[0];
    const other = offered.find((slot) => slot.date !== own.date)!;
    const confirmed = await bookConfirmed(session.harness.server, {
      [bookingForm.fields.slot]: own.id,
      [bookingForm.fields.email]: "mutare.programare@firma-test.ro",
      [bookingForm.fields.phone]: "0744000222",
    });
    const { manageUrl } = (await confirmed.json()) as { manageUrl: string };
    const [pathname, fragment] = manageUrl.split("#");
    const { page, problems } = await session.open(
      `${pathname}?${CHOICE_PARAMS.day}=${other.date}#${fragment}`,
    );
    const picker = page.locator("form").filter({ has: page.locator(DAYS) });
    await picker.locator(`${DAYS}[value="${other.date}"]:checked`).waitFor({ state: "attached" });
    noProblems(problems);
  });

  test("the page's HTML does not depend on the choice in its address", async () => {
    const plain = await (await fetch(`${origin}${BOOKING_PAGE_PATH}`)).text();
    const chosen = await (
      await fetch(`${origin}${BOOKING_PAGE_PATH}?tip=${TYPE.id}&zi=2026-12-03&ora=10:30`)
    ).text();
    expect(chosen).toBe(plain);
  });
});

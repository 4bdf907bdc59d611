// The scripted interactions of the phone measure, played once the page is hydrated, each timed by
// the Event Timing entries it produced. A route without the control gets null ("–"); a control
// that is there but does not respond is an error of the run.
import type { Locator, Page } from "playwright-core";
import { inpFromEntries, INTERACTIONS, type Interaction } from "./phoneFigures";
import { LABELS, pollFor, readRecorded, sleep } from "./phonePage";
import { BOOKING_PATH } from "../contract/booking/api";
import { bookingForm } from "../contract/forms/booking";
import { CAPACITY_ANCHOR } from "../src/capacity/constants";

/** Each step's own bound: a control that does not respond by then is reported, not waited for. */
const STEP_BOUND_MS = 15_000;
/** Event Timing entries reach the observer after the next paint; this leaves room for it. */
const SETTLE_MS = 300;
/** Typed into the form's first field, one key every 100 ms as a quick thumb types. */
export const TYPED = "Ion Popesc";

const byName = (page: Page, names: string[]) =>
  page.locator(names.map((n) => `button[aria-label=${JSON.stringify(n)}]`).join(", ")).first();

/** The control brought to the middle of the screen, clear of the bars at the top and bottom. */
async function centred(target: Locator): Promise<void> {
  await target.evaluate((el) => el.scrollIntoView({ block: "center" }));
}

/** Plays one step and returns its latency, from the entries recorded while it ran. */
export async function timed(page: Page, step: () => Promise<void>): Promise<number> {
  const before = (await readRecorded(page)).events.length;
  await step();
  await sleep(SETTLE_MS);
  await page.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))");
  return inpFromEntries((await readRecorded(page)).events.slice(before));
}

/**
 * Taps the control as a finger does, and nothing more. Playwright's own tap() checks its target
 * from listeners it adds to the page for the tap's events (each one a hit test in the page), so
 * its work ran inside the events being timed, and its first run on a page, the menu step's, also
 * compiled that code there (10 alternating runs on /servicii/factoring: the menu tap 104 ms with
 * it, 72 ms without, medians). The trial tap waits for the control to be visible, stable and
 * enabled beforehand, outside the timed events.
 */
export async function tap(page: Page, target: Locator): Promise<void> {
  await target.tap({ trial: true, timeout: STEP_BOUND_MS });
  const box = await target.boundingBox();
  if (!box) throw new Error("is no longer on the page");
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Waits for a step's result, first checking it once the answer has been painted: each check runs
 * in the page, and checks made while the page answers the tap would delay that answer.
 */
export const until = async (check: () => Promise<boolean>, what: string) => {
  await sleep(SETTLE_MS);
  if (!(await pollFor(async () => ((await check()) ? true : null), STEP_BOUND_MS, 50)))
    throw new Error(what);
};

/**
 * Taps a field and waits until it has the focus, which a touch gives from the tap gesture the
 * browser makes of it, a moment later.
 */
async function tapToFocus(page: Page, field: Locator): Promise<void> {
  await tap(page, field);
  await until(() => field.evaluate((el) => el === document.activeElement), "did not take focus");
}

type Step = (page: Page) => Promise<number | null>;

const menu: Step = async (page) => {
  const button = byName(page, LABELS.openMenu);
  if (!(await button.count())) return null;
  const panel = page.locator("[popover]:popover-open");
  const ms = await timed(page, async () => {
    await tap(page, button);
    await until(async () => (await panel.count()) > 0, "did not open");
  });
  await page.keyboard.press("Escape");
  await until(async () => (await panel.count()) === 0, "Escape did not close it");
  return ms;
};

const faq: Step = async (page) => {
  // The page's own questions (an accordion: <details name>), not the side menu's submenus nor a
  // service page's document checklist (also <details>).
  const summary = page.locator("details[name]:not([popover] details) > summary").first();
  if (!(await summary.count())) return null;
  const details = summary.locator("..");
  await centred(summary);
  const wasOpen = await details.evaluate((el) => (el as HTMLDetailsElement).open);
  return timed(page, async () => {
    await tap(page, summary);
    await until(
      async () => (await details.evaluate((el) => (el as HTMLDetailsElement).open)) !== wasOpen,
      "did not toggle",
    );
  });
};

/** The contact form's first field a visitor can fill (its hidden trap fields left out). */
const firstField = (page: Page) =>
  page
    .locator("#contact-form")
    .locator("input:not([type=hidden]):not([tabindex='-1']):visible, textarea:visible")
    .first();

const formTap: Step = async (page) => {
  const field = firstField(page);
  if (!(await field.count())) return null;
  await centred(field);
  return timed(page, () => tapToFocus(page, field));
};

const formType: Step = async (page) => {
  const field = firstField(page);
  if (!(await field.count())) return null;
  return timed(page, async () => {
    await page.keyboard.type(TYPED, { delay: 100 });
    await until(async () => (await field.inputValue()).endsWith(TYPED), "did not take the text");
  });
};

const simulator: Step = async (page) => {
  const section = page.locator("section#simulator");
  if (!(await section.count())) return null;
  await centred(section);
  // The simulator's code loads when its section comes near; its first input appears then.
  const input = section.getByRole("textbox").first();
  await input.waitFor({ timeout: STEP_BOUND_MS });
  await centred(input);
  const before = await input.inputValue();
  return timed(page, async () => {
    await tapToFocus(page, input);
    // The touch leaves the caret where the finger was, and the emulated phone ignores End.
    await input.evaluate((el: HTMLInputElement) =>
      el.setSelectionRange(el.value.length, el.value.length),
    );
    await page.keyboard.press("Backspace");
    await until(async () => (await input.inputValue()) !== before, "did not change");
  });
};

/** The borrowing-capacity check's income field: a keyup there recomputes the check (one
 * schedule and its DAE), so it is timed like the simulator's. */
const capacity: Step = async (page) => {
  const section = page.locator(`section#${CAPACITY_ANCHOR}`);
  if (!(await section.count())) return null;
  await centred(section);
  // The check's code loads when its section comes near; the income field appears then.
  const input = section.getByRole("textbox").first();
  await input.waitFor({ timeout: STEP_BOUND_MS });
  await centred(input);
  await tapToFocus(page, input);
  await input.evaluate((el: HTMLInputElement) =>
    el.setSelectionRange(el.value.length, el.value.length),
  );
  const before = await input.inputValue();
  return timed(page, async () => {
    await page.keyboard.press("Backspace");
    await until(async () => (await input.inputValue()) !== before, "did not change");
  });
};

/** The booking page's first free time: the picker loads its times when it appears. */
const slot: Step = async (page) => {
  const picker = page.locator(`input[type=radio][name="${bookingForm.fields.slot}"]`);
  if (!(await page.locator(`form[action="${BOOKING_PATH}"]`).count())) return null;
  const time = picker.first();
  await time.waitFor({ state: "attached", timeout: STEP_BOUND_MS });
  const face = time.locator("xpath=..");
  await centred(face);
  return timed(page, async () => {
    await tap(page, face);
    await until(async () => time.isChecked(), "did not take the choice");
  });
};

/** The booking form's name field, typed in as the contact form's first field is. */
const bookType: Step = async (page) => {
  const field = page
    .locator(`form[action="${BOOKING_PATH}"]`)
    .locator(`input[name="${bookingForm.fields.name}"]`)
    .first();
  if (!(await field.count())) return null;
  await centred(field);
  await tapToFocus(page, field);
  return timed(page, async () => {
    await page.keyboard.type(TYPED, { delay: 100 });
    await until(async () => (await field.inputValue()).endsWith(TYPED), "did not take the text");
  });
};

const search: Step = async (page) => {
  const button = byName(page, LABELS.openSearch);
  if (!(await button.count())) return null;
  const ms = await timed(page, async () => {
    await tap(page, button);
    await until(
      async () => (await button.getAttribute("aria-expanded")) === "true",
      "did not open",
    );
  });
  await page.keyboard.press("Escape");
  return ms;
};

const STEPS: Record<Interaction, Step> = {
  menu,
  faq,
  formTap,
  formType,
  simulator,
  capacity,
  slot,
  bookType,
  search,
};

/** Plays every step in order; a failing step is recorded and the next one still runs. */
export async function playInteractions(
  page: Page,
): Promise<{ inpMs: Record<Interaction, number | null>; errors: string[] }> {
  const inpMs = {} as Record<Interaction, number | null>;
  const errors: string[] = [];
  for (const name of INTERACTIONS) {
    try {
      inpMs[name] = await STEPS[name](page);
    } catch (err) {
      inpMs[name] = null;
      errors.push(`${name}: ${(err as Error).message.split("\n")[0]}`);
    }
  }
  return { inpMs, errors };
}

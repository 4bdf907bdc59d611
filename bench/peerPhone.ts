// The phone measure on a peer site (bench/peers.ts): the same phone, loads and checks as on this
// site (phone.ts), with what applies to a page that is not this site's. The peer's "ready" moment,
// which this site marks with `html[data-hydrated]`, is its load event: AstroWind wires its menu
// then, and Gatsby has run its scripts. Its menu is found by the peer's selector and is open when
// the peer's `openWhen` selector matches; the only interaction played is the menu tap.
import type { Browser, Page } from "playwright-core";
import type { PeerMenu } from "./peers";
import { INTERACTIONS, type Interaction, type PhoneRun } from "./phoneFigures";
import { tap, timed, until } from "./phoneInteractions";
import { RECORDER_START, openPhone, pollFor, readRecorded } from "./phonePage";
import {
  KEPT_FROM_Y,
  LOOP_BOUND_MS,
  measureMenu,
  measureScroll,
  type MenuButton,
  type MenuControl,
  type RunBeforeScroll,
} from "./phoneProbe";

/** The recorder's id of the peer's menu (this site's is its popover's id). */
const MENU_ID = "menu";

/**
 * What the page records, in the shape of this site's recorder (phonePage.ts): the Event Timing
 * entries, the taps on the menu button, each opening of the menu with the taps seen until then,
 * and the load event as `hydratedMs`. An opening is a click after which the menu is open and
 * before which it was not, read at the start of the click (capturing, on the document) and at its
 * end (bubbling, on the window), so a menu the page opens later than its click handler is not
 * seen as opened by a tap.
 */
export function peerRecorder(menu: PeerMenu | null): string {
  const menuPart = menu
    ? `
  const button = ${JSON.stringify(menu.button)};
  const open = () => !!document.querySelector(${JSON.stringify(menu.openWhen)});
  let before = false;
  document.addEventListener("click", (e) => {
    if (!(e.target instanceof Element && e.target.closest(button))) return;
    rec.menuClicks.push(e.timeStamp);
    before = open();
  }, true);
  window.addEventListener("click", (e) => {
    if (!(e.target instanceof Element && e.target.closest(button))) return;
    if (open() && !before) rec.opens.push({ id: ${JSON.stringify(MENU_ID)}, ms: performance.now(), clicks: rec.menuClicks.length });
  });`
    : "";
  return `(() => {${RECORDER_START}${menuPart}
  window.addEventListener("load", () => { rec.hydratedMs = performance.now(); });
})();`;
}

/** The peer's menu button's centre, from a load without slowdowns (see locateMenuButton). */
export async function locatePeerMenu(
  browser: Browser,
  url: string,
  menu: PeerMenu,
): Promise<MenuButton | null> {
  const phone = await openPhone(browser, false, peerRecorder(menu));
  try {
    await phone.page.goto(url, { waitUntil: "load", timeout: LOOP_BOUND_MS });
    const box = await phone.page.locator(menu.button).first().boundingBox();
    if (!box || !box.width || !box.height) return null;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2, target: MENU_ID };
  } finally {
    await phone.context.close();
  }
}

/** The peer's menu: open while `openWhen` matches; a second tap on its button closes it. */
function peerMenuControl(menu: PeerMenu, button: MenuButton): MenuControl {
  return {
    isOpen: (page) =>
      page.evaluate(
        `!!document.querySelector(${JSON.stringify(menu.openWhen)})`,
      ) as Promise<boolean>,
    close: (page) => page.touchscreen.tap(button.x, button.y),
    closedBy: "a second tap",
  };
}

/** The menu tap once the page is ready, timed as this site's `menu` step, then closed again. */
async function menuInteraction(page: Page, menu: PeerMenu): Promise<number | null> {
  const button = page.locator(menu.button).first();
  if (!(await button.count())) return null;
  const isOpen = async () =>
    (await page.evaluate(`!!document.querySelector(${JSON.stringify(menu.openWhen)})`)) === true;
  const ms = await timed(page, async () => {
    await tap(page, button);
    await until(isOpen, "did not open");
  });
  await tap(page, button);
  await until(async () => !(await isOpen()), "a second tap did not close it");
  return ms;
}

const noInteractions = () =>
  Object.fromEntries(INTERACTIONS.map((k) => [k, null])) as Record<Interaction, number | null>;

/**
 * One run of one route of a peer: with a menu, a load for the menu taps and the menu interaction;
 * always a load for the early scroll. A page too short to be 1000 px down has no scroll figure.
 */
export async function peerPhoneRun(
  browser: Browser,
  url: string,
  menu: PeerMenu | null,
  button: MenuButton | null,
): Promise<PhoneRun> {
  const recorder = peerRecorder(menu);
  let run: RunBeforeScroll = {
    fcpMs: null,
    menuTapMs: null,
    menuFromPaintMs: null,
    menuOpenMs: null,
    deadTaps: null,
    inpMs: noInteractions(),
    errors: [],
  };
  if (menu && button) {
    const first = await openPhone(browser, true, recorder);
    try {
      const figures = await measureMenu(first, url, button, peerMenuControl(menu, button));
      const ready = await pollFor(
        async () => (await readRecorded(first.page)).hydratedMs,
        LOOP_BOUND_MS,
        100,
      );
      const errors = [...figures.errors];
      const inpMs = noInteractions();
      if (ready === null)
        errors.push(`interactions: no load event after ${LOOP_BOUND_MS / 1000} s`);
      else {
        try {
          inpMs.menu = await menuInteraction(first.page, menu);
        } catch (err) {
          errors.push(`menu: ${(err as Error).message.split("\n")[0]}`);
        }
      }
      run = { ...figures, inpMs, errors };
    } finally {
      await first.context.close();
    }
  }
  const second = await openPhone(browser, true, recorder);
  try {
    const scroll = await measureScroll(second.page, url);
    // Judged as on this site (kept: still 1000 px down once ready), unless the whole page, laid
    // out by then, cannot be scrolled that far at all.
    const room = (await second.page.evaluate(
      "document.documentElement.scrollHeight - window.innerHeight",
    )) as number;
    const short = scroll.scrollY !== null && room < KEPT_FROM_Y;
    return {
      ...run,
      ...scroll,
      ...(short ? { scrollKept: null } : {}),
      errors: [
        ...run.errors,
        ...scroll.errors.map((e) => e.replace("not hydrated", "no load event")),
      ],
    };
  } finally {
    await second.context.close();
  }
}

// The two early-use checks of the phone measure, each on its own fresh load of the route: the menu
// tapped every 100 ms from its first paint until it opens, and a scroll made right after the first
// paint, read again once the page is hydrated and idle. The scroll's load, which nothing else
// touches, also gives the blocking time of the load.
import type { Browser, CDPSession, Page } from "playwright-core";
import { blockingTime, type PhoneRun } from "./phoneFigures";
import {
  FCP_EXPRESSION,
  LABELS,
  openPhone,
  pollFor,
  readRecorded,
  sleep,
  type Phone,
} from "./phonePage";

/** Every loop of the measure gives up after this long. */
export const LOOP_BOUND_MS = 15_000;
export const TAP_EVERY_MS = 100;
export const SCROLL_PX = 1200;
/** The early scroll counts as kept when the page is still at least this far down. */
export const KEPT_FROM_Y = 1000;
/** Hydration is followed by this wait before the scroll position is read again. */
export const IDLE_AFTER_HYDRATION_MS = 3000;

/** The menu button's centre and its popover's id, else null. */
const MENU_BUTTON = `(() => {
  const names = ${JSON.stringify(LABELS.openMenu)};
  const button = [...document.querySelectorAll("button[popovertarget]")]
    .find((b) => names.includes(b.getAttribute("aria-label")));
  if (!button) return null;
  const r = button.getBoundingClientRect();
  if (!r.width || !r.height) return null;
  return { x: r.x + r.width / 2, y: r.y + r.height / 2, target: button.getAttribute("popovertarget") };
})()`;

export interface MenuButton {
  x: number;
  y: number;
  /** The id under which the page's recorder logs the menu's openings (this site: its popover). */
  target: string;
}

/** How the measure tells the menu is open and closes it again. */
export interface MenuControl {
  isOpen(page: Page): Promise<boolean>;
  close(page: Page): Promise<void>;
  /** What closes it, for the error when it stays open. */
  closedBy: string;
}

/** This site's menu: a popover, open while `:popover-open`, closed by Escape. */
export const popoverMenu = (id: string): MenuControl => ({
  isOpen: (page) =>
    page.evaluate(
      `!!document.getElementById(${JSON.stringify(id)})?.matches(":popover-open")`,
    ) as Promise<boolean>,
  close: (page) => page.keyboard.press("Escape"),
  closedBy: "Escape",
});

/**
 * Where the menu button is on the phone's screen, from a load without slowdowns. Asking the page
 * during the timed load would wait for its busy main thread and start the taps late; the header
 * is laid out by the inline CSS, so the button is at the same place from the first paint on.
 */
export async function locateMenuButton(browser: Browser, url: string): Promise<MenuButton | null> {
  const phone = await openPhone(browser, false);
  try {
    await phone.page.goto(url, { waitUntil: "load", timeout: LOOP_BOUND_MS });
    return (await phone.page.evaluate(MENU_BUTTON)) as MenuButton | null;
  } finally {
    await phone.context.close();
  }
}

/**
 * Listens for the first contentful paint as the renderer reports it to the browser, which does not
 * wait for the page's busy main thread; the check returned says whether it has come.
 */
async function watchFirstPaint(cdp: CDPSession): Promise<() => boolean> {
  await cdp.send("Page.enable");
  await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
  let painted = false;
  cdp.on("Page.lifecycleEvent", (event) => {
    if (event.name === "firstContentfulPaint") painted = true;
  });
  return () => painted;
}

export interface MenuFigures {
  fcpMs: number | null;
  menuTapMs: number | null;
  menuFromPaintMs: number | null;
  menuOpenMs: number | null;
  deadTaps: number | null;
  errors: string[];
}

/** Loads the route and taps the menu button every 100 ms from the first paint until it opens. */
export async function measureMenu(
  { page, cdp }: Phone,
  url: string,
  button: MenuButton,
  menu: MenuControl = popoverMenu(button.target),
): Promise<MenuFigures> {
  const figures: MenuFigures = {
    fcpMs: null,
    menuTapMs: null,
    menuFromPaintMs: null,
    menuOpenMs: null,
    deadTaps: null,
    errors: [],
  };
  const painted = await watchFirstPaint(cdp);
  await page.goto(url, { waitUntil: "commit", timeout: LOOP_BOUND_MS });
  if (!(await pollFor(async () => (painted() ? true : null), LOOP_BOUND_MS, 5))) {
    figures.errors.push("menu: no first paint");
    return figures;
  }
  const end = Date.now() + LOOP_BOUND_MS;
  let opened = false;
  for (let next = Date.now(); Date.now() < end; next += TAP_EVERY_MS) {
    // A tap that took longer than the interval is followed by the next one at once.
    await sleep(Math.max(0, next - Date.now()));
    await page.touchscreen.tap(button.x, button.y);
    if (await menu.isOpen(page)) {
      opened = true;
      break;
    }
  }
  figures.fcpMs = (await page.evaluate(FCP_EXPRESSION)) as number | null;
  const recorded = await readRecorded(page);
  const clicks = recorded.menuClicks;
  // The opening that counts is the latest one: a menu opened and then closed by the app's start
  // was not open for the visitor, and the tap that opened it for good is the one after.
  const open = recorded.opens.filter((o) => o.id === button.target).at(-1);
  if (opened && open && open.clicks > 0) {
    figures.menuTapMs = clicks[open.clicks - 1];
    figures.menuFromPaintMs = figures.fcpMs === null ? null : figures.menuTapMs - figures.fcpMs;
    figures.menuOpenMs = open.ms;
    figures.deadTaps = open.clicks - 1;
    await menu.close(page);
    if (!(await pollFor(async () => ((await menu.isOpen(page)) ? null : true), 5000)))
      figures.errors.push(`menu: ${menu.closedBy} did not close it`);
  } else {
    figures.deadTaps = clicks.length;
    figures.errors.push(
      opened
        ? "menu: open without a recorded tap"
        : `menu: not open after ${LOOP_BOUND_MS / 1000} s`,
    );
  }
  return figures;
}

export interface ScrollFigures {
  scrolledY: number | null;
  scrollY: number | null;
  scrollKept: boolean | null;
  hydratedMs: number | null;
  blockingMs: number | null;
  errors: string[];
}

/** A phone run before its early-scroll load: every figure but those measureScroll gives. */
export type RunBeforeScroll = Omit<PhoneRun, Exclude<keyof ScrollFigures, "errors">>;

/**
 * Loads the route, scrolls 1200 px at the first paint and reads scrollY once hydrated and idle.
 * The long tasks from the first paint until then are the load's blocking time.
 */
export async function measureScroll(page: Page, url: string): Promise<ScrollFigures> {
  const figures: ScrollFigures = {
    scrolledY: null,
    scrollY: null,
    scrollKept: null,
    hydratedMs: null,
    blockingMs: null,
    errors: [],
  };
  await page.goto(url, { waitUntil: "commit", timeout: LOOP_BOUND_MS });
  const painted = await pollFor(
    () => page.evaluate(FCP_EXPRESSION) as Promise<number | null>,
    LOOP_BOUND_MS,
    10,
  );
  if (painted === null) {
    figures.errors.push("scroll: no first paint");
    return figures;
  }
  figures.scrolledY = (await page.evaluate(
    `(() => { window.scrollBy(0, ${SCROLL_PX}); return window.scrollY; })()`,
  )) as number;
  const hydrated = await pollFor(
    async () => (await readRecorded(page)).hydratedMs,
    LOOP_BOUND_MS,
    100,
  );
  if (hydrated === null)
    figures.errors.push(`scroll: not hydrated after ${LOOP_BOUND_MS / 1000} s`);
  figures.hydratedMs = hydrated;
  await sleep(IDLE_AFTER_HYDRATION_MS);
  figures.scrollY = (await page.evaluate("window.scrollY")) as number;
  figures.scrollKept = figures.scrollY >= KEPT_FROM_Y;
  if (hydrated !== null) {
    const { longTasks } = await readRecorded(page);
    figures.blockingMs = blockingTime(longTasks, painted, hydrated + IDLE_AFTER_HYDRATION_MS);
  }
  return figures;
}

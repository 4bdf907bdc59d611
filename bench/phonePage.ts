// The emulated phone of the phone measure and what the bench records inside its pages. The phone
// is Lighthouse's mobile one (viewport, touch, user agent, slow 4G, 4× CPU slowdown; the pixel
// ratio of a common mid-range phone, where Lighthouse 12 uses 1.75), here applied for real
// through the DevTools protocol instead of simulated, with the HTTP cache off.
import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import ui from "../data/ui.json";
import { HYDRATED_ATTRIBUTE } from "../src/constants";
import type { LongTask } from "./phoneFigures";

export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2.625,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 " +
    "(KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36",
  cpuSlowdown: 4,
  /** Lighthouse's slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (1 kbit = 1024 bit). */
  rttMs: 150,
  downKbps: 1.6 * 1024,
  upKbps: 750,
} as const;

/** The menu button's and search button's accessible names, in every language of the site. */
export const LABELS = {
  openMenu: ui.map((u) => u.openMenu),
  openSearch: ui.map((u) => u.openSearch),
};

/** The start of every recorder (this site's and a peer's): the record on `window.__phoneBench`,
 * every Event Timing entry with an interactionId in it, and every long task of the main thread. */
export const RECORDER_START = `
  const rec = { events: [], longTasks: [], menuClicks: [], opens: [], hydratedMs: null };
  window.__phoneBench = rec;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.interactionId) rec.events.push({ interactionId: e.interactionId, duration: e.duration, name: e.name });
    }).observe({ type: "event", durationThreshold: 16, buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) rec.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: "longtask", buffered: true });
  } catch (err) { rec.observerError = String(err); }`;

/**
 * Recorded in the page from its first script on, in plain JavaScript (a string, so no compiler
 * helper leaks into the page): every Event Timing entry with an interactionId, each click on the
 * menu button with its input time, each opening of a popover with the clicks seen until then, and
 * the moment the app marks the document hydrated.
 */
export function pageRecorder(): string {
  return `(() => {
  const menuNames = ${JSON.stringify(LABELS.openMenu)};
${RECORDER_START}
  document.addEventListener("click", (e) => {
    const button = e.target instanceof Element && e.target.closest("button");
    if (button && menuNames.includes(button.getAttribute("aria-label"))) rec.menuClicks.push(e.timeStamp);
  }, true);
  document.addEventListener("beforetoggle", (e) => {
    if (e.newState === "open" && e.target instanceof Element && e.target.hasAttribute("popover"))
      rec.opens.push({ id: e.target.id, ms: performance.now(), clicks: rec.menuClicks.length });
  }, true);
  // The recorder runs before the document has its <html> element: the whole document is watched.
  const attribute = ${JSON.stringify(HYDRATED_ATTRIBUTE)};
  const watch = new MutationObserver(() => {
    if (document.documentElement && document.documentElement.hasAttribute(attribute)) {
      rec.hydratedMs = performance.now();
      watch.disconnect();
    }
  });
  watch.observe(document, { subtree: true, attributes: true, attributeFilter: [attribute] });
})();`;
}

/** What the recorder holds, as read back from the page. */
export interface Recorded {
  events: { interactionId: number; duration: number; name: string }[];
  longTasks: LongTask[];
  menuClicks: number[];
  opens: { id: string; ms: number; clicks: number }[];
  hydratedMs: number | null;
  observerError?: string;
}

export const readRecorded = (page: Page) =>
  page.evaluate("window.__phoneBench") as Promise<Recorded>;

export interface Phone {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

/**
 * A fresh phone (new context: empty storage, a first-time visitor), with the slowdowns applied
 * unless `throttled` is false (for finding where things are, not for timing them). `recorder` is
 * the script run before the page's own: this site's, or a peer's (peerPhone.ts).
 */
export async function openPhone(
  browser: Browser,
  throttled = true,
  recorder: string = pageRecorder(),
): Promise<Phone> {
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    screen: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE.userAgent,
    locale: "ro-RO",
  });
  try {
    await context.addInitScript({ content: recorder });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (!throttled) return { context, page, cdp };
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: PHONE.rttMs,
      downloadThroughput: (PHONE.downKbps * 1024) / 8,
      uploadThroughput: (PHONE.upKbps * 1024) / 8,
    });
    return { context, page, cdp };
  } catch (err) {
    await context.close();
    throw err;
  }
}

/** First contentful paint, ms from navigation start, once the page has painted; else null. */
export const FCP_EXPRESSION =
  "(performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime ?? null";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every `everyMs` until it gives a non-null value or `boundMs` has passed. */
export async function pollFor<T>(
  check: () => Promise<T | null>,
  boundMs: number,
  everyMs = 25,
): Promise<T | null> {
  const end = Date.now() + boundMs;
  while (Date.now() < end) {
    const value = await check();
    if (value !== null) return value;
    await sleep(everyMs);
  }
  return null;
}

// Starts the measure of a real visit's Web Vitals on a sample of page views, at no cost to the
// page's load. Whether this view is measured is drawn here, with Math.random, from the rate of
// data/vitals.json (no identifier is made and nothing is stored in the browser). A view that is
// drawn waits for the load event and an idle moment of the browser, then fetches web-vitals and
// the beacon (src/vitals/beacon.ts) in their own chunk (onDemand.vitals), which never counts in
// the page's first-load JavaScript; a view that is not drawn fetches nothing. A browser driven by
// automation (navigator.webdriver: Lighthouse, the bench's phone measure, the tests) is no real
// visit and is never drawn, so lab runs neither count as visits nor load the measure.
//
// One view is one hard page load: Gatsby's client-side route changes are not views of their own,
// because web-vitals measures the navigation that loaded the document. The route is the one the
// visitor landed on, and what later pages of the same load do (their layout shifts, their
// interactions) counts towards it.
import settings from "../../data/vitals.json";
import { onDemand } from "../onDemand";

/** The longest wait for an idle moment once the page has loaded. */
export const VITALS_IDLE_TIMEOUT_MS = 5_000;

/** Whether this page view is measured: `rate` 0 never, 1 always, 0.5 one in two on average. */
export function isSampled(rate: number, random: () => number): boolean {
  return rate > 0 && random() < rate;
}

/** Draws this view and, when it is drawn, schedules the measure; true when it did. */
export function startVitals(
  rate: number = settings.sampleRate,
  random: () => number = Math.random,
  load: typeof onDemand.vitals = onDemand.vitals,
): boolean {
  if (navigator.webdriver || !isSampled(rate, random)) return false;
  const path = window.location.pathname;
  const measure = () => {
    load().then(
      (watch) => watch(path),
      () => undefined,
    );
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(measure, { timeout: VITALS_IDLE_TIMEOUT_MS });
    else setTimeout(measure, 0);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
  return true;
}

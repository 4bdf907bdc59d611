// The measure of one page view, in its own chunk (started by src/vitals/start.ts). web-vitals
// reports each metric once it is final, reportAllChanges being off: TTFB and FCP once known, LCP
// at the first input, and LCP, INP and CLS when the page is hidden. When the page is first hidden
// (visibilitychange to "hidden": a switch of tab, the phone's screen off, a navigation to another
// site or a reload), one beacon carries what was measured by then to the site's own server.
// web-vitals finishes its metrics in a listener of the same event that runs first (on the window,
// while capturing), so this listener on the document sees them. `pagehide` is not listened to: on
// a navigation away it comes before that visibilitychange, when CLS, INP and LCP are not final.
// Only the first hiding sends, so a view sends one beacon at most; a return to the tab and a page
// restored from the back-forward cache are not measured again. The beacon holds the route, the
// device class and the metrics: no identifier, nothing written to the browser's storage.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import {
  VITALS_PATH,
  deviceClass,
  roundMetric,
  routeOfPath,
  type VitalsBeacon,
} from "../../contract/vitals";
import { sendJsonBeacon } from "../utils/sendJson";

/** The route of the page Gatsby shows at `path`: its 404 page's for an address that is no page. */
function routeOf(path: string): string {
  try {
    return routeOfPath(window.___loader?.loadPageSync?.(path)?.page?.path ?? path);
  } catch {
    return routeOfPath(path);
  }
}

/** The device class of this view (contract/vitals.ts deviceClass). */
function deviceOfView() {
  const coarse = typeof window.matchMedia === "function" && matchMedia("(pointer: coarse)").matches;
  return deviceClass(window.innerWidth, coarse);
}

/** Measures the view whose document was loaded at `path`, and sends it when the page is hidden. */
export function watchVitals(path: string): void {
  const beacon: VitalsBeacon = { route: routeOf(path), device: deviceOfView(), metrics: {} };
  const keep = (metric: Metric) => {
    beacon.metrics[metric.name] = roundMetric(metric.name, metric.value);
  };
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(keep);
  const onHidden = () => {
    if (document.visibilityState !== "hidden") return;
    document.removeEventListener("visibilitychange", onHidden);
    if (Object.keys(beacon.metrics).length > 0) sendJsonBeacon(VITALS_PATH, JSON.stringify(beacon));
  };
  document.addEventListener("visibilitychange", onHidden);
}

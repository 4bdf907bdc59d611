// The measure of one view in jsdom (src/vitals/beacon.ts), web-vitals stood in for: one JSON beacon
// to the site's own server when the page is first hidden, with the metrics reported by then, the
// route and the device class; nothing when nothing was measured; no second beacon; and nothing
// written to cookies or the browser's storage.
import type { Metric } from "web-vitals";
import { VITALS_PATH } from "../../contract/vitals";
import { watchVitals } from "../../src/vitals/beacon";

type Report = (metric: Metric) => void;
const reporters: Record<string, Report[]> = {};
jest.mock("web-vitals", () => {
  const on = (name: string) => (report: Report) => {
    (reporters[name] ??= []).push(report);
  };
  return {
    onLCP: on("LCP"),
    onINP: on("INP"),
    onCLS: on("CLS"),
    onFCP: on("FCP"),
    onTTFB: on("TTFB"),
  };
});

/** What web-vitals hands its callback once a metric is final. */
function report(name: Metric["name"], value: number) {
  for (const r of reporters[name] ?? []) r({ name, value } as Metric);
}

const beacon = jest.fn<boolean, [string, Blob]>();
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
let visibility: DocumentVisibilityState = "visible";

function hide() {
  visibility = "hidden";
  document.dispatchEvent(new Event("visibilitychange"));
}
function show() {
  visibility = "visible";
  document.dispatchEvent(new Event("visibilitychange"));
}

/** jsdom's Blob has no text(); FileReader reads it as a browser would. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

async function sent(index = 0) {
  const [url, blob] = beacon.mock.calls[index];
  return { url, type: blob.type, body: JSON.parse(await blobText(blob)) as unknown };
}

function viewport(width: number, coarse: boolean) {
  Object.defineProperty(window, "innerWidth", { value: width, configurable: true });
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: (query: string) => ({ matches: query === "(pointer: coarse)" && coarse, media: query }),
  });
}

beforeEach(() => {
  for (const name of Object.keys(reporters)) delete reporters[name];
  visibility = "visible";
  jest.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  beacon.mockReset().mockReturnValue(true);
  fetchMock.mockReset().mockResolvedValue({ status: 204 } as Response);
  Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
  global.fetch = fetchMock as unknown as typeof fetch;
  viewport(390, true);
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  // Each test's listener stays on the document: hide it for good so it sends no more.
  hide();
  jest.restoreAllMocks();
  delete window.___loader;
});

it("sends one JSON beacon when the page is hidden, with the metrics final by then", async () => {
  watchVitals("/servicii/leasing");
  report("TTFB", 120.4);
  report("FCP", 810.6);
  report("LCP", 1499.6);
  expect(beacon).not.toHaveBeenCalled();
  // web-vitals reports INP and CLS in its own listener of the same event, which runs first.
  visibility = "hidden";
  report("INP", 88);
  report("CLS", 0.012345);
  document.dispatchEvent(new Event("visibilitychange"));
  expect(beacon).toHaveBeenCalledTimes(1);
  expect(await sent()).toEqual({
    url: VITALS_PATH,
    type: "application/json",
    body: {
      route: "/servicii/leasing",
      device: "mobile",
      metrics: { TTFB: 120, FCP: 811, LCP: 1500, INP: 88, CLS: 0.0123 },
    },
  });
  expect(fetchMock).not.toHaveBeenCalled();
});

it("sends once per view: a return to the tab and a second hiding send nothing more", async () => {
  watchVitals("/");
  report("FCP", 500);
  hide();
  show();
  report("CLS", 0.3);
  hide();
  expect(beacon).toHaveBeenCalledTimes(1);
  expect(await sent()).toMatchObject({ body: { metrics: { FCP: 500 } } });
});

it("sends nothing while the page stays visible, and nothing when nothing was measured", () => {
  watchVitals("/");
  report("LCP", 900);
  show();
  expect(beacon).not.toHaveBeenCalled();
  hide();
  expect(beacon).toHaveBeenCalledTimes(1);
  beacon.mockClear();
  watchVitals("/contact");
  hide();
  expect(beacon).not.toHaveBeenCalled();
});

it("names the device class from the viewport and the pointer", async () => {
  viewport(1024, true);
  watchVitals("/");
  report("FCP", 1);
  hide();
  expect(await sent()).toMatchObject({ body: { device: "tablet" } });
  beacon.mockClear();
  viewport(1440, false);
  watchVitals("/");
  report("FCP", 1);
  hide();
  expect(await sent()).toMatchObject({ body: { device: "desktop" } });
});

it("counts an address that is no page under the 404 page, as Gatsby's loader shows it", async () => {
  window.___loader = {
    loadPageSync: (path) => ({ page: { path: path === "/nu-exista" ? "/404.html" : path } }),
  };
  watchVitals("/nu-exista");
  report("FCP", 1);
  hide();
  expect(await sent()).toMatchObject({ body: { route: "/404" } });
  beacon.mockClear();
  watchVitals("/servicii/leasing/");
  report("FCP", 1);
  hide();
  expect(await sent()).toMatchObject({ body: { route: "/servicii/leasing" } });
});

it("falls back to fetch with keepalive when the beacon is refused, without credentials", async () => {
  beacon.mockReturnValue(false);
  watchVitals("/");
  report("LCP", 700);
  hide();
  expect(fetchMock).toHaveBeenCalledWith(VITALS_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ route: "/", device: "mobile", metrics: { LCP: 700 } }),
    keepalive: true,
    credentials: "omit",
  });
});

it("writes no cookie and nothing to the browser's storage", () => {
  const setItem = jest.spyOn(Storage.prototype, "setItem");
  watchVitals("/");
  report("LCP", 700);
  hide();
  expect(setItem).not.toHaveBeenCalled();
  expect([localStorage.length, sessionStorage.length, document.cookie]).toEqual([0, 0, ""]);
});

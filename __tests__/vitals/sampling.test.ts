// The draw of a page view in jsdom (src/vitals/start.ts): a rate of 0 never measures, 1 always
// does, the draw follows the random number it is given, and a browser driven by automation is
// never drawn; a view not drawn loads nothing, and a view drawn loads the measure only once the
// page has loaded and the browser is idle.
import fc from "fast-check";
import { VITALS_IDLE_TIMEOUT_MS, isSampled, startVitals } from "../../src/vitals/start";
import shipped from "../../data/vitals.json";
import { propertyRuns } from "../helpers/propertyRuns";

type Watch = (path: string) => void;

const loader = () => {
  const watch = jest.fn<void, [string]>();
  const load = jest.fn(() => Promise.resolve(watch as Watch));
  return { watch, load };
};

/** Runs the page's pending timers and the promises they settle. */
async function settle() {
  jest.runAllTimers();
  await Promise.resolve();
  await Promise.resolve();
}

let readyState: DocumentReadyState = "complete";

beforeEach(() => {
  jest.useFakeTimers();
  readyState = "complete";
  jest.spyOn(document, "readyState", "get").mockImplementation(() => readyState);
  window.history.pushState({}, "", "/servicii/leasing?utm_source=x#formular");
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  window.history.pushState({}, "", "/");
});

describe("the draw", () => {
  it("never measures at rate 0 and always at rate 1, whatever the random number", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        expect(isSampled(0, () => r)).toBe(false);
        expect(isSampled(1, () => r)).toBe(true);
      }),
      propertyRuns(500),
    );
  });

  it("measures a view when its random number falls below the rate", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (rate, r) => expect(isSampled(rate, () => r)).toBe(r < rate),
      ),
      propertyRuns(500),
    );
  });

  it("draws with the shipped rate, a share from 0 to 1", () => {
    expect(shipped.sampleRate).toBeGreaterThanOrEqual(0);
    expect(shipped.sampleRate).toBeLessThanOrEqual(1);
  });
});

describe("a view not drawn", () => {
  it("loads nothing and sends nothing at rate 0", async () => {
    const { watch, load } = loader();
    const random = jest.fn(() => 0);
    expect(startVitals(0, random, load)).toBe(false);
    await settle();
    window.dispatchEvent(new Event("load"));
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(watch).not.toHaveBeenCalled();
  });

  it("loads nothing in a browser driven by automation, even at rate 1", async () => {
    // jsdom has no navigator.webdriver; a driven Chromium says true.
    Object.defineProperty(navigator, "webdriver", { value: true, configurable: true });
    try {
      const { load } = loader();
      expect(startVitals(1, () => 0, load)).toBe(false);
      await settle();
      expect(load).not.toHaveBeenCalled();
    } finally {
      delete (navigator as { webdriver?: boolean }).webdriver;
    }
  });
});

describe("a view drawn", () => {
  it("loads the measure in a task after the page's load, for the path it landed on", async () => {
    const { watch, load } = loader();
    expect(startVitals(1, () => 0.999, load)).toBe(true);
    expect(load).not.toHaveBeenCalled();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(watch).toHaveBeenCalledWith("/servicii/leasing");
  });

  it("waits for the load event when the page is still loading", async () => {
    readyState = "loading";
    const { load } = loader();
    startVitals(1, Math.random, load);
    await settle();
    expect(load).not.toHaveBeenCalled();
    readyState = "complete";
    window.dispatchEvent(new Event("load"));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("waits for an idle moment where the browser offers one, at most VITALS_IDLE_TIMEOUT_MS", async () => {
    const idle = jest.fn<number, [IdleRequestCallback, IdleRequestOptions?]>(() => 1);
    Object.defineProperty(window, "requestIdleCallback", { value: idle, configurable: true });
    const { load } = loader();
    startVitals(1, Math.random, load);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: VITALS_IDLE_TIMEOUT_MS });
    idle.mock.calls[0][0]({ didTimeout: false, timeRemaining: () => 10 });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps the path of the load, not of a later client-side route change", async () => {
    const { watch, load } = loader();
    startVitals(1, Math.random, load);
    window.history.pushState({}, "", "/contact");
    await settle();
    expect(watch).toHaveBeenCalledWith("/servicii/leasing");
  });

  it("says nothing when the chunk cannot be fetched", async () => {
    const errors = jest.spyOn(console, "error");
    const load = jest.fn(() => Promise.reject(new Error("ChunkLoadError")));
    startVitals(1, Math.random, load);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
  });
});

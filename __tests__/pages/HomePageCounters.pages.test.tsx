// The home page's counters on a first visit: they count when seen, and are remembered only with
// functional consent.
import { act, screen } from "@testing-library/react";
import { grantConsent } from "../helpers/consent";
import { counterValue } from "../helpers/counters";
import { counterLabels, renderHome } from "./homePage";

beforeEach(() => window.localStorage.setItem("hasCountedBefore", "true"));
afterEach(() => window.localStorage.clear());

describe("HomePage counters on a first visit", () => {
  /** Renders the page with a controllable clock and viewport, and runs the count to the end. */
  function countOnce() {
    const callbacks: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = jest.fn(
      (cb) => {
        callbacks.push(cb);
        return { observe: jest.fn(), disconnect: jest.fn() };
      },
    );
    let now = 0;
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(performance, "now").mockImplementation(() => now);
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => frames.push(cb));
    renderHome();
    const first = () => counterValue(screen, counterLabels[0]).replace(/\D/g, "");
    expect(first()).toBe("0");
    act(() => callbacks.forEach((cb) => cb([{ isIntersecting: true }])));
    const step = (t: number) =>
      act(() => {
        now = t;
        frames.splice(0).forEach((f) => f(t));
      });
    step(0);
    step(1000);
    expect(Number(first())).toBeGreaterThan(0);
    expect(Number(first())).toBeLessThan(15);
    expect(window.localStorage.getItem("hasCountedBefore")).toBeNull();
    step(2000);
    expect(first()).toBe("15");
  }

  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    jest.restoreAllMocks();
  });

  it("count from 0 when scrolled into view, then store hasCountedBefore with functional consent", () => {
    grantConsent({ functional: true });
    countOnce();
    expect(window.localStorage.getItem("hasCountedBefore")).toBe("true");
  });

  it("count every visit, storing nothing, without functional consent", () => {
    grantConsent({ marketing: true });
    countOnce();
    expect(window.localStorage.getItem("hasCountedBefore")).toBeNull();
  });
});

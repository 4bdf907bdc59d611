import { scrollAfterRouteUpdate } from "../src/routeScroll";
import { HASH_SCROLL_DELAY_MS } from "../src/constants";

describe("scrolling after a route change", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.scrollTo = jest.fn();
  });
  afterEach(() => jest.useRealTimers());

  it("goes to the top of the page when there is no hash", () => {
    scrollAfterRouteUpdate({ hash: "" });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("scrolls smoothly to the hash target after the delay, not before", () => {
    document.body.innerHTML = '<form id="contact-form"></form>';
    const target = document.getElementById("contact-form")!;
    target.scrollIntoView = jest.fn();
    scrollAfterRouteUpdate({ hash: "#contact-form" });
    jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1);
    expect(target.scrollIntoView).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth" });
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});

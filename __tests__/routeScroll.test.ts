import { HASH_TARGET_EVENT, scrollAfterRouteUpdate } from "../src/routeScroll";
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

  it("announces the hash target before scrolling, so a closed FAQ item can open first", () => {
    document.body.innerHTML = '<h3 id="intrebare-3"></h3>';
    const target = document.getElementById("intrebare-3")!;
    target.scrollIntoView = jest.fn();
    const heard: string[] = [];
    const listener = (event: Event) => {
      heard.push((event as CustomEvent<string>).detail);
      expect(target.scrollIntoView).not.toHaveBeenCalled();
    };
    window.addEventListener(HASH_TARGET_EVENT, listener);
    scrollAfterRouteUpdate({ hash: "#intrebare-3" });
    window.removeEventListener(HASH_TARGET_EVENT, listener);
    expect(heard).toEqual(["intrebare-3"]);
    jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(target.scrollIntoView).toHaveBeenCalled();
  });
});

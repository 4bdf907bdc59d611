import { revealTarget, scrollAfterRouteUpdate } from "../../src/routeScroll";
import { HASH_SCROLL_DELAY_MS } from "../../src/constants";

const FROM = { pathname: "/servicii", search: "" };

/** Puts `id`'s element at `top` px from the top of an 800 px viewport. */
function placeAt(element: HTMLElement, top: number) {
  element.getBoundingClientRect = () => ({ top, bottom: top + 40 }) as DOMRect;
}

describe("scrolling after a route change", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.scrollTo = jest.fn();
    window.innerHeight = 800;
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = "";
  });

  it("a navigation inside the site starts at the top of the next page", () => {
    scrollAfterRouteUpdate({ hash: "", pathname: "/contact", search: "" }, FROM);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("a change of the query alone (Back to the booking's previous day) keeps the place", () => {
    scrollAfterRouteUpdate(
      { hash: "", pathname: "/programare", search: "?zi=2026-12-03" },
      { pathname: "/programare", search: "?zi=2026-12-04" },
    );
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("a link to the page being read starts it at the top again", () => {
    scrollAfterRouteUpdate({ hash: "", pathname: "/servicii", search: "" }, FROM);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("the first render never moves the page: a reader who scrolled early stays where they are", () => {
    scrollAfterRouteUpdate({ hash: "", pathname: "/servicii", search: "" }, null);
    jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS * 10);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("after a navigation, scrolls smoothly to the hash target after the delay, not before", () => {
    document.body.innerHTML = '<form id="contact-form"></form>';
    const target = document.getElementById("contact-form")!;
    target.scrollIntoView = jest.fn();
    scrollAfterRouteUpdate({ hash: "#contact-form", pathname: "/servicii", search: "" }, FROM);
    jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1);
    expect(target.scrollIntoView).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth" });
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("on the first render, aligns the hash target after the delay while it is on screen", () => {
    document.body.innerHTML = '<h2 id="valori"></h2>';
    const target = document.getElementById("valori")!;
    target.scrollIntoView = jest.fn();
    placeAt(target, 12);
    scrollAfterRouteUpdate({ hash: "#valori", pathname: "/servicii", search: "" }, null);
    jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth" });
  });

  it("on the first render, leaves the page alone once the reader has scrolled away from the target", () => {
    document.body.innerHTML = '<h2 id="valori"></h2>';
    const target = document.getElementById("valori")!;
    target.scrollIntoView = jest.fn();
    placeAt(target, -1500);
    scrollAfterRouteUpdate({ hash: "#valori", pathname: "/servicii", search: "" }, null);
    jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS * 10);
    expect(target.scrollIntoView).not.toHaveBeenCalled();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("opens the FAQ item a hash names before scrolling to it", () => {
    document.body.innerHTML = `
      <details name="faq" open><summary><h3 id="intrebare-1">1</h3></summary><p>A</p></details>
      <details name="faq"><summary><h3 id="intrebare-3">3</h3></summary><p>B</p></details>`;
    const target = document.getElementById("intrebare-3")!;
    const opened: boolean[] = [];
    target.scrollIntoView = jest.fn(() => opened.push(target.closest("details")!.open));
    scrollAfterRouteUpdate({ hash: "#intrebare-3", pathname: "/servicii", search: "" }, FROM);
    jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(opened).toEqual([true]);
  });
});

describe("revealTarget", () => {
  it("opens every closed <details> around the element, inner and outer", () => {
    document.body.innerHTML = `
      <details id="outer"><summary>o</summary>
        <details id="inner"><summary>i</summary><p id="deep">text</p></details>
      </details>
      <details id="other"><summary>x</summary></details>`;
    revealTarget(document.getElementById("deep")!);
    const open = (id: string) => (document.getElementById(id) as HTMLDetailsElement).open;
    expect([open("outer"), open("inner"), open("other")]).toEqual([true, true, false]);
  });
});

import { HASH_SCROLL_DELAY_MS } from "./constants";

/** The element id a URL hash names (`#intrebare-3` → `intrebare-3`), or null without one. */
export function hashTargetId(hash: string): string | null {
  if (!hash || hash === "#") return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Opens every closed `<details>` the element sits in, or heads (an FAQ question's heading is inside
 * its item's `<summary>`), so the target is shown. Items of a named group close the others
 * themselves.
 */
export function revealTarget(element: Element): void {
  for (let details = element.closest("details"); details;) {
    details.open = true;
    details = details.parentElement?.closest("details") ?? null;
  }
}

function inViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight;
}

function scrollToTarget(id: string): void {
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  document.getElementById(id)?.scrollIntoView({ behavior: reduced ? "auto" : "smooth" });
}

/**
 * After a route change. A navigation inside the site starts at the top of the next page (a change
 * of the query alone keeps the place), or, with a hash, opens its target and scrolls smoothly to it
 * after a short delay (so the page has rendered).
 *
 * The first render (no previous location) never moves the page away from the reader: the browser
 * has shown the page, and placed a hash target, long before the app starts, and a reader may have
 * scrolled on since. Its hash target is opened, and aligned after the delay only while it is still
 * on screen, i.e. while the reader is still where the address sent them.
 */
export function scrollAfterRouteUpdate(
  location: { hash: string; pathname: string; search: string },
  previous: { pathname: string; search: string } | null | undefined,
): void {
  const id = hashTargetId(location.hash);
  const target = id ? document.getElementById(id) : null;
  const firstRender = !previous;
  if (!id) {
    // The same page with another query (the booking's chosen day, by Back or Forward) is not a
    // new page: the reader stays where they are, as the browser keeps them.
    const queryOnly =
      previous?.pathname === location.pathname && previous.search !== location.search;
    if (!firstRender && !queryOnly) window.scrollTo(0, 0);
    return;
  }
  if (firstRender && !(target && inViewport(target))) {
    if (target) revealTarget(target);
    return;
  }
  if (target) revealTarget(target);
  window.setTimeout(() => scrollToTarget(id), HASH_SCROLL_DELAY_MS);
}

/**
 * A hash changed without a route update (a plain in-page `<a href="#…">`): the browser scrolls to
 * it, and its target opens if it is a closed FAQ item or inside one.
 */
export function revealOnHashChange(): void {
  window.addEventListener("hashchange", () => {
    const id = hashTargetId(window.location.hash);
    const target = id ? document.getElementById(id) : null;
    if (target) revealTarget(target);
  });
}

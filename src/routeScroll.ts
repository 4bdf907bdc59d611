import { HASH_SCROLL_DELAY_MS } from "./constants";

/**
 * Sent on window with the hash target's id (`detail`) at every route change that carries a hash,
 * before the scroll: a collapsed element (an accordion item) can open itself first. Navigation
 * within a page goes through history.pushState, which fires no `hashchange`.
 */
export const HASH_TARGET_EVENT = "site:hash-target";

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
 * After a route change: a URL hash scrolls smoothly to its element after a short delay (so the
 * page has rendered); otherwise the page starts at the top.
 */
export function scrollAfterRouteUpdate(location: { hash: string }): void {
  const id = hashTargetId(location.hash);
  if (!id) {
    window.scrollTo(0, 0);
    return;
  }
  window.dispatchEvent(new CustomEvent<string>(HASH_TARGET_EVENT, { detail: id }));
  window.setTimeout(() => {
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    document.getElementById(id)?.scrollIntoView({ behavior: reduced ? "auto" : "smooth" });
  }, HASH_SCROLL_DELAY_MS);
}

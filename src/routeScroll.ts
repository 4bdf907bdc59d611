import { HASH_SCROLL_DELAY_MS } from "./constants";

/**
 * After a route change: a URL hash scrolls smoothly to its element after a short delay (so the
 * page has rendered); otherwise the page starts at the top.
 */
export function scrollAfterRouteUpdate(location: { hash: string }): void {
  if (!location.hash) {
    window.scrollTo(0, 0);
    return;
  }
  const id = decodeURIComponent(location.hash.slice(1));
  window.setTimeout(() => {
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    document.getElementById(id)?.scrollIntoView({ behavior: reduced ? "auto" : "smooth" });
  }, HASH_SCROLL_DELAY_MS);
}

import { useEffect } from "react";
import { HASH_TARGET_EVENT, hashTargetId } from "../routeScroll";

/**
 * Calls `onTarget` with the id the URL hash names: once after mounting (a page loaded with a hash)
 * and at every later hash navigation (routeScroll's event, or a `hashchange`).
 */
export function useHashTarget(onTarget: (id: string) => void): void {
  useEffect(() => {
    const initial = hashTargetId(window.location.hash);
    if (initial) onTarget(initial);
    const onEvent = (event: Event) => onTarget((event as CustomEvent<string>).detail);
    const onHashChange = () => {
      const id = hashTargetId(window.location.hash);
      if (id) onTarget(id);
    };
    window.addEventListener(HASH_TARGET_EVENT, onEvent);
    window.addEventListener("hashchange", onHashChange);
    return () => {
      window.removeEventListener(HASH_TARGET_EVENT, onEvent);
      window.removeEventListener("hashchange", onHashChange);
    };
  }, [onTarget]);
}

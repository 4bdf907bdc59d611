import { useEffect, useState, type RefObject } from "react";

/**
 * Turns true, once and for good, when the element comes within `rootMargin` of the viewport, so a
 * section can load its code just before the visitor reaches it. Without IntersectionObserver it
 * turns true at once: the content matters more than the saving. Watches only while `enabled`.
 */
export function useNearViewport(
  ref: RefObject<Element>,
  rootMargin: string,
  enabled = true,
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, enabled, near]);
  return near;
}

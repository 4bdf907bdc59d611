import { useEffect, useState, type RefObject } from "react";
import { afterNextPaint } from "../afterPaint";

/** What counts as the visitor's first interaction with a page. */
const FIRST_INTERACTION = ["pointerdown", "keydown", "touchstart", "wheel", "scroll"] as const;

/**
 * Turns true, once and for good, on the visitor's first pointer, key, touch, wheel or scroll
 * anywhere on the page, or when focus enters the element: code the first screen shows but nobody
 * has used yet waits for it. Listens only while `enabled`.
 */
export function useFirstInteraction(ref: RefObject<Element>, enabled: boolean): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || interacted || !element) return;
    // After the paint that answers that interaction: what waits for it is never its answer.
    const onFirstInteraction = () => afterNextPaint(() => setInteracted(true));
    for (const type of FIRST_INTERACTION)
      window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
    element.addEventListener("focusin", onFirstInteraction);
    return () => {
      for (const type of FIRST_INTERACTION)
        window.removeEventListener(type, onFirstInteraction, true);
      element.removeEventListener("focusin", onFirstInteraction);
    };
  }, [ref, enabled, interacted]);
  return interacted;
}

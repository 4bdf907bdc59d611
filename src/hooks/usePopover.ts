import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { keepTabInside } from "./useDialog";

/** Marks a popover open in browsers without the Popover API, where the script shows it. */
const FALLBACK_OPEN = "data-open";

/** Whether this browser opens `popover` elements itself (`popovertarget` on a button). */
export function popoverSupported(): boolean {
  return typeof HTMLElement !== "undefined" && "popover" in HTMLElement.prototype;
}

function isOpen(element: HTMLElement): boolean {
  return popoverSupported()
    ? element.matches(":popover-open")
    : element.hasAttribute(FALLBACK_OPEN);
}

export interface Popover<T extends HTMLElement> {
  ref: RefObject<T>;
  /** Whether it is open, as the element says; undefined until the app has read it. */
  open: boolean | undefined;
  /** For the opener's onClick: only browsers without the Popover API need the script to open it. */
  showIfUnsupported: () => void;
  hide: () => void;
}

/**
 * A native popover (`popover="auto"`, opened by a button's `popovertarget`) as React sees it. The
 * browser opens and closes it from the first paint, with or without JavaScript, and gives it Escape,
 * light dismiss, focus on its `autofocus` control and focus back to the opener; the app only reads
 * that state (a popover the visitor opened before hydration stays open), keeps Tab inside while it
 * is open, and opens it itself in browsers without the API. The object it returns changes only
 * when the state does, so a memoised component given it renders again only then.
 */
export function usePopover<T extends HTMLElement>(): Popover<T> {
  const ref = useRef<T>(null);
  const [open, setOpen] = useState<boolean>();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const sync = () => setOpen(isOpen(element));
    sync();
    element.addEventListener("toggle", sync);
    return () => element.removeEventListener("toggle", sync);
  }, []);

  const hide = useCallback(() => {
    const element = ref.current;
    if (!element || !isOpen(element)) return;
    if (popoverSupported()) {
      element.hidePopover();
      return;
    }
    element.removeAttribute(FALLBACK_OPEN);
    setOpen(false);
  }, []);

  const showIfUnsupported = useCallback(() => {
    const element = ref.current;
    if (!element || popoverSupported()) return;
    element.setAttribute(FALLBACK_OPEN, "");
    setOpen(true);
    element.querySelector<HTMLElement>("[autofocus]")?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !popoverSupported()) hide();
      else keepTabInside(ref.current, event);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, hide]);

  return useMemo(() => ({ ref, open, showIfUnsupported, hide }), [open, showIfUnsupported, hide]);
}

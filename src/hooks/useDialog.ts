import { useEffect, useRef, type RefObject } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea, select, iframe, summary, [tabindex]:not([tabindex="-1"])';

/** Hidden content of a closed `<details>` (its summary stays reachable). */
function inClosedDetails(element: Element): boolean {
  const details = element.closest("details:not([open])");
  return details !== null && element.closest("summary")?.parentElement !== details;
}

/** The elements Tab can reach inside `root`, in document order. */
export function focusablesIn(root: HTMLElement | null): HTMLElement[] {
  return Array.from(root?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter(
    (element) => !element.closest("[hidden]") && !inClosedDetails(element),
  );
}

/** On Tab from the last reachable element (Shift+Tab from the first), wraps to the other end. */
export function keepTabInside(root: HTMLElement | null, event: KeyboardEvent): void {
  if (event.key !== "Tab") return;
  const items = focusablesIn(root);
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Dialog behaviour for the overlays React opens (search, video; the side menu is a native popover,
 * usePopover): while open, Escape closes it, focus moves inside, Tab stays inside, and on close
 * focus returns to the element that opened it. Overlays use it through useModalDialog below.
 */
export function useDialog<T extends HTMLElement>(open: boolean, onClose: () => void): RefObject<T> {
  const ref = useRef<T>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const root = ref.current;
    (
      root?.querySelector<HTMLElement>("[data-autofocus]") ??
      focusablesIn(root)[0] ??
      root
    )?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onCloseRef.current();
      } else keepTabInside(root, event);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      opener?.focus?.();
    };
  }, [open]);

  return ref;
}

/** The props of a modal dialog element: its ref, role and accessible name (useDialog's behaviour). */
export interface DialogProps<T extends HTMLElement> {
  ref: RefObject<T>;
  role: "dialog";
  "aria-modal": true;
  "aria-label": string;
}

/** useDialog plus the dialog element's props, so overlays spread one object instead of restating them. */
export function useModalDialog<T extends HTMLElement>(
  open: boolean,
  onClose: () => void,
  label: string,
): DialogProps<T> {
  const ref = useDialog<T>(open, onClose);
  return { ref, role: "dialog", "aria-modal": true, "aria-label": label };
}

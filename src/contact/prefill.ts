// Puts text into the contact form's message from elsewhere on the page (the simulator's "Trimite
// simularea"), without either side importing the other: a tiny store the form subscribes to.
import { useEffect, useRef } from "react";

/** The id the contact form carries on every page, the target of "#contact-form" links. */
export const CONTACT_FORM_ID = "contact-form";

/** Gives the message its new text, computed from the current one. */
export type MessageUpdate = (current: string) => string;
type Listener = (update: MessageUpdate) => void;

const listeners = new Set<Listener>();
/** An update made before any form listened (the form mounts later); the first form applies it. */
let pending: MessageUpdate | null = null;
/** The last text put in, so sending a new simulation replaces it rather than adding a second. */
let lastPrefill: string | null = null;

/**
 * The message after putting `text` into it: the text alone in an empty message; in place of the
 * previous prefill when the visitor kept it; otherwise after what the visitor wrote.
 */
export function mergeMessage(current: string, text: string, previous: string | null): string {
  if (current.trim() === "") return text;
  if (previous && current.includes(previous)) return current.replace(previous, text);
  return `${current.trimEnd()}\n\n${text}`;
}

/** Fills the contact form's message with `text` (see mergeMessage). */
export function prefillContactMessage(text: string): void {
  const previous = lastPrefill;
  lastPrefill = text;
  const update: MessageUpdate = (current) => mergeMessage(current, text, previous);
  if (listeners.size === 0) pending = update;
  else listeners.forEach((listener) => listener(update));
}

/**
 * Used by the contact form: calls `onPrefill` with each update to apply to its message. The latest
 * `onPrefill` is used, so it may read the form's current state.
 */
export function useContactPrefill(onPrefill: Listener): void {
  const latest = useRef(onPrefill);
  useEffect(() => {
    latest.current = onPrefill;
  });
  useEffect(() => {
    const listener: Listener = (update) => latest.current(update);
    listeners.add(listener);
    if (pending) {
      listener(pending);
      pending = null;
    }
    return () => {
      listeners.delete(listener);
    };
  }, []);
}

/** Scrolls the contact form into view and puts the caret in its message (its only textarea). */
export function showContactForm(): void {
  const form = document.getElementById(CONTACT_FORM_ID);
  if (!form) return;
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  form.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
  form.querySelector("textarea")?.focus({ preventScroll: true });
}

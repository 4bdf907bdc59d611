import { startTransition } from "react";
import type { ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Renders Gatsby's app into its container. A server-rendered page is hydrated inside a transition:
 * React then hydrates in slices of a few milliseconds and lets the browser paint and answer input
 * in between, instead of one long task over the whole page. A click or a key press on a part not
 * hydrated yet makes React finish hydrating first and then replays the event. An empty container
 * (a client-only page) is rendered, as Gatsby does.
 */
export function renderApp(
  element: ReactElement,
  container: Element | Document | DocumentFragment | null,
): void {
  if (!(container instanceof Element))
    throw new Error("Gatsby's root element (#___gatsby) is missing");
  if (container.firstElementChild === null) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}

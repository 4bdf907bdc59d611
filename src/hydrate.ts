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

/**
 * Resolves in a task of its own. Gatsby starts the app (router, page loader, page-data requests)
 * in a continuation of its `onClientEntry`; without a plugin that waits, that continuation runs in
 * the task that evaluated the last script, and the two made one long task of the main thread.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

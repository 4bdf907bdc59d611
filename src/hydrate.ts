import React, { startTransition, useEffect } from "react";
import type { ReactElement, ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { HYDRATED_ATTRIBUTE } from "./constants";

/** The server-rendered container being hydrated, until the app's first commit; null otherwise. */
let hydrating: Element | null = null;

/**
 * While the app hydrates the page the build rendered: the element of that page whose
 * `data-static` attribute is `id` (see ui/Static), else null (not hydrating, or no such element).
 */
export function serverElement(id: string): Element | null {
  if (!hydrating) return null;
  for (const element of hydrating.querySelectorAll("[data-static]")) {
    if (element.getAttribute("data-static") === id) return element;
  }
  return null;
}

/** Whether the app is hydrating server-rendered HTML (its first render in the browser). */
export function isHydrating(): boolean {
  return hydrating !== null;
}

/** Ends the hydration session at the first commit and tells the page (and its tests) the app runs. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    hydrating = null;
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
  return React.createElement(React.Fragment, null, children);
}

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
  const app = React.createElement(Hydrated, null, element);
  if (container.firstElementChild === null) {
    createRoot(container).render(app);
    return;
  }
  hydrating = container;
  startTransition(() => {
    hydrateRoot(container, app);
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

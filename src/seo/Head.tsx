// The document head, written by react-helmet, whose code a first visit does not load: the build
// already wrote the page's head into its HTML, so the browser needs react-helmet only when the app
// shows another page (a client-side navigation), and fetches it then.
import React, { useEffect, useState, useSyncExternalStore } from "react";
import type { HelmetProps } from "react-helmet";
import { isHydrating } from "../hydrate";
import { onDemand } from "../onDemand";

type HelmetComponent = Awaited<ReturnType<typeof onDemand.helmet>>;

/** react-helmet, once provided (the build's renderer, the tests) or fetched; null until then. */
let helmet: HelmetComponent | null = null;
let loading = false;
const listeners = new Set<() => void>();

/** Renders every Head with this react-helmet from the first render, without fetching it. */
export function provideHelmet(component: HelmetComponent): void {
  helmet = component;
}

/**
 * Fetches react-helmet once; every Head then renders it at the same time. All at once, because
 * react-helmet replaces the head's tags with those of the Helmets mounted: one alone would remove
 * the title, metadata and structured data the others stand for. A failed fetch is tried again at
 * the next navigation; until then the head stays as it is.
 */
export function loadHelmet(): void {
  if (helmet || loading) return;
  loading = true;
  onDemand.helmet().then(
    (component) => {
      helmet = component;
      for (const listener of listeners) listener();
    },
    () => {
      loading = false;
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => helmet;

/**
 * Tags for the document head, as react-helmet's `<Helmet>` takes them. On the page the build
 * rendered it renders nothing until a navigation fetches react-helmet (gatsby-browser's
 * onPreRouteUpdate); mounted after the app started, it fetches react-helmet itself.
 */
export function Head(props: HelmetProps) {
  const Helmet = useSyncExternalStore(subscribe, current, current);
  const [mountedByApp] = useState(() => !isHydrating());
  useEffect(() => {
    if (mountedByApp) loadHelmet();
  }, [mountedByApp]);
  return Helmet ? <Helmet {...props} /> : null;
}

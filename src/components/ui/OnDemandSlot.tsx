import React, { useRef } from "react";
import { useNearViewport } from "../../hooks/useNearViewport";
import { useOnDemand } from "../../hooks/useOnDemand";
import { ErrorBoundary, type FailedPart } from "./ErrorBoundary";
import { INTERACTIVE } from "./Static";

interface OnDemandSlotProps<P extends object> {
  /** Its loader in src/onDemand.ts, which resolves to the component. */
  load: () => Promise<React.ComponentType<P>>;
  /** The loaded component's props. */
  props: P;
  /** How far from the viewport it starts loading (an IntersectionObserver root margin). */
  rootMargin: string;
  /** What a failure to load or to render it says is missing. */
  part: FailedPart;
  /** The slot's class: the room it keeps while the code loads. */
  className?: string;
  /** What shows while the code loads. */
  loading: React.ReactNode;
  /** What stands in its place without JavaScript (inside <noscript>). */
  noScript: React.ReactNode;
}

/**
 * A widget of a section whose code loads on demand: nothing but its slot until the slot nears the
 * viewport, then a line while the code loads, then the widget. A load or render that fails shows
 * the part's error message; without JavaScript the slot holds `noScript`.
 */
export function OnDemandSlot<P extends object>({
  load,
  props,
  rootMargin,
  part,
  className,
  loading,
  noScript,
}: OnDemandSlotProps<P>) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, rootMargin);
  return (
    <div ref={slot} className={className} {...INTERACTIVE}>
      {near ? (
        <ErrorBoundary part={part}>
          <Loaded load={load} props={props} loading={loading} />
        </ErrorBoundary>
      ) : (
        <noscript>{noScript}</noscript>
      )}
    </div>
  );
}

function Loaded<P extends object>({
  load,
  props,
  loading,
}: Pick<OnDemandSlotProps<P>, "load" | "props" | "loading">) {
  const Component = useOnDemand(load, true);
  return Component ? <Component {...props} /> : <>{loading}</>;
}

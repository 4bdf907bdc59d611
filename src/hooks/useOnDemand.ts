import { useEffect, useRef, useState } from "react";
import { afterNextPaint } from "../afterPaint";

type Loaded<T> = { value: T } | { error: unknown };

/**
 * What a loader of src/onDemand.ts resolves to, once `wanted` has turned true; null until then.
 * It is React state, not React.lazy: a lazy component needs a Suspense boundary, and a boundary
 * the server rendered that gets an update before it has hydrated is dropped and rendered again on
 * the client (React error 421), so the page keeps no Suspense boundary at all. A load that fails
 * is thrown while rendering, so the nearest error boundary shows its message and reports it, as a
 * lazy component's would. `onLoad` runs just before the render that shows the loaded value.
 *
 * The load starts after the next paint. A tap that wants a chunk (the search, a video, another
 * time for a booking) is answered by that paint; webpack adding the chunk's script and stylesheet
 * to the document, a few milliseconds on a slow phone, would otherwise run in the tap's own
 * processing, since React runs the effects of a render that answers an input before it returns.
 */
export function useOnDemand<T>(
  load: () => Promise<T>,
  wanted: boolean,
  onLoad?: (value: T) => void,
): T | null {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const onLoadRef = useRef(onLoad);
  onLoadRef.current = onLoad;

  useEffect(() => {
    if (!wanted || loaded) return;
    let active = true;
    afterNextPaint(() => {
      if (!active) return;
      load().then(
        (value) => {
          if (!active) return;
          onLoadRef.current?.(value);
          setLoaded({ value });
        },
        (error: unknown) => {
          if (active) setLoaded({ error });
        },
      );
    });
    return () => {
      active = false;
    };
  }, [load, wanted, loaded]);

  if (loaded && "error" in loaded) throw loaded.error;
  return loaded ? loaded.value : null;
}

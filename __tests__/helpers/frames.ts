import { act } from "@testing-library/react";

/**
 * Holds jsdom's animation frames until `paint` runs them (inside act), so a test can act between
 * an input and the paint that answers it: what src/afterPaint.ts puts off waits until then.
 * `release` gives requestAnimationFrame back; call it in a `finally` or an `afterEach`.
 */
export function holdFrames(): { paint: () => void; release: () => void } {
  const frames: FrameRequestCallback[] = [];
  const raf = jest.spyOn(window, "requestAnimationFrame").mockImplementation((frame) => {
    frames.push(frame);
    return frames.length;
  });
  return {
    paint: () => act(() => frames.splice(0).forEach((frame) => frame(0))),
    release: () => raf.mockRestore(),
  };
}

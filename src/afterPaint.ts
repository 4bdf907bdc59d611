/**
 * Runs `task` once the browser has painted the next frame: a task queued from an animation-frame
 * callback runs after that frame's paint. Work an input starts but need not show in its answer
 * (fetching code, a render that waits for it) goes here, so the paint that answers the input (a
 * focus ring, an opened menu, a caret) is not held back by it.
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(task, 0);
  });
}

// Retry an assertion until it passes: waiting for a condition, never for a fixed time.
import { WAIT_MS } from "../../scripts/browser/pages";

const INTERVAL_MS = 50;

/**
 * Runs `assertion` until it stops throwing, or rethrows its last error after `timeout` ms. A slow
 * machine only makes it take longer; it never makes it pass early.
 */
export async function eventually<T>(
  assertion: () => T | Promise<T>,
  timeout: number = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
    }
  }
}

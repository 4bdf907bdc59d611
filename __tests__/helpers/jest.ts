// What every browser test file shares: one browser per file, one server per file, skip without Chromium.
import type { Browser } from "playwright-core";
import { browserTestsEnabled, launchChromium } from "./chromium";
import { startServer, type TestServer } from "./server";

/** `describe` when a Chromium is found (or in CI, where its absence must fail), else `describe.skip`. */
export const describeBrowser: jest.Describe = browserTestsEnabled() ? describe : describe.skip;

export interface Harness {
  browser: Browser;
  server: TestServer;
}

/** Launches the browser and the server in beforeAll and closes both in afterAll. */
export function useHarness(): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    harness.server = await startServer();
    harness.browser = await launchChromium();
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.server?.close();
  });
  return harness;
}

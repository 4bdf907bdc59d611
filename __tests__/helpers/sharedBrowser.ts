// The one Chromium of an e2e run: started by globalSetup, stopped by globalTeardown (both run in
// Jest's parent process, so they share this module); test files find it by its address.
import type { BrowserServer } from "playwright-core";

/** Where globalSetup leaves the shared Chromium's address for the test files. */
export const SHARED_BROWSER_ENV = "E2E_CHROMIUM_WS";

export const sharedBrowser: { server?: BrowserServer } = {};

// Jest globalTeardown of the `e2e` project: stop the shared Chromium, and repeat the skip notice
// where it is seen, at the end.
import { findChromium, skipNotice } from "../../scripts/browser/chromium";
import { sharedBrowser } from "./sharedBrowser";

export default async function teardownBrowser(): Promise<void> {
  await sharedBrowser.server?.close();
  if (!findChromium()) console.log(skipNotice());
}

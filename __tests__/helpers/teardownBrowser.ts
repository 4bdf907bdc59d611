// Jest globalTeardown of the `e2e` project: repeat the skip notice where it is seen, at the end.
import { findChromium, skipNotice } from "../../scripts/browser/chromium";

export default async function teardownBrowser(): Promise<void> {
  if (!findChromium()) console.log(skipNotice());
}

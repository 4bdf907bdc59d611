// Jest globalSetup of the `e2e` project: a fresh build, and a Chromium (required in CI).
import { ensureBuild } from "../../scripts/ensureBuild";
import { chromePath, findChromium, isCI, skipNotice } from "../../scripts/browser/chromium";

export default async function setupBrowser(): Promise<void> {
  if (!findChromium()) {
    if (isCI()) {
      throw new Error(
        `CI=true but there is no Chromium at ${chromePath()}: the browser tests cannot be skipped in CI.`,
      );
    }
    console.log(skipNotice());
    return; // every browser test is skipped, so there is nothing to build for
  }
  ensureBuild();
}

// Jest globalSetup of the `e2e` project: a fresh build, and one Chromium (required in CI) that
// every test file connects to instead of starting its own.
import { ensureBuild } from "../../scripts/ensureBuild";
import {
  chromePath,
  findChromium,
  isCI,
  launchChromiumServer,
  skipNotice,
} from "../../scripts/browser/chromium";
import { SHARED_BROWSER_ENV, sharedBrowser } from "./sharedBrowser";

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
  sharedBrowser.server = await launchChromiumServer();
  // Test files run in workers that inherit this process's environment.
  process.env[SHARED_BROWSER_ENV] = sharedBrowser.server.wsEndpoint();
}

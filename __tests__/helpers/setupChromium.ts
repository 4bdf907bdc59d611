// Jest globalSetup of the `cms` and `develop` projects: a Chromium is needed (and required in CI);
// no site build.
import { chromePath, findChromium, isCI, skipNotice } from "../../scripts/browser/chromium";

export default async function setupEditorTests(): Promise<void> {
  if (findChromium()) return;
  if (isCI()) throw new Error(`CI=true but there is no Chromium at ${chromePath()}`);
  console.log(skipNotice());
}

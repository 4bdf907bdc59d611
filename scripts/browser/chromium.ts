// Finding and launching Debian's Chromium through playwright-core (no downloaded browsers).
import fs from "node:fs";
import { chromium, type Browser, type BrowserServer } from "playwright-core";

export const DEFAULT_CHROME_PATH = "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const isCI = (): boolean => /^(1|true|yes)$/i.test(process.env.CI ?? "");

/** The configured Chromium binary (CHROME_PATH or /usr/bin/chromium). */
export const chromePath = (): string => process.env.CHROME_PATH || DEFAULT_CHROME_PATH;

/** The Chromium binary when it exists and is executable, else null. */
export function findChromium(): string | null {
  const candidate = chromePath();
  try {
    fs.accessSync(candidate, fs.constants.X_OK);
    return fs.statSync(candidate).isFile() ? candidate : null;
  } catch {
    return null;
  }
}

/**
 * Browser tests run when a Chromium is found. In CI they always run, so a missing browser fails
 * the launch (and globalSetup) instead of being skipped quietly.
 */
export const browserTestsEnabled = (): boolean => findChromium() !== null || isCI();

export function skipNotice(): string {
  return [
    "",
    "================================================================================",
    ` BROWSER TESTS SKIPPED: no Chromium at ${chromePath()}.`,
    " Install it with `apt-get install chromium` or point CHROME_PATH at one.",
    " (The build-output tests, *.build.test.ts, need no browser and are not skipped.)",
    "================================================================================",
    "",
  ].join("\n");
}

/** `extraArgs`: more switches, e.g. a host resolver rule for a test host name. */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error(`No Chromium at ${chromePath()} (CI=${process.env.CI ?? ""}): ${skipNotice()}`);
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/** One Chromium that several test files connect to (`connectChromium`), launched with the same
 * switches; its address is what they need. */
export async function launchChromiumServer(): Promise<BrowserServer> {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error(`No Chromium at ${chromePath()} (CI=${process.env.CI ?? ""}): ${skipNotice()}`);
  }
  return chromium.launchServer({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

/** A connection to the Chromium of `launchChromiumServer`; closing it leaves that Chromium running. */
export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

// Contexts and pages of the site in Chromium, as a visitor gets them (nothing leaves the loopback
// server), and what would be an error for that visitor: for the browser tests and the screenshots.
import type { Browser, BrowserContext, BrowserContextOptions, Page, Route } from "playwright-core";
import { ACCEPT_ALL, type ConsentChoice } from "../../src/consent/consent";
import { CONSENT_KEY, CONSENT_VERSION, HYDRATED_ATTRIBUTE } from "../../src/constants";

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 740 };

/** Generous, because a loaded 2-core machine is slow; tests wait for conditions, never for time. */
export const WAIT_MS = 20_000;

/** Host of the embedded player (the one frame-src the server's CSP allows). */
const VIDEO_HOST = "www.youtube-nocookie.com";

/** A stand-in for the embedded player, so opening the video modal never reaches the network. */
const VIDEO_STUB =
  '<!doctype html><html lang="en"><head><title>Video</title></head><body><main><p>Video</p></main></body></html>';

export interface E2eContext {
  context: BrowserContext;
  /** Third-party URLs that were requested and stopped. */
  blocked: string[];
}

/**
 * A context whose third-party requests never reach the network: the video player gets a stub page,
 * everything else is aborted and recorded in `blocked`.
 */
export async function openContext(
  browser: Browser,
  origin: string,
  options: BrowserContextOptions & {
    /**
     * The cookie choice this visitor already made (stored as the site stores it), so the consent
     * banner does not cover the page and optional features work; null = a first-time visitor.
     */
    consent?: ConsentChoice | null;
  } = {},
): Promise<E2eContext> {
  const { consent = ACCEPT_ALL, ...contextOptions } = options;
  const context = await browser.newContext({
    viewport: DESKTOP,
    locale: "ro-RO",
    ...contextOptions,
  });
  context.setDefaultTimeout(WAIT_MS);
  if (consent) {
    await context.addInitScript(
      ([key, value]) => {
        try {
          if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
        } catch {
          // Frames without storage (about:blank, the video stub) need no choice.
        }
      },
      [CONSENT_KEY, JSON.stringify({ version: CONSENT_VERSION, ...consent })] as const,
    );
  }
  const blocked: string[] = [];
  await context.route(
    (url) => url.origin !== origin,
    (route: Route) => {
      const url = new URL(route.request().url());
      if (url.protocol === "data:" || url.protocol === "blob:") return route.continue();
      blocked.push(url.href);
      if (url.hostname === VIDEO_HOST) {
        return route.fulfill({ status: 200, contentType: "text/html", body: VIDEO_STUB });
      }
      return route.abort("blockedbyclient");
    },
  );
  return { context, blocked };
}

export interface ProblemLog {
  /** Console errors, uncaught exceptions, failed or 4xx/5xx same-origin requests. */
  readonly list: string[];
  clear(): void;
}

/** Records everything that would be an error for a visitor; third-party requests we stopped are not. */
export function trackProblems(page: Page, origin: string): ProblemLog {
  const list: string[] = [];
  const sameOrigin = (url: string) => url.startsWith(`${origin}/`) || url === origin;
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const where = message.location().url ?? "";
    // Chromium reports a stopped third-party request as "Failed to load resource"; we stopped it.
    if (message.text().startsWith("Failed to load resource") && where && !sameOrigin(where)) return;
    list.push(`console error on ${page.url()}: ${message.text()} (${where})`);
  });
  page.on("pageerror", (error) => list.push(`uncaught on ${page.url()}: ${error.message}`));
  page.on("requestfailed", (request) => {
    if (!sameOrigin(request.url())) return;
    list.push(
      `request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`,
    );
  });
  page.on("response", (response) => {
    if (sameOrigin(response.url()) && response.status() >= 400) {
      list.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
  return {
    list,
    clear: () => {
      list.length = 0;
    },
  };
}

/**
 * Resolves once React has hydrated the page and run its effects (the app marks <html> with
 * HYDRATED_ATTRIBUTE at its first commit), then two animation frames pass.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector(`html[${HYDRATED_ATTRIBUTE}]`, {
    state: "attached",
    timeout: WAIT_MS,
  });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** Opens a route, waits for the load event and hydration; returns the HTTP status. */
export async function visit(page: Page, origin: string, route: string): Promise<number> {
  const response = await page.goto(`${origin}${route}`, { waitUntil: "load" });
  await waitForHydration(page);
  return response?.status() ?? 0;
}

/** Waits until no request has been in flight for a moment (Gatsby prefetches page data). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle", { timeout: WAIT_MS }).catch(() => undefined);
}

export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y, { timeout: WAIT_MS });
}

// What every browser test file shares: the run's one Chromium (its own one when run outside the
// e2e project), one server per file, skip without Chromium, and one context per file whose pages
// are closed after each test.
import type { Browser, BrowserContext, Page } from "playwright-core";
import {
  openContext,
  trackProblems,
  visit,
  type E2eContext,
  type ProblemLog,
} from "../../scripts/browser/pages";
import {
  browserTestsEnabled,
  connectChromium,
  launchChromium,
} from "../../scripts/browser/chromium";
import { SHARED_BROWSER_ENV } from "./sharedBrowser";
import { startServer, type TestServer } from "./server";

/** `describe` when a Chromium is found (or in CI, where its absence must fail), else `describe.skip`. */
export const describeBrowser: jest.Describe = browserTestsEnabled() ? describe : describe.skip;

export interface Harness {
  browser: Browser;
  server: TestServer;
}

/** The run's shared Chromium, or one of its own when the file runs outside the e2e project. */
export async function openBrowser(): Promise<Browser> {
  const shared = process.env[SHARED_BROWSER_ENV];
  return shared ? connectChromium(shared) : launchChromium();
}

/** Starts the server and connects to the browser in beforeAll, closes both in afterAll. */
export function useHarness(): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    harness.server = await startServer();
    harness.browser = await openBrowser();
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.server?.close();
  });
  return harness;
}

export interface PageOptions {
  /** Another context than the file's own (a first visit, no JavaScript, reduced motion). */
  context?: BrowserContext;
  viewport?: { width: number; height: number };
}

export interface OpenOptions extends PageOptions {
  /** Runs on the new page before it navigates, to record its requests. */
  beforeVisit?: (page: Page) => void;
}

export interface OpenedPage {
  page: Page;
  problems: ProblemLog;
}

export interface BrowserPages {
  harness: Harness;
  /** The file's own context: opened in beforeAll, closed in afterAll. */
  readonly e2e: E2eContext;
  /** A new page, its problems tracked, closed after the test. */
  newPage(options?: PageOptions): Promise<OpenedPage>;
  /** A new page at `route`, hydrated; the route must answer 200. */
  open(route: string, options?: OpenOptions): Promise<OpenedPage>;
}

/** The harness plus one context for the whole file (`contextOptions` as for openContext). */
export function useBrowserPages(contextOptions?: Parameters<typeof openContext>[2]): BrowserPages {
  const harness = useHarness();
  let e2e: E2eContext | undefined;
  const pages: Page[] = [];
  beforeAll(async () => {
    e2e = await openContext(harness.browser, harness.server.origin, contextOptions);
  });
  afterEach(async () => {
    for (const page of pages.splice(0)) if (!page.isClosed()) await page.close();
  });
  afterAll(async () => {
    await e2e?.context.close();
  });

  const newPage = async ({ context, viewport }: PageOptions = {}): Promise<OpenedPage> => {
    if (!e2e) throw new Error("useBrowserPages: the file's context is not open yet");
    const page = await (context ?? e2e.context).newPage();
    pages.push(page);
    if (viewport) await page.setViewportSize(viewport);
    return { page, problems: trackProblems(page, harness.server.origin) };
  };
  return {
    harness,
    get e2e() {
      if (!e2e) throw new Error("useBrowserPages: the file's context is not open yet");
      return e2e;
    },
    newPage,
    async open(route, { beforeVisit, ...options } = {}) {
      const opened = await newPage(options);
      beforeVisit?.(opened.page);
      expect(await visit(opened.page, harness.server.origin, route)).toBe(200);
      return opened;
    },
  };
}

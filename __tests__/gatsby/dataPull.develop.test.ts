// `gatsby develop` while every data file is saved at once, as a `git pull` or a checkout of another
// branch saves them. Gatsby then replaces every sourced file's data nodes in one batch and runs
// createPages while gatsby-transformer-json is still re-creating them; createPages waits until the
// nodes match the files (gatsby/patches/dataSettled.ts). Each round rewrites every data file in one
// synchronous burst: each page file and data/pages.json with a new title in every route (the page's
// <title>, which createPages puts in the page's context), every other file with the same content
// indented anew, which replaces its nodes all the same. Then develop and the browser's overlay
// report no data error, no page is deleted, every page serves its new title, and createPages says
// (in develop's verbose output) that it waited until the data nodes had settled.
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { browserTestsEnabled, launchChromium } from "../../scripts/browser/chromium";
import { BOOT_TIMEOUT_MS, startDevelop, until, type DevelopServer } from "../helpers/developServer";
import { routes } from "../helpers/dataFiles";

const describeDevelop: jest.Describe = browserTestsEnabled() ? describe : describe.skip;

const HOME_DATA = "/page-data/index/page-data.json";
const ROUNDS = [1, 2, 3];
/** The longest one step of a round may take: develop going idle, making pages, serving them. */
const STEP_WAIT_MS = 120_000;
const STEPS_PER_ROUND = 4;

interface Route {
  path: string;
  pageTitle: string;
}

const pageDataOf = (route: string) =>
  `/page-data${route === "/" ? "/index" : route}/page-data.json`;

/** The errors in a stretch of develop's output, each with its indented details. */
function errorsIn(log: string): string {
  const blocks: string[] = [];
  let inError = false;
  for (const line of log.split("\n")) {
    if (/^\s*error\b/.test(line)) inError = true;
    else if (!/^\s/.test(line)) inError = false;
    if (inError) blocks.push(line);
  }
  return blocks.slice(-30).join("\n");
}

/** What develop's verbose output says of the createPages runs in a stretch of it. */
function createPagesRuns(log: string) {
  return {
    runs: log.match(/Transition to "recreatingPages" > "creatingPages"/g)?.length ?? 0,
    // createPages logs this only when its first look found nodes that did not match the files.
    waits: [...log.matchAll(/Data nodes settled after \d+ looks, \d+ ms/g)].map(([line]) => line),
    // After each createPages run Gatsby deletes every page that the run did not create.
    deleted: [...log.matchAll(/Deleted (\d+) pages/g)]
      .map(([line, count]) => ({ line, count }))
      .filter(({ count }) => count !== "0")
      .map(({ line }) => line),
  };
}

describeDevelop("gatsby develop while every data file is saved at once (a git pull)", () => {
  let dev: DevelopServer;
  let browser: Browser;
  let page: Page;
  /** Each route's title as the project has it, by path. */
  const original = new Map<string, string>();

  const dataDir = () => path.join(dev.dir, "data");

  beforeAll(
    async () => {
      // --verbose prints the develop machine's steps and createPages' wait for the data nodes.
      dev = await startDevelop(HOME_DATA, {}, ["--verbose"]);
      browser = await launchChromium();
      // Every page asked for once, so each page's query has run before the first burst: a first
      // request while Gatsby collects node changes is another case (gatsby/patches/dataWatchdog.ts).
      for (const route of routes(dataDir())) {
        original.set(route.path, route.pageTitle);
        const { status } = await dev.get(pageDataOf(route.path));
        expect(`${route.path}: ${status}`).toBe(`${route.path}: 200`);
      }
      // A page open in the browser, so the overlay shows whatever develop reports.
      page = await browser.newPage();
      const opened = await page.goto(`${dev.origin}/`, {
        waitUntil: "networkidle",
        timeout: STEP_WAIT_MS,
      });
      expect(opened?.status()).toBe(200);
    },
    BOOT_TIMEOUT_MS + 2 * STEP_WAIT_MS,
  );

  afterAll(async () => {
    await page?.close();
    await browser?.close();
    await dev?.stop();
  }, 60_000);

  /** Develop's output since `from`, an offset into it. */
  function logSince(from: number): string {
    const log = dev.log();
    if (log.length < from) throw new Error("develop's output was cut short; the offset is lost");
    return log.slice(from);
  }

  function alive(): void {
    if (!dev.running()) throw new Error(`gatsby develop exited:\n${dev.log().slice(-4000)}`);
  }

  /** Waits until develop's machine is back in "waiting" and its output has stopped growing. */
  async function idle(): Promise<void> {
    let length = -1;
    await until(
      "gatsby develop to be idle",
      () => {
        alive();
        const log = dev.log();
        const last = [...log.matchAll(/Transition to (.*)$/gm)].pop()?.[1];
        const quiet = log.length === length;
        length = log.length;
        return last === '"waiting"' && quiet ? true : undefined;
      },
      { timeoutMs: STEP_WAIT_MS, intervalMs: 1000 },
      () => `Last output:\n${dev.log().slice(-3000)}`,
    );
  }

  /** Every data file's text for `round`: the routes retitled, the rest indented anew. */
  function pulledFiles(round: number): { file: string; text: string }[] {
    const retitle = (route: Route) => {
      const title = original.get(route.path);
      if (title === undefined) throw new Error(`${route.path} is not a route of the project`);
      route.pageTitle = `${title} (salvat cu toate datele, runda ${round})`;
    };
    return fs
      .readdirSync(dataDir())
      .filter((name) => name.endsWith(".json"))
      .map((name) => {
        const file = path.join(dataDir(), name);
        const value = JSON.parse(fs.readFileSync(file, "utf8")) as unknown;
        if (name === "pages.json") (value as Route[]).forEach(retitle);
        else if (/^page-.+\.json$/.test(name)) retitle((value as { route: Route }).route);
        // Another indentation each round, so every file's bytes change, not only the retitled.
        return { file, text: `${JSON.stringify(value, null, round + 2)}\n` };
      });
  }

  /**
   * The routes whose page data does not hold the title their data file now gives them. Asked all
   * at once: develop holds a request for a page whose query is pending up to 15 s.
   */
  async function pagesWithoutTheirTitle(): Promise<string[]> {
    const looks = await Promise.all(
      routes(dataDir()).map(async (route) => {
        const { status, body } = await dev.get(pageDataOf(route.path));
        const fresh = status === 200 && body.includes(JSON.stringify(route.pageTitle));
        return fresh ? [] : [`${route.path} (${status})`];
      }),
    );
    return looks.flat();
  }

  /** Reads the overlay every 250 ms until stopped; returns every text it showed meanwhile. */
  function watchOverlay(): { stop: () => Promise<string[]> } {
    const seen = new Set<string>();
    let stopped = false;
    const watching = (async () => {
      while (!stopped) {
        // A look during a reload of the page (after a rebuilt bundle) reads nothing.
        const texts = await page
          .locator('[data-gatsby-overlay="pre__code"]')
          .allTextContents()
          .catch(() => []);
        const text = texts.join("\n").trim();
        if (text) seen.add(text);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    return {
      stop: async () => {
        stopped = true;
        await watching;
        return [...seen];
      },
    };
  }

  it.each(ROUNDS)(
    "round %i: every data file saved in one burst, createPages waits for the data nodes",
    async (round) => {
      await idle();
      const files = pulledFiles(round);
      const from = dev.log().length;
      const overlay = watchOverlay();
      try {
        // One synchronous burst, as git writes a pull's files.
        for (const { file, text } of files) fs.writeFileSync(file, text);

        await until(
          "createPages to run on the saved files",
          () => {
            alive();
            return /Transition to "recreatingPages" > "done"/.test(logSince(from))
              ? true
              : undefined;
          },
          { timeoutMs: STEP_WAIT_MS },
          () => `Develop's output since the burst:\n${logSince(from).slice(-3000)}`,
        );
        // Every page shows its new title, unless develop reported an error: then the pages it
        // keeps are the last good ones, with their old titles, until a file is saved again.
        let stale: string[] = [];
        await until(
          "every page to serve its new title",
          async () => {
            alive();
            stale = await pagesWithoutTheirTitle();
            return stale.length === 0 || errorsIn(logSince(from)) ? true : undefined;
          },
          { timeoutMs: STEP_WAIT_MS, intervalMs: 1000 },
          () => `Pages without their new title: ${stale.join(", ")}`,
        );
        await idle();

        const log = logSince(from);
        const { runs, waits, deleted } = createPagesRuns(log);
        const overlayErrors = await overlay.stop();
        expect({
          developErrors: errorsIn(log),
          overlayErrors,
          pagesDeleted: deleted,
          pagesWithoutTheirNewTitle: stale,
          createPagesRan: runs > 0,
          // The burst reached createPages while the transformer was still re-creating the
          // nodes, and createPages waited for them: the race this round is about took place.
          createPagesWaitedForSettledNodes: waits.length > 0,
        }).toEqual({
          developErrors: "",
          overlayErrors: [],
          pagesDeleted: [],
          pagesWithoutTheirNewTitle: [],
          createPagesRan: true,
          createPagesWaitedForSettledNodes: true,
        });
      } finally {
        await overlay.stop();
      }
    },
    STEPS_PER_ROUND * STEP_WAIT_MS + 30_000,
  );
});

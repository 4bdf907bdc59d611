// The phone measure over a list of routes: per run, one load for the menu taps followed by the
// scripted interactions, and one load for the early scroll, each on a fresh emulated phone. Runs go
// in rounds over the routes, so a slow spell of the machine hits one run of several routes and each
// route's median leaves it out.
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_FLAGS, type Route } from "./options";
import {
  medianPhone,
  unmeasuredPhone,
  worstInp,
  type PhoneResult,
  type PhoneRun,
} from "./phoneFigures";
import { playInteractions } from "./phoneInteractions";
import { openPhone, pollFor, readRecorded } from "./phonePage";
import {
  LOOP_BOUND_MS,
  locateMenuButton,
  measureMenu,
  measureScroll,
  type MenuButton,
  type RunBeforeScroll,
} from "./phoneProbe";

export interface PhoneOptions {
  baseUrl: string;
  chromePath: string;
  runs: number;
  /** Runs not started before this instant are skipped. */
  deadline: number;
  log: (line: string) => void;
}

/** One run of one route of this site: two fresh phones, one after the other. */
export async function phoneRun(
  browser: Browser,
  url: string,
  button: MenuButton,
): Promise<PhoneRun> {
  const first = await openPhone(browser);
  let run: RunBeforeScroll;
  try {
    const menu = await measureMenu(first, url, button);
    const hydrated = await pollFor(
      async () => (await readRecorded(first.page)).hydratedMs,
      LOOP_BOUND_MS,
      100,
    );
    const played = hydrated === null ? null : await playInteractions(first.page);
    run = {
      ...menu,
      inpMs: played?.inpMs ?? {
        menu: null,
        faq: null,
        formTap: null,
        formType: null,
        simulator: null,
        capacity: null,
        slot: null,
        bookType: null,
        search: null,
      },
      errors: [
        ...menu.errors,
        ...(played
          ? played.errors
          : [`interactions: not hydrated after ${LOOP_BOUND_MS / 1000} s`]),
      ],
    };
  } finally {
    await first.context.close();
  }
  const second = await openPhone(browser);
  try {
    const scroll = await measureScroll(second.page, url);
    return { ...run, ...scroll, errors: [...run.errors, ...scroll.errors] };
  } finally {
    await second.context.close();
  }
}

const show = (v: number | null) => (v === null ? "–" : Math.round(v).toString());

/** What one run gave, on one line of the progress log. */
export function phoneRunLine(run: PhoneRun): string {
  return (
    `menu ${show(run.menuFromPaintMs)} ms after FCP (${show(run.deadTaps)} dead)  ` +
    `scroll ${run.scrollKept === null ? "–" : run.scrollKept ? "kept" : "lost"}  ` +
    `INP ${show(worstInp(run.inpMs))} ms` +
    (run.errors.length ? `  ! ${run.errors.join("; ")}` : "")
  );
}

export const launchPhoneBrowser = (chromePath: string) =>
  chromium.launch({ executablePath: chromePath, headless: true, args: CHROMIUM_FLAGS });

export async function runPhone(routes: Route[], options: PhoneOptions): Promise<PhoneResult[]> {
  const browser = await launchPhoneBrowser(options.chromePath);
  const runsByRoute = new Map<string, PhoneRun[]>(routes.map((r) => [r.path, []]));
  const failures = new Map<string, string>();
  const buttons = new Map<string, MenuButton | null>();
  try {
    for (let round = 1; round <= options.runs; round++) {
      for (const route of routes) {
        if (Date.now() > options.deadline) break;
        const url = new URL(route.path, options.baseUrl).href;
        try {
          // Once per route: the header does not move between runs.
          if (!buttons.has(route.path))
            buttons.set(route.path, await locateMenuButton(browser, url));
          const button = buttons.get(route.path);
          if (!button) throw new Error("no menu button on the page");
          const run = await phoneRun(browser, url, button);
          runsByRoute.get(route.path)!.push(run);
          options.log(`  ${route.path}  phone run ${round}/${options.runs}  ${phoneRunLine(run)}`);
        } catch (err) {
          const message = (err as Error).message.split("\n")[0];
          failures.set(route.path, message);
          options.log(`  ${route.path}  phone run ${round}/${options.runs}  ! ${message}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return routes.map((route) => {
    const runs = runsByRoute.get(route.path)!;
    if (runs.length) return medianPhone(route.path, runs);
    return unmeasuredPhone(
      route.path,
      failures.get(route.path) ?? "skipped: bench time limit reached",
    );
  });
}

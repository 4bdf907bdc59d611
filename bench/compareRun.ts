// A compare run's measuring: both halves of the bench on this site and on the peers served by
// `npm run bench:peers -- serve`, the runs interleaved round by round (peerCompare.ts), then the
// figures of the compare table. This site's runs also give its usual tables and budget checks:
// its Lighthouse runs go to its own LHCI folder and are asserted as in any run.
import path from "node:path";
import type { Browser } from "playwright-core";
import { openLhci, type LhciOutcome } from "./lhci";
import type { Route } from "./options";
import {
  compareRow,
  interleave,
  OURS,
  type CompareChoice,
  type CompareRow,
  type CompareSite,
  type CompareTask,
  type LighthouseRunFigures,
} from "./peerCompare";
import { openPeerLhci, readLhrRuns, scriptsGzipKb, type LhrRun } from "./peerLighthouse";
import { locatePeerMenu, peerPhoneRun } from "./peerPhone";
import { builtPeer, peerUrl, type Peer } from "./peers";
import { launchPhoneBrowser, phoneRun, phoneRunLine } from "./phone";
import { medianPhone, unmeasuredPhone, type PhoneResult, type PhoneRun } from "./phoneFigures";
import { locateMenuButton, type MenuButton } from "./phoneProbe";

export interface CompareOptions {
  choice: CompareChoice[];
  routes: Route[];
  baseUrl: string;
  chromePath: string;
  runs: number;
  phoneRuns: number;
  measures: { lighthouse: boolean; phone: boolean };
  /** This site's LHCI folder (var/bench/lhci); each peer's is var/bench/peers/<name>/. */
  lhciDir: string;
  peersDir: string;
  deadline: number;
  log: (line: string) => void;
}

export interface CompareResult {
  sites: CompareSite[];
  rows: CompareRow[];
  /** This site's Lighthouse CI outcome and phone results, for its usual tables. */
  lhci?: LhciOutcome;
  phone: PhoneResult[];
  peers: { name: string; title: string; repo: string; commit: string; url: string }[];
}

export function compareSites(
  choice: readonly CompareChoice[],
  routes: readonly Route[],
): CompareSite[] {
  return [
    { key: OURS, title: OURS, routes: routes.map((r) => r.path), hasMenu: true },
    ...choice.map(({ peer, routes: peerRoutes }) => ({
      key: peer.name,
      title: peer.title,
      routes: peerRoutes,
      hasMenu: peer.menu !== null,
    })),
  ];
}

/** Every compared peer's route answers 200: they are built and served. */
export async function checkPeersServed(choice: readonly CompareChoice[]): Promise<void> {
  for (const { peer, routes } of choice) {
    if (!builtPeer(peer))
      throw new Error(`${peer.name} is not built: npm run bench:peers -- build, then serve`);
    for (const route of routes) {
      const url = new URL(route, peerUrl(peer)).href;
      let status: number | string;
      try {
        status = (await fetch(url, { redirect: "manual" })).status;
      } catch (err) {
        status = (err as Error).message;
      }
      if (status !== 200)
        throw new Error(`${url} answered ${status}: is it served (npm run bench:peers -- serve)?`);
    }
  }
}

const key = (site: string, route: string) => `${site} ${route}`;

/** Runs `each` over the tasks until the deadline; returns the tasks not started. */
async function inOrder(
  tasks: CompareTask[],
  deadline: number,
  each: (task: CompareTask) => Promise<void>,
): Promise<CompareTask[]> {
  const skipped: CompareTask[] = [];
  for (const task of tasks) {
    if (Date.now() > deadline) skipped.push(task);
    else await each(task);
  }
  return skipped;
}

async function lighthouseHalf(
  options: CompareOptions,
  sites: CompareSite[],
  peers: Map<string, Peer>,
): Promise<{ outcome: LhciOutcome; runs: Map<string, LhrRun[]> }> {
  const { routes, runs, log } = options;
  const ours = openLhci(routes, {
    dir: options.lhciDir,
    baseUrl: options.baseUrl,
    chromePath: options.chromePath,
    runs,
    deadline: options.deadline,
    log,
  });
  const peerLhci = new Map(
    [...peers.values()].map((peer) => [
      peer.name,
      openPeerLhci(path.join(options.peersDir, peer.name, "lhci"), options.chromePath),
    ]),
  );
  const tasks = interleave(sites, runs);
  log(`Lighthouse CI, interleaved: ${tasks.length} runs in ${runs} round(s) …`);
  const skipped = await inOrder(tasks, options.deadline, async (task) => {
    const route = routes.find((r) => r.path === task.route);
    const { ok, seconds } =
      task.site === OURS && route
        ? await ours.collect(route, 1)
        : await peerLhci
            .get(task.site)!
            .collect(new URL(task.route, peerUrl(peers.get(task.site)!)).href);
    log(
      `  round ${task.round}/${runs}  ${task.site} ${task.route}  ${seconds} s${ok ? "" : "  ! failed"}`,
    );
  });
  if (skipped.length) log(`  ${skipped.length} run(s) not started: bench time limit reached`);
  const outcome = await ours.finish();
  const collected = new Map<string, LhrRun[]>();
  const add = (site: string, list: LhrRun[]) => {
    for (const run of list) {
      const k = key(site, run.path);
      collected.set(k, [...(collected.get(k) ?? []), run]);
    }
  };
  add(OURS, readLhrRuns(ours.workDir));
  for (const [name, session] of peerLhci) add(name, readLhrRuns(session.workDir));
  for (const route of routes)
    if (!collected.get(key(OURS, route.path))?.length && !outcome.errors.has(route.path))
      outcome.errors.set(route.path, "skipped: bench time limit reached");
  return { outcome, runs: collected };
}

async function phoneHalf(
  options: CompareOptions,
  sites: CompareSite[],
  peers: Map<string, Peer>,
): Promise<Map<string, PhoneResult>> {
  const { phoneRuns, log } = options;
  const tasks = interleave(sites, phoneRuns);
  log(`phone measure, interleaved: ${tasks.length} runs in ${phoneRuns} round(s) …`);
  const browser: Browser = await launchPhoneBrowser(options.chromePath);
  const runs = new Map<string, PhoneRun[]>();
  const failures = new Map<string, string>();
  const buttons = new Map<string, MenuButton | null>();
  try {
    await inOrder(tasks, options.deadline, async (task) => {
      const k = key(task.site, task.route);
      const peer = peers.get(task.site);
      const url = new URL(task.route, peer ? peerUrl(peer) : options.baseUrl).href;
      try {
        let run: PhoneRun;
        if (!peer) {
          if (!buttons.has(k)) buttons.set(k, await locateMenuButton(browser, url));
          const button = buttons.get(k);
          if (!button) throw new Error("no menu button on the page");
          run = await phoneRun(browser, url, button);
        } else {
          const { menu } = peer;
          if (menu && !buttons.has(k)) buttons.set(k, await locatePeerMenu(browser, url, menu));
          const button = menu ? (buttons.get(k) ?? null) : null;
          if (menu && !button) throw new Error(`no menu button (${menu.button}) on the page`);
          run = await peerPhoneRun(browser, url, menu, button);
        }
        runs.set(k, [...(runs.get(k) ?? []), run]);
        log(`  round ${task.round}/${phoneRuns}  ${task.site} ${task.route}  ${phoneRunLine(run)}`);
      } catch (err) {
        const message = (err as Error).message.split("\n")[0];
        failures.set(k, message);
        log(`  round ${task.round}/${phoneRuns}  ${task.site} ${task.route}  ! ${message}`);
      }
    });
  } finally {
    await browser.close();
  }
  const results = new Map<string, PhoneResult>();
  for (const site of sites)
    for (const route of site.routes) {
      const k = key(site.key, route);
      const list = runs.get(k) ?? [];
      results.set(
        k,
        list.length
          ? medianPhone(route, list)
          : unmeasuredPhone(route, failures.get(k) ?? "skipped: bench time limit reached"),
      );
    }
  return results;
}

/** Both halves interleaved over this site and the peers; the servers must be up until it returns. */
export async function runCompare(options: CompareOptions): Promise<CompareResult> {
  const sites = compareSites(options.choice, options.routes);
  const peers = new Map(options.choice.map(({ peer }) => [peer.name, peer]));
  const lighthouse = options.measures.lighthouse
    ? await lighthouseHalf(options, sites, peers)
    : undefined;
  const phone = options.measures.phone ? await phoneHalf(options, sites, peers) : undefined;

  // First-load JS of every run, fetched from the servers while they are up.
  const gzipCache = new Map<string, number | null>();
  const rows: CompareRow[] = [];
  for (const site of sites)
    for (const route of site.routes) {
      const figures: LighthouseRunFigures[] = [];
      for (const run of lighthouse?.runs.get(key(site.key, route)) ?? [])
        figures.push({
          tbtMs: run.tbtMs,
          lcpMs: run.lcpMs,
          fcpMs: run.fcpMs,
          jsGzKb: run.error ? null : await scriptsGzipKb(run.scripts, gzipCache),
        });
      rows.push(compareRow(site, route, figures, phone?.get(key(site.key, route)) ?? null));
    }
  return {
    sites,
    rows,
    lhci: lighthouse?.outcome,
    phone: phone ? options.routes.map((r) => phone.get(key(OURS, r.path))!) : [],
    peers: options.choice.map(({ peer }) => ({
      name: peer.name,
      title: peer.title,
      repo: peer.repo,
      commit: builtPeer(peer)?.commit ?? peer.commit,
      url: peerUrl(peer),
    })),
  };
}

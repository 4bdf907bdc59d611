// `npm run bench -- --compare`: the pure parts. Which peers and routes the command line asks
// for, the order of the runs (round by round, each route of each site in turn, so a slow spell
// of the machine falls on every site alike), each site's row of medians, the side-by-side table
// and the verdict lines the team judges by.
import { PEERS, type Peer } from "./peers";
import { median, type PhoneResult } from "./phoneFigures";

/** The site the bench builds, in the compare table and the task list. */
export const OURS = "ours";

export interface CompareSite {
  /** `ours`, or the peer's name. */
  key: string;
  /** Shown in the table and the verdicts. */
  title: string;
  routes: string[];
  /** Whether the phone measure can tap a menu on it. */
  hasMenu: boolean;
}

/** The peers of `--compare` and the routes of each (`--<name>-routes=` or the peer's own). */
export interface CompareChoice {
  peer: Peer;
  routes: string[];
}

function routeList(value: string, flag: string): string[] {
  const routes = value
    .split(",")
    .map((r) => r.trim())
    .filter(Boolean);
  if (!routes.length || routes.some((r) => !r.startsWith("/")))
    throw new Error(`${flag} takes paths starting with "/", comma-separated (got "${value}")`);
  return routes;
}

/**
 * `--compare` alone: every peer; `--compare=astrowind,starter-blog`: those. null without it.
 * `--<name>-routes=/,/x` replaces a compared peer's routes; naming a peer not compared, or no peer,
 * is an error rather than a flag silently unused.
 */
export function parseCompare(
  argv: readonly string[],
  peers: readonly Peer[] = PEERS,
): CompareChoice[] | null {
  const bare = argv.includes("--compare");
  const valued = argv.find((a) => a.startsWith("--compare="));
  const routeFlags = argv
    .map((a) => /^--([\w-]+)-routes=(.*)$/.exec(a))
    .filter((m): m is RegExpExecArray => m !== null);
  if (!bare && valued === undefined) {
    if (routeFlags.length) throw new Error(`${routeFlags[0][0]} needs --compare`);
    return null;
  }
  let chosen: Peer[] = [...peers];
  if (valued !== undefined) {
    const names = valued
      .slice("--compare=".length)
      .split(",")
      .map((n) => n.trim())
      .filter(Boolean);
    const unknown = names.filter((n) => !peers.some((p) => p.name === n));
    if (!names.length || unknown.length)
      throw new Error(
        `--compare takes peer names: ${peers.map((p) => p.name).join(", ")} (got "${valued.slice(10)}")`,
      );
    chosen = peers.filter((p) => names.includes(p.name));
  }
  for (const [flag, name] of routeFlags)
    if (!chosen.some((p) => p.name === name))
      throw new Error(`${flag.split("=")[0]}: "${name}" is not a compared peer`);
  return chosen.map((peer) => {
    const flag = routeFlags.find((m) => m[1] === peer.name);
    return { peer, routes: flag ? routeList(flag[2], `--${peer.name}-routes`) : [...peer.routes] };
  });
}

export interface CompareTask {
  site: string;
  route: string;
  /** 1-based. */
  round: number;
}

/**
 * The runs in the order they are made: round after round; within a round the first route of each
 * site in the order given, then the second route of each, and so on (a site with fewer routes is
 * left out once it has none left).
 */
export function interleave(sites: readonly CompareSite[], rounds: number): CompareTask[] {
  const tasks: CompareTask[] = [];
  const longest = Math.max(0, ...sites.map((s) => s.routes.length));
  for (let round = 1; round <= rounds; round++)
    for (let i = 0; i < longest; i++)
      for (const site of sites)
        if (i < site.routes.length) tasks.push({ site: site.key, route: site.routes[i], round });
  return tasks;
}

/** Lighthouse's figures of one run (an LhrRun with its scripts measured). */
export interface LighthouseRunFigures {
  tbtMs: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  jsGzKb: number | null;
}

/** One site's route in the compare table: each figure the median of its runs, null if none. */
export interface CompareRow {
  site: string;
  title: string;
  route: string;
  lighthouseRuns: number;
  phoneRuns: number;
  tbtMs: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  jsGzKb: number | null;
  /** The tap that opened the menu, ms after the first paint. */
  readyMs: number | null;
  deadTaps: number | null;
  scrollKept: boolean | null;
  /** The phone's real load: long tasks past 50 ms from the first paint until 3 s after ready. */
  phoneTbtMs: number | null;
  /** INP of the menu tap once ready, and the worst interaction the phone played on the route. */
  menuInpMs: number | null;
  inpMs: number | null;
  hasMenu: boolean;
}

const rounded = (value: number | null, digits = 0) =>
  value === null ? null : Number(value.toFixed(digits));

export function compareRow(
  site: CompareSite,
  route: string,
  lighthouse: readonly LighthouseRunFigures[],
  phone: PhoneResult | null,
): CompareRow {
  const mid = (pick: (run: LighthouseRunFigures) => number | null) => median(lighthouse.map(pick));
  return {
    site: site.key,
    title: site.title,
    route,
    lighthouseRuns: lighthouse.length,
    phoneRuns: phone?.runs ?? 0,
    tbtMs: rounded(mid((r) => r.tbtMs)),
    lcpMs: rounded(mid((r) => r.lcpMs)),
    fcpMs: rounded(mid((r) => r.fcpMs)),
    jsGzKb: rounded(
      mid((r) => r.jsGzKb),
      1,
    ),
    readyMs: phone?.menuFromPaintMs ?? null,
    deadTaps: phone?.deadTaps ?? null,
    scrollKept: phone?.scrollKept ?? null,
    phoneTbtMs: phone?.blockingMs ?? null,
    menuInpMs: phone?.inpMs.menu ?? null,
    inpMs: phone?.inp ?? null,
    hasMenu: site.hasMenu,
  };
}

const ROUTE_WIDTH = 30;

/** A long route cut in the middle of the table, whole in the history. */
export function shortRoute(route: string, width = ROUTE_WIDTH): string {
  return route.length <= width ? route : `${route.slice(0, width - 1)}…`;
}

const show = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined ? "–" : value.toFixed(digits);

const COLUMNS: { title: string; width: number; cell: (row: CompareRow) => string }[] = [
  { title: "runs", width: 5, cell: (r) => `${r.lighthouseRuns}/${r.phoneRuns}` },
  { title: "TBT ms", width: 6, cell: (r) => show(r.tbtMs) },
  { title: "LCP ms", width: 6, cell: (r) => show(r.lcpMs) },
  { title: "FCP ms", width: 6, cell: (r) => show(r.fcpMs) },
  { title: "JS gz", width: 6, cell: (r) => show(r.jsGzKb, 1) },
  { title: "ready", width: 5, cell: (r) => show(r.readyMs) },
  { title: "dead", width: 4, cell: (r) => show(r.deadTaps) },
  {
    title: "scroll",
    width: 6,
    cell: (r) => (r.scrollKept === null ? "–" : r.scrollKept ? "kept" : "lost"),
  },
  { title: "TBT ph", width: 6, cell: (r) => show(r.phoneTbtMs) },
  { title: "menu", width: 5, cell: (r) => show(r.menuInpMs) },
  { title: "INP", width: 5, cell: (r) => show(r.inpMs) },
];

/**
 * One line per site and route, the sites' first routes together, then their second ones, so
 * pages of a kind sit one under the other.
 */
export function formatCompareTable(
  sites: readonly CompareSite[],
  rows: readonly CompareRow[],
): string {
  const order = interleave(sites, 1);
  const ordered = order
    .map((t) => rows.find((r) => r.site === t.site && r.route === t.route))
    .filter((r): r is CompareRow => r !== undefined);
  const siteWidth = Math.max(4, ...sites.map((s) => s.title.length));
  const routeWidth = Math.max(5, ...ordered.map((r) => shortRoute(r.route).length));
  const line = (site: string, route: string, cells: string[]) =>
    [
      site.padEnd(siteWidth),
      route.padEnd(routeWidth),
      ...cells.map((c, i) => c.padStart(COLUMNS[i].width)),
    ].join(" ");
  const head = line(
    "site",
    "route",
    COLUMNS.map((c) => c.title),
  );
  const out = [head, "-".repeat(head.length)];
  let slot = -1;
  for (const row of ordered) {
    const index = sites.find((s) => s.key === row.site)!.routes.indexOf(row.route);
    if (slot !== -1 && index !== slot) out.push("");
    slot = index;
    out.push(
      line(
        row.title,
        shortRoute(row.route),
        COLUMNS.map((c) => c.cell(row)),
      ),
    );
  }
  return out.join("\n");
}

export function formatCompareLegend(): string {
  return [
    "medians per site and route; runs: Lighthouse/phone runs measured. Lighthouse (mobile, simulated):",
    "  TBT, LCP, FCP; JS gz: KB gzip (level 9) of the scripts each run loaded, fetched from the site.",
    "  phone (emulated): ready = ms after first paint of the tap that opened the menu, dead = taps",
    "  before it (– = no menu); scroll: the early scroll kept (– = page too short to be 1000 px down);",
    "  TBT ph: Lighthouse's TBT over the long tasks the throttled load really ran, from first paint",
    "  until 3 s after ready (this site: hydrated; peers: the load event);",
    "  menu: INP of the menu tap once ready; INP: the worst interaction played (peers: the menu tap).",
  ].join("\n");
}

/** A site's figure for a verdict: its worst route's median, and that route. */
export interface SiteFigure {
  value: number | null;
  route: string | null;
}

/**
 * The worst (largest) of the site's route medians; a route without the figure makes the whole
 * figure unknown (value null, that route named), since a verdict cannot rest on part of the site.
 */
export function worstOf(
  rows: readonly CompareRow[],
  site: string,
  pick: (row: CompareRow) => number | null,
): SiteFigure {
  const own = rows.filter((r) => r.site === site);
  if (!own.length) return { value: null, route: null };
  const missing = own.find((r) => pick(r) === null);
  if (missing) return { value: null, route: missing.route };
  return own.reduce<SiteFigure>(
    (worst, r) =>
      worst.value === null || pick(r)! > worst.value ? { value: pick(r), route: r.route } : worst,
    { value: null, route: null },
  );
}

export interface Verdict {
  figure: "TBT" | "phone TBT" | "INP";
  peer: string;
  yes: boolean;
  ours: SiteFigure;
  theirs: SiteFigure;
  line: string;
}

function verdict(
  figure: Verdict["figure"],
  peer: CompareSite,
  ours: SiteFigure,
  theirs: SiteFigure,
  note = "",
): Verdict {
  const yes = ours.value !== null && theirs.value !== null && ours.value <= theirs.value;
  const side = (name: string, f: SiteFigure) =>
    f.value === null
      ? `${name} not measured${f.route ? ` on ${f.route}` : ""}`
      : `${name} ${Math.round(f.value)} ms on ${f.route}`;
  const line =
    `our ${figure} ≤ ${peer.title}'s: ${yes ? "yes" : "no"} ` +
    `(${note}${side("ours", ours)}, ${side(`${peer.title}'s`, theirs)})`;
  return { figure, peer: peer.title, yes, ours, theirs, line };
}

/**
 * The lines the team judges by: for every peer our TBT against its TBT, Lighthouse's and the
 * phone's real load's, and for every peer with a menu our INP against its INP over the one
 * interaction both have, the menu tap. Each side is its worst route's median. Lines of a half not
 * measured (`--measure=`) are left out.
 */
export function verdicts(
  sites: readonly CompareSite[],
  rows: readonly CompareRow[],
  measured: { lighthouse: boolean; phone: boolean },
): Verdict[] {
  const out: Verdict[] = [];
  const judge = (
    figure: Verdict["figure"],
    peer: CompareSite,
    pick: (row: CompareRow) => number | null,
    note?: string,
  ) =>
    out.push(verdict(figure, peer, worstOf(rows, OURS, pick), worstOf(rows, peer.key, pick), note));
  for (const peer of sites.filter((s) => s.key !== OURS)) {
    if (measured.lighthouse) judge("TBT", peer, (r) => r.tbtMs);
    if (measured.phone) judge("phone TBT", peer, (r) => r.phoneTbtMs, "real load; ");
    if (measured.phone && peer.hasMenu) judge("INP", peer, (r) => r.menuInpMs, "menu tap; ");
  }
  return out;
}

/** The verdicts under their heading; each side's figure is the median of its worst route. */
export function formatVerdicts(list: readonly Verdict[]): string {
  if (!list.length) return "verdicts: none (no half measured that has one)";
  return [
    "verdicts (each side: the median of its worst route):",
    ...list.map((v) => `  ${v.line}`),
  ].join("\n");
}

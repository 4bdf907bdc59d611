// What changed since the previous comparable line of the history: the Lighthouse and
// build-output figures of each route, and the build times kind by kind.
import type { HistoryLine } from "./history";

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Change of each compared figure of one route; null where either run lacks the figure. */
export interface RouteDelta {
  route: string;
  perf: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  htmlBrKb: number | null;
  inlineCssKb: number | null;
  jsGzKb: number | null;
  fontKb: number | null;
  imageKb: number | null;
  totalKb: number | null;
}

function delta(
  before: number | null | undefined,
  after: number | null | undefined,
  digits: number,
) {
  return typeof before === "number" && typeof after === "number"
    ? round(after - before, digits)
    : null;
}

export function compareRuns(
  previous: HistoryLine,
  current: HistoryLine,
): { routes: RouteDelta[]; builds: { kind: string; seconds: number }[] } {
  const routes = Object.entries(current.routes)
    .filter(([route]) => previous.routes[route])
    .map(([route, now]) => {
      const was = previous.routes[route];
      return {
        route,
        perf: delta(was.perf, now.perf, 0),
        fcpMs: delta(was.fcpMs, now.fcpMs, 0),
        lcpMs: delta(was.lcpMs, now.lcpMs, 0),
        tbtMs: delta(was.tbtMs, now.tbtMs, 0),
        cls: delta(was.cls, now.cls, 3),
        htmlBrKb: delta(was.htmlBrKb, now.htmlBrKb, 1),
        inlineCssKb: delta(was.inlineCssKb, now.inlineCssKb, 1),
        jsGzKb: delta(was.jsGzKb, now.jsGzKb, 1),
        fontKb: delta(was.transferKb?.font, now.transferKb?.font, 1),
        imageKb: delta(was.transferKb?.image, now.transferKb?.image, 1),
        totalKb: delta(was.transferKb?.total, now.transferKb?.total, 1),
      };
    });
  const builds = current.builds.flatMap((b) => {
    const was = previous.builds.find((p) => p.kind === b.kind);
    return was ? [{ kind: b.kind, seconds: round(b.seconds - was.seconds, 1) }] : [];
  });
  return { routes, builds };
}

function signed(value: number | null, digits: number): string {
  if (value === null) return "–";
  const text = Math.abs(value).toFixed(digits);
  if (Number(text) === 0) return text;
  return `${value > 0 ? "+" : "-"}${text}`;
}

const DELTA_COLUMNS: { title: string; width: number; digits: number; key: keyof RouteDelta }[] = [
  { title: "perf", width: 5, digits: 0, key: "perf" },
  { title: "FCP ms", width: 7, digits: 0, key: "fcpMs" },
  { title: "LCP ms", width: 7, digits: 0, key: "lcpMs" },
  { title: "TBT ms", width: 7, digits: 0, key: "tbtMs" },
  { title: "CLS", width: 6, digits: 3, key: "cls" },
  { title: "HTML br", width: 8, digits: 1, key: "htmlBrKb" },
  { title: "CSS", width: 6, digits: 1, key: "inlineCssKb" },
  { title: "JS gz", width: 7, digits: 1, key: "jsGzKb" },
  { title: "fonts", width: 6, digits: 1, key: "fontKb" },
  { title: "images", width: 7, digits: 1, key: "imageKb" },
  { title: "total", width: 7, digits: 1, key: "totalKb" },
];

/** The comparison printed after the table: what changed since the previous comparable run. */
export function formatComparison(previous: HistoryLine | null, current: HistoryLine): string {
  if (!previous) {
    return (
      `no earlier run to compare (none in the history with these routes and ` +
      `--runs=${current.options.runs})`
    );
  }
  const { routes, builds } = compareRuns(previous, current);
  const tree = previous.dirty ? ", uncommitted changes" : "";
  // Figures of another Lighthouse differ a little by themselves: say so rather than hide it.
  const tool = (l: HistoryLine) => l.lighthouse ?? "the bench's own, before Lighthouse CI";
  const tools =
    previous.lighthouse === current.lighthouse
      ? ""
      : `; Lighthouse ${tool(previous)} then, ${tool(current)} now`;
  const width = Math.max(5, ...routes.map((r) => r.route.length));
  const line = (route: string, cells: string[]) =>
    [route.padEnd(width), ...cells.map((c, i) => c.padStart(DELTA_COLUMNS[i].width))].join(" ");
  const out = [
    `change since the run of ${previous.date} (${previous.commit ?? "no commit"}${tree}; ` +
      `build ${previous.options.build}, runs ${previous.options.runs}${tools}); sizes in KB:`,
    line(
      "route",
      DELTA_COLUMNS.map((c) => `Δ${c.title}`),
    ),
  ];
  for (const r of routes) {
    out.push(
      line(
        r.route,
        DELTA_COLUMNS.map((c) => signed(r[c.key] as number | null, c.digits)),
      ),
    );
  }
  out.push(
    `builds: ${builds.map((b) => `${b.kind} ${signed(b.seconds, 1)} s`).join(", ") || "none in both runs"}`,
  );
  return out.join("\n");
}

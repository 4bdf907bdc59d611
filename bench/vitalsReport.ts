// `npm run vitals`: the 75th percentile of real visits' Web Vitals per route and device class, for
// the last 7 and 28 days (UTC, today included), read from the counts the server keeps
// (server/vitalsStore.ts), against the lab budgets of bench/budgets.ts and beside the lab's own
// figure for the route: the latest bench run that measured it (Lighthouse's LCP and CLS, the phone
// measure's INP). A p75 is read from histogram buckets (contract/vitals.ts): it is printed as an
// estimate within its bucket, and its verdict is the bucket's: "ok" when the whole bucket is
// within the budget, "over" when it is wholly above, "?" when the budget falls inside it (never
// for a budget that is one of the bounds). Every row says how many views it rests on.
import { BUDGETS } from "./budgets";
import type { HistoryLine } from "./history";
import {
  BUCKETS,
  DEVICE_CLASSES,
  METRICS,
  histogramQuantile,
  type MetricName,
  type Quantile,
} from "../contract/vitals";
import type { VitalsRow } from "../server/vitalsStore";

/** The spans reported, in days ending today. */
export const REPORT_WINDOWS = [7, 28] as const;

/** The metrics held to a lab budget, and the budget's name in bench/budgets.ts. */
export const BUDGETED = { LCP: "lcpMs", INP: "inpMs", CLS: "cls" } as const;
type Budgeted = keyof typeof BUDGETED;

export type Verdict = "ok" | "over" | "?";

/** The bucket's verdict against a budget: exact unless the budget falls inside the bucket. */
export function verdictOf(p75: Quantile, budget: number): Verdict {
  if (p75.upper <= budget) return "ok";
  if (p75.lower >= budget) return "over";
  return "?";
}

export interface LabFigures {
  lcpMs: number | null;
  cls: number | null;
  inpMs: number | null;
}

/** The lab's latest figure of each metric for a route, from the bench's history (oldest first). */
export function labFigures(history: readonly HistoryLine[], route: string): LabFigures {
  const latest = <T>(read: (line: HistoryLine) => T | null | undefined): T | null => {
    for (let i = history.length - 1; i >= 0; i -= 1) {
      const value = read(history[i]);
      if (value !== null && value !== undefined) return value;
    }
    return null;
  };
  return {
    lcpMs: latest((line) => line.routes[route]?.lcpMs),
    cls: latest((line) => line.routes[route]?.cls),
    inpMs: latest((line) => line.phone?.[route]?.inp),
  };
}

export interface SummaryRow {
  route: string;
  /** A device class, or "all" of them together. */
  device: string;
  /** The views the row rests on: the most any of its metrics counted. */
  views: number;
  p75: Record<MetricName, Quantile | null>;
}

/** One row per route for all devices, then one per device class seen, each metric's p75. */
export function summarise(rows: readonly VitalsRow[]): SummaryRow[] {
  // Keyed by route, then the device's place ("all" first), so that the keys sort as printed.
  const groups = new Map<string, VitalsRow[]>();
  const add = (key: string, row: VitalsRow) => groups.set(key, [...(groups.get(key) ?? []), row]);
  const devices = ["all", ...DEVICE_CLASSES];
  for (const row of rows) {
    add(`${row.route}\n0`, row);
    add(`${row.route}\n${devices.indexOf(row.device)}`, row);
  }
  return [...groups.keys()].sort().map((key) => {
    const [route, place] = key.split("\n");
    const device = devices[Number(place)];
    const group = groups.get(key)!;
    const p75 = Object.fromEntries(
      METRICS.map((metric) => {
        const buckets = group
          .filter((row) => row.metric === metric)
          .map((row) => ({ bound: row.bucket, count: row.views }));
        return [metric, histogramQuantile(buckets, BUCKETS[metric], 0.75)];
      }),
    ) as Record<MetricName, Quantile | null>;
    const views = Math.max(...METRICS.map((metric) => p75[metric]?.count ?? 0));
    return { route, device, views, p75 };
  });
}

const figure = (metric: MetricName, value: number | null) =>
  value === null ? "–" : metric === "CLS" ? value.toFixed(3) : String(Math.round(value));

function cell(metric: MetricName, p75: Quantile | null): string {
  if (!p75) return "–";
  const budget = (BUDGETED as Record<string, keyof typeof BUDGETS>)[metric];
  const mark = budget ? ` ${verdictOf(p75, BUDGETS[budget])}` : "";
  return `${figure(metric, p75.estimate)}${mark} n=${p75.count}`;
}

const LAB_OF: Record<Budgeted, keyof LabFigures> = { LCP: "lcpMs", INP: "inpMs", CLS: "cls" };

export interface ReportInput {
  /** The counts of each window, by its number of days. */
  windows: { days: number; from: string; to: string; rows: readonly VitalsRow[] }[];
  history: readonly HistoryLine[];
  /** The database read, and the sample rate of data/vitals.json, for the header. */
  dbPath: string;
  sampleRate: number;
}

/** The printed report: a header, then one table per window. */
export function formatReport(input: ReportInput): string {
  const lines = [
    "Web Vitals of real visits: p75 per route and device class (counts of the server's database)",
    `database ${input.dbPath}; sample rate ${input.sampleRate} (data/vitals.json)`,
    `budgets (bench/budgets.ts): LCP ≤ ${BUDGETS.lcpMs} ms, INP ≤ ${BUDGETS.inpMs} ms, CLS ≤ ${BUDGETS.cls}; ` +
      "ok: within, over: above, ?: the budget falls inside the p75's bucket",
    "lab: the latest bench run of the route (bench/history.jsonl, var/bench/history.jsonl): " +
      "Lighthouse's LCP and CLS (mobile), the phone measure's INP; n: the views a p75 rests on",
  ];
  const head = ["route", "device", "views"];
  for (const metric of METRICS) {
    head.push(`${metric}${metric === "CLS" ? "" : " ms"}`);
    if (metric in BUDGETED) head.push("lab");
  }
  for (const window of input.windows) {
    lines.push("", `Last ${window.days} days (${window.from} to ${window.to}, UTC)`);
    const summary = summarise(window.rows);
    if (summary.length === 0) {
      lines.push("  no beacon counted");
      continue;
    }
    const table = [head];
    for (const row of summary) {
      const lab = labFigures(input.history, row.route);
      const cells = [row.route, row.device, String(row.views)];
      for (const metric of METRICS) {
        cells.push(cell(metric, row.p75[metric]));
        if (metric in BUDGETED) cells.push(figure(metric, lab[LAB_OF[metric as Budgeted]]));
      }
      table.push(cells);
    }
    const widths = head.map((_, i) => Math.max(...table.map((cells) => cells[i].length)));
    for (const cells of table)
      lines.push(
        cells
          .map((text, i) => (i < 2 ? text.padEnd(widths[i]) : text.padStart(widths[i])))
          .join("  "),
      );
  }
  return `${lines.join("\n")}\n`;
}

// The phone measure in the history: its figures per route on the run's line, and what
// changed since the latest earlier line measured the same routes with as many phone runs.
import type { HistoryLine } from "./history";
import { INTERACTIONS, type Interaction, type PhoneFigures } from "./phoneFigures";
import { INTERACTION_TITLES } from "./phoneReport";

const sameKeys = (a: object, b: object) =>
  Object.keys(a).sort().join("\n") === Object.keys(b).sort().join("\n");

/** The latest earlier line with phone figures over the same routes and as many phone runs. */
export function previousComparablePhone(
  history: HistoryLine[],
  current: HistoryLine,
): HistoryLine | null {
  if (!current.phone) return null;
  for (let i = history.length - 1; i >= 0; i--) {
    const line = history[i];
    if (
      line.phone &&
      line.options.phoneRuns === current.options.phoneRuns &&
      sameKeys(line.phone, current.phone)
    )
      return line;
  }
  return null;
}

type DeltaKey = "menuFromPaintMs" | "deadTaps" | "blockingMs" | Interaction | "inp";

export interface PhoneDelta {
  route: string;
  /** e.g. `lost→kept`; the plain state when it did not change; – when either run lacks it. */
  scroll: string;
  deltas: Record<DeltaKey, number | null>;
}

const DELTA_KEYS: { key: DeltaKey; title: string }[] = [
  { key: "menuFromPaintMs", title: "+FCP" },
  { key: "deadTaps", title: "dead" },
  { key: "blockingMs", title: "TBT" },
  ...INTERACTIONS.map((key) => ({ key, title: INTERACTION_TITLES[key] })),
  { key: "inp", title: "INP" },
];

/** A figure of a history line; one recorded before the figure existed has none (null). */
const valueOf = (f: PhoneFigures, key: DeltaKey): number | null =>
  (key === "menuFromPaintMs" || key === "deadTaps" || key === "blockingMs" || key === "inp"
    ? f[key]
    : f.inpMs[key]) ?? null;

const state = (kept: boolean | null) => (kept === null ? "–" : kept ? "kept" : "lost");

export function comparePhone(previous: HistoryLine, current: HistoryLine): PhoneDelta[] {
  const was = previous.phone ?? {};
  return Object.entries(current.phone ?? {})
    .filter(([route]) => was[route])
    .map(([route, now]) => {
      const before = was[route];
      const deltas = Object.fromEntries(
        DELTA_KEYS.map(({ key }) => {
          const [a, b] = [valueOf(before, key), valueOf(now, key)];
          return [key, a === null || b === null ? null : Math.round(b - a)];
        }),
      ) as Record<DeltaKey, number | null>;
      const [s0, s1] = [state(before.scrollKept), state(now.scrollKept)];
      return { route, scroll: s0 === s1 ? s1 : `${s0}→${s1}`, deltas };
    });
}

const signed = (v: number | null) => (v === null ? "–" : v > 0 ? `+${v}` : `${v}`);

/** The phone part of "what changed since", printed after the Lighthouse comparison. */
export function formatPhoneComparison(previous: HistoryLine | null, current: HistoryLine): string {
  if (!previous) {
    return (
      "phone: no earlier run to compare (none in the history with these routes and " +
      `--phone-runs=${current.options.phoneRuns})`
    );
  }
  const rows = comparePhone(previous, current);
  const width = Math.max(5, ...rows.map((r) => r.route.length));
  const line = (route: string, scroll: string, cells: string[]) =>
    [route.padEnd(width), scroll.padStart(10), ...cells.map((c) => c.padStart(7))].join(" ");
  return [
    `phone: change since the run of ${previous.date} (${previous.commit ?? "no commit"}` +
      `${previous.dirty ? ", uncommitted changes" : ""}; phone runs ${previous.options.phoneRuns}); ms:`,
    line(
      "route",
      "scroll",
      DELTA_KEYS.map((k) => `Δ${k.title}`),
    ),
    ...rows.map((r) =>
      line(
        r.route,
        r.scroll,
        DELTA_KEYS.map((k) => signed(r.deltas[k.key])),
      ),
    ),
  ].join("\n");
}

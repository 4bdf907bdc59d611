// The phone measure's printed output: one row per route with each figure over its budget marked,
// its legend, and the misses in the same `route: figure value (budget)` form as Lighthouse's.
import { BUDGETS, type Budgets } from "./budgets";
import { INTERACTIONS, type Interaction, type PhoneResult } from "./phoneFigures";
import { budgetTable, MISS_MARK, type Column } from "./table";

/** Figures held to a budget, an interaction standing for its INP. */
export type PhoneBudgetKey =
  "menuFromPaintMs" | "deadTaps" | "scrollKept" | "blockingMs" | Interaction;

export interface PhoneMiss {
  key: PhoneBudgetKey;
  text: string;
}

const fmt = (value: number | null | undefined) =>
  value === null || value === undefined ? "–" : Math.round(value).toString();

/** Column titles of the interactions, short enough for the table. */
export const INTERACTION_TITLES: Record<Interaction, string> = {
  menu: "menu",
  faq: "FAQ",
  formTap: "tap",
  formType: "type",
  simulator: "sim",
  capacity: "cap",
  slot: "slot",
  bookType: "book",
  search: "search",
};

/**
 * The budgets one route misses. A value exactly at its budget passes; a menu no tap opened, a
 * scroll or blocking time not measured and a failed step are misses; an interaction the route
 * lacks is not. The blocking time of the real load is held to Lighthouse's TBT budget.
 */
export function phoneMisses(row: PhoneResult, budgets: Budgets = BUDGETS): PhoneMiss[] {
  const misses: PhoneMiss[] = [];
  if (row.menuFromPaintMs === null || row.menuFromPaintMs > budgets.menuFromPaintMs)
    misses.push({
      key: "menuFromPaintMs",
      text: `menu opened ${fmt(row.menuFromPaintMs)} ms after first paint (≤ ${budgets.menuFromPaintMs})`,
    });
  if (row.deadTaps === null || row.deadTaps > budgets.deadTaps)
    misses.push({
      key: "deadTaps",
      text: `dead taps ${fmt(row.deadTaps)} (≤ ${budgets.deadTaps})`,
    });
  if (row.scrollKept !== true)
    misses.push({
      key: "scrollKept",
      text:
        row.scrollKept === null
          ? "early scroll not measured"
          : `early scroll lost (scrollY ${fmt(row.scrollY)} after hydration)`,
    });
  if (row.blockingMs === null || row.blockingMs > budgets.tbtMs)
    misses.push({
      key: "blockingMs",
      text: `TBT of the real load ${fmt(row.blockingMs)} ms (≤ ${budgets.tbtMs})`,
    });
  for (const name of INTERACTIONS) {
    const ms = row.inpMs[name];
    if (ms !== null && ms > budgets.inpMs)
      misses.push({
        key: name,
        text: `INP ${INTERACTION_TITLES[name]} ${fmt(ms)} ms (≤ ${budgets.inpMs})`,
      });
  }
  return misses;
}

/** Every phone budget each route misses, and every step a run could not measure. */
export function phoneBudgetMisses(rows: PhoneResult[], budgets: Budgets = BUDGETS): string[] {
  return rows.flatMap((row) => [
    ...phoneMisses(row, budgets).map((m) => `${row.path}: ${m.text}`),
    ...row.errors.map((e) => `${row.path}: not measured (${e})`),
  ]);
}

const COLUMNS: Column<PhoneResult, PhoneBudgetKey>[] = [
  { title: "FCP ms", width: 6, cell: (r) => fmt(r.fcpMs) },
  { title: "hydr ms", width: 7, cell: (r) => fmt(r.hydratedMs) },
  { title: "menu ms", width: 7, cell: (r) => fmt(r.menuTapMs) },
  { title: "+FCP", width: 5, cell: (r) => fmt(r.menuFromPaintMs), budget: "menuFromPaintMs" },
  { title: "dead", width: 4, cell: (r) => fmt(r.deadTaps), budget: "deadTaps" },
  {
    title: "scroll",
    width: 6,
    cell: (r) => (r.scrollKept === null ? "–" : r.scrollKept ? "kept" : "lost"),
    budget: "scrollKept",
  },
  { title: "TBT", width: 4, cell: (r) => fmt(r.blockingMs), budget: "blockingMs" },
  ...INTERACTIONS.map((name): Column<PhoneResult, PhoneBudgetKey> => ({
    title: INTERACTION_TITLES[name],
    width: 6,
    cell: (r) => fmt(r.inpMs[name]),
    budget: name,
  })),
  { title: "INP", width: 5, cell: (r) => fmt(r.inp) },
];

/** One row per route; `!` after a value that misses its budget, `–` where there is none. */
export function formatPhoneTable(rows: PhoneResult[], budgets: Budgets = BUDGETS): string {
  return budgetTable(
    rows,
    COLUMNS,
    (row) => new Set(phoneMisses(row, budgets).map((m) => m.key)),
    (row) => (row.errors.length ? `  ! ${row.errors.length} not measured` : ""),
  );
}

export function formatPhoneLegend(budgets: Budgets = BUDGETS): string {
  return [
    `phone budgets per route (${MISS_MARK} = missed): the menu opens on a tap made ` +
      `≤ ${budgets.menuFromPaintMs} ms after first paint (+FCP),`,
    `  with ≤ ${budgets.deadTaps} dead taps before it; the early scroll is kept; TBT ≤ ` +
      `${budgets.tbtMs} ms (the long tasks`,
    "  the throttled load really ran from first paint until 3 s after hydration, as Lighthouse",
    `  counts them); INP ≤ ${budgets.inpMs} ms for each interaction:`,
    "  menu, FAQ, tap and type in the form, sim(ulator), slot (a free time), book (type in the",
    "  booking form), search (– = not on the page);",
    "  no budget: FCP, hydr(ated), menu ms (the opening tap, from navigation start), " +
      "INP (the row's worst)",
  ].join("\n");
}

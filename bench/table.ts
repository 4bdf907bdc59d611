// The bench's printed tables: the route, then right-aligned columns, each value followed by a
// mark when the route misses the budget that column shows.

/** Follows a value that misses its budget. */
export const MISS_MARK = "!";

export interface Column<Row, Key extends string> {
  title: string;
  width: number;
  cell: (row: Row) => string;
  /** The budget (or budgets) this column shows, if any: its cell is marked when one is missed. */
  budget?: Key | Key[];
}

/** One line per route under a header and a rule; `note` adds what follows a row (an error). */
export function budgetTable<Row extends { path: string }, Key extends string>(
  rows: readonly Row[],
  columns: readonly Column<Row, Key>[],
  missed: (row: Row) => ReadonlySet<Key>,
  note: (row: Row) => string,
): string {
  const routeWidth = Math.max(5, ...rows.map((r) => r.path.length));
  const line = (route: string, cells: string[]) =>
    [route.padEnd(routeWidth), ...cells.map((c, i) => c.padStart(columns[i].width))].join(" ");
  const out = [
    line(
      "route",
      columns.map((c) => c.title),
    ),
  ];
  out.push("-".repeat(out[0].length));
  for (const row of rows) {
    const misses = missed(row);
    const cells = columns.map((c) => {
      const keys: Key[] =
        c.budget === undefined ? [] : Array.isArray(c.budget) ? c.budget : [c.budget];
      return c.cell(row) + (keys.some((k) => misses.has(k)) ? MISS_MARK : "");
    });
    out.push(line(row.path, cells) + note(row));
  }
  return out.join("\n");
}

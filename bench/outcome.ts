// Whether a run of `npm run bench` fails: it does when any budget of bench/budgets.ts is missed
// (a route or step not measured counts as missed) or, in a compare run, when a verdict is "no".

/** Why the run fails, or null when it passes. */
export function failure(
  misses: readonly string[],
  verdicts: readonly { yes: boolean }[],
): string | null {
  const lost = verdicts.filter((v) => !v.yes).length;
  const reasons = [
    misses.length ? `${misses.length} budget miss(es)` : "",
    lost ? `${lost} verdict(s) "no"` : "",
  ].filter(Boolean);
  return reasons.length ? reasons.join(", ") : null;
}

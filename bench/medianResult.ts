// Several Lighthouse runs of one route folded into one row, so one noisy run does not decide it.
import type { RouteResult, TransferKb } from "./lhrTypes";

/** Kind by kind, the median transfer of the runs that have one. */
function medianTransfer(
  med: (pick: (r: RouteResult) => number | null) => number | null,
): TransferKb {
  const of = (kind: keyof TransferKb) => med((r) => r.transferKb?.[kind] ?? null) ?? 0;
  return {
    html: of("html"),
    css: of("css"),
    js: of("js"),
    font: of("font"),
    image: of("image"),
    other: of("other"),
    total: of("total"),
  };
}

/** The median of several runs of one route, metric by metric (scores included). */
export function medianResult(runs: RouteResult[]): RouteResult {
  const ok = runs.filter((r) => !r.error);
  if (ok.length === 0) return runs[runs.length - 1];
  const med = (pick: (r: RouteResult) => number | null): number | null => {
    const values = ok.map(pick).filter((v): v is number => v !== null);
    if (values.length === 0) return null;
    values.sort((a, b) => a - b);
    const mid = Math.floor(values.length / 2);
    return values.length % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
  };
  return {
    ...ok[0],
    performance: med((r) => r.performance),
    accessibility: med((r) => r.accessibility),
    bestPractices: med((r) => r.bestPractices),
    seo: med((r) => r.seo),
    lcpMs: med((r) => r.lcpMs),
    cls: med((r) => r.cls),
    tbtMs: med((r) => r.tbtMs),
    fcpMs: med((r) => r.fcpMs),
    transferKb: ok.some((r) => r.transferKb) ? medianTransfer(med) : null,
    benchmarkIndex: med((r) => r.benchmarkIndex),
    failedAudits: [...new Set(ok.flatMap((r) => r.failedAudits))],
  };
}

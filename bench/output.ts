// The Lighthouse part of the bench's printed output, after its measurements: the table, the worst
// values, the bundle figures and the audits losing points.
import type { BuildTiming } from "./build";
import { formatChunk, type NamedChunk } from "./chunks";
import { formatLegend, formatTable, formatWorst, type RouteRow, type Worst } from "./report";

export function printLighthouse(
  log: (line: string) => void,
  rows: RouteRow[],
  worst: Worst,
  builds: BuildTiming[],
  chunks: NamedChunk[],
): void {
  log("");
  log(formatTable(rows));
  log(formatLegend());
  log("");
  log(formatWorst(worst));
  const jsMeasured = rows.filter((r) => r.page.firstLoadJsFrom === "measured").length;
  log(
    `first-load JS: scripts Chromium loaded on ${jsMeasured} route(s)` +
      (jsMeasured < rows.length
        ? `, the build's (HTML scripts + template chunks) on ${rows.length - jsMeasured}`
        : ""),
  );
  log(
    `builds: ${builds.map((b) => `${b.kind} ${b.seconds} s`).join(", ") || "not run (--build=none)"}`,
  );
  log("largest JS chunks (gzip):");
  for (const chunk of chunks) log(`  ${formatChunk(chunk)}`);
  const explained = rows.filter((r) => r.failedAudits.length);
  if (explained.length) {
    log("audits losing points (a11y / best practices / SEO):");
    for (const r of explained) log(`  ${r.path}: ${r.failedAudits.join(", ")}`);
  }
}

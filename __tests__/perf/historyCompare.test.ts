/** @jest-environment node */
// The bench history: which earlier run a run is compared with, and the change it reports.
import { compareRuns, formatComparison } from "../../bench/compare";
import { previousComparable, routeFigures, type RouteFigures } from "../../bench/history";
import { lighthouseRow } from "../../bench/lighthouseReport";
import { page } from "./benchRows";
import { figures, run, transfer } from "./benchRuns";

describe("comparison", () => {
  const routes = (home: Partial<RouteFigures> = {}) => ({
    "/": figures(home),
    "/contact": figures({ perf: 99, transferKb: null }),
  });

  it("picks the latest earlier run over the same routes with as many runs", () => {
    const older = run("1", routes());
    const latest = run("2", routes(), { options: { build: "full", runs: 1 } });
    const threeRuns = run("3", routes(), { options: { build: "none", runs: 3 } });
    const otherRoutes = run("4", { "/": figures() });
    const current = run("5", routes());
    expect(previousComparable([older, latest, threeRuns, otherRoutes], current)).toBe(latest);
    expect(previousComparable([threeRuns, otherRoutes], current)).toBeNull();
  });

  it("gives the change of each figure per route, and of the build times", () => {
    const before = run("1", routes(), {
      builds: [
        { kind: "clean", seconds: 110.2 },
        { kind: "cached", seconds: 18.5 },
      ],
    });
    const after = run(
      "2",
      routes({
        perf: 98,
        fcpMs: 850,
        lcpMs: 1450,
        tbtMs: 150,
        cls: 0.004,
        htmlBrKb: 13.9,
        inlineCssKb: 20.1,
        jsGzKb: 95.2,
        transferKb: { ...transfer, font: 30, image: 100.1, total: 240 },
      }),
      { builds: [{ kind: "cached", seconds: 17.3 }] },
    );
    const { routes: deltas, builds } = compareRuns(before, after);
    expect(deltas[0]).toEqual({
      route: "/",
      perf: 2,
      fcpMs: -50,
      lcpMs: -350,
      tbtMs: 30,
      cls: 0.003,
      htmlBrKb: -0.3,
      inlineCssKb: -4,
      jsGzKb: -36.3,
      fontKb: -11.5,
      imageKb: -20.2,
      totalKb: -28.8,
    });
    // No transfer figures in either run: no change to show rather than a made-up zero.
    expect(deltas[1]).toMatchObject({ route: "/contact", perf: 0, fontKb: null, totalKb: null });
    expect(builds).toEqual([{ kind: "cached", seconds: -1.2 }]);

    const lines = formatComparison(before, after).split("\n");
    expect(lines[0]).toBe("change since the run of 1 (abc1234; build none, runs 1); sizes in KB:");
    expect(lines[1].split(/\s+/)).toEqual([
      "route",
      "Δperf",
      "ΔFCP",
      "ms",
      "ΔLCP",
      "ms",
      "ΔTBT",
      "ms",
      "ΔCLS",
      "ΔHTML",
      "br",
      "ΔCSS",
      "ΔJS",
      "gz",
      "Δfonts",
      "Δimages",
      "Δtotal",
    ]);
    expect(lines[2].split(/\s+/)).toEqual([
      "/",
      "+2",
      "-50",
      "-350",
      "+30",
      "+0.003",
      "-0.3",
      "-4.0",
      "-36.3",
      "-11.5",
      "-20.2",
      "-28.8",
    ]);
    expect(lines[3].split(/\s+/)).toEqual([
      "/contact",
      "0",
      "0",
      "0",
      "0",
      "0.000",
      "0.0",
      "0.0",
      "0.0",
      "–",
      "–",
      "–",
    ]);
    expect(lines[4]).toBe("builds: cached -1.2 s");
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(120);
  });

  it("says so when there is nothing to compare with", () => {
    expect(formatComparison(null, run("1", routes()))).toMatch(/^no earlier run to compare/);
  });

  it("says when the earlier run was measured by another Lighthouse", () => {
    const before = run("1", routes());
    const after = run("2", routes(), { lighthouse: "12.1.0 (Lighthouse CI)" });
    expect(formatComparison(before, after).split("\n")[0]).toBe(
      "change since the run of 1 (abc1234; build none, runs 1; Lighthouse the bench's own, " +
        "before Lighthouse CI then, 12.1.0 (Lighthouse CI) now); sizes in KB:",
    );
    expect(formatComparison(after, after).split("\n")[0]).not.toContain("then");
  });

  it("keeps a route's compact figures, rounded, with its error", () => {
    const build = page({ htmlBrKb: 12, firstLoadJsKb: 90, firstLoadJsFrom: "static" });
    const route = { path: "/x", indexable: true, notFound: false };
    const row = lighthouseRow(route, {
      assertions: [],
      run: null,
      page: () => build,
      error: "timed out",
    });
    expect(routeFigures(row)).toMatchObject({
      perf: null,
      jsGzKb: 90,
      jsFrom: "static",
      error: "timed out",
    });
    expect(routeFigures({ ...row, error: undefined, lcpMs: 1234.56, cls: 0.012345 })).toMatchObject(
      {
        lcpMs: 1235,
        cls: 0.0123,
      },
    );
  });
});

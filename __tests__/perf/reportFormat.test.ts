/** @jest-environment node */
// The bench report: the worst values over the routes and the printed table, legend and summary.
import { BUDGETS } from "../../bench/budgets";
import { formatLegend, formatTable, formatWorst, worstValues } from "../../bench/report";
import { transfer } from "../helpers/benchRuns";
import { failed, page, row } from "../helpers/benchRows";

describe("worstValues", () => {
  it("takes the lowest scores and the highest costs, build figures of every route", () => {
    const worst = worstValues([
      row("/a", { performance: 91, lcpMs: 900, cls: 0.03, transferKb: { ...transfer, font: 70 } }),
      row("/b", { accessibility: 96, tbtMs: 300, page: page({ htmlBrKb: 19 }) }),
      { ...failed("/c", "timeout"), page: page({ firstLoadJsKb: 150 }) },
    ]);
    expect(worst).toMatchObject({
      performance: 91,
      accessibility: 96,
      lcpMs: 1000,
      cls: 0.03,
      tbtMs: 300,
      fontKb: 70,
      htmlBrKb: 19,
      firstLoadJsKb: 150,
    });
  });

  it("counts SEO only on indexable pages and skips unmeasured routes", () => {
    const worst = worstValues([
      row("/a", { seo: 92 }),
      row("/b", { seo: 66, indexable: false }),
      failed("/c", "timeout"),
    ]);
    expect(worst.seo).toBe(92);
    expect(worstValues([failed("/c", "timeout")]).performance).toBeNull();
  });
});

describe("formatting", () => {
  it("prints one line per route under a header, marking each value over its budget", () => {
    const table = formatTable([
      row("/"),
      row("/servicii/finantari-pe-termen-scurt", {
        indexable: false,
        seo: 69,
        performance: 96,
        lcpMs: 1510,
        tbtMs: 151,
        cls: 0.021,
        transferKb: { ...transfer, font: 60.1 },
        page: page({ htmlBrKb: 20.1, firstLoadJsKb: 100.1 }),
      }),
      failed("/x", "boom"),
    ]);
    const lines = table.split("\n");
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(
      /^route\s+perf\s+a11y\/bp\/seo\s+FCP s\s+LCP s\s+TBT ms\s+CLS\s+HTML br\s+CSS\s+JS gz\s+fonts\s+images$/,
    );
    expect(lines[2]).toMatch(
      /^\/\s+99\s+100\/100\/100\s+0\.80\s+1\.00\s+20\s+0\.001\s+12\.5\s+24\.1\s+88\.4\s+41\.5\s+120\.3$/,
    );
    expect(lines[3].split(/\s+/)).toEqual([
      "/servicii/finantari-pe-termen-scurt",
      "96!",
      "100/100/(69)",
      "0.80",
      "1.51!",
      "151!",
      "0.021!",
      "20.1!",
      "24.1",
      "100.1!",
      "60.1!",
      "120.3",
    ]);
    expect(lines[4]).toContain("! boom");
    expect(Math.max(...lines.slice(0, 4).map((l) => l.length))).toBeLessThanOrEqual(120);
  });

  it("marks the a11y/bp/seo cell when one of the three misses", () => {
    const [, , line] = formatTable([row("/", { bestPractices: 96 })]).split("\n");
    expect(line).toContain("100/96/100!");
  });

  it("states every budget in the legend", () => {
    const legend = formatLegend();
    for (const text of [
      `perf ≥ ${BUDGETS.performance}`,
      `LCP ≤ ${BUDGETS.lcpMs / 1000} s`,
      `TBT ≤ ${BUDGETS.tbtMs} ms`,
      `CLS ≤ ${BUDGETS.cls}`,
      `HTML br ≤ ${BUDGETS.htmlBrKb} KB`,
      `JS gz ≤ ${BUDGETS.firstLoadJsKb} KB`,
      `fonts ≤ ${BUDGETS.fontKb} KB`,
    ])
      expect(legend).toContain(text);
    for (const line of legend.split("\n")) expect(line.length).toBeLessThanOrEqual(120);
  });

  it("summarises the worst values", () => {
    expect(formatWorst(worstValues([row("/", { lcpMs: 1234 })]))).toBe(
      "worst: perf 99, a11y 100, bp 100, seo 100 (indexable), FCP 0.80 s, LCP 1.23 s, " +
        "TBT 20 ms, CLS 0.001,\n  HTML br 12.5 KB, CSS 24.1 KB, JS gz 88.4 KB, fonts 41.5 KB, " +
        "images 120.3 KB, total transferred 268.8 KB",
    );
  });
});

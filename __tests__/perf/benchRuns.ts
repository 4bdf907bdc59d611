// Bench history fixtures: one route's figures and one run's line, each overridable per test.
import type { HistoryLine, RouteFigures } from "../../bench/history";

export const transfer = {
  html: 13,
  css: 0,
  js: 90,
  font: 41.5,
  image: 120.3,
  other: 4,
  total: 268.8,
};

export function figures(values: Partial<RouteFigures> = {}): RouteFigures {
  return {
    perf: 96,
    a11y: 100,
    bp: 100,
    seo: 100,
    fcpMs: 900,
    lcpMs: 1800,
    tbtMs: 120,
    cls: 0.001,
    htmlKb: 60,
    htmlBrKb: 14.2,
    inlineCssKb: 24.1,
    inlineCssBrKb: 5.2,
    jsGzKb: 131.5,
    jsFrom: "measured",
    transferKb: transfer,
    ...values,
  };
}

export function run(
  date: string,
  routes: Record<string, RouteFigures>,
  values: Partial<HistoryLine> = {},
): HistoryLine {
  return {
    date,
    commit: "abc1234",
    dirty: false,
    options: { build: "none", runs: 1 },
    machine: { cpus: 2, loadavg: [3.1, 2.5, 2] },
    builds: [],
    routes,
    ...values,
  };
}

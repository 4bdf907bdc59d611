// Bench report fixtures: a route's build-output figures and its row, each overridable per test.
import { failedRoute } from "../../bench/lighthouseResult";
import type { PageFiles } from "../../bench/pageFiles";
import type { RouteRow } from "../../bench/report";
import { transfer } from "./benchRuns";

export function page(values: Partial<PageFiles> = {}): PageFiles {
  return {
    htmlKb: 60,
    htmlBrKb: 12.5,
    htmlBrFrom: "file",
    inlineCssKb: 24.1,
    inlineCssBrKb: 5.2,
    firstLoadJsKb: 88.4,
    firstLoadJsFiles: 7,
    firstLoadJsFrom: "measured",
    ...values,
  };
}

export function row(path: string, values: Partial<RouteRow> = {}): RouteRow {
  return {
    path,
    indexable: true,
    performance: 99,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1000,
    cls: 0.001,
    tbtMs: 20,
    fcpMs: 800,
    transferKb: transfer,
    failedAudits: [],
    benchmarkIndex: 1500,
    page: page(),
    ...values,
  };
}

export const failed = (path: string, error: string): RouteRow => ({
  ...failedRoute(path, true, error),
  page: page(),
});

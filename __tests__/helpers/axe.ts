// axe-core on a page of the site, WCAG 2.0/2.1 A and AA: its violations as readable lines, and the
// rules it ran, so a suite can say what "no violations" covered.
//
// axe runs once in the page itself (`axe.run` over the document), injected once per page. The
// site's only frame is the video's player, on another origin, which axe does not enter: that is
// the player's own page, not ours (the <iframe> element itself is checked like any other). Run
// this way, a route's check takes half the time of @axe-core/playwright's `analyze()`, which
// injects axe twice and finishes every run in a fresh blank page.
import axe from "axe-core";
import type { AxeResults } from "axe-core";
import type { Page } from "playwright-core";

declare global {
  interface Window {
    axe: typeof axe;
  }
}

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Every rule axe ran in this test file, and those that applied to some element. */
export const axeRules = { run: new Set<string>(), applied: new Set<string>() };

/**
 * axe's results for the page as it is now, WCAG 2.0/2.1 A and AA rules only: every element of each
 * violation, and for the rules that passed, found nothing to check or could not decide, their names
 * with one element at most (`resultTypes`), which spares collecting and sending every element of
 * every passing rule.
 */
export async function axeResults(page: Page): Promise<AxeResults> {
  const injected = await page.evaluate(() => "axe" in window);
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(
    (tags) =>
      window.axe.run(document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      }),
    WCAG_TAGS,
  );
}

/** Violations as one readable line per element: rule, impact, selector, what to fix. */
export async function violations(page: Page, where: string): Promise<string[]> {
  const results = await axeResults(page);
  for (const rule of [...results.passes, ...results.violations, ...results.incomplete]) {
    axeRules.applied.add(rule.id);
    axeRules.run.add(rule.id);
  }
  for (const rule of results.inapplicable) axeRules.run.add(rule.id);
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${where} ${v.id} (${v.impact}) at ${node.target.join(" ")}: ` +
        `${node.failureSummary?.replace(/\s+/g, " ").trim()} [${v.helpUrl}]`,
    ),
  );
}

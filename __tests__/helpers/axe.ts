// axe-core on a page of the site, WCAG 2.0/2.1 A and AA: its violations as readable lines, and the
// rules it ran, so a suite can say what "no violations" covered.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Every rule axe ran in this test file, and those that applied to some element. */
export const axeRules = { run: new Set<string>(), applied: new Set<string>() };

/** Violations as one readable line per element: rule, impact, selector, what to fix. */
export async function violations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
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

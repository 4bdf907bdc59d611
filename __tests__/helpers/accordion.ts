// FAQ accordions are native `<details name>` groups: which item is open, and the one-open-at-a-time
// rule, are the browser's (tested in Chromium, __tests__/ui/widgets.browser.test.ts). jsdom keeps
// the markup, so page tests read the items, their titles and their open state from it.

export interface FaqEntry {
  details: HTMLDetailsElement;
  /** The question as shown, number included ("1.Întrebarea"). */
  title: string;
  open: boolean;
}

export function faqEntries(root: ParentNode): FaqEntry[] {
  return Array.from(root.querySelectorAll("details")).map((details) => ({
    details,
    title: details.querySelector(":scope > summary")?.textContent ?? "",
    open: details.open,
  }));
}

/** The `name` the items share: one value means one group, so the browser keeps one open. */
export function groupNames(entries: readonly FaqEntry[]): Set<string | null> {
  return new Set(entries.map((e) => e.details.getAttribute("name")));
}

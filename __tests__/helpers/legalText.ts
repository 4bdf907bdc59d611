// The legal pages' words as the page files hold them (their `legal` part), for the tests that
// hold what a policy or the terms say to what the code does.
import { partItems, type Item } from "./dataFiles";

/** A section of a legal page: its title and paragraphs, and the list, the paragraphs after it and
 * the table it may have. */
export interface LegalSection {
  title: string;
  paragraphs: string[];
  list?: string[] | null;
  after?: string[] | null;
  table?: { rows: { cells: string[] }[] } | null;
}

/** The legal page keyed `key` ("confidentialitate", "termeni", "cookies"), as written. */
export function legalPage(key: string): Item & { sections: LegalSection[] } {
  const page = partItems("legal").find((doc) => doc.key === key);
  if (!page) throw new Error(`no legal page "${key}"`);
  return page as Item & { sections: LegalSection[] };
}

/** A section's words in one string: its paragraphs, its list and the paragraphs after it. */
export const sectionText = (section: LegalSection): string =>
  [...section.paragraphs, ...(section.list ?? []), ...(section.after ?? [])].join(" ");

/** A legal page's words in one string, section after section. */
export const legalText = (key: string): string =>
  legalPage(key).sections.map(sectionText).join(" ");

/** The words of the section of the page keyed `key` whose title contains `title`. */
export function sectionTextOf(key: string, title: string): string {
  const section = legalPage(key).sections.find((s) => s.title.includes(title));
  if (!section) throw new Error(`no section "${title}" in the legal page "${key}"`);
  return sectionText(section);
}

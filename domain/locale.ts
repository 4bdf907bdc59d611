// The one map from a page's language to the locale names each standard wants, and to the marks
// numbers are written with (domain/format.ts): the pages and the server's mails both use it.

/** The languages the site speaks: Romanian pages and the English template pages. */
export type Lang = "ro" | "en";

interface Locale {
  /** BCP 47 tag: number formatting (Intl) and schema.org inLanguage. */
  tag: string;
  /** Open Graph's og:locale, language_TERRITORY. */
  og: string;
  /** Digit grouping and decimal marks, as Intl formats numbers for `tag` (domain/format.ts
   * writes numbers with them by hand). */
  separators: { group: string; decimal: string };
}

export const LOCALES: Record<Lang, Locale> = {
  ro: { tag: "ro-RO", og: "ro_RO", separators: { group: ".", decimal: "," } },
  en: { tag: "en-US", og: "en_US", separators: { group: ",", decimal: "." } },
};

/** The locale of a page language; a language the site does not speak is an error, named. */
export function localeOf(lang: string): Locale {
  const locale = LOCALES[lang as Lang];
  if (!locale) throw new Error(`no locale for the language "${lang}" (known: ro, en)`);
  return locale;
}

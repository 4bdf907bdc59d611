// Which values of a data file are placeholders the owner must replace before going live. A data file
// lists them under `placeholders` as dotted key paths ("identity.legalName", "socials"); a path also
// covers everything under it. Pure, so the pages, the build and the scripts read it the same way.

export const PLACEHOLDERS_KEY = "placeholders";

/**
 * The other mark: demo content of the English template pages (invented people, quotes, logos,
 * figures, prices). It stays in a production build, because those pages say what they are and
 * show each such value marked as an example; a placeholder instead stands for a fact of the firm
 * and is refused until it is replaced.
 */
export const EXAMPLES_KEY = "examples";

/** Whether `key` (dotted, array items by index) is listed, or lies under a listed path. */
export function isPlaceholder(placeholders: readonly string[] | null | undefined, key: string) {
  return (placeholders ?? []).some((p) => key === p || key.startsWith(`${p}.`));
}

/** Whether any listed placeholder lies at or under `prefix` (e.g. any part of "identity"). */
export function hasPlaceholderUnder(
  placeholders: readonly string[] | null | undefined,
  prefix: string,
) {
  return (placeholders ?? []).some((p) => p === prefix || p.startsWith(`${prefix}.`));
}

/** A North American number of the 555-0100 to 555-0199 range, which is reserved for fiction. */
export function isFictionalNanpNumber(value: string): boolean {
  const digits = value.replace(/^tel:/i, "").replace(/[\s().-]/g, "");
  return /^(\+?1)?\d{3}55501\d{2}$/.test(digits) || /^(\+?1)?55501\d{2}$/.test(digits);
}

/**
 * Domains reserved for examples (RFC 2606, RFC 6761): example.com/.net/.org with any subdomain and
 * the .example, .test, .invalid and .localhost top-level domains. A value on one of them can never
 * lead a visitor, a mail or a search engine to a real third party.
 */
const RESERVED_HOST = /(^|\.)(example\.(com|net|org)|[^.]+\.(example|test|invalid|localhost))$/i;

export function isReservedHost(host: string): boolean {
  return RESERVED_HOST.test(host.replace(/\.$/, ""));
}

/** The host of a URL or of an e-mail address (with or without mailto:), else null. */
export function hostOf(value: string): string | null {
  const mail = /^(?:mailto:)?[^\s@/]+@([^\s@/?#]+)$/i.exec(value.trim());
  if (mail) return mail[1];
  const url = /^[a-z][a-z0-9+.-]*:\/\/([^/?#:\s]+)/i.exec(value.trim());
  return url ? url[1] : null;
}

/**
 * Romania has no number range set aside for fiction, so the placeholder phone is one no network can
 * route: after the country code 40 the national number can never begin with 0, which is only the
 * trunk prefix dialled inside the country (ITU-T E.164; ANCOM's plan starts numbers with 2, 3, 7,
 * 8 or 9). This tells such a value from a real one in any notation (+40 0…, tel:+400…, 400…).
 */
export function isUnroutableRomanianNumber(value: string): boolean {
  const digits = value.replace(/^tel:/i, "").replace(/[\s().-]/g, "");
  return /^(\+|00)?400\d*$/.test(digits);
}

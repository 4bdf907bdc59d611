// Numbers, money and templated copy as the site writes them, for the pages and the server's mails
// alike. Numbers are written out by hand with the marks of the one locale map rather than with
// Intl.NumberFormat: its first use per locale costs about 25 ms of main thread on a phone (measured
// on the counters, in the middle of hydration), and by hand the build (Node's ICU) and every
// browser give the same characters.
import { localeOf } from "./locale";

export interface NumberFormat {
  /** At most this many decimals (rounded), trailing zeros dropped: 10.5 → "10,5". */
  maxDecimals?: number;
  /** At least this many decimals, zeros kept: 4.90 → "4,9" with 1, "4,90" with 2. */
  minDecimals?: number;
}

/** Digits grouped by three: 1234567 → 1.234.567 in Romanian, 1,234,567 in English. */
function groupThousands(digits: string, group: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/** A number in the page language's notation: 100000 → "100.000", 10.5 → "10,5" (ro). */
export function formatNumber(
  value: number,
  lang: string,
  { maxDecimals = 2, minDecimals = 0 }: NumberFormat = {},
): string {
  const { group, decimal } = localeOf(lang).separators;
  const fixed = Math.abs(value).toFixed(maxDecimals);
  const [integer, fraction = ""] = fixed.split(".");
  const kept = fraction.replace(/0+$/, "").padEnd(minDecimals, "0");
  const sign = value < 0 && Number(fixed) !== 0 ? "-" : "";
  return `${sign}${groupThousands(integer, group)}${kept ? `${decimal}${kept}` : ""}`;
}

/** An amount of bani (integer hundredths of a leu) as money, always two decimals: 212470 →
 * "2.124,70" (ro). */
export function formatBani(bani: number, lang: string): string {
  const { group, decimal } = localeOf(lang).separators;
  const sign = bani < 0 ? "-" : "";
  const abs = Math.abs(Math.round(bani));
  const lei = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, "0");
  return `${sign}${groupThousands(String(lei), group)}${decimal}${cents}`;
}

/**
 * Copy with `{name}` placeholders filled in: "Mesajul poate avea cel mult {max} de caractere".
 * A placeholder without a value is an error (a template in data/ that names the wrong one), and a
 * value is inserted as text, so "$&" in a visitor's name stays "$&".
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, name))
      throw new Error(`Unknown placeholder ${match} in "${template}"`);
    return String(values[name]);
  });
}

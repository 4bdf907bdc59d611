// Romanian number input for the simulator, and its figures with their units. The numbers
// themselves are written by the site's one formatter (domain/format.ts), in Romanian: the
// simulators and their copy are Romanian only.
import { formatBani, formatNumber } from "../format";
import { DAE_DECIMALS } from "./dae";

/** The language the simulators write their figures in. */
export const SIMULATOR_LANG = "ro";

/** What a visitor typed, read as a number. */
export type Parsed =
  { ok: true; value: number; decimals: number } | { ok: false; reason: "empty" | "invalid" };

const SPACES = /[\s\u00a0\u202f]/g;
/** 100000 or 100000,5 */
const PLAIN = /^\d+(,\d+)?$/;
/** 100.000 or 1.000.000,50: dots group thousands, the comma marks decimals (ro-RO). */
const DOT_GROUPS = /^\d{1,3}(\.\d{3})+(,\d+)?$/;
/** 100 000 or 100 000,50 */
const SPACE_GROUPS = /^\d{1,3}( \d{3})+(,\d+)?$/;
/** 10.5: a dot that cannot be a thousands separator is read as the decimal point. */
const DOT_DECIMAL = /^\d+\.\d+$/;

/**
 * Reads `100.000`, `100000`, `100 000`, `1.000,5` and `10.5`; anything else (letters, `1.00.0`,
 * `1e5`) is invalid. A leading minus is kept, so a negative value gets the range message.
 * `decimals` counts the significant digits after the decimal mark (`60,0` has none).
 */
export function parseNumber(text: string): Parsed {
  let s = text.trim().replace(SPACES, " ");
  if (s === "") return { ok: false, reason: "empty" };
  let sign = 1;
  if (/^[-\u2212]/.test(s)) {
    sign = -1;
    s = s.slice(1).trimStart();
  }
  let integer: string;
  let fraction = "";
  if (PLAIN.test(s) || DOT_GROUPS.test(s) || SPACE_GROUPS.test(s)) {
    [integer, fraction = ""] = s.split(",");
    integer = integer.replace(/[. ]/g, "");
  } else if (DOT_DECIMAL.test(s)) {
    [integer, fraction] = s.split(".");
  } else {
    return { ok: false, reason: "invalid" };
  }
  const significant = fraction.replace(/0+$/, "");
  const value = sign * Number(`${integer}.${significant || "0"}`);
  return { ok: true, value: value === 0 ? 0 : value, decimals: significant.length };
}

/** A value followed by its unit; a percent sign sits right after the number: `10%`, `60 luni`. */
export function withUnit(text: string, unit: string): string {
  return unit === "%" ? `${text}%` : `${text} ${unit}`;
}

/** Money as shown on the page: `2.124,70 lei`. */
export function formatLei(bani: number, currency: string): string {
  return withUnit(formatBani(bani, SIMULATOR_LANG), currency);
}

/**
 * A DAE already rounded by roundDae (domain/simulator/dae.ts), as the page states it: with its
 * DAE_DECIMALS decimals even when they are 0, like the rate beside it (`10,00%`, `11,94%`).
 */
export function formatDae(percent: number): string {
  const decimals = { maxDecimals: DAE_DECIMALS, minDecimals: DAE_DECIMALS };
  return withUnit(formatNumber(percent, SIMULATOR_LANG, decimals), "%");
}

// Checking one simulator input against its range from data: either a number to compute with, or
// the message to show beside the field (copy from data/simulator-copy.json).
import { ALL_BASIS_POINTS, basisPoints } from "./finance";
import { fillTemplate, formatNumber } from "../format";
import { SIMULATOR_LANG, parseNumber, withUnit } from "./format";

/** One input as a service page file's "simulator" describes it. */
export interface FieldSpec {
  readonly label: string;
  readonly unit: string;
  readonly monthsPerUnit?: number | null;
  readonly min: number;
  readonly max: number;
  readonly default: number;
  readonly decimals: number;
}

export interface ErrorCopy {
  readonly empty: string;
  readonly invalid: string;
  readonly range: string;
  readonly decimals: string;
  readonly integer: string;
  readonly residual: string;
}

export type FieldCheck = { ok: true; value: number } | { ok: false; error: string };

/** A value as its input shows it, in ro-RO notation: `100.000`, `60`, `10,5`. */
export function displayText(value: number, spec: FieldSpec): string {
  return formatNumber(value, SIMULATOR_LANG, { maxDecimals: spec.decimals });
}

/** The value an input starts with. */
export function initialText(spec: FieldSpec): string {
  return displayText(spec.default, spec);
}

export function checkField(text: string, spec: FieldSpec, errors: ErrorCopy): FieldCheck {
  const parsed = parseNumber(text);
  const fail = (template: string, extra: Record<string, string | number> = {}): FieldCheck => ({
    ok: false,
    error: fillTemplate(template, { label: spec.label, ...extra }),
  });
  if (!parsed.ok) return fail(parsed.reason === "empty" ? errors.empty : errors.invalid);
  if (parsed.decimals > spec.decimals) {
    return spec.decimals === 0
      ? fail(errors.integer)
      : fail(errors.decimals, { decimals: spec.decimals });
  }
  if (parsed.value < spec.min || parsed.value > spec.max) {
    return fail(errors.range, {
      min: formatNumber(spec.min, SIMULATOR_LANG, { maxDecimals: spec.decimals }),
      max: withUnit(
        formatNumber(spec.max, SIMULATOR_LANG, { maxDecimals: spec.decimals }),
        spec.unit,
      ),
    });
  }
  return { ok: true, value: parsed.value };
}

/**
 * The residual value is paid out of what is financed, so it can be at most 100% minus the
 * advance; returns the message when it is more. Compared in whole hundredths of a percent:
 * in floating point 100 − 64,01 is 35,989999…, which would refuse 35,99%.
 */
export function residualError(
  residualPercent: number,
  advancePercent: number,
  spec: FieldSpec,
  errors: ErrorCopy,
): string | null {
  const limit = ALL_BASIS_POINTS - basisPoints(advancePercent);
  if (basisPoints(residualPercent) <= limit) return null;
  return fillTemplate(errors.residual, {
    label: spec.label,
    max: withUnit(
      formatNumber(limit / 100, SIMULATOR_LANG, { maxDecimals: spec.decimals }),
      spec.unit,
    ),
  });
}

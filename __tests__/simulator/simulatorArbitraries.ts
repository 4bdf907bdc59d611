// Inputs a visitor can give the simulator, generated over the whole range of each field of the
// service page files' simulators at the steps the form accepts (its decimals), for property tests.
import fc from "fast-check";
import type { Values, CreditFields, LeasingFields } from "../../domain/simulator/summary";
import type { FieldSpec } from "../../domain/simulator/validate";

/** A field's values as whole steps: 100000,01 lei is 10000001 steps of a ban. */
function steps(spec: FieldSpec): { scale: number; lo: number; hi: number } {
  const scale = Math.pow(10, spec.decimals);
  return { scale, lo: Math.round(spec.min * scale), hi: Math.round(spec.max * scale) };
}

/** Any value the field accepts; its bounds come up often (fast-check favours them). */
export function fieldValue(spec: FieldSpec): fc.Arbitrary<number> {
  const { scale, lo, hi } = steps(spec);
  return fc.integer({ min: lo, max: hi }).map((n) => n / scale);
}

/**
 * A rate: the lowest (0%) and the step above it a fair share of the time, since each takes its own
 * path through the arithmetic (no interest at all; monthly interest below the rounding).
 */
export function rateValue(spec: FieldSpec): fc.Arbitrary<number> {
  const next = spec.min + Math.pow(10, -spec.decimals);
  return fc.oneof(fc.constant(spec.min), fieldValue(spec), fc.constant(next));
}

export function creditValues(fields: CreditFields): fc.Arbitrary<Values<CreditFields>> {
  return fc.record({
    amount: fieldValue(fields.amount),
    term: fieldValue(fields.term),
    rate: rateValue(fields.rate),
  });
}

/**
 * Advance and residual value that make at most 100% together, often exactly 100%, the case where
 * the instalments repay nothing but interest.
 */
export function leasingValues(fields: LeasingFields): fc.Arbitrary<Values<LeasingFields>> {
  const residual = steps(fields.residual);
  const shares = fieldValue(fields.advance).chain((advance) => {
    const room = Math.min(residual.hi, Math.round((100 - advance) * residual.scale));
    const any = fc.integer({ min: residual.lo, max: room }).map((n) => n / residual.scale);
    const rest = fc.constant(room / residual.scale);
    return fc.tuple(fc.constant(advance), fc.oneof(any, rest));
  });
  return fc
    .record({
      amount: fieldValue(fields.amount),
      shares,
      term: fieldValue(fields.term),
      rate: rateValue(fields.rate),
    })
    .map(({ shares: [advance, residualValue], ...rest }) => ({
      ...rest,
      advance,
      residual: residualValue,
    }));
}

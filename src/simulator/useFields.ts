import { useMemo, useState } from "react";
import {
  checkField,
  displayText,
  initialText,
  type ErrorCopy,
  type FieldCheck,
  type FieldSpec,
} from "../../domain/simulator/validate";
import type { Values } from "../../domain/simulator/summary";

/** Field name → spec; interfaces such as CreditFields qualify (no index signature needed). */
type Specs<F> = { [K in keyof F]: FieldSpec };
type Texts<F> = { [K in keyof F]: string };

function mapFields<F extends Specs<F>, T>(fields: F, map: (spec: FieldSpec, name: keyof F) => T) {
  return Object.fromEntries(
    Object.entries<FieldSpec>(fields).map(([name, spec]) => [name, map(spec, name as keyof F)]),
  ) as { [K in keyof F]: T };
}

/**
 * The simulator's inputs as typed, each checked on every change; `values` holds the numbers when
 * every field is valid, else null (and no result is shown).
 */
export function useFields<F extends Specs<F>>(fields: F, errors: ErrorCopy) {
  const [texts, setTexts] = useState<Texts<F>>(() => mapFields(fields, initialText));
  const checks = useMemo(
    () => mapFields(fields, (spec, name) => checkField(texts[name], spec, errors)),
    [fields, texts, errors],
  );
  const values = useMemo(() => {
    if (!Object.values<FieldCheck>(checks).every((check) => check.ok)) return null;
    return mapFields(fields, (_, name) => (checks[name] as { value: number }).value) as Values<F>;
  }, [fields, checks]);

  /** Each field's error message, or null while it is valid. */
  const messages = mapFields(fields, (_, name): string | null => {
    const check = checks[name];
    return check.ok ? null : check.error;
  });

  const setText = (name: keyof F, text: string) =>
    setTexts((previous) => ({ ...previous, [name]: text }));
  /** On leaving a valid field, show its value in ro-RO notation (100000 → 100.000). */
  const tidy = (name: keyof F) => {
    const check = checks[name];
    if (check.ok) setText(name, displayText(check.value, fields[name]));
  };
  return { texts, checks, messages, values, setText, tidy };
}

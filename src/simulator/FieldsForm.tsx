import React, { useId } from "react";
import { NumberField } from "./NumberField";
import type { FieldSpec } from "../../domain/simulator/validate";
import * as styles from "./Fields.module.css";

export interface FieldsFormProps<N extends string> {
  label: string;
  names: readonly N[];
  fields: Record<N, FieldSpec>;
  texts: Record<N, string>;
  errors: Record<N, string | null>;
  /** Hints under fields, by field name. */
  hints: Partial<Record<string, string>>;
  onChange: (name: N, text: string) => void;
  onBlur: (name: N) => void;
}

/** The simulator's inputs. A form, so Enter in a field does nothing surprising: no page reload. */
export function FieldsForm<N extends string>(props: FieldsFormProps<N>) {
  const { label, names, fields, texts, errors, hints, onChange, onBlur } = props;
  const uid = useId();
  return (
    <form
      className={styles.form}
      aria-label={label}
      noValidate
      onSubmit={(e) => e.preventDefault()}
    >
      {names.map((name) => (
        <NumberField
          key={name}
          id={`${uid}-${name}`}
          spec={fields[name]}
          text={texts[name]}
          error={errors[name]}
          hint={hints[name]}
          onChange={(text) => onChange(name, text)}
          onBlur={() => onBlur(name)}
        />
      ))}
    </form>
  );
}

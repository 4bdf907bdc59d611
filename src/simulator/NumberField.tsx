import React from "react";
import type { FieldSpec } from "../../domain/simulator/validate";
import * as styles from "./Fields.module.css";

interface NumberFieldProps {
  id: string;
  spec: FieldSpec;
  text: string;
  error: string | null;
  hint?: string;
  onChange: (text: string) => void;
  onBlur: () => void;
}

/** A labelled number input with its unit; its hint and error are announced with it. */
export function NumberField({ id, spec, text, error, hint, onChange, onBlur }: NumberFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {spec.label}
        <span className="visually-hidden"> ({spec.unit})</span>
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ""}`}>
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <span className={styles.unit} aria-hidden="true">
          {spec.unit}
        </span>
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

import React from "react";
import type { FieldInputProps } from "formik";
import * as styles from "./ContactForm.module.css";

interface ContactTextFieldProps {
  id: string;
  label: string;
  placeholder: string;
  field: FieldInputProps<string>;
  error?: string;
  type?: "text" | "email" | "tel";
  autoComplete: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  pattern?: string;
  multiline?: boolean;
}

/** One labelled field; its error sits right under it and is announced with it. */
export function ContactTextField({
  id,
  label,
  placeholder,
  field,
  error,
  type = "text",
  autoComplete,
  inputMode,
  pattern,
  multiline = false,
}: ContactTextFieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    ...field,
    id,
    placeholder,
    autoComplete,
    required: true,
    className: `${styles.control} ${error ? styles.invalid : ""}`,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  };
  return (
    <div className={`${styles.field} ${multiline ? styles.wide : ""}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={4} />
      ) : (
        <input {...shared} type={type} inputMode={inputMode} pattern={pattern} />
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

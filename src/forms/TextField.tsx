import React from "react";
import { FieldError } from "./FieldError";
import { describedBy, hintId } from "./ids";
import * as styles from "./Fields.module.css";

/** A control's own attributes: name, type, value or defaultValue, handlers, input hints. */
export type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "className">;
export type AreaProps = Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">;

interface FieldProps {
  /** The control's id; its error and hint are named after it. */
  id: string;
  label: string;
  error?: string;
  /** A short line under the field that says what to write (or not), read with the control. */
  hint?: string;
  /** Takes the whole row of the form's grid. */
  wide?: boolean;
}

/** What the field gives its control: its id, its look, and its error and hint to announce. */
const controlProps = ({ id, error, hint }: FieldProps) => ({
  ...describedBy(id, error, hint),
  id,
  className: `${styles.control} ${error ? styles.invalid : ""}`,
});

/** The label above the control, then the hint and the error under it. */
function Field({
  id,
  label,
  error,
  hint,
  wide = false,
  children,
}: FieldProps & React.PropsWithChildren) {
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ""}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId(id)} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** One labelled input; its error sits right under it and is announced with it. */
export function TextField({ id, label, error, hint, wide, ...input }: FieldProps & InputProps) {
  const field = { id, label, error, hint, wide };
  return (
    <Field {...field}>
      <input {...input} {...controlProps(field)} />
    </Field>
  );
}

/** The same for a text of several lines. */
export function TextAreaField({ id, label, error, hint, wide, ...area }: FieldProps & AreaProps) {
  const field = { id, label, error, hint, wide };
  return (
    <Field {...field}>
      <textarea {...area} {...controlProps(field)} />
    </Field>
  );
}

import React from "react";
import type { FieldInputProps } from "formik";
import copy from "../../data/contact.json";
import * as styles from "./ContactForm.module.css";

interface ConsentFieldProps {
  id: string;
  field: FieldInputProps<boolean>;
  error?: string;
}

/** The privacy checkbox; its label links to the policy in a new tab so the form keeps its values. */
export function ConsentField({ id, field, error }: ConsentFieldProps) {
  const errorId = `${id}-error`;
  const { privacy } = copy;
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <div className={styles.consent}>
        <input
          {...field}
          id={id}
          type="checkbox"
          value="1"
          checked={field.value}
          required
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id} className={styles.consentLabel}>
          {privacy.before}
          <a href={privacy.link} target="_blank" rel="noopener">
            {privacy.linkText}
            <span className={styles.visuallyHidden}> {privacy.newTabHint}</span>
          </a>
        </label>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

import React from "react";
import contact from "../../data/contact.json";
import { FieldError } from "./FieldError";
import { describedBy } from "./ids";
import type { InputProps } from "./TextField";
import * as styles from "./Fields.module.css";

/** The box's own attributes: its name on the wire, and `checked` with its handlers when the form
 * holds it. What it posts ("1") and that it is required are the field's. */
type CheckboxProps = Omit<InputProps, "type" | "value" | "required"> & { name: string };

/**
 * The privacy checkbox, worded by data/contact.json's `privacy` for every form; its label links to
 * the policy in a new tab, so the form keeps what was typed, and says so to a screen reader.
 */
export function ConsentCheckbox({
  id,
  error,
  ...input
}: CheckboxProps & { id: string; error?: string }) {
  const { privacy } = contact;
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <div className={styles.consent}>
        <input
          {...input}
          id={id}
          type="checkbox"
          value="1"
          required
          className={styles.checkbox}
          {...describedBy(id, error)}
        />
        <label htmlFor={id} className={styles.consentLabel}>
          {privacy.before}
          <a href={privacy.link} target="_blank" rel="noopener">
            {privacy.linkText}
            <span className={styles.visuallyHidden}> {privacy.newTabHint}</span>
          </a>
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

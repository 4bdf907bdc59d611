import React from "react";
import type { FieldInputProps } from "formik";
import copy from "../../data/contact.json";
import * as styles from "./ContactForm.module.css";

/** Bot trap: off-screen, out of the tab order and hidden from assistive technology. */
export function HoneypotField({ id, field }: { id: string; field: FieldInputProps<string> }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>{copy.honeypotLabel}</label>
      <input {...field} id={id} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

import React from "react";
import contact from "../../data/contact.json";
import type { InputProps } from "./TextField";
import * as styles from "./Fields.module.css";

/**
 * Bot trap: a text field a person never sees nor reaches (off-screen, out of the tab order,
 * hidden from assistive technology, never autofilled), so a value in it marks the post as a bot's.
 * Its name on the wire is the caller's (contract/contact.ts `HONEYPOT_FIELD`).
 */
export function Honeypot({ id, ...input }: InputProps & { id: string; name: string }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>{contact.honeypotLabel}</label>
      <input {...input} id={id} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

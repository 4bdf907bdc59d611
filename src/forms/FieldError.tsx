import React from "react";
import { errorId } from "./ids";
import * as styles from "./Fields.module.css";

/** The message under a field, or a group of options, that says what is wrong with it; nothing
 * while nothing is. Its id is the one the control's aria-describedby names (`describedBy`). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={errorId(id)} className={styles.error}>
      {error}
    </p>
  ) : null;
}

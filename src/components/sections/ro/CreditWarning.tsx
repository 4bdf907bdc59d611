import React from "react";
import * as styles from "./CreditWarning.module.css";

/** The consumer-credit advertising warning, shown prominently at the top of the page. */
export function CreditWarning({ text }: { text: string }) {
  return (
    <div className={styles.band}>
      <p className={styles.warning} role="note">
        {text}
      </p>
    </div>
  );
}

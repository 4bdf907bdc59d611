import React from "react";
import { Link } from "gatsby";
import * as styles from "./Logo.module.css";

interface LogoProps {
  companyName: string;
  label: string;
  tone?: "dark" | "light";
  /** Shown over the mark while the name is a placeholder (see useExampleMark). */
  example?: string | null;
}

/**
 * The wordmark: a drawn mark plus the company name, linking to the home page. A preview build's
 * example mark sits beside the link, not in it: the link's name ("… – pagina principală") then
 * still contains all of its visible text, as a voice-control user reads it.
 */
export function Logo({ companyName, label, tone = "dark", example = null }: LogoProps) {
  return (
    <span className={styles.wrap}>
      <Link to="/" className={`${styles.logo} ${styles[tone]}`} aria-label={label}>
        <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
          <rect width="40" height="40" rx="10" className={styles.markBg} />
          <path d="M10 29 L20 10 L30 29" className={styles.markLine} />
          <path d="M14 23 H26" className={styles.markAccent} />
        </svg>
        <span className={styles.name}>{companyName}</span>
      </Link>
      {example && <span className={styles.example}>{example}</span>}
    </span>
  );
}

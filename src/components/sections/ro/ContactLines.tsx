import React from "react";
import { useSiteData } from "../../../hooks/useSiteData";
import { Icon } from "../../ui/Icon";
import * as styles from "./ContactLines.module.css";

interface ContactLinesProps {
  phoneLabel: string;
  emailLabel: string;
  tone?: "light" | "dark";
}

/** The office phone and e-mail of data/site.json as call and mail links, each with a label. */
export function ContactLines({ phoneLabel, emailLabel, tone = "light" }: ContactLinesProps) {
  const { phone, phoneHref, email } = useSiteData();
  return (
    <ul className={`${styles.lines} ${styles[tone]}`}>
      <li className={styles.line}>
        <span className={styles.icon}>
          <Icon name="phone" size={22} />
        </span>
        <span>
          <span className={styles.label}>{phoneLabel}</span>
          <a href={phoneHref} className={styles.value}>
            {phone}
          </a>
        </span>
      </li>
      <li className={styles.line}>
        <span className={styles.icon}>
          <Icon name="mail" size={22} />
        </span>
        <span>
          <span className={styles.label}>{emailLabel}</span>
          <a href={`mailto:${email}`} className={styles.value}>
            {email}
          </a>
        </span>
      </li>
    </ul>
  );
}

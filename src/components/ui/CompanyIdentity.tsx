import React from "react";
import { useSiteData } from "../../hooks/useSiteData";
import { hasPlaceholderUnder } from "../../utils/placeholders";
import * as styles from "./CompanyIdentity.module.css";

/** The company's legal identity (data/site.json), shown in the footer and on the legal pages. */
export function CompanyIdentity({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const { identity, placeholders } = useSiteData();
  // Only a preview build can carry placeholders: SITE_ENV=production refuses to build with them.
  const example = hasPlaceholderUnder(placeholders, "identity");
  return (
    <div className={`${styles.identity} ${styles[tone]}`}>
      <p className={styles.heading}>{identity.heading}</p>
      <p className={styles.name}>{identity.legalName}</p>
      <dl className={styles.list}>
        <dt>{identity.labels.cui}</dt>
        <dd>{identity.cui}</dd>
        <dt>{identity.labels.tradeRegister}</dt>
        <dd>{identity.tradeRegister}</dd>
        <dt>{identity.labels.registeredOffice}</dt>
        <dd>{identity.registeredOffice}</dd>
      </dl>
      {example && identity.exampleNote && <p className={styles.note}>{identity.exampleNote}</p>}
    </div>
  );
}

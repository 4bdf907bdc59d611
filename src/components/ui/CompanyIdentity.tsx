import React from "react";
import { useSiteData } from "../../hooks/useSiteData";
import { hasPlaceholderUnder } from "../../utils/placeholders";
import * as styles from "./CompanyIdentity.module.css";

interface CompanyIdentityProps {
  tone?: "dark" | "light";
  /** With the processors that handle data for the firm (the legal pages, whose policy names them). */
  detailed?: boolean;
}

/**
 * The company's legal identity and its status as a credit intermediary (data/site.json), shown in
 * the footer, on the contact page and under the legal texts.
 */
export function CompanyIdentity({ tone = "dark", detailed = false }: CompanyIdentityProps) {
  const { identity, placeholders } = useSiteData();
  // Only a preview build can carry placeholders: SITE_ENV=production refuses to build with them.
  const example = hasPlaceholderUnder(placeholders, "identity");
  const { intermediary, processors } = identity;
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
      <p className={styles.heading}>{intermediary.heading}</p>
      <dl className={styles.list}>
        <dt>{intermediary.labels.register}</dt>
        <dd>{intermediary.register}</dd>
        <dt>{intermediary.labels.registrationNumber}</dt>
        <dd>{intermediary.registrationNumber}</dd>
        <dt>{intermediary.labels.capacity}</dt>
        <dd>{intermediary.capacity}</dd>
        <dt>{intermediary.labels.lenders}</dt>
        <dd>{intermediary.lenders}</dd>
        <dt>{intermediary.labels.remuneration}</dt>
        <dd>{intermediary.remuneration}</dd>
      </dl>
      {detailed && (
        <>
          <p className={styles.heading}>{processors.heading}</p>
          <dl className={styles.list}>
            <dt>{processors.labels.hosting}</dt>
            <dd>{processors.hosting}</dd>
            <dt>{processors.labels.mail}</dt>
            <dd>{processors.mail}</dd>
            <dt>{processors.labels.calendar}</dt>
            <dd>{processors.calendar}</dd>
            <dt>{processors.labels.backup}</dt>
            <dd>{processors.backup}</dd>
            <dt>{processors.labels.video}</dt>
            <dd>{processors.video}</dd>
          </dl>
        </>
      )}
      {example && identity.exampleNote && <p className={styles.note}>{identity.exampleNote}</p>}
    </div>
  );
}

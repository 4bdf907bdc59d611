import React, { useState } from "react";
import { useSiteData } from "../../hooks/useSiteData";
import { useConsent } from "../../consent/ConsentContext";
import type { UiLabels } from "../../hooks/useChrome";
import { useOnDemand } from "../../hooks/useOnDemand";
import { isHydrating } from "../../hydrate";
import { onDemand } from "../../onDemand";
import type { Chrome } from "../../types";
import { Icon } from "../ui/Icon";
import { Static } from "../ui/Static";
import { NewsletterForm } from "./NewsletterForm";
import * as styles from "./Footer.module.css";
// The parts' own styles belong to the first paint, though their code is fetched on demand.
import "../ui/CompanyIdentity.module.css";
import "./ConsumerBadges.module.css";
import { fillTemplate } from "../../../domain/format";

type FooterParts = Awaited<ReturnType<typeof onDemand.footerParts>>;

/** The parts' code, where it is at hand before any render: the build's renderer and the tests. */
let providedParts: FooterParts | null = null;

/** Renders the footer's parts from this code, without fetching them. */
export function provideFooterParts(parts: FooterParts): void {
  providedParts = parts;
}

interface FooterProps {
  footer: Queries.ChromeQuery["allFooterJson"]["nodes"][number];
  labels: UiLabels;
  chrome: Chrome;
  consentLabel: string;
}

/** Fills the {year} and {company} slots of the copyright line. */
export function copyrightLine(template: string, year: number, company: string): string {
  return fillTemplate(template, { year, company });
}

/**
 * Site footer: brand, link columns, contact, newsletter on template pages, copyright and credit.
 * Its read-only parts are Statics: hydrating the build's page, the app keeps their markup and needs
 * none of their code, which it fetches only to render them itself (FooterParts).
 */
export function Footer({ footer, labels, chrome, consentLabel }: FooterProps) {
  const site = useSiteData();
  const { reopen } = useConsent();
  const [rendersItself] = useState(() => !isHydrating());
  const fetched = useOnDemand(onDemand.footerParts, rendersItself && !providedParts);
  const parts = providedParts ?? fetched;
  const hasNewsletter = chrome !== "ro" && labels.newsletterTitle;
  return (
    <footer className={styles.footer}>
      <Static id="footer" className={styles.inner}>
        <Static id="footer-brand" className={styles.brand}>
          {parts && <parts.FooterBrand footer={footer} labels={labels} />}
        </Static>
        <nav aria-label={labels.footerNavLabel}>
          <Static id="footer-columns" className={styles.columns}>
            {parts && <parts.FooterColumns footer={footer} />}
          </Static>
        </nav>
        <div className={styles.contact}>
          <h2 className={styles.heading}>{labels.contactTitle}</h2>
          <a href={site.phoneHref}>
            <Icon name="phone" size={18} /> {site.phone}
          </a>
          <a href={`mailto:${site.email}`}>
            <Icon name="mail" size={18} /> {site.email}
          </a>
          {chrome === "ai" && labels.address && (
            <p>
              <Icon name="map-pin" size={18} /> {labels.address}
            </p>
          )}
          {hasNewsletter && (
            <div className={styles.newsletter}>
              <h2 className={styles.heading}>{labels.newsletterTitle}</h2>
              <p>{labels.newsletterText}</p>
              <NewsletterForm
                id="newsletter-email"
                label={labels.newsletterLabel ?? ""}
                placeholder={labels.newsletterPlaceholder ?? ""}
                button={labels.newsletterButton ?? ""}
              />
            </div>
          )}
        </div>
      </Static>
      {chrome === "ro" && (
        <Static id="footer-legal" className={styles.legal}>
          {parts && <parts.FooterLegal />}
        </Static>
      )}
      <div className={styles.bottom}>
        <p>{copyrightLine(labels.copyright, site.copyrightYear, site.companyName)}</p>
        <button type="button" className={styles.consent} onClick={reopen}>
          {consentLabel}
        </button>
        <p>
          <a href={site.strategySite.url} target="_blank" rel="noopener noreferrer">
            {site.strategySite.label}
          </a>
          {" · "}
          {labels.builtBy}{" "}
          <a href={site.builder.url} target="_blank" rel="noopener noreferrer">
            {site.builder.label}
          </a>
        </p>
      </div>
    </footer>
  );
}

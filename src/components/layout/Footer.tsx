import React from "react";
import { Link } from "gatsby";
import { useSiteData } from "../../hooks/useSiteData";
import { useExampleMark } from "../../hooks/useExampleMark";
import { useConsent } from "../../consent/ConsentContext";
import type { UiLabels } from "../../hooks/useChrome";
import type { Chrome } from "../../types";
import { Icon } from "../ui/Icon";
import { CompanyIdentity } from "../ui/CompanyIdentity";
import { Static } from "../ui/Static";
import { ConsumerBadges } from "./ConsumerBadges";
import { Logo } from "./Logo";
import { NewsletterForm } from "./NewsletterForm";
import { SocialLinks } from "./SocialLinks";
import * as styles from "./Footer.module.css";

interface FooterProps {
  footer: Queries.ChromeQuery["allFooterJson"]["nodes"][number];
  labels: UiLabels;
  chrome: Chrome;
  consentLabel: string;
}

/** Fills the {year} and {company} slots of the copyright line. */
export function copyrightLine(template: string, year: number, company: string): string {
  return template.replace("{year}", String(year)).replace("{company}", company);
}

/** Site footer: brand, link columns, contact, newsletter on template pages, copyright and credit. */
export function Footer({ footer, labels, chrome, consentLabel }: FooterProps) {
  const site = useSiteData();
  const exampleName = useExampleMark("companyName");
  const { reopen } = useConsent();
  const hasNewsletter = chrome !== "ro" && labels.newsletterTitle;
  return (
    <footer className={styles.footer}>
      <Static id="footer" className={styles.inner}>
        <div className={styles.brand}>
          <Logo
            companyName={site.companyName}
            label={site.logoAlt}
            tone="light"
            example={exampleName}
          />
          <p className={styles.tagline}>{footer.tagline}</p>
          <SocialLinks socials={site.socials} label={labels.followUs} tone="light" />
        </div>
        <nav aria-label={labels.footerNavLabel} className={styles.columns}>
          {footer.columns.map((column) => (
            <div key={column.title}>
              <h2 className={styles.heading}>{column.title}</h2>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={`${link.title}-${link.link}`}>
                    <Link to={link.link}>{link.title}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
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
          <CompanyIdentity tone="light" />
          <ConsumerBadges />
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

import React from "react";
import { Link } from "gatsby";
import { useSiteData } from "../../hooks/useSiteData";
import { useExampleMark } from "../../hooks/useExampleMark";
import type { UiLabels } from "../../hooks/useChrome";
import { CompanyIdentity } from "../ui/CompanyIdentity";
import { ConsumerBadges } from "./ConsumerBadges";
import { Logo } from "./Logo";
import { SocialLinks } from "./SocialLinks";
import * as styles from "./Footer.module.css";

// The footer's read-only parts. The build writes them into every page and the app keeps that
// markup without running them (Static), so the browser fetches this code only when it renders the
// footer itself: after a change of language or chrome, or on a page it renders without the build.

type FooterData = Queries.ChromeQuery["allFooterJson"]["nodes"][number];

/** Logo, tagline and social links. */
export function FooterBrand({ footer, labels }: { footer: FooterData; labels: UiLabels }) {
  const site = useSiteData();
  const exampleName = useExampleMark("companyName");
  return (
    <>
      <Logo
        companyName={site.companyName}
        label={site.logoAlt}
        tone="light"
        example={exampleName}
      />
      <p className={styles.tagline}>{footer.tagline}</p>
      <SocialLinks socials={site.socials} label={labels.followUs} tone="light" />
    </>
  );
}

/** The link columns. */
export function FooterColumns({ footer }: { footer: FooterData }) {
  return (
    <>
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
    </>
  );
}

/** The company's legal identity and the consumer-protection badges (Romanian pages). */
export function FooterLegal() {
  return (
    <>
      <CompanyIdentity tone="light" />
      <ConsumerBadges />
    </>
  );
}

import React from "react";
import { graphql, Link } from "gatsby";
import { Accordion, faqItems } from "../../ui/Accordion";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import * as styles from "./ServiceFaq.module.css";

interface ServiceFaqProps {
  id: string;
  data: Queries.ServiceFaqFragment;
  /** The FAQ items of the page's key only (the page query filters them). */
  items: readonly Queries.FaqItemFragment[];
}

/** A service page's questions (first open on load, one open at most) and a Contact link. */
export function ServiceFaq({ id, data, items }: ServiceFaqProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} tone="light" labelledBy={titleId}>
      <div className={styles.layout}>
        <div>
          <SectionHeading id={titleId} eyebrow={data.eyebrow} title={data.title} align="left" />
          <p className={styles.contact}>
            {data.contactText}{" "}
            <Link to={data.contactButton.link} className={styles.link}>
              {data.contactButton.label}
            </Link>
          </p>
        </div>
        <Accordion items={faqItems(items)} />
      </div>
    </Section>
  );
}

export const query = graphql`
  fragment ServiceFaq on RoServiceSharedFaq {
    eyebrow
    title
    contactText
    contactButton {
      label
      link
    }
  }
`;

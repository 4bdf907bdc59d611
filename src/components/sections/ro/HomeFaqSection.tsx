import React from "react";
import { graphql } from "gatsby";
import { Accordion, faqItems } from "../../ui/Accordion";
import { ButtonLink } from "../../ui/ButtonLink";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import * as styles from "./HomeFaqSection.module.css";

interface HomeFaqSectionProps {
  id: string;
  data: Queries.HomeFaqSectionFragment;
  items: readonly Queries.FaqItemFragment[];
}

/** Two columns: the numbered accordion of the home questions and a card inviting contact. */
export function HomeFaqSection({ id, data, items }: HomeFaqSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} labelledBy={titleId}>
      <SectionHeading id={titleId} eyebrow={data.eyebrow} title={data.title} />
      <div className={styles.layout}>
        <Accordion numbered items={faqItems(items)} />
        <aside className={styles.card} aria-labelledby={`${id}-card`}>
          <h3 id={`${id}-card`} className={styles.cardTitle}>
            {data.cardTitle}
          </h3>
          <p className={styles.cardText}>{data.cardText}</p>
          <ButtonLink to={data.cardButton.link} variant="light">
            {data.cardButton.label}
          </ButtonLink>
        </aside>
      </div>
    </Section>
  );
}

export const query = graphql`
  fragment HomeFaqSection on RoHomeFaq {
    eyebrow
    title
    cardTitle
    cardText
    cardButton {
      label
      link
    }
  }
`;

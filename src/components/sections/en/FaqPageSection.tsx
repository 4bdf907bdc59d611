import React from "react";
import { graphql } from "gatsby";
import { Accordion, faqItems } from "../../ui/Accordion";
import { CallToAction } from "../../ui/CallToAction";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import type { HeadingData } from "../../ui/SectionHeading";
import * as styles from "./FaqPageSection.module.css";

interface FaqPageSectionProps {
  heading: HeadingData;
  box: Queries.EnFaqBoxFieldsFragment;
  items: readonly Queries.FaqItemFragment[];
}

/** The FAQ page: the inner_page questions in the shared accordion, beside a 'Check All Questions' box. */
export function FaqPageSection({ heading, box, items }: FaqPageSectionProps) {
  return (
    <Section id="all-questions" labelledBy="all-questions-title">
      <div className={styles.layout}>
        <div>
          <SectionHeading id="all-questions-title" {...heading} align="left" />
          <Accordion items={faqItems(items)} />
        </div>
        <aside className={styles.box} aria-labelledby="faq-box-title">
          <CallToAction
            as="h2"
            titleId="faq-box-title"
            {...box}
            primary={box.button}
            secondary={box.contact}
            classes={styles}
          />
        </aside>
      </div>
    </Section>
  );
}

export const query = graphql`
  fragment EnFaqBoxFields on EnFaqBox {
    title
    text
    button {
      ...LinkFields
    }
    contact {
      ...LinkFields
    }
  }
`;

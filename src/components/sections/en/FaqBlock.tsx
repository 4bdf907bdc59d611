import React from "react";
import { Accordion, faqItems } from "../../ui/Accordion";
import { ButtonLink } from "../../ui/ButtonLink";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import type { HeadingData } from "../../ui/SectionHeading";
import type { LinkData } from "../../ui/ButtonLink";
import * as styles from "./FaqBlock.module.css";

interface FaqBlockProps {
  id: string;
  heading: HeadingData;
  items: readonly Queries.FaqItemFragment[];
  button?: LinkData | null;
}

/** A heading beside the shared FAQ accordion (first item open, one open at most). */
export function FaqBlock({ id, heading, items, button }: FaqBlockProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} labelledBy={titleId}>
      <div className={styles.layout}>
        <div>
          <SectionHeading id={titleId} {...heading} align="left" />
          {button && (
            <ButtonLink to={button.link} variant="outline">
              {button.label}
            </ButtonLink>
          )}
        </div>
        <Accordion numbered items={faqItems(items)} />
      </div>
    </Section>
  );
}

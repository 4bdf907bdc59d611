import React from "react";
import { graphql } from "gatsby";
import { TIMELINE_CAROUSEL_RO } from "../../../constants";
import { Carousel } from "../../ui/Carousel";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import * as styles from "./TimelineSection.module.css";

interface TimelineSectionProps {
  id: string;
  heading: Queries.TimelineSectionHeadingFragment;
  items: readonly Queries.TimelineSectionItemFragment[];
}

/** The Romanian timeline carousel: from the banking years to European funds in prospect. */
export function TimelineSection({ id, heading, items }: TimelineSectionProps) {
  const titleId = `${id}-title`;
  const slides = items.map((item) => (
    <article key={item.jsonId} className={styles.item}>
      <p className={styles.date}>{item.date}</p>
      <span className={styles.dot} aria-hidden="true" />
      <h3 className={styles.title}>{item.title}</h3>
      <p className={styles.desc}>{item.desc}</p>
    </article>
  ));
  return (
    <Section id={id} labelledBy={titleId}>
      <SectionHeading
        id={titleId}
        eyebrow={heading.eyebrow}
        title={heading.title}
        text={heading.text}
      />
      <Carousel label={heading.carouselLabel} slides={slides} {...TIMELINE_CAROUSEL_RO} />
    </Section>
  );
}

export const query = graphql`
  fragment TimelineSectionHeading on RoAboutTimeline {
    eyebrow
    title
    text
    carouselLabel
  }
  fragment TimelineSectionItem on TimelineJson {
    jsonId
    date
    title
    desc
  }
`;

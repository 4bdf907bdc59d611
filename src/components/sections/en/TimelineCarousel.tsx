import React from "react";
import { graphql } from "gatsby";
import { Carousel } from "../../ui/Carousel";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import { TIMELINE_CAROUSEL_EN } from "../../../constants";
import type { HeadingData } from "../../ui/SectionHeading";
import * as styles from "./TimelineCarousel.module.css";

interface TimelineCarouselProps {
  heading: HeadingData;
  items: readonly Queries.EnTimelineItemFragment[];
  label: string;
}

/** The English timeline: milestones in a slider that advances every second and keeps playing. */
export function TimelineCarousel({ heading, items, label }: TimelineCarouselProps) {
  return (
    <Section id="timeline" tone="dark" labelledBy="timeline-title">
      <SectionHeading id="timeline-title" {...heading} />
      <Carousel
        label={label}
        {...TIMELINE_CAROUSEL_EN}
        slides={items.map((item) => (
          <article key={item.jsonId} className={styles.item}>
            <p className={styles.date}>{item.date}</p>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.desc}>{item.desc}</p>
          </article>
        ))}
      />
    </Section>
  );
}

export const query = graphql`
  fragment EnTimelineItem on TimelineJson {
    jsonId
    date
    title
    desc
  }
`;

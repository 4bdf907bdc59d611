import React from "react";
import { graphql } from "gatsby";
import { Icon } from "../../ui/Icon";
import { Section } from "../../ui/Section";
import { SideHeading } from "../../ui/SectionHeading";
import { VideoPoster } from "./VideoPoster";
import * as styles from "./WhyWorkWithMe.module.css";

/** 'Why work with me': reasons as a checklist beside a video poster that opens the video popup. */
export function WhyWorkWithMe({ why }: { why: Queries.EnWhyFieldsFragment }) {
  return (
    <Section id="why" tone="light" labelledBy="why-title">
      <div className={styles.layout}>
        <div>
          <SideHeading id="why-title" data={why} />
          <ul className={styles.points}>
            {why.points.map((point) => (
              <li key={point}>
                <Icon name="check" size={20} className={styles.check} />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <VideoPoster image={why.image} alt={why.imageAlt} label={why.videoLabel} />
      </div>
    </Section>
  );
}

export const query = graphql`
  fragment EnWhyFields on EnWhy {
    eyebrow
    title
    text
    points
    image {
      childImageSharp {
        gatsbyImageData(width: 640, placeholder: DOMINANT_COLOR)
      }
    }
    imageAlt
    videoLabel
  }
`;

import React from "react";
import { graphql } from "gatsby";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import { VideoPoster } from "./VideoPoster";
import * as styles from "./AboutIntro.module.css";

/** Who we are: a short story beside a video poster. */
export function AboutIntro({ intro }: { intro: Queries.EnAboutIntroFieldsFragment }) {
  return (
    <Section id="about-us" labelledBy="about-us-title">
      <div className={styles.layout}>
        <VideoPoster image={intro.image} alt={intro.imageAlt} label={intro.videoLabel} />
        <div>
          <SectionHeading
            id="about-us-title"
            eyebrow={intro.eyebrow}
            title={intro.title}
            align="left"
          />
          {intro.paragraphs.map((p) => (
            <p key={p} className={styles.text}>
              {p}
            </p>
          ))}
        </div>
      </div>
    </Section>
  );
}

export const query = graphql`
  fragment EnAboutIntroFields on EnAboutIntro {
    eyebrow
    title
    paragraphs
    image {
      childImageSharp {
        gatsbyImageData(width: 640, placeholder: DOMINANT_COLOR)
      }
    }
    imageAlt
    videoLabel
  }
`;

import React from "react";
import { graphql } from "gatsby";
import { ButtonLink } from "../../ui/ButtonLink";
import { Img } from "../../ui/Img";
import { Section, type SectionDataProps } from "../../ui/Section";
import { SideHeading } from "../../ui/SectionHeading";
import { VideoTrigger } from "../../ui/VideoTrigger";
import { CheckList } from "./CheckList";
import * as styles from "./ServicesWhySection.module.css";

/** Why choose us, beside a video poster that opens the video modal. */
export function ServicesWhySection({
  id,
  data,
}: SectionDataProps<Queries.ServicesWhySectionFragment>) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} tone="light" labelledBy={titleId}>
      <div className={styles.layout}>
        <div>
          <SideHeading id={titleId} data={data} />
          <CheckList items={data.points} />
          <ButtonLink to={data.button.link}>{data.button.label}</ButtonLink>
        </div>
        <div className={styles.media}>
          <Img image={data.image} alt={data.imageAlt} className={styles.image} />
          <VideoTrigger label={data.videoLabel} className={styles.play} />
        </div>
      </div>
    </Section>
  );
}

export const fragment = graphql`
  fragment ServicesWhySection on RoServicesWhy {
    eyebrow
    title
    text
    points
    button {
      label
      link
    }
    videoLabel
    image {
      childImageSharp {
        gatsbyImageData(width: 720, aspectRatio: 1.3333, placeholder: DOMINANT_COLOR)
      }
    }
    imageAlt
  }
`;

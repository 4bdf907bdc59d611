import React from "react";
import { graphql } from "gatsby";
import { Icon } from "../../ui/Icon";
import { Img } from "../../ui/Img";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import type { HeadingData } from "../../ui/SectionHeading";
import * as styles from "./CompanyInfoSection.module.css";

interface CompanyInfoSectionProps {
  id: string;
  heading: HeadingData;
  cards: readonly Queries.CompanyInfoCardFragment[];
}

/** The mission / story / values card set of the about page. */
export function CompanyInfoSection({ id, heading, cards }: CompanyInfoSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} tone="light" labelledBy={titleId}>
      <SectionHeading id={titleId} {...heading} />
      <ul className={styles.grid}>
        {cards.map((card) => (
          <li key={card.jsonId} className={styles.card}>
            <div className={styles.media}>
              <Img image={card.thumb} alt={card.thumbAlt} className={styles.image} />
            </div>
            <div className={styles.body}>
              <p className={styles.sub}>
                <Icon name={card.icon} size={20} />
                {card.sub_title}
              </p>
              <h3 className={styles.title}>{card.title}</h3>
              <p className={styles.desc}>{card.desc}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export const query = graphql`
  fragment CompanyInfoCard on CompanyInfoJson {
    jsonId
    icon
    thumb {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.2857, placeholder: DOMINANT_COLOR)
      }
    }
    thumbAlt
    sub_title
    title
    desc
  }
`;

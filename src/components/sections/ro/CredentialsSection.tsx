import React from "react";
import { graphql } from "gatsby";
import { Counter } from "../../ui/Counter";
import { Img } from "../../ui/Img";
import { Section } from "../../ui/Section";
import { SideHeading } from "../../ui/SectionHeading";
import { CheckList } from "./CheckList";
import * as styles from "./CredentialsSection.module.css";

interface CredentialsSectionProps {
  id: string;
  data: Queries.CredentialsSectionFragment;
  counters: readonly Queries.CredentialsCounterFragment[];
}

/** Banking experience, the institutions we work with, the trust line and the animated counters. */
export function CredentialsSection({ id, data, counters }: CredentialsSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} labelledBy={titleId}>
      <div className={styles.layout}>
        <div className={styles.media}>
          <Img image={data.image} alt={data.imageAlt} className={styles.image} />
        </div>
        <div>
          <SideHeading id={titleId} data={data} />
          <CheckList items={data.points} />
          <p className={styles.trust}>{data.trustLine}</p>
        </div>
      </div>
      <div className={styles.counters}>
        {counters.map((counter) => (
          <Counter key={counter.jsonId} {...counter} />
        ))}
      </div>
    </Section>
  );
}

export const fragment = graphql`
  fragment CredentialsSection on RoHomeCredentials {
    eyebrow
    title
    text
    points
    trustLine
    image {
      childImageSharp {
        gatsbyImageData(width: 560, aspectRatio: 1, placeholder: DOMINANT_COLOR)
      }
    }
    imageAlt
  }
  fragment CredentialsCounter on CounterJson {
    jsonId
    target
    prefix
    suffix
    label
  }
`;

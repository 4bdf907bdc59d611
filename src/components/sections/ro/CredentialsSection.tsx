import React from "react";
import { graphql } from "gatsby";
import { Counter } from "../../ui/Counter";
import { Img } from "../../ui/Img";
import { Section } from "../../ui/Section";
import { SideHeading } from "../../ui/SectionHeading";
import { isPlaceholder } from "../../../utils/placeholders";
import { CheckList } from "./CheckList";
import * as styles from "./CredentialsSection.module.css";

interface CredentialsSectionProps {
  id: string;
  data: Queries.CredentialsSectionFragment;
  counters: readonly Queries.CredentialsCounterFragment[];
}

/**
 * Banking experience, the institutions we work with, the trust line and the animated counters. A
 * text or figure that is still a placeholder carries a visible mark (only a preview build can have one:
 * SITE_ENV=production refuses placeholders).
 */
export function CredentialsSection({ id, data, counters }: CredentialsSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} labelledBy={titleId}>
      <div className={styles.layout}>
        <div className={styles.media}>
          <Img image={data.image} alt={data.imageAlt} className={styles.image} />
        </div>
        <div>
          <SideHeading
            id={titleId}
            data={data}
            textMark={isPlaceholder(data.placeholders, "text") ? data.exampleMark : null}
          />
          <CheckList items={data.points} />
          <p className={styles.trust}>
            {data.trustLine}
            {isPlaceholder(data.placeholders, "trustLine") && (
              <span className={styles.example}> ({data.exampleMark})</span>
            )}
          </p>
        </div>
      </div>
      <div className={styles.counters}>
        {counters.map((counter) => (
          <Counter
            key={counter.jsonId}
            target={counter.target}
            prefix={counter.prefix}
            suffix={counter.suffix}
            label={counter.label}
            example={isPlaceholder(counter.placeholders, "target") ? data.exampleMark : null}
          />
        ))}
      </div>
    </Section>
  );
}

export const query = graphql`
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
    exampleMark
    placeholders
  }
  fragment CredentialsCounter on CounterJson {
    jsonId
    target
    prefix
    suffix
    label
    placeholders
  }
`;

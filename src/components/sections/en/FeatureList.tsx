import React from "react";
import { graphql } from "gatsby";
import { ButtonLink } from "../../ui/ButtonLink";
import { Icon } from "../../ui/Icon";
import { Section } from "../../ui/Section";
import { SideHeading } from "../../ui/SectionHeading";
import type { HeadingData } from "../../ui/SectionHeading";
import type { LinkData } from "../../ui/ButtonLink";
import * as styles from "./FeatureList.module.css";

interface FeatureListProps {
  heading: HeadingData & { readonly button: LinkData };
  features: readonly Queries.EnFeatureFragment[];
}

/** Home three features: a heading with a call to action beside a list of icon + title items. */
export function FeatureList({ heading, features }: FeatureListProps) {
  return (
    <Section id="features" tone="light" labelledBy="features-title">
      <div className={styles.layout}>
        <div>
          <SideHeading id="features-title" data={heading} />
          <ButtonLink to={heading.button.link}>{heading.button.label}</ButtonLink>
        </div>
        <ul className={styles.list}>
          {features.map((feature) => (
            <li key={feature.jsonId} className={styles.item}>
              <span className={styles.icon}>
                <Icon name={feature.icon} />
              </span>
              {feature.title}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export const query = graphql`
  fragment EnFeature on FeatureJson {
    jsonId
    icon
    title
  }
`;
